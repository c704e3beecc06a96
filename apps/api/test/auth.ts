// Users of the Firebase Auth emulator for tests: created through the emulator's REST API (the same
// identitytoolkit endpoints as production, any API key accepted), answered with real emulator ID tokens.
import { randomUUID } from "node:crypto";
import { inject } from "vitest";

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
async function emulatorFetch(path: string, body: unknown): Promise<Response> {
  const init = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
  try {
    return await fetch(emulatorUrl(path), init);
  } catch {
    return await fetch(emulatorUrl(path), init);
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await emulatorFetch(path, body);
  const json = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`Auth emulator ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Signs up a new email/password user (a unique email unless given) and returns its ID token. */
export async function createTestUser(
  options: { email?: string; displayName?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@example.com`;
  const signUp = await post<{ localId: string; idToken: string; refreshToken: string; email: string }>(
    "accounts:signUp",
    { email, password: "password-123", returnSecureToken: true },
  );
  if (!options.displayName) {
    return {
      uid: signUp.localId,
      email: signUp.email,
      idToken: signUp.idToken,
      refreshToken: signUp.refreshToken,
    };
  }
  // The name claim comes from the profile, so set it and sign in again for a token that carries it.
  await post("accounts:update", { idToken: signUp.idToken, displayName: options.displayName });
  const signIn = await post<{ localId: string; idToken: string; refreshToken: string; email: string }>(
    "accounts:signInWithPassword",
    { email, password: "password-123", returnSecureToken: true },
  );
  return {
    uid: signIn.localId,
    email: signIn.email,
    idToken: signIn.idToken,
    refreshToken: signIn.refreshToken,
  };
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
