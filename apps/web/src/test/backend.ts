// The in-memory API the web tests run against (through msw, see ./server.ts): GET /outliers,
// GET /getSavedVideoData, DELETE /deleteSavedVideo and the user record (GET/POST/PUT/DELETE /user),
// answering in the documented shapes, error bodies included. ./setup.ts resets it before every test.
import { parseDuration } from "@vi/format";
import {
  GetSavedVideoDataQuerySchema,
  OutliersQuerySchema,
  type OutlierVideo,
  type UserInfo,
} from "@vi/types";
import { sampleUserInfo } from "@vi/types/fixtures";
import { HttpResponse, http } from "msw";
import { env } from "../env.ts";

/** The absolute address of an API path, as the web app's client calls it. */
export const apiUrl = (path: `/${string}`) => new URL(path, env.VITE_API_BASE_URL).toString();

interface State {
  videos: OutlierVideo[];
  savedIds: Set<string>;
  user: UserInfo | null;
}

const state: State = { videos: [], savedIds: new Set(), user: null };

const errorReply = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

function outliers(params: URLSearchParams) {
  const parsed = OutliersQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") ?? "query";
    return errorReply(400, "BAD_REQUEST", `Invalid ${field}`);
  }
  const q = parsed.data;
  const within = (value: number | null, min?: number, max?: number) =>
    (min === undefined || (value ?? 0) >= min) && (max === undefined || (value ?? 0) <= max);
  const words = (q.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  let rows = state.videos.filter(
    (v) =>
      within(v.channelSubscriberCount, q.minSubscribers, q.maxSubscribers) &&
      within(v.videoOutlier, q.minOutlier, q.maxOutlier) &&
      within(v.videoViewCount, q.minViews, q.maxViews) &&
      words.every((word) => v.videoTitle.toLowerCase().includes(word)) &&
      (q.format === "all" ||
        ((parseDuration(v.videoDuration) ?? 0) <= 180 ? "short" : "long") === q.format) &&
      (q.publishedAfter === undefined || Date.parse(v.videoPublishedAt) >= Date.parse(q.publishedAfter)),
  );
  const sign = q.order === "desc" ? -1 : 1;
  rows = [...rows].sort((a, b) => {
    const x = a[q.sort];
    const y = b[q.sort];
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return sign * (x < y ? -1 : x > y ? 1 : 0);
  });
  return HttpResponse.json({ videoData: rows.slice(q.offset, q.offset + q.limit), total: rows.length });
}

const noUser = () => errorReply(404, "NOT_FOUND", "No user record");

export const backendHandlers = [
  http.get(apiUrl("/outliers"), ({ request }) => outliers(new URL(request.url).searchParams)),
  http.get(apiUrl("/getSavedVideoData"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const parsed = GetSavedVideoDataQuerySchema.safeParse(Object.fromEntries(params));
    if (!parsed.success) return errorReply(400, "BAD_REQUEST", "Invalid savedVideoIds");
    const ids = new Set(parsed.data.savedVideoIds.filter((id) => state.savedIds.has(id)));
    return HttpResponse.json({ videoData: state.videos.filter((v) => ids.has(v.videoId)) });
  }),
  http.delete(apiUrl("/deleteSavedVideo"), ({ request }) => {
    const videoId = new URL(request.url).searchParams.get("videoId") ?? "";
    if (!state.savedIds.delete(videoId)) {
      return errorReply(404, "NOT_FOUND", "Video is not in your saved videos");
    }
    return HttpResponse.json({ message: "Removed video" });
  }),
  http.get(apiUrl("/user"), () => (state.user ? HttpResponse.json({ userInfo: state.user }) : noUser())),
  http.post(apiUrl("/user"), async ({ request }) => {
    const { email, timezone } = (await request.json()) as { email: string; timezone: string };
    state.user = { ...sampleUserInfo, email, timezone, name: null };
    return HttpResponse.json({ userInfo: state.user }, { status: 201 });
  }),
  http.put(apiUrl("/user"), async ({ request }) => {
    if (!state.user) return noUser();
    state.user = { ...state.user, ...((await request.json()) as Partial<UserInfo>) };
    return HttpResponse.json({ success: true });
  }),
  http.delete(apiUrl("/user"), () => {
    if (!state.user) return noUser();
    state.user = null;
    return HttpResponse.json({ success: true });
  }),
];

export const backend = {
  /** Empties the store; the user record starts as the sample user's. */
  reset({
    videos = [],
    savedIds = [],
    user = sampleUserInfo,
  }: {
    videos?: OutlierVideo[];
    savedIds?: Iterable<string>;
    user?: UserInfo | null;
  } = {}) {
    state.videos = videos;
    state.savedIds = new Set(savedIds);
    state.user = user;
  },
  get savedIds(): ReadonlySet<string> {
    return state.savedIds;
  },
  get user(): UserInfo | null {
    return state.user;
  },
};

/** A video id of 11 characters from a number. */
export const videoId = (n: number) => `vid${String(n).padStart(8, "0")}`;

/** A deterministic catalogue of `count` videos with spread-out figures. */
export function makeVideos(count: number): OutlierVideo[] {
  return Array.from({ length: count }, (_, i) => ({
    videoId: videoId(i),
    videoTitle: `Video number ${i}${i % 3 === 0 ? " minecraft" : ""}`,
    videoViewCount: 1000 * (i + 1) * (i % 4 === 0 ? 10 : 1),
    videoLikeCount: 50 * (i + 1),
    videoCommentCount: 5 * (i + 1),
    videoPublishedAt: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
    videoOutlier: i % 7 === 6 ? null : Math.round(((i % 12) + 0.5) * 100) / 100,
    videoVph: 10 * (i + 1),
    videoDuration: i % 5 === 0 ? "PT45S" : `PT${(i % 50) + 4}M${i % 60}S`,
    channelTitle: `Channel ${String.fromCharCode(65 + (i % 26))}`,
    channelSubscriberCount: 10_000 * ((i % 9) + 1),
    channelVideoCount: 20 + i,
  }));
}
