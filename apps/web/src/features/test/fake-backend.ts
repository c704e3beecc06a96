// Test double of the API for the video pages: the real @vi/api-client over an in-memory backend that
// answers GET /outliers, GET /getSavedVideoData and DELETE /deleteSavedVideo in the documented shapes
// (error bodies included) and records every request. Tests mock "../../auth/api" with this module.
import { createApiClient } from "@vi/api-client";
import { parseDuration } from "@vi/format";
import { GetSavedVideoDataQuerySchema, OutliersQuerySchema, type OutlierVideo } from "@vi/types";

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  auth: string | null;
}

type Reply = { status: number; body: unknown };

interface State {
  videos: OutlierVideo[];
  savedIds: Set<string>;
  requests: RecordedRequest[];
  /** Overrides the next replies of a path (FIFO); used for failures. */
  overrides: Map<string, Reply[]>;
}

const state: State = { videos: [], savedIds: new Set(), requests: [], overrides: new Map() };

const errorBody = (code: string, message: string) => ({ error: { code, message } });

function outliers(params: URLSearchParams): Reply {
  const parsed = OutliersQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") ?? "query";
    return { status: 400, body: errorBody("BAD_REQUEST", `Invalid ${field}`) };
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
  return { status: 200, body: { videoData: rows.slice(q.offset, q.offset + q.limit), total: rows.length } };
}

function route(method: string, path: string, params: URLSearchParams): Reply {
  if (method === "GET" && path === "/outliers") return outliers(params);
  if (method === "GET" && path === "/getSavedVideoData") {
    const parsed = GetSavedVideoDataQuerySchema.safeParse(Object.fromEntries(params));
    if (!parsed.success) return { status: 400, body: errorBody("BAD_REQUEST", "Invalid savedVideoIds") };
    const ids = new Set(parsed.data.savedVideoIds.filter((id) => state.savedIds.has(id)));
    return { status: 200, body: { videoData: state.videos.filter((v) => ids.has(v.videoId)) } };
  }
  if (method === "DELETE" && path === "/deleteSavedVideo") {
    const videoId = params.get("videoId") ?? "";
    if (!state.savedIds.delete(videoId)) {
      return { status: 404, body: errorBody("NOT_FOUND", "Video is not in your saved videos") };
    }
    return { status: 200, body: { message: "Removed video" } };
  }
  return { status: 404, body: errorBody("NOT_FOUND", `No route ${method} ${path}`) };
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  state.requests.push({
    method: request.method,
    path: url.pathname,
    params: url.searchParams,
    auth: request.headers.get("authorization"),
  });
  const queued = state.overrides.get(url.pathname);
  const reply = queued?.shift() ?? route(request.method, url.pathname, url.searchParams);
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { "content-type": "application/json" },
  });
}

export const api = createApiClient({
  baseUrl: "http://api.test",
  getIdToken: () => "test-token",
  fetch: fakeFetch,
  logger: { error: () => {} },
});

export const backend = {
  reset(videos: OutlierVideo[] = [], savedIds: Iterable<string> = []) {
    state.videos = videos;
    state.savedIds = new Set(savedIds);
    state.requests = [];
    state.overrides = new Map();
  },
  /** The next reply to `path` is this one instead of the routed one. */
  replyOnce(path: string, status: number, body: unknown) {
    const list = state.overrides.get(path) ?? [];
    list.push({ status, body });
    state.overrides.set(path, list);
  },
  requests(path?: string): RecordedRequest[] {
    return path === undefined ? state.requests : state.requests.filter((r) => r.path === path);
  },
  lastRequest(path: string): RecordedRequest | undefined {
    return backend.requests(path).at(-1);
  },
  get savedIds(): ReadonlySet<string> {
    return state.savedIds;
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
