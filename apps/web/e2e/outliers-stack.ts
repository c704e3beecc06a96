// What the outliers and saved-videos browser tests need beyond the shared stack (global-setup.ts): an API
// that can reach YouTube. It starts the YouTube API emulator and a second API process wired to it (same
// Auth emulator, same website origin, its own throw-away PGlite), with the demo-data job ingesting a few
// emulator channels through the real jobs. The browser's calls to the shared API are forwarded to it,
// and i.ytimg.com thumbnails are served by the emulator, so the real build runs unchanged and offline.
import type { OutliersResponse, OutlierVideo, UserInfo } from "@vi/types";
import type { BrowserContext } from "playwright-core";
import { type ApiStackOptions, startApiStack } from "../../../scripts/lib/e2e-stack.mjs";
import { stack } from "./auth-stack";

export interface VideoStack {
  apiUrl: string;
  youtubeUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the YouTube emulator and an API (same Auth emulator and website origin as the shared stack) that
 * ingests `channels` demo channels from it; `seedAdmin` writes an admin's user record first.
 */
export async function startVideoStack({
  channels = 3,
  seedAdmin,
}: {
  channels?: number;
  seedAdmin?: ApiStackOptions["seedAdmin"];
} = {}): Promise<VideoStack> {
  const videos = await startApiStack({
    authHost: new URL(stack().authEmulatorUrl).host,
    webOrigin: stack().webUrl,
    youtube: true,
    demoChannels: channels,
    ...(seedAdmin ? { seedAdmin } : {}),
    name: "videos-api",
    timeoutMs: 60_000,
  });
  try {
    await videos.ready();
    if (!videos.youtubeUrl) throw new Error("the video stack started without the YouTube emulator");
    return { apiUrl: videos.apiUrl, youtubeUrl: videos.youtubeUrl, stop: videos.stop };
  } catch (error) {
    await videos.stop();
    throw error;
  }
}

/** Sends the website's API calls to the video stack's API, and thumbnails to the emulator. */
export async function routeToVideoStack(context: BrowserContext, videos: VideoStack): Promise<void> {
  const shared = stack().apiUrl;
  await context.route(`${shared}/**`, async (route) => {
    const url = videos.apiUrl + route.request().url().slice(shared.length);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  await context.route("https://i.ytimg.com/**", async (route) => {
    const { pathname } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${videos.youtubeUrl}${pathname}` }) });
  });
}

/** A Firebase account made through the Auth emulator's REST API, and its user record made with POST /user. */
export async function createUser(videos: VideoStack, email: string): Promise<{ uid: string; token: string }> {
  const response = await fetch(
    `${stack().authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "e2e-password-1", returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp failed: ${response.status} ${await response.text()}`);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  await call(videos, idToken, "POST", "/user", { email, timezone: "UTC" });
  return { uid: localId, token: idToken };
}

/** One API call as the user; throws on a non-2xx reply. */
export async function call<T = unknown>(
  videos: VideoStack,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${videos.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export const getOutliers = (videos: VideoStack, token: string, query: Record<string, string | number> = {}) =>
  call<OutliersResponse>(
    videos,
    token,
    "GET",
    `/outliers?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );

export const getUser = (videos: VideoStack, token: string) =>
  call<{ userInfo: UserInfo }>(videos, token, "GET", "/user").then((answer) => answer.userInfo);

/**
 * Waits until the demo channels are ingested: at least `min` videos, and the total unchanged over a
 * few polls (the jobs work in the background).
 */
export async function waitForStoredVideos(videos: VideoStack, token: string, min: number): Promise<number> {
  const deadline = Date.now() + 90_000;
  let last = -1;
  let stable = 0;
  for (;;) {
    const { total } = await getOutliers(videos, token, { limit: 1 });
    stable = total === last ? stable + 1 : 0;
    last = total;
    if (total >= min && stable >= 3) return total;
    if (Date.now() > deadline) throw new Error(`the store holds ${total} videos after 90 s (wanted ${min})`);
    await new Promise((r) => setTimeout(r, 700));
  }
}

/** Every video matching a query, through the API's pages. */
export async function allOutliers(
  videos: VideoStack,
  token: string,
  query: Record<string, string | number> = {},
): Promise<OutlierVideo[]> {
  const rows: OutlierVideo[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = await getOutliers(videos, token, { ...query, limit: 200, offset });
    rows.push(...page.videoData);
    if (page.videoData.length < 200) return rows;
  }
}
