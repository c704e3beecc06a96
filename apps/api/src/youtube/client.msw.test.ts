// The client against msw handlers that answer in the documented response and error shapes of the
// YouTube Data API v3 (bodies modelled on the API reference and on real answers).
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createYoutubeClient, type RetryOptions } from "./client.ts";
import {
  QuotaBudgetExhaustedError,
  YoutubeApiError,
  YoutubeApiKeyError,
  YoutubeNetworkError,
  YoutubeQuotaExceededError,
  YoutubeResponseShapeError,
} from "./errors.ts";
import { createQuotaBudget } from "./quota.ts";

const BASE = "https://www.googleapis.com/youtube/v3";
const KEY = "test-key-123";
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Ids shaped like YouTube's: 11 base64url characters. */
const videoId = (n: number) => `vid${String(n).padStart(8, "0")}`;
const channelId = (n: number) => `UC${String(n).padStart(22, "x")}`;

function videoItem(id: string) {
  return {
    kind: "youtube#video",
    etag: `etag-${id}`,
    id,
    snippet: {
      publishedAt: "2024-05-01T15:00:08Z",
      channelId: channelId(1),
      title: `Video ${id}`,
      description: "A description",
      thumbnails: {
        default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
        high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
      },
      channelTitle: "Some Channel",
      tags: ["one", "two"],
      categoryId: "28",
      liveBroadcastContent: "none",
      localized: { title: `Video ${id}`, description: "A description" },
      defaultAudioLanguage: "en",
    },
    contentDetails: {
      duration: "PT12M3S",
      dimension: "2d",
      definition: "hd",
      caption: "false",
      licensedContent: true,
      contentRating: {},
      projection: "rectangular",
    },
    statistics: { viewCount: "123456", likeCount: "4567", favoriteCount: "0", commentCount: "89" },
  };
}

function listBody(kind: string, items: unknown[], extra: Record<string, unknown> = {}) {
  return {
    kind,
    etag: "list-etag",
    ...extra,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    items,
  };
}

const QUOTA_BODY = {
  error: {
    code: 403,
    message:
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    errors: [
      {
        message:
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        domain: "youtube.quota",
        reason: "quotaExceeded",
      },
    ],
  },
};

const LEGACY_KEY_INVALID_BODY = {
  error: {
    errors: [{ domain: "usageLimits", reason: "keyInvalid", message: "Bad Request" }],
    code: 400,
    message: "Bad Request",
  },
};

const CURRENT_KEY_INVALID_BODY = {
  error: {
    code: 400,
    message: "API key not valid. Please pass a valid API key.",
    errors: [
      { message: "API key not valid. Please pass a valid API key.", domain: "global", reason: "badRequest" },
    ],
    status: "INVALID_ARGUMENT",
    details: [
      {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        reason: "API_KEY_INVALID",
        domain: "googleapis.com",
        metadata: { service: "youtube.googleapis.com" },
      },
    ],
  },
};

const backendError = (code: number, reason: string, message: string) => ({
  error: { code, message, errors: [{ message, domain: "global", reason }] },
});

interface Harness {
  client: ReturnType<typeof createYoutubeClient>;
  budget: ReturnType<typeof createQuotaBudget>;
  delays: number[];
}

function harness(options: { dailyLimit?: number; retry?: RetryOptions; concurrency?: number } = {}): Harness {
  const delays: number[] = [];
  const budget = createQuotaBudget({ dailyLimit: options.dailyLimit ?? 10_000 });
  const client = createYoutubeClient({
    baseUrl: BASE,
    apiKey: KEY,
    quota: budget,
    concurrency: options.concurrency ?? 1,
    retry: {
      retries: 3,
      baseDelayMs: 100,
      random: () => 1, // no jitter: delays are exactly base * 2^attempt
      sleep: async (ms) => {
        delays.push(ms);
      },
      ...options.retry,
    },
  });
  return { client, budget, delays };
}

describe("videosList", () => {
  it("asks for snippet,statistics,contentDetails in batches of 50 and reports the ids the API omitted", async () => {
    const requests: URL[] = [];
    server.use(
      http.get(`${BASE}/videos`, ({ request }) => {
        const url = new URL(request.url);
        requests.push(url);
        // The API leaves deleted/private ids out of `items`: here every id ending in 7.
        const ids = (url.searchParams.get("id") ?? "").split(",").filter((id) => !id.endsWith("7"));
        return HttpResponse.json(listBody("youtube#videoListResponse", ids.map(videoItem)));
      }),
    );
    const { client, budget } = harness();
    const ids = Array.from({ length: 120 }, (_, i) => videoId(i));

    const result = await client.videosList([...ids, ids[0] as string, "not-an-id", "bad,comma"]);

    expect(requests.map((url) => url.searchParams.get("id")?.split(",").length)).toEqual([50, 50, 20]);
    for (const url of requests) {
      expect(url.searchParams.get("part")).toBe("snippet,statistics,contentDetails");
      expect(url.searchParams.get("key")).toBe(KEY);
    }
    const omitted = ids.filter((id) => id.endsWith("7"));
    expect(result.missingIds).toEqual([...omitted, "not-an-id", "bad,comma"]);
    expect(result.items).toHaveLength(120 - omitted.length);
    const first = result.items[0];
    expect(first?.statistics).toEqual({
      viewCount: 123456,
      likeCount: 4567,
      favoriteCount: 0,
      commentCount: 89,
    });
    expect(first?.contentDetails.duration).toBe("PT12M3S");
    expect(await budget.usedToday()).toBe(3); // 1 unit per batch, not per id
  });

  it("makes no request for an empty list", async () => {
    const { client, budget } = harness();
    expect(await client.videosList([])).toEqual({ items: [], missingIds: [], skippedIds: [] });
    expect(await budget.usedToday()).toBe(0);
  });

  it("accepts hidden likes and disabled comments (the API omits those counts)", async () => {
    const hidden = videoItem(videoId(1));
    hidden.statistics = { viewCount: "10", favoriteCount: "0" } as typeof hidden.statistics;
    server.use(
      http.get(`${BASE}/videos`, () => HttpResponse.json(listBody("youtube#videoListResponse", [hidden]))),
    );
    const { items } = await harness().client.videosList([videoId(1)]);
    expect(items[0]?.statistics).toEqual({ viewCount: 10, favoriteCount: 0 });
  });

  it("skips (and logs) an item that lacks a requested part, keeps the others, and does not call it missing", async () => {
    const broken: Record<string, unknown> = videoItem(videoId(1));
    delete broken.statistics;
    server.use(
      http.get(`${BASE}/videos`, () =>
        HttpResponse.json(
          listBody("youtube#videoListResponse", [videoItem(videoId(0)), broken, videoItem(videoId(2))]),
        ),
      ),
    );
    const warnings: { id: string | null; issues: string[] }[] = [];
    const client = createYoutubeClient({
      baseUrl: BASE,
      apiKey: KEY,
      quota: createQuotaBudget({ dailyLimit: 100 }),
      logger: { warn: (details) => warnings.push(details) },
    });

    const result = await client.videosList([videoId(0), videoId(1), videoId(2), videoId(3)]);

    expect(result.items.map((item) => item.id)).toEqual([videoId(0), videoId(2)]);
    expect(result.skippedIds).toEqual([videoId(1)]);
    expect(result.missingIds).toEqual([videoId(3)]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.id).toBe(videoId(1));
    expect(warnings[0]?.issues.join()).toContain("statistics");
  });

  it("still rejects a response whose envelope is not a video list", async () => {
    server.use(
      http.get(`${BASE}/videos`, () => HttpResponse.json({ kind: "youtube#videoListResponse", items: [] })),
    );
    const error = await harness()
      .client.videosList([videoId(1)])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeResponseShapeError);
    expect((error as YoutubeResponseShapeError).issues.join()).toContain("pageInfo");
  });
});

describe("errors", () => {
  it("turns quotaExceeded into YoutubeQuotaExceededError without retrying", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/videos`, () => {
        calls++;
        return HttpResponse.json(QUOTA_BODY, { status: 403 });
      }),
    );
    const { client, delays } = harness();
    const error = await client.videosList([videoId(1)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeQuotaExceededError);
    expect(error).toMatchObject({
      status: 403,
      reason: "quotaExceeded",
      domain: "youtube.quota",
      endpoint: "videos",
    });
    expect(calls).toBe(1);
    expect(delays).toEqual([]);
  });

  it.each([
    ["the legacy keyInvalid body", LEGACY_KEY_INVALID_BODY, "keyInvalid"],
    ["the current badRequest + API_KEY_INVALID body", CURRENT_KEY_INVALID_BODY, "API_KEY_INVALID"],
  ])("turns %s into YoutubeApiKeyError", async (_name, body, reason) => {
    server.use(http.get(`${BASE}/channels`, () => HttpResponse.json(body, { status: 400 })));
    const error = await harness()
      .client.channelsList([channelId(1)])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeApiKeyError);
    expect(error).toMatchObject({ status: 400, reason });
    expect((error as Error).message).not.toContain(KEY);
  });

  it("reports other 4xx as YoutubeApiError with status and reason, without retrying", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/playlistItems`, () => {
        calls++;
        return HttpResponse.json(
          {
            error: {
              code: 404,
              message:
                "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
              errors: [
                {
                  message:
                    "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
                  domain: "youtube.playlistItem",
                  reason: "playlistNotFound",
                  location: "playlistId",
                  locationType: "parameter",
                },
              ],
            },
          },
          { status: 404 },
        );
      }),
    );
    const error = await harness()
      .client.playlistItemsList("UUnope")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeApiError);
    expect(error).not.toBeInstanceOf(YoutubeQuotaExceededError);
    expect(error).toMatchObject({ status: 404, reason: "playlistNotFound", endpoint: "playlistItems" });
    expect(calls).toBe(1);
  });

  it("keeps the status when the error body is not Google's JSON", async () => {
    server.use(
      http.get(`${BASE}/videos`, () => new HttpResponse("<html>Bad gateway</html>", { status: 418 })),
    );
    const error = await harness()
      .client.videosList([videoId(1)])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 418, reason: "http418" });
  });
});

describe("retries", () => {
  it("retries a 500 and returns the later success; each attempt is charged", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/videos`, () => {
        calls++;
        if (calls === 1)
          return HttpResponse.json(backendError(500, "backendError", "Backend Error"), { status: 500 });
        return HttpResponse.json(listBody("youtube#videoListResponse", [videoItem(videoId(1))]));
      }),
    );
    const { client, budget, delays } = harness();
    const result = await client.videosList([videoId(1)]);
    expect(result.items.map((item) => item.id)).toEqual([videoId(1)]);
    expect(calls).toBe(2);
    expect(delays).toEqual([100]);
    expect(await budget.usedToday()).toBe(2);
  });

  it("backs off exponentially on 429 and on 403 rateLimitExceeded / userRateLimitExceeded", async () => {
    const answers = [
      // Google's bare 429: no errors[] reason, only status RESOURCE_EXHAUSTED.
      HttpResponse.json(
        {
          error: {
            code: 429,
            message: "Resource has been exhausted (e.g. check quota).",
            status: "RESOURCE_EXHAUSTED",
          },
        },
        { status: 429 },
      ),
      HttpResponse.json(
        {
          error: {
            code: 403,
            message: "Rate Limit Exceeded",
            errors: [{ domain: "usageLimits", reason: "rateLimitExceeded" }],
          },
        },
        { status: 403 },
      ),
      HttpResponse.json(
        {
          error: {
            code: 403,
            message: "User Rate Limit Exceeded",
            errors: [{ domain: "usageLimits", reason: "userRateLimitExceeded" }],
          },
        },
        { status: 403 },
      ),
    ];
    server.use(
      http.get(
        `${BASE}/channels`,
        () => answers.shift() ?? HttpResponse.json(listBody("youtube#channelListResponse", [])),
      ),
    );
    const { client, delays } = harness();
    const result = await client.channelsList([channelId(1)]);
    expect(result.missingIds).toEqual([channelId(1)]);
    expect(delays).toEqual([100, 200, 400]);
  });

  it("honours Retry-After when it asks for longer than the backoff, capped by maxDelayMs", async () => {
    const answers = [
      HttpResponse.json(backendError(429, "rateLimitExceeded", "Rate Limit Exceeded"), {
        status: 429,
        headers: { "retry-after": "2" },
      }),
      HttpResponse.json(backendError(429, "rateLimitExceeded", "Rate Limit Exceeded"), {
        status: 429,
        headers: { "retry-after": "120" },
      }),
    ];
    server.use(
      http.get(
        `${BASE}/videos`,
        () => answers.shift() ?? HttpResponse.json(listBody("youtube#videoListResponse", [])),
      ),
    );
    const { client, delays } = harness({ retry: { maxDelayMs: 5_000 } });
    await client.videosList([videoId(1)]);
    expect(delays).toEqual([2_000, 5_000]);
  });

  it("gives up after the configured retries with the last error", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/videos`, () => {
        calls++;
        return HttpResponse.json(backendError(503, "backendError", "The service is currently unavailable."), {
          status: 503,
        });
      }),
    );
    const { client, delays } = harness();
    const error = await client.videosList([videoId(1)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeApiError);
    expect(error).toMatchObject({ status: 503, reason: "backendError" });
    expect(calls).toBe(4);
    expect(delays).toEqual([100, 200, 400]);
  });

  it("retries network failures, then reports YoutubeNetworkError", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/videos`, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    const error = await harness({ retry: { retries: 1 } })
      .client.videosList([videoId(1)])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeNetworkError);
    expect(calls).toBe(2);
  });
});

describe("quota budget", () => {
  it("refuses before calling once the next call would exceed the daily budget", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/videos`, ({ request }) => {
        calls++;
        const ids = (new URL(request.url).searchParams.get("id") ?? "").split(",");
        return HttpResponse.json(listBody("youtube#videoListResponse", ids.map(videoItem)));
      }),
    );
    const { client, budget } = harness({ dailyLimit: 2 });
    const ids = Array.from({ length: 150 }, (_, i) => videoId(i));
    const error = await client.videosList(ids).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuotaBudgetExhaustedError);
    expect(error).toMatchObject({ requested: 1, used: 2, dailyLimit: 2 });
    expect(calls).toBe(2);
    expect(await budget.usedToday()).toBe(2);
  });
});

describe("paging", () => {
  it("iterates an uploads playlist page by page to the end", async () => {
    const all = Array.from({ length: 12 }, (_, i) => videoId(i));
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${BASE}/playlistItems`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params.get("pageToken"));
        expect(params.get("part")).toBe("snippet,contentDetails");
        expect(params.get("playlistId")).toBe("UU0123456789012345678901");
        const size = Number(params.get("maxResults"));
        const offset = Number(params.get("pageToken")?.slice(1) ?? 0);
        const items = all.slice(offset, offset + size).map((id, i) => ({
          kind: "youtube#playlistItem",
          etag: "e",
          id: `item-${id}`,
          snippet: {
            publishedAt: "2024-05-01T15:00:08Z",
            channelId: "UC0123456789012345678901",
            title: `Video ${id}`,
            description: "",
            thumbnails: {},
            channelTitle: "Channel",
            playlistId: "UU0123456789012345678901",
            position: offset + i,
            resourceId: { kind: "youtube#video", videoId: id },
            videoOwnerChannelTitle: "Channel",
            videoOwnerChannelId: "UC0123456789012345678901",
          },
          contentDetails: { videoId: id, videoPublishedAt: "2024-05-01T15:00:08Z" },
        }));
        return HttpResponse.json({
          kind: "youtube#playlistItemListResponse",
          etag: "e",
          ...(offset + size < all.length ? { nextPageToken: `T${offset + size}` } : {}),
          pageInfo: { totalResults: all.length, resultsPerPage: size },
          items,
        });
      }),
    );
    const { client, budget } = harness();
    const ids: string[] = [];
    for await (const item of client.uploads("UU0123456789012345678901", { pageSize: 5 }))
      ids.push(item.contentDetails.videoId);
    expect(ids).toEqual(all);
    expect(seen).toEqual([null, "T5", "T10"]);
    expect(await budget.usedToday()).toBe(3);

    const limited: string[] = [];
    for await (const item of client.uploads("UU0123456789012345678901", { pageSize: 5, limit: 7 })) {
      limited.push(item.contentDetails.videoId);
    }
    expect(limited).toEqual(all.slice(0, 7));
  });

  it("passes comment thread options through", async () => {
    let params: URLSearchParams | undefined;
    server.use(
      http.get(`${BASE}/commentThreads`, ({ request }) => {
        params = new URL(request.url).searchParams;
        return HttpResponse.json(
          listBody("youtube#commentThreadListResponse", [
            {
              kind: "youtube#commentThread",
              etag: "e",
              id: "UgzDE2tasfmrYLyNkGt4AaABAg",
              snippet: {
                channelId: channelId(1),
                videoId: videoId(1),
                topLevelComment: {
                  kind: "youtube#comment",
                  etag: "e",
                  id: "UgzDE2tasfmrYLyNkGt4AaABAg",
                  snippet: {
                    channelId: channelId(1),
                    videoId: videoId(1),
                    textDisplay: "Great video!",
                    textOriginal: "Great video!",
                    authorDisplayName: "@someone",
                    authorProfileImageUrl: "https://yt3.ggpht.com/x",
                    authorChannelUrl: "http://www.youtube.com/@someone",
                    authorChannelId: { value: channelId(2) },
                    canRate: true,
                    viewerRating: "none",
                    likeCount: 12,
                    publishedAt: "2024-05-02T10:00:00Z",
                    updatedAt: "2024-05-02T10:00:00Z",
                  },
                },
                canReply: true,
                totalReplyCount: 1,
                isPublic: true,
              },
            },
          ]),
        );
      }),
    );
    const page = await harness().client.commentThreadsList(videoId(1), {
      maxResults: 100,
      order: "relevance",
      textFormat: "plainText",
    });
    expect(Object.fromEntries(params ?? [])).toMatchObject({
      part: "snippet",
      videoId: videoId(1),
      maxResults: "100",
      order: "relevance",
      textFormat: "plainText",
    });
    expect(page.items[0]?.snippet.topLevelComment.snippet.likeCount).toBe(12);
  });

  it("validates page sizes before spending quota", async () => {
    const { client, budget } = harness();
    await expect(client.playlistItemsList("UUx", { maxResults: 51 })).rejects.toBeInstanceOf(RangeError);
    await expect(client.commentThreadsList(videoId(1), { maxResults: 0 })).rejects.toBeInstanceOf(RangeError);
    expect(await budget.usedToday()).toBe(0);
  });
});
