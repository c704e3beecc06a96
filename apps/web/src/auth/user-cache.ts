// The user data cache in localStorage (loaded first at start-up), so a returning
// user sees their navigation and account at once while Firebase restores the session and GET /user runs.
// This module is in the start-up bundle: it does a cheap shape check instead of pulling in zod; the
// cached copy is replaced by the server's answer as soon as the user is confirmed.
// A copy without `plan` (cached before the server sent it) is dropped: the plan is only ever the server's.
import type { UserInfo } from "@vi/types";

export const USER_CACHE_KEY = "vi:userData";

export interface CachedUser {
  /** Firebase uid the data belongs to: another account never sees it. */
  uid: string;
  userInfo: UserInfo;
}

function isCachedUser(value: unknown): value is CachedUser {
  if (typeof value !== "object" || value === null) return false;
  const { uid, userInfo } = value as Record<string, unknown>;
  if (typeof uid !== "string" || uid === "" || typeof userInfo !== "object" || userInfo === null)
    return false;
  const info = userInfo as Record<string, unknown>;
  return (
    typeof info.email === "string" &&
    typeof info.isAdmin === "boolean" &&
    typeof info.isBetaTester === "boolean" &&
    typeof info.subscribedToDailyRecapEmail === "boolean" &&
    typeof info.plan === "string" &&
    Array.isArray(info.youtubeAccounts) &&
    typeof info.savedVideoIds === "object" &&
    info.savedVideoIds !== null
  );
}

/** The cached user, or null when there is none or it is unreadable (then it is dropped). */
export function readUserCache(storage: Storage | undefined = safeLocalStorage()): CachedUser | null {
  if (!storage) return null;
  const raw = storage.getItem(USER_CACHE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isCachedUser(parsed)) return parsed;
  } catch {
    // fall through: corrupt entry
  }
  storage.removeItem(USER_CACHE_KEY);
  return null;
}

export function writeUserCache(value: CachedUser, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(USER_CACHE_KEY, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the cache is an optimisation only.
  }
}

export function clearUserCache(storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.removeItem(USER_CACHE_KEY);
  } catch {
    // storage disabled
  }
}

/** localStorage, or undefined where the browser refuses access (privacy modes, sandboxed frames). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
