// Helpers for browser tests that use the real API (started by e2e/global-setup.ts): test users in the
// Auth emulator, direct API calls, the extension's recorded API requests, signing the extension in.
import type { VideoInsight, ViUserData } from "@vi/types";
import { inject } from "vitest";
import { REQUESTS_PATH, type RecordedRequest } from "./counting-proxy.ts";
import { type ExtensionBrowser, routeWebsite, websiteOrigin } from "./harness.ts";

const FIREBASE_API_KEY = "demo-api-key";
const PROJECT_ID = "demo-vidinsight";

export function stack() {
  return inject("stack");
}

export interface TestUser {
  email: string;
  uid: string;
  idToken: string;
  refreshToken: string;
}

let counter = 0;

/** A new Auth emulator account with its API user record (POST /user), as the website creates it. */
export async function createTestUser(label: string): Promise<TestUser> {
  counter += 1;
  const email = `${label}-${Date.now().toString(36)}-${counter}@example.com`;
  const answer = await fetch(
    `${stack().authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${FIREBASE_API_KEY}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "e2e-password-1", returnSecureToken: true }),
    },
  );
  if (!answer.ok) throw new Error(`signUp failed: ${answer.status} ${await answer.text()}`);
  const created = (await answer.json()) as { localId: string };
  // The API takes verified emails only: verify as the emulator's admin ("Bearer owner"), sign in again.
  const toolkit = `${stack().authEmulatorUrl}/identitytoolkit.googleapis.com/v1`;
  const verified = await fetch(`${toolkit}/accounts:update?key=${FIREBASE_API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ localId: created.localId, emailVerified: true }),
  });
  if (!verified.ok) throw new Error(`update failed: ${verified.status} ${await verified.text()}`);
  const signIn = await fetch(`${toolkit}/accounts:signInWithPassword?key=${FIREBASE_API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "e2e-password-1", returnSecureToken: true }),
  });
  if (!signIn.ok) throw new Error(`signIn failed: ${signIn.status} ${await signIn.text()}`);
  const body = (await signIn.json()) as { idToken: string; refreshToken: string; localId: string };
  const user: TestUser = { email, uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken };
  await api(user, "POST", "/user", { email, timezone: "UTC" });
  return user;
}

/** The newest sign-in link the Auth emulator "emailed" to `email`. */
export async function emailedSignInLink(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await fetch(`${stack().authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await answer.json()) as {
      oobCodes: Array<{ email: string; requestType: string; oobLink: string }>;
    };
    const link = oobCodes.filter((c) => c.email === email && c.requestType === "EMAIL_SIGNIN").at(-1);
    if (link) return link.oobLink;
    if (Date.now() > deadline) throw new Error(`no sign-in link was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A call to the API itself (not through the counting proxy). Throws on an error status. */
export async function api<T = unknown>(
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${stack().directApiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.idToken}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function insightsOf(user: TestUser, ids: string[]): Promise<Map<string, VideoInsight>> {
  const { insights } = await api<{ insights: VideoInsight[] }>(user, "POST", "/videos/insights", { ids });
  return new Map(insights.map((insight) => [insight.videoId, insight]));
}

/**
 * Asks the API about `ids` until each of `scored` has an outlier score: the first lookup stores the
 * videos and queues their channels; the API's jobs then fetch the channels' history and score them.
 */
export async function waitForScores(
  user: TestUser,
  ids: string[],
  scored: string[] = ids,
  timeoutMs = 60_000,
): Promise<Map<string, VideoInsight>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await insightsOf(user, ids);
    if (scored.every((id) => found.get(id)?.videoOutlier != null)) return found;
    if (Date.now() > deadline) {
      const missing = scored.filter((id) => found.get(id)?.videoOutlier == null);
      throw new Error(`no outlier score after ${timeoutMs} ms for ${missing.join(", ")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What the extension asked the API since the last reset. */
export async function apiRequests(): Promise<RecordedRequest[]> {
  return (await fetch(`${stack().apiUrl}${REQUESTS_PATH}`)).json() as Promise<RecordedRequest[]>;
}

export async function resetApiRequests(): Promise<void> {
  await fetch(`${stack().apiUrl}${REQUESTS_PATH}`, { method: "DELETE" });
}

/** The user data the website hands the extension after sign-in (VI_USER_DATA). */
export function userData(user: TestUser, savedVideoIds: Record<string, true> = {}): ViUserData {
  return {
    idToken: user.idToken,
    refreshToken: user.refreshToken,
    email: user.email,
    savedVideoIds,
    isAdmin: false,
    youtubeAccounts: [],
    currentAccount: null,
  };
}

/** Signs the extension in the way the website does: VI_USER_DATA posted on the website's page. */
export async function signInExtension(browser: ExtensionBrowser, user: TestUser | null): Promise<void> {
  await routeWebsite(browser.context);
  const page = await browser.context.newPage();
  await page.goto(`${websiteOrigin()}/finishSignUp`);
  await page.evaluate((message) => window.postMessage(message, window.location.origin), {
    type: "VI_USER_DATA",
    user: user ? userData(user) : null,
  });
  const worker = await browser.background();
  const deadline = Date.now() + 10_000;
  for (;;) {
    // The tokens sit in storage.session, the token-free view in storage.local (background/user-store.ts).
    const stored = await worker.evaluate(async () => ({
      view: (await chrome.storage.local.get("user")).user ?? null,
      credentials: (await chrome.storage.session.get("credentials")).credentials ?? null,
    }));
    const idToken = (stored.credentials as { idToken?: string } | null)?.idToken;
    if (user ? stored.view !== null && idToken === user.idToken : stored.view === null) break;
    if (Date.now() > deadline) throw new Error("the extension did not store the user");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.close();
}
