// The API side of the browser tests over the video store (outliers, saved videos, admin pages). The shared
// stack (global-setup.ts) runs the API with the YouTube API emulator, the demo-data job ingesting a few
// emulator channels through the real jobs, and an admin seeded before the API started. These helpers make
// users, call the API as them, and wait for the ingest; the browser reaches the same API directly, and
// routeThumbnails serves i.ytimg.com thumbnails from the emulator so the real build runs offline.
import type { OutliersResponse, OutlierVideo, UserInfo } from "@vi/types";
import type { BrowserContext } from "playwright-core";
import { stack } from "./auth-stack.ts";

/** Serves i.ytimg.com thumbnails from the YouTube emulator. */
export async function routeThumbnails(context: BrowserContext): Promise<void> {
  await context.route("https://i.ytimg.com/**", async (route) => {
    const { pathname } = new URL(route.request().url());
    try {
      await route.fulfill({ response: await route.fetch({ url: `${stack().youtubeUrl}${pathname}` }) });
    } catch (error) {
      // A lazy thumbnail still on its way when the test closed the browser: nobody waits for it any more.
      if (!/context disposed|has been closed/i.test(String(error))) throw error;
    }
  });
}

const identityToolkit = (method: string) =>
  `${stack().authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

async function identity(method: string, body: unknown): Promise<{ localId: string; idToken: string }> {
  const response = await fetch(identityToolkit(method), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...(body as object), returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { localId: string; idToken: string };
}

/** Marks the account's email verified ("Bearer owner" is the Auth emulator's admin credential). */
export async function verifyEmail(localId: string): Promise<void> {
  const response = await fetch(identityToolkit("update"), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`update failed: ${response.status} ${await response.text()}`);
}

/** A Firebase account made through the Auth emulator's REST API, and its user record made with POST /user. */
export async function createUser(email: string): Promise<{ uid: string; token: string }> {
  const { localId } = await identity("signUp", { email, password: "e2e-password-1" });
  // The API takes verified emails only: verify as the emulator's admin, then sign in for a token saying so.
  await verifyEmail(localId);
  const { idToken } = await identity("signInWithPassword", { email, password: "e2e-password-1" });
  await call(idToken, "POST", "/user", { email, timezone: "UTC" });
  return { uid: localId, token: idToken };
}

/** The admin the global setup seeded: its address and a fresh ID token. */
export async function signInAdmin(): Promise<{ email: string; token: string }> {
  const { email, password } = stack().admin;
  const { idToken } = await identity("signInWithPassword", { email, password });
  return { email, token: idToken };
}

/** One API call as the user (no token: signed out); throws on a non-2xx reply. */
export async function call<T = unknown>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export const getOutliers = (token: string, query: Record<string, string | number> = {}) =>
  call<OutliersResponse>(
    token,
    "GET",
    `/outliers?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );

export const getUser = (token: string) =>
  call<{ userInfo: UserInfo }>(token, "GET", "/user").then((answer) => answer.userInfo);

/**
 * Waits until the demo channels are ingested: at least `min` videos, and the total unchanged over a
 * few polls (the jobs work in the background).
 */
export async function waitForStoredVideos(token: string, min: number): Promise<number> {
  const deadline = Date.now() + 90_000;
  let last = -1;
  let stable = 0;
  for (;;) {
    const { total } = await getOutliers(token, { limit: 1 });
    stable = total === last ? stable + 1 : 0;
    last = total;
    if (total >= min && stable >= 3) return total;
    if (Date.now() > deadline) throw new Error(`the store holds ${total} videos after 90 s (wanted ${min})`);
    await new Promise((r) => setTimeout(r, 700));
  }
}

/** Every video matching a query, through the API's pages. */
export async function allOutliers(
  token: string,
  query: Record<string, string | number> = {},
): Promise<OutlierVideo[]> {
  const rows: OutlierVideo[] = [];
  // By cursor, so a store past the offset cap (10,000) is read whole as well.
  let cursor: string | null | undefined;
  for (;;) {
    const page = await getOutliers(token, { ...query, limit: 200, ...(cursor ? { cursor } : {}) });
    rows.push(...page.videoData);
    cursor = page.nextCursor;
    if (page.videoData.length < 200 || !cursor) return rows;
  }
}
