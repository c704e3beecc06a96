import type { ViUserData } from "@vi/types";
import { z } from "zod";

/** Refresh this long before the ID token expires, so a request never leaves with a dying token. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** When a Firebase ID token expires (its `exp` claim), in epoch ms; null when unreadable. */
export function tokenExpiresAt(idToken: string): number | null {
  const payload = idToken.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    const exp = typeof claims === "object" && claims !== null ? (claims as { exp?: unknown }).exp : null;
    return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Google's Secure Token API, or the Auth emulator's copy of it. */
export function secureTokenUrl(apiKey: string, emulatorUrl: string | null): string {
  const base = emulatorUrl
    ? `${emulatorUrl}/securetoken.googleapis.com`
    : "https://securetoken.googleapis.com";
  return `${base}/v1/token?key=${encodeURIComponent(apiKey)}`;
}

const RefreshAnswerSchema = z.object({
  id_token: z.string().min(1),
  refresh_token: z.string().min(1),
});

// Answers that mean the session is over: the user must sign in again on the website.
const SESSION_ENDED = ["TOKEN_EXPIRED", "INVALID_REFRESH_TOKEN", "USER_DISABLED", "USER_NOT_FOUND"];

export interface TokenRefresherDeps {
  url: string;
  fetch: typeof fetch;
  getUser(): Promise<ViUserData | null>;
  setUser(user: ViUserData | null): Promise<void>;
  now(): number;
}

/**
 * Hands out a valid ID token for API calls, refreshing it with the refresh token when it is about to
 * expire. Concurrent callers share one refresh. A refused refresh token signs the user out.
 */
export function createTokenRefresher(deps: TokenRefresherDeps) {
  let inFlight: Promise<string | null> | null = null;

  async function refresh(user: ViUserData): Promise<string | null> {
    const response = await deps.fetch(deps.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: user.refreshToken }).toString(),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = String((body as { error?: { message?: unknown } } | null)?.error?.message ?? "");
      if (SESSION_ENDED.some((code) => message.startsWith(code))) {
        await deps.setUser(null);
        return null;
      }
      throw new Error(`Token refresh failed: HTTP ${response.status} ${message}`.trim());
    }
    const answer = RefreshAnswerSchema.parse(body);
    // The user may have signed out or in again meanwhile; only update the same session.
    const current = await deps.getUser();
    if (current?.refreshToken !== user.refreshToken) return current?.idToken ?? null;
    await deps.setUser({ ...current, idToken: answer.id_token, refreshToken: answer.refresh_token });
    return answer.id_token;
  }

  return {
    async freshIdToken(): Promise<string | null> {
      const user = await deps.getUser();
      if (!user) return null;
      const expiresAt = tokenExpiresAt(user.idToken);
      if (expiresAt !== null && expiresAt - deps.now() > REFRESH_MARGIN_MS) return user.idToken;
      inFlight ??= refresh(user).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
