import type { IncomingMessage, ServerResponse } from "node:http";
import type { AccessTokenCheck } from "../google-oauth/server.ts";
import { closeServer, sendJson as send, serve } from "../http.ts";
import { listenOn } from "../listen.ts";
import { type Catalog, DEFAULT_SEED, generateCatalog } from "./catalog.ts";
import { EmulatorError, errors } from "./errors.ts";
import { channelFeedXml } from "./feed.ts";
import { createYoutubeHub, type YoutubeHub } from "./hub.ts";
import { pacificDay, QUOTA_COSTS } from "./quota.ts";
import { clockDuration, ENDPOINT_NAMES, type Endpoint, handleList, isEndpoint } from "./resources.ts";
import {
  channelThumbnailSvg,
  placeholderSvg,
  VIDEO_THUMBNAIL_SIZES,
  videoThumbnailSize,
  videoThumbnailSvg,
} from "./thumbnails.ts";

// A local stand-in for https://www.googleapis.com/youtube/v3: the list endpoints the API's client
// calls, over the generated catalog, with Google's key check, quota charging and error bodies.

export interface YoutubeEmulatorOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The only key accepted (others get Google's 400 "API key not valid"). */
  apiKey: string;
  seed?: number;
  /** Clock (epoch ms) that statistics and "published so far" are computed at. Default Date.now. */
  now?: () => number;
  /** Catalog anchor (see generateCatalog); ignored when `catalog` is given. */
  anchor?: number;
  /** Channel count (default 500); ignored when `catalog` is given. */
  channels?: number;
  /** A prebuilt catalog to serve (tests share one across emulators). */
  catalog?: Catalog;
  /** Units per Pacific-time day before answering quotaExceeded on its own (default: unlimited). */
  dailyQuota?: number;
  /** Real-time interval of the hub's pushes (dev); 0 or unset: only on hub.deliver(). */
  hubIntervalMs?: number;
  /**
   * Lets a test move the emulator's clock over HTTP (GET /_emulator/clock, POST /_emulator/clock/advance
   * with {"ms": N}): the browser tests' stack, whose test runs in another process. Forward only.
   */
  clockControl?: boolean;
  /** Checks OAuth access tokens (the Google OAuth emulator's `verifyAccessToken`); without it none is accepted. */
  oauth?: { verifyAccessToken(token: string): AccessTokenCheck };
}

/** Scopes that allow the read-only list calls (youtube.readonly or a wider YouTube scope). */
const YOUTUBE_READ_SCOPES = [
  "https://www.googleapis.com/auth/youtube.readonly",
  "https://www.googleapis.com/auth/youtube",
  "https://www.googleapis.com/auth/youtube.force-ssl",
];

export interface RequestLogEntry {
  at: number;
  endpoint: Endpoint | "feed" | "hub" | "other";
  path: string;
  /** Query parameters with the key redacted. */
  params: Record<string, string>;
  status: number;
  /** Quota units this request cost (Google charges invalid requests too, but not unknown keys). */
  units: number;
  reason?: string;
}

export interface EmulatorCounters {
  requests: number;
  unitsUsed: number;
  byEndpoint: Record<Endpoint | "feed", number>;
}

export interface YoutubeEmulator {
  /** Origin, e.g. http://127.0.0.1:8788. */
  url: string;
  /** Service root to give the client: `${url}/youtube/v3`. */
  baseUrl: string;
  port: number;
  catalog: Catalog;
  close(): Promise<void>;
  /** While on, every list call answers 403 quotaExceeded. */
  setQuotaExceeded(on: boolean): void;
  /** The next `count` list calls fail with this status and reason (default 503 backendError). */
  failNext(count: number, failure?: { status: number; reason: string; retryAfterSeconds?: number }): void;
  /** Every request in arrival order (live array). */
  readonly requestLog: readonly RequestLogEntry[];
  /** The WebSub hub (POST /hub): subscriptions, verification, signed pushes of new uploads. */
  hub: YoutubeHub;
  counters(): EmulatorCounters;
  resetLog(): void;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  pretty: boolean,
  headers: Record<string, string> = {},
) {
  send(
    res,
    status,
    body,
    { "content-type": "application/json; charset=UTF-8", "cache-control": "private", ...headers },
    pretty,
  );
}

function sendSvg(
  res: ServerResponse,
  status: number,
  svg: string,
  headers: Record<string, string> = {},
  headOnly = false,
) {
  res.writeHead(status, {
    "content-type": "image/svg+xml",
    "cache-control": "public, max-age=86400",
    ...headers,
  });
  res.end(headOnly ? undefined : svg);
}

export async function startYoutubeEmulator(options: YoutubeEmulatorOptions): Promise<YoutubeEmulator> {
  if (!options.apiKey) throw new TypeError("startYoutubeEmulator needs an apiKey");
  const baseNow = options.now ?? Date.now;
  // Added by POST /_emulator/clock/advance (clockControl); 0 otherwise.
  let clockOffsetMs = 0;
  const now = () => baseNow() + clockOffsetMs;
  const catalog =
    options.catalog ??
    generateCatalog(options.seed ?? DEFAULT_SEED, {
      ...(options.anchor !== undefined ? { anchor: options.anchor } : {}),
      ...(options.channels !== undefined ? { channels: options.channels } : {}),
    });
  const dailyQuota = options.dailyQuota ?? Number.POSITIVE_INFINITY;

  let quotaExceeded = false;
  const failures: Array<{ status: number; reason: string; retryAfterSeconds?: number | undefined }> = [];
  const requestLog: RequestLogEntry[] = [];
  let quotaDay = "";
  let unitsToday = 0;
  let origin = "";
  const hub = createYoutubeHub({ catalog, now, origin: () => origin });
  // In a running dev stack the clock is real time: pushes go out as uploads appear. Tests call
  // hub.deliver() (or POST /_emulator/hub/deliver) after moving their clock.
  const pushTimer =
    options.hubIntervalMs && options.hubIntervalMs > 0
      ? setInterval(() => {
          hub.deliver().catch((error) => console.error("[youtube-emulator] hub", error));
        }, options.hubIntervalMs)
      : null;
  pushTimer?.unref();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const at = now();
    const url = new URL(req.url ?? "/", origin);
    const params = url.searchParams;
    const pretty = params.get("prettyPrint") !== "false";
    const segments = url.pathname.split("/").filter(Boolean);
    const log = (entry: Omit<RequestLogEntry, "at" | "path" | "params">) => {
      const redacted = Object.fromEntries(
        [...params.entries()].map(([k, v]) => [k, k === "key" ? "***" : v]),
      );
      requestLog.push({ at, path: url.pathname, params: redacted, ...entry });
    };
    const fail = (
      endpoint: RequestLogEntry["endpoint"],
      error: EmulatorError,
      units: number,
      headers = {},
    ) => {
      log({ endpoint, status: error.status, units, reason: error.reason });
      sendJson(res, error.status, error.body, pretty, headers);
    };

    // Thumbnails, i.ytimg.com style: /vi/{videoId}/{hqdefault}.jpg and /ch/{channelId}/s{size}.jpg
    if ((req.method === "GET" || req.method === "HEAD") && segments[0] === "vi" && segments.length === 3) {
      const size =
        videoThumbnailSize((segments[2] ?? "").replace(/\.jpg$/, "")) ?? VIDEO_THUMBNAIL_SIZES.high;
      const video = catalog.videoById(segments[1] ?? "", at);
      if (!video) return sendSvg(res, 404, placeholderSvg(size[0], size[1]));
      // A new thumbnail keeps its URL (as on i.ytimg.com): only the image and its ETag change.
      const version = catalog.thumbnailVersionAt(video, at);
      const svg = videoThumbnailSvg(size[0], size[1], {
        id: version === 1 ? video.id : `${video.id}~${version}`,
        title: catalog.titleAt(video, at),
        duration: clockDuration(video),
      });
      return sendSvg(res, 200, svg, { etag: `"${video.id}-${version}"` }, req.method === "HEAD");
    }
    // The WebSub hub (pubsubhubbub.appspot.com/subscribe): a form body, 202 then verification.
    if (req.method === "POST" && (url.pathname === "/hub" || url.pathname === "/subscribe")) {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        hub
          .subscribeRequest(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))
          .then(({ status, text }) => {
            log({ endpoint: "hub", status, units: 0 });
            res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
            res.end(text);
          })
          .catch(() => {
            res.writeHead(500);
            res.end();
          });
      });
      return;
    }
    if (options.clockControl && url.pathname === "/_emulator/clock" && req.method === "GET") {
      return sendJson(res, 200, { now: new Date(at).toISOString(), offsetMs: clockOffsetMs }, pretty);
    }
    if (options.clockControl && url.pathname === "/_emulator/clock/advance" && req.method === "POST") {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        let ms: unknown;
        try {
          ms = (JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { ms?: unknown }).ms;
        } catch {
          ms = undefined;
        }
        if (typeof ms !== "number" || !Number.isInteger(ms) || ms <= 0 || ms > 366 * 86_400_000) {
          return sendJson(
            res,
            400,
            { error: 'body: {"ms": a whole number of milliseconds, 1 to a year}' },
            pretty,
          );
        }
        clockOffsetMs += ms;
        sendJson(res, 200, { now: new Date(now()).toISOString(), offsetMs: clockOffsetMs }, pretty);
      });
      return;
    }
    if (req.method === "POST" && url.pathname === "/_emulator/hub/deliver") {
      hub.deliver().then(
        (sent) => sendJson(res, 200, { deliveries: sent }, pretty),
        () => sendJson(res, 500, { error: "delivery failed" }, pretty),
      );
      return;
    }
    // The channel's public Atom feed (www.youtube.com/feeds/videos.xml): its 15 newest videos, no key.
    if (req.method === "GET" && url.pathname === "/feeds/videos.xml") {
      const channel = catalog.channelById(params.get("channel_id") ?? "");
      log({ endpoint: "feed", status: channel ? 200 : 404, units: 0 });
      if (!channel) {
        res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
        return res.end("<html><body>Error 404 (Not Found)</body></html>");
      }
      res.writeHead(200, { "content-type": "text/xml; charset=UTF-8" });
      return res.end(channelFeedXml(catalog, channel, at, origin));
    }
    if (req.method === "GET" && segments[0] === "ch" && segments.length === 3) {
      const channel = catalog.channelById(segments[1] ?? "");
      const size = Number(/^s(\d+)\.jpg$/.exec(segments[2] ?? "")?.[1] ?? 88);
      if (!channel) return sendSvg(res, 404, placeholderSvg(size, size));
      return sendSvg(res, 200, channelThumbnailSvg(Math.min(size, 800), channel));
    }
    if (req.method === "GET" && (url.pathname === "/" || url.pathname === "/healthz")) {
      return sendJson(
        res,
        200,
        {
          service: "youtube-data-api-v3-emulator",
          baseUrl: `${origin}/youtube/v3`,
          seed: catalog.seed,
          anchor: new Date(catalog.anchor).toISOString(),
          channels: catalog.channels.length,
          endpoints: ENDPOINT_NAMES,
        },
        true,
      );
    }

    const endpointName =
      segments[0] === "youtube" && segments[1] === "v3" && segments.length === 3 ? segments[2] : "";
    if (!endpointName || !isEndpoint(endpointName)) return fail("other", errors.notFound(), 0);
    const endpoint = endpointName;
    if (req.method !== "GET") return fail(endpoint, errors.methodNotAllowed(), 0);

    // A user's OAuth access token (Authorization: Bearer) stands in for the key, as on Google.
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    let viewer: { channelId: string | null } | undefined;
    if (bearer !== undefined) {
      const check = options.oauth?.verifyAccessToken(bearer) ?? {
        ok: false as const,
        reason: "invalid" as const,
      };
      if (!check.ok) return fail(endpoint, errors.invalidCredentials(), 0);
      if (!check.info.scopes.some((scope) => YOUTUBE_READ_SCOPES.includes(scope))) {
        return fail(endpoint, errors.insufficientScopes(), 0);
      }
      viewer = { channelId: check.info.channelId };
    }
    const key = params.get("key");
    if (!key && !viewer) return fail(endpoint, errors.missingKey(), 0);
    if (key && key !== options.apiKey) return fail(endpoint, errors.keyInvalid(), 0);

    const today = pacificDay(at);
    if (today !== quotaDay) {
      quotaDay = today;
      unitsToday = 0;
    }
    const units = QUOTA_COSTS[endpoint];
    if (quotaExceeded || unitsToday + units > dailyQuota) return fail(endpoint, errors.quotaExceeded(), 0);
    unitsToday += units;

    const failure = failures.shift();
    if (failure) {
      const headers: Record<string, string> =
        failure.retryAfterSeconds !== undefined ? { "retry-after": String(failure.retryAfterSeconds) } : {};
      return fail(endpoint, errors.injected(failure.status, failure.reason), units, headers);
    }

    try {
      const body = handleList(endpoint, { params, catalog, now: at, origin, viewer });
      log({ endpoint, status: 200, units });
      sendJson(res, 200, body, pretty);
    } catch (error) {
      if (error instanceof EmulatorError) return fail(endpoint, error, units);
      throw error;
    }
  };

  const server = serve(handle, (error, res) => {
    // A bug in the emulator: answer like Google's backendError, but say what happened.
    console.error("[youtube-emulator]", error);
    sendJson(res, 500, errors.injected(500, "backendError").body, true);
  });
  const listening = await listenOn(server, options);
  origin = listening.origin;

  return {
    url: origin,
    baseUrl: `${origin}/youtube/v3`,
    port: listening.port,
    catalog,
    hub,
    close: () => {
      if (pushTimer) clearInterval(pushTimer);
      return closeServer(server);
    },
    setQuotaExceeded(on) {
      quotaExceeded = on;
    },
    failNext(count, failure = { status: 503, reason: "backendError" }) {
      for (let i = 0; i < count; i++) failures.push({ ...failure });
    },
    requestLog,
    counters() {
      const byEndpoint = {
        videos: 0,
        channels: 0,
        playlistItems: 0,
        commentThreads: 0,
        subscriptions: 0,
        search: 0,
        feed: 0,
      };
      let unitsUsed = 0;
      for (const entry of requestLog) {
        if (entry.endpoint !== "other" && entry.endpoint !== "hub") byEndpoint[entry.endpoint]++;
        unitsUsed += entry.units;
      }
      return { requests: requestLog.length, unitsUsed, byEndpoint };
    },
    resetLog() {
      requestLog.length = 0;
    },
  };
}
