// The Google OAuth emulator for the channel-linking suites (youtube-accounts, own-analytics): one client,
// and an owner account per catalog channel, so each test links channels of its own (a channel is linked
// to one user at a time).
import { randomBytes } from "node:crypto";
import {
  type EmulatorGoogleAccount,
  type GoogleOAuthEmulator,
  startGoogleOAuthEmulator,
} from "@vi/emulators/google-oauth";
import type { Catalog } from "@vi/emulators/youtube";
import { TEST_WEB_ORIGIN } from "./app.ts";
import type { TestClock } from "./youtube.ts";

export const TEST_GOOGLE_CLIENT = {
  clientId: "test-vidinsight.apps.googleusercontent.com",
  clientSecret: "test-client-secret",
  redirectUri: `${TEST_WEB_ORIGIN}/oauth-callback`,
};

/** The emulator on `clock`, owners for the catalog's first `owners` channels, then `accounts`. */
export function startTestGoogle(
  catalog: Catalog,
  clock: TestClock,
  { owners = 20, accounts = [] }: { owners?: number; accounts?: readonly EmulatorGoogleAccount[] } = {},
): Promise<GoogleOAuthEmulator> {
  const { clientId, clientSecret, redirectUri } = TEST_GOOGLE_CLIENT;
  return startGoogleOAuthEmulator({
    catalog,
    clients: [{ clientId, clientSecret, redirectUris: [redirectUri] }],
    accounts: [
      ...catalog.channels.slice(0, owners).map((channel, index) => ({
        id: String(100_000 + index).padStart(21, "1"),
        email: `owner${index}@example.com`,
        name: `Owner ${index}`,
        channelIds: [channel.id],
      })),
      ...accounts,
    ],
    now: () => clock.ms,
  });
}

/** The API's variables for linking through `google`, tokens encrypted with `key` (a fresh one by default). */
export function googleVars(
  google: GoogleOAuthEmulator,
  key: { id: string; key: Buffer } = { id: "k1", key: randomBytes(32) },
): Record<string, string> {
  return {
    GOOGLE_OAUTH_CLIENT_ID: TEST_GOOGLE_CLIENT.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: TEST_GOOGLE_CLIENT.clientSecret,
    GOOGLE_ACCOUNTS_BASE_URL: google.url,
    GOOGLE_OAUTH_BASE_URL: google.url,
    TOKEN_ENCRYPTION_KEYS: `${key.id}:${key.key.toString("base64")}`,
  };
}
