import { ApiError, createApiClient } from "@vi/api-client";
import type { ViUserData } from "@vi/types";
import { sampleUserInfo } from "@vi/types/fixtures";
import { describe, expect, test } from "vitest";
import type { AnalysesApi } from "../../background/analyses.ts";
import { createInsightCache } from "../../background/insights-cache.ts";
import { createInsightsLoader } from "../../background/insights-loader.ts";
import { createRequestHandler, failure, type Sender } from "../../background/requests.ts";
import type { UsageToday } from "../../shared/analysis-protocol.ts";
import { parseEnv } from "../../shared/env.ts";
import { insightFor } from "./insight-fixtures.ts";

const EXTENSION_ID = "abcdefghijklmnop";
// Node's URL gives chrome-extension: URLs an opaque origin ("null"), browsers do not: an https stand-in.
const EXTENSION_ORIGIN = "https://extension.test";
const env = parseEnv({ WXT_API_BASE_URL: "http://api.test", WXT_WEBSITE_ORIGIN: "http://site.test" });
const popup: Sender = { id: EXTENSION_ID, url: `${EXTENSION_ORIGIN}/popup.html` };
const youtube: Sender = {
  id: EXTENSION_ID,
  url: "https://www.youtube.com/watch?v=aBcDeFgHiJk",
  tab: { id: 1 } as Sender["tab"],
};
const website: Sender = { id: EXTENSION_ID, url: "http://site.test/login" };
const stranger: Sender = { id: "someoneelse", url: `${EXTENSION_ORIGIN}/popup.html` };

const signedIn: ViUserData = {
  idToken: "id-token",
  refreshToken: "refresh-token",
  savedVideoIds: { aBcDeFgHiJk: true, ZyXwVuTsRqP: true },
  isAdmin: false,
  youtubeAccounts: [],
  currentAccount: null,
};

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/** The handler with the real API client over a fake network that answers `reply` and records requests. */
function setup(
  reply: (request: Seen) => Response,
  user: ViUserData | null = signedIn,
  analyses: AnalysesApi = fakeAnalyses(),
) {
  const seen: Seen[] = [];
  const opened: string[] = [];
  let stored = user;
  const api = createApiClient({
    baseUrl: env.apiBaseUrl,
    getIdToken: () => stored?.idToken ?? null,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      const entry: Seen = {
        method: request.method,
        url: request.url,
        authorization: request.headers.get("authorization"),
        body: text ? JSON.parse(text) : null,
      };
      seen.push(entry);
      return reply(entry);
    },
  });
  const memory = new Map();
  const cache = createInsightCache({
    get: async () => new Map(),
    set: async (entries) => {
      for (const [id, entry] of entries) memory.set(id, entry);
    },
    all: async () => new Map(memory),
    remove: async () => {},
  });
  const handle = createRequestHandler({
    env,
    extensionId: EXTENSION_ID,
    extensionOrigin: EXTENSION_ORIGIN,
    api,
    freshIdToken: async () => stored?.idToken ?? null,
    insights: createInsightsLoader({
      fetchInsights: async () => {
        throw new Error("not used here");
      },
      cache,
    }),
    user: {
      get: async () => stored,
      set: async (next) => {
        stored = next;
      },
    },
    analyses,
    openTab: async (url) => {
      opened.push(url);
    },
    now: () => Date.parse("2025-06-01T12:00:00Z"),
  });
  return { handle, seen, opened, user: () => stored };
}

const USAGE: UsageToday = {
  comments: { used: 1, limit: 2, resetsAt: "2025-06-02T00:00:00.000Z" },
  channel: { used: 0, limit: 2, resetsAt: "2025-06-02T00:00:00.000Z" },
  results: { used: 0, limit: 2, resetsAt: "2025-06-02T00:00:00.000Z" },
  transcripts: { used: 0, limit: 3, resetsAt: "2025-06-02T00:00:00.000Z" },
};

/** Analyses that answer at once, recording what was asked. */
function fakeAnalyses(asked: string[] = []): AnalysesApi {
  return {
    usage: async () => USAGE,
    comments: async (videoId) => {
      asked.push(`comments ${videoId}`);
      return {
        analysisId: "a1",
        videoId,
        commentCount: 0,
        otherLanguageCount: 0,
        sentiment: { positive: 0, neutral: 1, negative: 0 },
        ideas: [],
      };
    },
    channel: async (channel) => {
      asked.push(`channel ${channel}`);
      return { analysisId: "ch/1" };
    },
    results: async (query, ids) => {
      asked.push(`results ${query} ${ids.length}`);
      throw new ApiError(429, "QUOTA_EXCEEDED", "You have used your 2 result analyses for today");
    },
    transcript: async (claim) => {
      asked.push(`transcript ${claim.videoId} ${claim.language}`);
      return { reused: false };
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("background requests", () => {
  test("unsaving a video calls DELETE /deleteSavedVideo with the token and drops it from the stored user", async () => {
    const { handle, seen, user } = setup(() => json(200, { message: "Removed video" }));
    const answer = await handle({ type: "VI_SET_SAVED", videoId: "aBcDeFgHiJk", saved: false }, youtube);
    expect(answer).toEqual({ ok: true, savedVideoIds: { ZyXwVuTsRqP: true } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe("DELETE");
    expect(new URL(seen[0]!.url).pathname).toBe("/deleteSavedVideo");
    expect(new URL(seen[0]!.url).searchParams.get("videoId")).toBe("aBcDeFgHiJk");
    expect(seen[0]?.authorization).toBe("Bearer id-token");
    expect(user()?.savedVideoIds).toEqual({ ZyXwVuTsRqP: true });
  });

  test("saving a video posts it and stores the server's saved set", async () => {
    const { handle, seen, user } = setup(() =>
      json(200, { message: "Saved video", savedVideoIds: { aBcDeFgHiJk: true, QwErTyUiOpA: true } }),
    );
    const answer = await handle({ type: "VI_SET_SAVED", videoId: "QwErTyUiOpA", saved: true }, popup);
    expect(answer).toEqual({ ok: true, savedVideoIds: { aBcDeFgHiJk: true, QwErTyUiOpA: true } });
    expect(seen[0]).toMatchObject({ method: "POST", body: { videoId: "QwErTyUiOpA" } });
    expect(user()?.savedVideoIds).toEqual({ aBcDeFgHiJk: true, QwErTyUiOpA: true });
  });

  test("the API's refusal becomes a failed answer with its code", async () => {
    const { handle } = setup(() => json(404, { error: { code: "USER_NOT_FOUND", message: "No such user" } }));
    const error = await handle({ type: "VI_GET_ACCOUNT" }, popup).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(failure(error)).toEqual({ ok: false, error: "No such user", code: "USER_NOT_FOUND" });
  });

  test("who may ask what: tokens and account data for extension pages only, the user from the website only", async () => {
    const { handle, seen } = setup(() => json(500, {}));
    await expect(handle({ type: "VI_GET_ID_TOKEN" }, youtube)).rejects.toThrow(/extension pages/);
    await expect(handle({ type: "VI_GET_ID_TOKEN" }, stranger)).rejects.toThrow(/extension pages/);
    await expect(handle({ type: "VI_GET_ACCOUNT" }, website)).rejects.toThrow(/extension pages/);
    await expect(handle({ type: "VI_USER_DATA", user: null }, youtube)).rejects.toThrow(/website/);
    await expect(handle({ type: "VI_GET_BADGES", ids: ["aBcDeFgHiJk"] }, popup)).rejects.toThrow(
      /Not accepted/,
    );
    expect(await handle({ type: "VI_GET_ID_TOKEN" }, popup)).toEqual({ ok: true, idToken: "id-token" });
    expect(seen).toHaveLength(0);
  });

  test("the popup's language is stored with the signed-in user (PUT /user); signed out it stays local", async () => {
    const { handle, seen } = setup(() => json(200, { success: true }));
    expect(await handle({ type: "VI_SET_LANGUAGE", language: "de" }, popup)).toEqual({
      ok: true,
      stored: true,
    });
    expect(seen).toMatchObject([{ method: "PUT", url: "http://api.test/user", body: { language: "de" } }]);
    await expect(handle({ type: "VI_SET_LANGUAGE", language: "de" }, youtube)).rejects.toThrow(
      /Not accepted/,
    );
    const out = setup(() => json(500, {}), null);
    expect(await out.handle({ type: "VI_SET_LANGUAGE", language: "ja" }, popup)).toEqual({
      ok: true,
      stored: false,
    });
    expect(out.seen).toHaveLength(0);
  });

  test("the account names the language stored with the user (the popup applies it)", async () => {
    const { handle } = setup(() => json(200, { userInfo: { ...sampleUserInfo, language: "ja" } }));
    expect(await handle({ type: "VI_GET_ACCOUNT" }, popup)).toMatchObject({
      ok: true,
      account: { language: "ja" },
    });
  });

  test("signed out, insights and badges are refused without an API call", async () => {
    const { handle, seen } = setup(() => json(200, { insights: [insightFor("aBcDeFgHiJk")] }), null);
    expect(await handle({ type: "VI_GET_BADGES", ids: ["aBcDeFgHiJk"] }, youtube)).toMatchObject({
      ok: false,
      code: "NOT_SIGNED_IN",
    });
    expect(seen).toHaveLength(0);
  });

  test("analyses: channel results open on the website, spent quotas fail with the API's code, strangers are refused", async () => {
    const asked: string[] = [];
    const { handle, opened } = setup(() => json(500, {}), signedIn, fakeAnalyses(asked));
    expect(await handle({ type: "VI_ANALYZE_CHANNEL", channel: "@makerlane" }, youtube)).toEqual({
      ok: true,
      url: "http://site.test/analyses/ch%2F1",
      usage: USAGE,
    });
    expect(opened).toEqual(["http://site.test/analyses/ch%2F1"]);
    expect(await handle({ type: "VI_ANALYZE_COMMENTS", videoId: "aBcDeFgHiJk" }, youtube)).toMatchObject({
      ok: true,
      report: { analysisId: "a1" },
      usage: USAGE,
    });
    const spent = await handle(
      { type: "VI_ANALYZE_RESULTS", query: "cabin", videoIds: ["aBcDeFgHiJk"] },
      youtube,
    ).catch((e: unknown) => e);
    expect(failure(spent)).toMatchObject({ ok: false, code: "QUOTA_EXCEEDED" });
    // With the API's facts, the words are the website's (no raw upgrade URL).
    const detailed = new ApiError(429, "QUOTA_EXCEEDED", "Upgrade for more: http://localhost:5173/pricing", {
      details: {
        kind: "results",
        plan: "free",
        used: 2,
        limit: 2,
        resetsAt: "2026-05-02T00:00:00.000Z",
        upgradeUrl: "http://localhost:5173/pricing",
      },
    });
    expect(failure(detailed).error).toMatch(/^You have used your 2 result analyses for today\. Resets at /);
    expect(await handle({ type: "VI_GET_USAGE" }, popup)).toEqual({ ok: true, usage: USAGE });
    await expect(handle({ type: "VI_ANALYZE_COMMENTS", videoId: "aBcDeFgHiJk" }, website)).rejects.toThrow(
      /Not accepted/,
    );
    await expect(handle({ type: "VI_GET_USAGE" }, website)).rejects.toThrow(/Not accepted/);
    const claim = { videoId: "aBcDeFgHiJk", language: "en", autoGenerated: false, title: "Cabin" };
    expect(await handle({ type: "VI_CLAIM_TRANSCRIPT", claim }, youtube)).toEqual({
      ok: true,
      reused: false,
      usage: USAGE,
    });
    await expect(handle({ type: "VI_CLAIM_TRANSCRIPT", claim }, website)).rejects.toThrow(/Not accepted/);
    expect(asked).toEqual([
      "channel @makerlane",
      "comments aBcDeFgHiJk",
      "results cabin 1",
      "transcript aBcDeFgHiJk en",
    ]);
  });

  test("signed out, analyses are refused without asking the API", async () => {
    const asked: string[] = [];
    const { handle, opened } = setup(() => json(500, {}), null, fakeAnalyses(asked));
    for (const request of [
      { type: "VI_ANALYZE_CHANNEL", channel: "@makerlane" },
      { type: "VI_ANALYZE_COMMENTS", videoId: "aBcDeFgHiJk" },
      {
        type: "VI_CLAIM_TRANSCRIPT",
        claim: { videoId: "aBcDeFgHiJk", language: "en", autoGenerated: true, title: "" },
      },
      { type: "VI_GET_USAGE" },
    ] as const) {
      expect(await handle(request, youtube)).toMatchObject({ ok: false, code: "NOT_SIGNED_IN" });
    }
    expect(asked).toEqual([]);
    expect(opened).toEqual([]);
  });
});
