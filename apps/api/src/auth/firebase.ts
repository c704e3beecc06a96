// Firebase Authentication through firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin itself
// accepts the emulator's unsigned ID tokens, always checks that the user still exists there (as if checkRevoked
// were set), and sends user management calls to the emulator; production verifies Google-signed tokens for
// FIREBASE_PROJECT_ID locally and asks Google about revocation only where a route requests it.
import { type App, getApp, getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

/** The caller, as proven by a verified ID token. */
export interface AuthUser {
  uid: string;
  /** Lower-cased; null for sign-in methods without an email (anonymous): requireAuth refuses those. */
  email: string | null;
  /** The display name the identity provider knows (Google sign-in), if any. */
  name: string | null;
  /** The token's email_verified claim (email-link and Google sign-in verify the address). */
  emailVerified: boolean;
}

/** What the API needs from the identity provider; tests of other modules may pass their own. */
export interface AuthProvider {
  /**
   * Resolves the token's user; rejects with InvalidTokenError when the token is not acceptable. With
   * `checkRevoked` it also asks the identity provider whether the user still exists and the token was not
   * revoked since it was issued (one more round trip, so only for calls that create or grant something).
   */
  verifyIdToken(idToken: string, options?: { checkRevoked?: boolean }): Promise<AuthUser>;
  /** Deletes the identity-provider user; succeeds when it is already gone. */
  deleteUser(uid: string): Promise<void>;
}

/** The token is missing its signature, expired, revoked, for another project, or its user is gone. */
export class InvalidTokenError extends Error {
  override name = "InvalidTokenError";
}

// firebase-admin error codes that mean "this token does not prove anyone"; any other failure (network,
// credentials) is the server's problem and must not be reported to the caller as a bad token.
const TOKEN_REJECTED_CODES = new Set([
  "auth/argument-error",
  "auth/invalid-argument",
  "auth/id-token-expired",
  "auth/id-token-revoked",
  "auth/invalid-id-token",
  "auth/user-disabled",
  "auth/user-not-found",
]);

function errorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string") {
    return error.code;
  }
  return undefined;
}

function firebaseApp(projectId: string): App {
  const name = `vidinsight-${projectId}`;
  return getApps().some((app) => app.name === name) ? getApp(name) : initializeApp({ projectId }, name);
}

export function createFirebaseAuth({ projectId }: { projectId: string }): AuthProvider {
  return rememberVerifiedTokens(firebaseProvider(projectId));
}

/** How long a verified token is answered from memory at most (its own expiry comes first). */
const REMEMBER_MS = 5 * 60_000;
const REMEMBER_MAX = 10_000;

/** The token's `exp` (seconds) read from its payload; only called on a token the provider accepted. */
function tokenExpiry(idToken: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload?.exp === "number" ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Answers a token verified in the last REMEMBER_MS (and not expired) from memory, instead of checking
 * it again on each of the client's requests (docs/decisions/throughput.md). Calls with `checkRevoked`
 * always ask the provider; a user deleted here is forgotten at once.
 */
export function rememberVerifiedTokens(provider: AuthProvider, now: () => number = Date.now): AuthProvider {
  const verified = new Map<string, { user: AuthUser; until: number }>();
  return {
    async verifyIdToken(idToken, options) {
      const checkRevoked = options?.checkRevoked ?? false;
      const known = verified.get(idToken);
      if (known && !checkRevoked && known.until > now()) return known.user;
      if (known) verified.delete(idToken);
      const user = await provider.verifyIdToken(idToken, options);
      const until = Math.min(tokenExpiry(idToken) ?? 0, now() + REMEMBER_MS);
      if (until > now()) {
        // Oldest first out: a Map iterates in insertion order.
        if (verified.size >= REMEMBER_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(idToken, { user, until });
      }
      return user;
    },
    async deleteUser(uid) {
      for (const [token, entry] of verified) if (entry.user.uid === uid) verified.delete(token);
      await provider.deleteUser(uid);
    },
  };
}

function firebaseProvider(projectId: string): AuthProvider {
  const auth = getAuth(firebaseApp(projectId));
  return {
    async verifyIdToken(idToken, options) {
      try {
        const decoded = await auth.verifyIdToken(idToken, options?.checkRevoked ?? false);
        return {
          uid: decoded.uid,
          email: decoded.email?.toLowerCase() ?? null,
          name: typeof decoded.name === "string" && decoded.name.trim() ? decoded.name.trim() : null,
          emailVerified: decoded.email_verified === true,
        };
      } catch (error) {
        const code = errorCode(error);
        if (code && TOKEN_REJECTED_CODES.has(code)) {
          throw new InvalidTokenError(error instanceof Error ? error.message : code);
        }
        throw error;
      }
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (errorCode(error) === "auth/user-not-found") return;
        throw error;
      }
    },
  };
}
