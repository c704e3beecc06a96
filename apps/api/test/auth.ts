// Users of the Firebase Auth emulator for tests: created through the emulator's REST API (the same
// identitytoolkit endpoints as production, any API key accepted), answered with real emulator ID tokens.
import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { FIREBASE_PROJECT_ID } from "../../../scripts/lib/auth-emulator.mjs";

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

function emulatorUrl(path: string): string {
  return `http://${inject("authEmulatorHost")}/identitytoolkit.googleapis.com/v1/${path}?key=any`;
}

/**
 * fetch with one retry on a network error: the emulator closes idle keep-alive connections, and a request
 * that races that close fails with "other side closed" before the emulator has seen it.
 */
async function emulatorFetch(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const init = {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  };
  try {
    return await fetch(emulatorUrl(path), init);
  } catch {
    return await fetch(emulatorUrl(path), init);
  }
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await emulatorFetch(path, body, headers);
  const json = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`Auth emulator ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

interface SignInAnswer {
  localId: string;
  idToken: string;
  refreshToken: string;
  email: string;
}

/**
 * Signs up a new email/password user (a unique email unless given) and returns its ID token. The email is
 * marked verified (as email-link and Google sign-in do; the API refuses unverified ones) unless
 * `verified: false`, the pre-account takeover attempt.
 */
export async function createTestUser(
  options: { email?: string; displayName?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@example.com`;
  const password = "password-123";
  const signUp = await post<SignInAnswer>("accounts:signUp", { email, password, returnSecureToken: true });
  if (options.verified === false && !options.displayName) return toTestUser(signUp);
  // The emulator takes "Bearer owner" as admin credentials, like the Admin SDK's accounts:update.
  await post(
    "accounts:update",
    {
      localId: signUp.localId,
      ...(options.verified === false ? {} : { emailVerified: true }),
      ...(options.displayName ? { displayName: options.displayName } : {}),
    },
    { authorization: "Bearer owner" },
  );
  // Claims (email_verified, name) come from the profile, so sign in again for a token that carries them.
  return toTestUser(
    await post<SignInAnswer>("accounts:signInWithPassword", { email, password, returnSecureToken: true }),
  );
}

/** An anonymous Firebase user (no email), as `signInAnonymously` makes: a valid ID token without an email. */
export async function createAnonymousUser(): Promise<TestUser> {
  return toTestUser(await post<SignInAnswer>("accounts:signUp", { returnSecureToken: true }));
}

function toTestUser(answer: SignInAnswer): TestUser {
  return {
    uid: answer.localId,
    email: answer.email,
    idToken: answer.idToken,
    refreshToken: answer.refreshToken,
  };
}

/** Signs in by email link as the website does (the emulator's out-of-band code); the email is verified. */
export async function signInWithEmailLink(email: string): Promise<TestUser> {
  await post("accounts:sendOobCode", {
    requestType: "EMAIL_SIGNIN",
    email,
    continueUrl: "http://localhost:5173/finishSignUp",
  });
  const response = await fetch(
    `http://${inject("authEmulatorHost")}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = oobCodes
    .filter((entry) => entry.email === email && entry.requestType === "EMAIL_SIGNIN")
    .at(-1);
  if (!code) throw new Error(`no sign-in link was sent to ${email}`);
  return toTestUser(
    await post<SignInAnswer>("accounts:signInWithEmailLink", { email, oobCode: code.oobCode }),
  );
}

/** Whether the emulator still knows the user (looked up by ID token). */
export async function emulatorHasUser(idToken: string): Promise<boolean> {
  const response = await emulatorFetch("accounts:lookup", { idToken });
  if (response.status === 400) return false;
  const json = (await response.json()) as { users?: unknown[] };
  return (json.users?.length ?? 0) > 0;
}

/** `{ Authorization: "Bearer ..." }` for app.request(). */
export function bearer(user: Pick<TestUser, "idToken">): Record<string, string> {
  return { Authorization: `Bearer ${user.idToken}` };
}
