// On sign-in: fetch the user record (a sign-in new to this browser asks POST /user, which creates it or
// answers the existing one); merge it and update the timezone when it changed.
import { type ApiClient, ApiError } from "@vi/api-client";
import { contracts, type UserInfo } from "@vi/types";

/** The browser's IANA time zone ("UTC" where the runtime cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export interface SyncUserOptions {
  api: ApiClient;
  /** The signed-in user's email from Firebase (null for providers that share none). */
  email: string | null;
  timezone: string;
  /** Local copy for the same uid; the server's fields win, it only fills what the answer lacks. */
  cached?: UserInfo | null;
  logger?: Pick<Console, "error">;
}

/** The user's record, created when missing. Throws when the record can be neither read nor created. */
export async function syncUserRecord({
  api,
  email,
  timezone,
  cached = null,
  logger = console,
}: SyncUserOptions): Promise<UserInfo> {
  let userInfo: UserInfo;
  if (!cached && email) {
    // A sign-in this browser has not seen (often a new account): POST /user creates the record or answers
    // the existing one (200), so a first visit never meets GET's 404, which the console shows as an error.
    ({ userInfo } = await api.call(contracts.createUser, { body: { email, timezone } }));
  } else {
    try {
      ({ userInfo } = await api.call(contracts.getUser));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      if (!email)
        throw new Error("This sign-in account has no email address, so no user record can be created");
      ({ userInfo } = await api.call(contracts.createUser, { body: { email, timezone } }));
      return userInfo;
    }
  }

  const merged: UserInfo = cached ? { ...cached, ...userInfo } : userInfo;
  if (merged.timezone === timezone) return merged;
  try {
    await api.call(contracts.updateUser, { body: { timezone } });
    return { ...merged, timezone };
  } catch (error) {
    // Not worth failing sign-in for: the next visit tries again.
    logger.error("Could not update the time zone", error);
    return merged;
  }
}
