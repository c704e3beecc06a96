import { CHANNEL_ID_RE, VIDEO_ID_RE } from "@vi/types";
import type { z } from "zod";
import {
  YoutubeApiError,
  type YoutubeApiErrorDetails,
  YoutubeApiKeyError,
  type YoutubeEndpoint,
  YoutubeNetworkError,
  YoutubeQuotaExceededError,
  YoutubeResponseShapeError,
} from "./errors.ts";
import { QUOTA_COSTS, type QuotaBudget } from "./quota.ts";
import {
  channelIdList,
  channelList,
  commentThreadList,
  errorBodySchema,
  playlistItemList,
  searchList,
  videoList,
  type YoutubeChannel,
  type YoutubeCommentThread,
  type YoutubePlaylistItem,
  type YoutubeVideo,
} from "./schemas.ts";

/** Ids per videos.list / channels.list request: the API's maximum, and still 1 unit. */
export const IDS_PER_REQUEST = 50;

export interface RetryOptions {
  /** Further attempts after the first one (default 4). Each attempt is charged to the budget. */
  retries?: number;
  /** Delay before the first retry; doubles on each further retry (default 500 ms). */
  baseDelayMs?: number;
  /** Upper bound of one delay, Retry-After included (default 16 s). */
  maxDelayMs?: number;
  /** Injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source in [0, 1): a delay is scaled by 0.5 + 0.5 * random() so workers spread out. */
  random?: () => number;
}

export interface YoutubeClientOptions {
  /** Service root, e.g. https://www.googleapis.com/youtube/v3 (or the emulator's `${url}/youtube/v3`). */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  quota: QuotaBudget;
  retry?: RetryOptions;
  /** Per-request timeout (default 20 s). */
  timeoutMs?: number;
  /** videos.list / channels.list batches in flight at once (default 4). */
  concurrency?: number;
  /** Told about each list item skipped for not matching its schema (default: none). */
  logger?: SkippedItemLogger;
}

/** The part of a pino logger the client uses. */
export interface SkippedItemLogger {
  warn(details: { endpoint: YoutubeEndpoint; id: string | null; issues: string[] }, message: string): void;
}

interface ListByIdsResult<Item> {
  items: Item[];
  /** Requested ids the API left out of `items`: deleted, private, terminated or never valid. */
  missingIds: string[];
  /** Ids the API did answer for, in a shape the schema rejects: skipped (and logged), not missing. */
  skippedIds: string[];
}

interface Page<Item> {
  items: Item[];
  nextPageToken?: string | undefined;
  totalResults: number;
  /** Ids of items skipped (and logged) for not matching the schema; null for an item without an id. */
  skippedIds: (string | null)[];
}

interface PlaylistItemsOptions {
  /** 0..50, default 50. */
  maxResults?: number;
  pageToken?: string | undefined;
}

interface UploadsOptions {
  /** Items per request, 1..50 (default 50). */
  pageSize?: number;
  /** Stop after this many items (default: the whole playlist). */
  limit?: number;
}

interface CommentThreadsOptions {
  /** 1..100, default 20. */
  maxResults?: number;
  pageToken?: string | undefined;
  order?: "time" | "relevance";
  textFormat?: "plainText" | "html";
  searchTerms?: string;
  signal?: AbortSignal | undefined;
}

/** Per call: a request handler passes its request's abort signal, so a client that left stops the call. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

export interface YoutubeClient {
  /** videos.list (snippet, statistics, contentDetails) in batches of 50 ids, 1 unit per batch. */
  videosList(ids: readonly string[], options?: CallOptions): Promise<ListByIdsResult<YoutubeVideo>>;
  /** channels.list (snippet, statistics, contentDetails) in batches of 50 ids, 1 unit per batch. */
  channelsList(ids: readonly string[], options?: CallOptions): Promise<ListByIdsResult<YoutubeChannel>>;
  /** One page of playlistItems.list (snippet, contentDetails), 1 unit. Uploads playlists list newest first. */
  playlistItemsList(playlistId: string, options?: PlaylistItemsOptions): Promise<Page<YoutubePlaylistItem>>;
  /** Every item of an uploads playlist (newest first), paging until the end or `limit`: 1 unit per page. */
  uploads(
    uploadsPlaylistId: string,
    options?: UploadsOptions,
  ): AsyncGenerator<YoutubePlaylistItem, void, undefined>;
  /** channels.list forHandle (part=id), 1 unit: the channel id of an @handle, null when none has it. */
  channelIdForHandle(handle: string, options?: CallOptions): Promise<string | null>;
  /** search.list for videos (part=id, type=video), 100 units: the first page's video ids in rank order. */
  searchVideos(query: string, options?: { maxResults?: number } & CallOptions): Promise<string[]>;
  /** One page of commentThreads.list (snippet) for a video, 1 unit. */
  commentThreadsList(videoId: string, options?: CommentThreadsOptions): Promise<Page<YoutubeCommentThread>>;
  /**
   * The ETags of thumbnail images (video id -> URL as videos.list answered it), by a HEAD each (no quota):
   * YouTube keeps a thumbnail's URL when the image changes. Only YouTube's image hosts (or the API base
   * URL's host, for the emulator) are asked; a failed or refused one is left out.
   */
  thumbnailEtags(urls: ReadonlyMap<string, string>): Promise<Map<string, string>>;
  /**
   * The channel's public Atom feed (www.youtube.com/feeds/videos.xml, or the emulator's beside the API
   * base URL): no key, no quota. Its newest videos' view counts by video id; null when it cannot be read.
   */
  channelFeed(channelId: string): Promise<Map<string, number> | null>;
}

/** Feeds are a few KB; a longer answer is not one. */
const FEED_MAX_BYTES = 512 * 1024;

/** The video ids and view counts of an Atom feed's entries (yt:videoId and media:statistics views). */
export function parseChannelFeed(xml: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of xml.split("<entry>").slice(1)) {
    const id = /<yt:videoId>([^<]+)<\/yt:videoId>/.exec(entry)?.[1]?.trim();
    const views = /<media:statistics\s+views="(\d{1,15})"/.exec(entry)?.[1];
    if (id && VIDEO_ID_RE.test(id) && views !== undefined) counts.set(id, Number(views));
  }
  return counts;
}

/** The uploads playlist id by YouTube's convention ('UC...' -> 'UU...'); channels.list's relatedPlaylists.uploads is authoritative. */
export function uploadsPlaylistIdForChannel(channelId: string): string {
  if (!CHANNEL_ID_RE.test(channelId)) throw new TypeError(`not a channel id: ${channelId}`);
  return `UU${channelId.slice(2)}`;
}

const KEY_REASONS = new Set([
  "keyInvalid",
  "keyExpired",
  "accessNotConfigured",
  "ipRefererBlocked",
  "API_KEY_INVALID",
  "API_KEY_EXPIRED",
  "API_KEY_SERVICE_BLOCKED",
  "API_KEY_HTTP_REFERRER_BLOCKED",
  "API_KEY_IP_ADDRESS_BLOCKED",
  "SERVICE_DISABLED",
]);
const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);
const RATE_LIMIT_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded", "RATE_LIMIT_EXCEEDED"]);

interface ParsedError {
  details: YoutubeApiErrorDetails;
  reasons: string[];
  retryAfterMs: number | undefined;
}

function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

async function readError(endpoint: YoutubeEndpoint, response: Response): Promise<ParsedError> {
  const text = await response.text().catch(() => "");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = errorBodySchema.safeParse(json);
  const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), Date.now());
  if (!parsed.success) {
    // A proxy or load balancer page rather than Google's JSON error.
    return {
      details: {
        endpoint,
        status: response.status,
        reason: `http${response.status}`,
        message: text.slice(0, 200) || response.statusText || "no body",
      },
      reasons: [],
      retryAfterMs,
    };
  }
  const { error } = parsed.data;
  const reasons = [
    ...(error.errors ?? []).map((item) => item.reason),
    ...(error.details ?? []).map((item) => item.reason),
  ].filter((reason): reason is string => typeof reason === "string");
  const first = error.errors?.[0];
  // Google's current bad-key answer is reason badRequest + details API_KEY_INVALID; prefer the specific one.
  const keyReason = reasons.find((reason) => KEY_REASONS.has(reason));
  return {
    details: {
      endpoint,
      status: response.status,
      reason: keyReason ?? first?.reason ?? reasons[0] ?? error.status ?? `http${response.status}`,
      domain: first?.domain,
      message: error.message,
    },
    reasons,
    retryAfterMs,
  };
}

function classify({ details, reasons }: ParsedError): YoutubeApiError {
  if (reasons.some((reason) => QUOTA_REASONS.has(reason))) return new YoutubeQuotaExceededError(details);
  const missingKey = details.status === 403 && /missing a valid API key/i.test(details.message);
  const badKey = details.status === 400 && /API key not valid/i.test(details.message);
  if (missingKey || badKey || reasons.some((reason) => KEY_REASONS.has(reason)))
    return new YoutubeApiKeyError(details);
  return new YoutubeApiError(details);
}

function isRetryable({ details, reasons }: ParsedError): boolean {
  if (reasons.some((reason) => QUOTA_REASONS.has(reason))) return false;
  return (
    details.status >= 500 ||
    details.status === 429 ||
    reasons.some((reason) => RATE_LIMIT_REASONS.has(reason))
  );
}

/** The id of a raw list item, for the log; null when it has none. */
function rawItemId(item: unknown): string | null {
  const id = typeof item === "object" && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : null;
}

function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function checkRange(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createYoutubeClient(options: YoutubeClientOptions): YoutubeClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const { quota, apiKey } = options;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const retries = options.retry?.retries ?? 4;
  const baseDelayMs = options.retry?.baseDelayMs ?? 500;
  const maxDelayMs = options.retry?.maxDelayMs ?? 16_000;
  const sleep = options.retry?.sleep ?? defaultSleep;
  const random = options.retry?.random ?? Math.random;
  const { logger } = options;
  if (!apiKey) throw new TypeError("YouTube API key is empty");

  const backoff = (attempt: number, retryAfterMs?: number) => {
    const exponential = baseDelayMs * 2 ** attempt * (0.5 + 0.5 * random());
    return Math.min(maxDelayMs, Math.max(exponential, retryAfterMs ?? 0));
  };

  /**
   * One GET, retried as configured. The envelope must match (else YoutubeResponseShapeError); each item
   * is checked on its own, and one that does not match is logged and skipped, so a single unexpected
   * item does not cost the other 49.
   */
  async function request<E extends z.ZodType<{ items: unknown[] }>, I extends z.ZodType>(
    endpoint: YoutubeEndpoint,
    params: Record<string, string | number | undefined>,
    schemas: { envelope: E; item: I },
    signal?: AbortSignal,
  ): Promise<Omit<z.output<E>, "items"> & { items: z.output<I>[]; skippedIds: (string | null)[] }> {
    const url = new URL(`${baseUrl}/${endpoint}`);
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    url.searchParams.set("key", apiKey);

    for (let attempt = 0; ; attempt++) {
      // The caller gave up (its client left): neither charge nor call.
      if (signal?.aborted) throw new YoutubeNetworkError(endpoint, signal.reason);
      // Charged per request, retries included, as Google does; refuses before calling when spent.
      await quota.spend(QUOTA_COSTS[endpoint]);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { accept: "application/json" },
          signal: signal
            ? AbortSignal.any([AbortSignal.timeout(timeoutMs), signal])
            : AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        if (attempt < retries && !signal?.aborted) {
          await sleep(backoff(attempt));
          continue;
        }
        throw new YoutubeNetworkError(endpoint, cause);
      }

      if (response.ok) {
        let body: unknown;
        try {
          body = await response.json();
        } catch {
          throw new YoutubeResponseShapeError(endpoint, ["body is not JSON"]);
        }
        const parsed = schemas.envelope.safeParse(body);
        if (!parsed.success) throw new YoutubeResponseShapeError(endpoint, formatIssues(parsed.error));
        const items: z.output<I>[] = [];
        const skippedIds: (string | null)[] = [];
        for (const raw of parsed.data.items) {
          const item = schemas.item.safeParse(raw);
          if (item.success) {
            items.push(item.data);
            continue;
          }
          const id = rawItemId(raw);
          skippedIds.push(id);
          logger?.warn(
            { endpoint, id, issues: formatIssues(item.error) },
            "youtube: skipped a list item that does not match the schema",
          );
        }
        return { ...parsed.data, items, skippedIds };
      }

      const error = await readError(endpoint, response);
      if (attempt < retries && isRetryable(error)) {
        await sleep(backoff(attempt, error.retryAfterMs));
        continue;
      }
      throw classify(error);
    }
  }

  async function listByIds<Item extends { id: string }>(
    ids: readonly string[],
    pattern: RegExp,
    fetchBatch: (batch: string[]) => Promise<{ items: Item[]; skippedIds: (string | null)[] }>,
  ): Promise<ListByIdsResult<Item>> {
    const unique = [...new Set(ids)];
    // A malformed id cannot exist (and a comma would split it into two ids): never sent, reported missing.
    const valid = unique.filter((id) => pattern.test(id));
    const pages = await mapWithConcurrency(chunk(valid, IDS_PER_REQUEST), concurrency, fetchBatch);
    const items = pages.flatMap((page) => page.items);
    const found = new Set(items.map((item) => item.id));
    // A skipped item still exists on YouTube: it must not be reported missing (callers delete those).
    const skipped = new Set(pages.flatMap((page) => page.skippedIds));
    return {
      items,
      missingIds: unique.filter((id) => !found.has(id) && !skipped.has(id)),
      skippedIds: unique.filter((id) => skipped.has(id)),
    };
  }

  const imageHosts = new Set(["i.ytimg.com", "i1.ytimg.com", "i9.ytimg.com", new URL(baseUrl).host]);
  // YouTube serves the feeds from www.youtube.com; the emulator beside its API.
  const feedOrigin =
    new URL(baseUrl).host === "www.googleapis.com" ? "https://www.youtube.com" : new URL(baseUrl).origin;
  const client: YoutubeClient = {
    async channelFeed(channelId) {
      if (!CHANNEL_ID_RE.test(channelId)) return null;
      try {
        const url = new URL("/feeds/videos.xml", feedOrigin);
        url.searchParams.set("channel_id", channelId);
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
        const length = Number(response.headers.get("content-length") ?? 0);
        if (!response.ok || length > FEED_MAX_BYTES) return null;
        const text = await response.text();
        return text.length > FEED_MAX_BYTES ? null : parseChannelFeed(text);
      } catch {
        // A feed that cannot be read this time: the Data API's refreshes carry on.
        return null;
      }
    },
    async thumbnailEtags(urls) {
      const out = new Map<string, string>();
      await mapWithConcurrency([...urls], concurrency * 2, async ([videoId, url]) => {
        let parsed: URL;
        try {
          parsed = new URL(url);
        } catch {
          return;
        }
        if (!/^https?:$/.test(parsed.protocol) || !imageHosts.has(parsed.host)) return;
        try {
          const response = await fetchImpl(parsed, {
            method: "HEAD",
            signal: AbortSignal.timeout(timeoutMs),
          });
          const etag = response.headers.get("etag");
          if (response.ok && etag && etag.length <= 200) out.set(videoId, etag);
        } catch {
          // A thumbnail that cannot be read this time is simply not compared.
        }
      });
      return out;
    },
    videosList(ids, options) {
      return listByIds(ids, VIDEO_ID_RE, async (batch) => {
        return request(
          "videos",
          { part: "snippet,statistics,contentDetails", id: batch.join(",") },
          videoList,
          options?.signal,
        );
      });
    },

    channelsList(ids, options) {
      return listByIds(ids, CHANNEL_ID_RE, async (batch) => {
        return request(
          "channels",
          { part: "snippet,statistics,contentDetails", id: batch.join(",") },
          channelList,
          options?.signal,
        );
      });
    },

    async playlistItemsList(playlistId, { maxResults = 50, pageToken } = {}) {
      checkRange("maxResults", maxResults, 0, 50);
      const body = await request(
        "playlistItems",
        { part: "snippet,contentDetails", playlistId, maxResults, pageToken },
        playlistItemList,
      );
      return {
        items: body.items,
        nextPageToken: body.nextPageToken,
        totalResults: body.pageInfo.totalResults,
        skippedIds: body.skippedIds,
      };
    },

    async *uploads(uploadsPlaylistId, { pageSize = 50, limit = Number.POSITIVE_INFINITY } = {}) {
      checkRange("pageSize", pageSize, 1, 50);
      let pageToken: string | undefined;
      const seenTokens = new Set<string>();
      let yielded = 0;
      while (yielded < limit) {
        const page = await client.playlistItemsList(uploadsPlaylistId, {
          maxResults: Math.min(pageSize, limit - yielded),
          pageToken,
        });
        for (const item of page.items) {
          if (yielded >= limit) return;
          yield item;
          yielded++;
        }
        if (!page.nextPageToken || page.items.length === 0) return;
        // A token seen before would loop forever (and spend the whole budget).
        if (seenTokens.has(page.nextPageToken)) {
          throw new YoutubeResponseShapeError("playlistItems", [
            `nextPageToken ${page.nextPageToken} repeated`,
          ]);
        }
        seenTokens.add(page.nextPageToken);
        pageToken = page.nextPageToken;
      }
    },

    async channelIdForHandle(handle, options) {
      const body = await request(
        "channels",
        { part: "id", forHandle: handle },
        channelIdList,
        options?.signal,
      );
      const id = body.items[0]?.id;
      return id && CHANNEL_ID_RE.test(id) ? id : null;
    },

    async searchVideos(query, { maxResults = 50, signal } = {}) {
      checkRange("maxResults", maxResults, 1, 50);
      const body = await request(
        "search",
        { part: "id", type: "video", q: query, maxResults },
        searchList,
        signal,
      );
      return body.items.map((item) => item.id.videoId).filter((id) => VIDEO_ID_RE.test(id));
    },

    async commentThreadsList(
      videoId,
      { maxResults = 20, pageToken, order, textFormat, searchTerms, signal } = {},
    ) {
      checkRange("maxResults", maxResults, 1, 100);
      const body = await request(
        "commentThreads",
        { part: "snippet", videoId, maxResults, pageToken, order, textFormat, searchTerms },
        commentThreadList,
        signal,
      );
      return {
        items: body.items,
        nextPageToken: body.nextPageToken,
        totalResults: body.pageInfo.totalResults,
        skippedIds: body.skippedIds,
      };
    },
  };
  return client;
}
