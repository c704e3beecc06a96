import {
  sampleOutlierVideo,
  sampleSubscription,
  sampleUserInfo,
  sampleVideoInsight,
  sampleYoutubeAccount,
} from "@vi/types/fixtures";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiClientOptions, ApiError, createApiClient } from "./index.ts";

const BASE = "http://api.test";
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  query: Record<string, string>;
  body: unknown;
}

/** Answers `reply` on one route and records what arrived there. */
function route(
  method: "get" | "post" | "put" | "delete",
  path: string,
  reply: () => Response | Promise<Response> = () => HttpResponse.json({}),
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        authorization: request.headers.get("authorization"),
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
      });
      return reply();
    }),
  );
  return seen;
}

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const logger = { error: vi.fn() };
  const getIdToken = vi.fn(async () => "token-1");
  const client = createApiClient({ baseUrl: BASE, getIdToken, logger, ...overrides });
  /** The first argument of every logged failure. */
  const logged = () => logger.error.mock.calls.map((call) => String(call[0]));
  return { client, logger, getIdToken, logged };
}

const apiError = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

describe("authentication", () => {
  it("sends the current ID token as a bearer token on every call", async () => {
    const seen = route("get", "/user", () => HttpResponse.json({ userInfo: sampleUserInfo }));
    const tokens = ["token-1", "token-2"];
    const getIdToken = vi.fn(async () => tokens.shift() ?? null);
    const { client } = setup({ getIdToken });
    await client.getUser();
    await client.getUser();
    expect(seen.map((s) => s.authorization)).toEqual(["Bearer token-1", "Bearer token-2"]);
    expect(getIdToken).toHaveBeenCalledTimes(2);
  });

  it("makes no request without a token and logs why", async () => {
    const seen = route("get", "/user");
    const { client, logged } = setup({ getIdToken: () => null });
    expect(await client.getUser()).toBeNull();
    expect(seen).toHaveLength(0);
    expect(logged()).toEqual(["getUser failed: Please sign in to continue"]);
  });

  it("the raw call rejects with NOT_SIGNED_IN when getIdToken fails", async () => {
    const { client } = setup({ getIdToken: () => Promise.reject(new Error("token refresh failed")) });
    await expect(client.raw.getUser()).rejects.toMatchObject({
      name: "ApiError",
      code: "NOT_SIGNED_IN",
      status: null,
      message: "token refresh failed",
    });
  });
});

describe("getUser", () => {
  it("answers the parsed { userInfo }", async () => {
    const seen = route("get", "/user", () =>
      HttpResponse.json({ userInfo: { ...sampleUserInfo, unexpectedField: 1 } }),
    );
    const { client, logger } = setup();
    expect(await client.getUser()).toEqual({ userInfo: sampleUserInfo });
    expect(seen[0]).toMatchObject({ method: "GET", path: "/user" });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("logs the server's message and answers null on an error status", async () => {
    route("get", "/user", () => apiError(404, "NOT_FOUND", "No user record"));
    const { client, logged, logger } = setup();
    expect(await client.getUser()).toBeNull();
    expect(logged()).toEqual(["getUser failed: No user record"]);
    const error = logger.error.mock.calls[0]?.[1];
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND", serverMessage: "No user record" });
  });

  it("falls back to 'HTTP error! status N' when the reply has no message", async () => {
    route("get", "/user", () => new HttpResponse("<html>oops</html>", { status: 502 }));
    const { client, logged } = setup();
    expect(await client.getUser()).toBeNull();
    expect(logged()).toEqual(["getUser failed: HTTP error! status 502"]);
  });

  it("answers null on a reply of the wrong shape", async () => {
    route("get", "/user", () => HttpResponse.json({ userInfo: { ...sampleUserInfo, isAdmin: "yes" } }));
    const { client, logged } = setup();
    expect(await client.getUser()).toBeNull();
    expect(logged()[0]).toMatch(/^getUser failed: Invalid response from GET \/user: .*isAdmin/s);
  });

  it("answers null on a 200 that is not JSON", async () => {
    route("get", "/user", () => new HttpResponse("ok", { status: 200 }));
    const { client, logged } = setup();
    expect(await client.getUser()).toBeNull();
    expect(logged()[0]).toContain("not JSON");
  });

  it("answers null on a network failure", async () => {
    route("get", "/user", () => HttpResponse.error());
    const { client, logger } = setup();
    expect(await client.getUser()).toBeNull();
    expect(logger.error.mock.calls[0]?.[1]).toMatchObject({ code: "NETWORK_ERROR", status: null });
  });

  it("answers null after the timeout", async () => {
    route("get", "/user", async () => {
      await delay(500);
      return HttpResponse.json({ userInfo: sampleUserInfo });
    });
    const { client, logger } = setup({ timeout: 50 });
    expect(await client.getUser()).toBeNull();
    expect(logger.error.mock.calls[0]?.[1]).toMatchObject({ code: "TIMEOUT" });
  });

  it("the raw call rejects with the status, so callers can tell 404 from other failures", async () => {
    route("get", "/user", () => apiError(404, "NOT_FOUND", "No user record"));
    const { client } = setup();
    await expect(client.raw.getUser()).rejects.toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});

describe("createUser", () => {
  it("posts email and timezone", async () => {
    const seen = route("post", "/user", () => HttpResponse.json({ userInfo: sampleUserInfo }));
    const { client } = setup();
    expect(await client.createUser({ email: "ada@example.com", timezone: "Europe/Paris" })).toEqual({
      userInfo: sampleUserInfo,
    });
    expect(seen[0]).toMatchObject({
      method: "POST",
      authorization: "Bearer token-1",
      body: { email: "ada@example.com", timezone: "Europe/Paris" },
    });
  });

  it("refuses an invalid time zone without calling the server", async () => {
    const seen = route("post", "/user");
    const { client, logged } = setup();
    expect(await client.createUser({ email: "ada@example.com", timezone: "Mars/Base" })).toBeNull();
    expect(seen).toHaveLength(0);
    expect(logged()[0]).toMatch(/Invalid user: .*timezone/s);
  });

  it("answers null on an error reply", async () => {
    route("post", "/user", () => apiError(400, "BAD_REQUEST", "email does not match the token"));
    const { client, logged } = setup();
    expect(await client.createUser({ email: "ada@example.com", timezone: "UTC" })).toBeNull();
    expect(logged()).toEqual(["createUser failed: email does not match the token"]);
  });
});

describe("updateUser", () => {
  it("sends only the non-null fields and answers true", async () => {
    const seen = route("put", "/user", () => HttpResponse.json({ success: true }));
    const { client } = setup();
    expect(
      await client.updateUser({ name: " Ada ", email: null, timezone: "Asia/Tokyo", isAdmin: undefined }),
    ).toBe(true);
    expect(seen[0]).toMatchObject({ method: "PUT", authorization: "Bearer token-1" });
    expect(seen[0]?.body).toEqual({ name: "Ada", timezone: "Asia/Tokyo" });
  });

  it("sends nothing when every field is null", async () => {
    const seen = route("put", "/user");
    const { client } = setup();
    expect(await client.updateUser({ name: null, subscribedToDailyRecapEmail: null })).toBe(true);
    expect(seen).toHaveLength(0);
  });

  it("answers false on an error reply and logs the message", async () => {
    route("put", "/user", () => apiError(403, "FORBIDDEN", "Only admins can change isAdmin"));
    const { client, logged } = setup();
    expect(await client.updateUser({ isAdmin: true })).toBe(false);
    expect(logged()).toEqual(["updateUser failed: Only admins can change isAdmin"]);
  });

  it("answers false on an invalid reply or an invalid field", async () => {
    const seen = route("put", "/user", () => HttpResponse.json({ ok: 1 }));
    const { client } = setup();
    expect(await client.updateUser({ subscribedToDailyRecapEmail: false })).toBe(false);
    expect(await client.updateUser({ name: "   " })).toBe(false);
    expect(seen).toHaveLength(1);
  });
});

describe("deleteUser", () => {
  it("sends DELETE /user with the token", async () => {
    const seen = route("delete", "/user", () => HttpResponse.json({ success: true }));
    const { client } = setup();
    expect(await client.deleteUser()).toEqual({ success: true });
    expect(seen[0]).toMatchObject({ method: "DELETE", authorization: "Bearer token-1" });
  });

  it("answers null on failure", async () => {
    route("delete", "/user", () => apiError(500, "INTERNAL", "Something went wrong"));
    const { client } = setup();
    expect(await client.deleteUser()).toBeNull();
  });
});

describe("getOutliers", () => {
  const page = { videoData: [sampleOutlierVideo], total: 1234 };

  it("sends the normalised query and answers { videoData, total }", async () => {
    const seen = route("get", "/outliers", () => HttpResponse.json(page));
    const { client } = setup();
    const result = await client.getOutliers({
      minSubscribers: 1000,
      maxViews: 0,
      minOutlier: "",
      q: "  growth ",
      format: "short",
      sort: "videoVph",
      order: "asc",
      limit: 100,
      offset: 200,
    });
    expect(result).toEqual(page);
    expect(seen[0]?.authorization).toBe("Bearer token-1");
    expect(seen[0]?.query).toEqual({
      minSubscribers: "1000",
      q: "growth",
      format: "short",
      sort: "videoVph",
      order: "asc",
      limit: "100",
      offset: "200",
    });
  });

  it("fills the defaults", async () => {
    const seen = route("get", "/outliers", () => HttpResponse.json(page));
    const { client } = setup();
    await client.getOutliers();
    expect(seen[0]?.query).toEqual({
      format: "all",
      sort: "videoOutlier",
      order: "desc",
      limit: "50",
      offset: "0",
    });
  });

  it("refuses a bad query without calling the server", async () => {
    const seen = route("get", "/outliers");
    const { client, logged } = setup();
    expect(await client.getOutliers({ limit: 500 })).toBeNull();
    expect(seen).toHaveLength(0);
    expect(logged()[0]).toMatch(/Invalid outliers query: .*limit/s);
  });

  it("answers null on a reply without total", async () => {
    route("get", "/outliers", () => HttpResponse.json({ videoData: [sampleOutlierVideo] }));
    const { client } = setup();
    expect(await client.getOutliers()).toBeNull();
  });

  it("logs the server's message on a 400", async () => {
    route("get", "/outliers", () => apiError(400, "BAD_REQUEST", "sort: Invalid option"));
    const { client, logged } = setup();
    expect(await client.getOutliers()).toBeNull();
    expect(logged()).toEqual(["getOutliers failed: sort: Invalid option"]);
  });
});

describe("getVideoInsights", () => {
  it("posts the distinct ids and answers the insights", async () => {
    const seen = route("post", "/videos/insights", () =>
      HttpResponse.json({ insights: [sampleVideoInsight] }),
    );
    const { client } = setup();
    expect(await client.getVideoInsights(["abc123def45", "a-b_c123DEF", "abc123def45"])).toEqual({
      insights: [sampleVideoInsight],
    });
    expect(seen[0]).toMatchObject({
      authorization: "Bearer token-1",
      body: { ids: ["abc123def45", "a-b_c123DEF"] },
    });
  });

  it("refuses more than 200 ids or a bad id", async () => {
    const seen = route("post", "/videos/insights");
    const { client } = setup();
    const ids = Array.from({ length: 201 }, (_, i) => `video${String(i).padStart(6, "0")}`);
    expect(await client.getVideoInsights(ids)).toBeNull();
    expect(await client.getVideoInsights(["nope"])).toBeNull();
    expect(await client.getVideoInsights([])).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it("answers null when an insight lacks a field", async () => {
    route("post", "/videos/insights", () => HttpResponse.json({ insights: [sampleOutlierVideo] }));
    const { client } = setup();
    expect(await client.getVideoInsights(["abc123def45"])).toBeNull();
  });
});

describe("saved videos", () => {
  it("saveVideo posts the id and answers the saved set", async () => {
    const reply = { message: "Saved video", savedVideoIds: { abc123def45: true } };
    const seen = route("post", "/savedVideos", () => HttpResponse.json(reply));
    const { client } = setup();
    expect(await client.saveVideo("abc123def45")).toEqual(reply);
    expect(seen[0]).toMatchObject({ authorization: "Bearer token-1", body: { videoId: "abc123def45" } });
  });

  it("saveVideo answers null on failure", async () => {
    route("post", "/savedVideos", () => apiError(400, "BAD_REQUEST", "Unknown video"));
    const { client, logged } = setup();
    expect(await client.saveVideo("abc123def45")).toBeNull();
    expect(logged()).toEqual(["saveVideo failed: Unknown video"]);
  });

  it("getSavedVideoData sends the comma list and the flag", async () => {
    const seen = route("get", "/getSavedVideoData", () =>
      HttpResponse.json({ videoData: [sampleOutlierVideo] }),
    );
    const { client } = setup();
    expect(await client.getSavedVideoData(["abc123def45", "a-b_c123DEF"], true)).toEqual({
      videoData: [sampleOutlierVideo],
    });
    await client.getSavedVideoData([]);
    expect(seen.map((s) => s.query)).toEqual([
      { savedVideoIds: "abc123def45,a-b_c123DEF", useFakedBackendData: "true" },
      { savedVideoIds: "", useFakedBackendData: "false" },
    ]);
    expect(seen[0]?.authorization).toBe("Bearer token-1");
  });

  it("getSavedVideoData answers null on failure or a bad reply", async () => {
    route("get", "/getSavedVideoData", () => HttpResponse.json({ videos: [] }));
    const { client } = setup();
    expect(await client.getSavedVideoData(["abc123def45"])).toBeNull();
  });

  it("deleteSavedVideo answers 'Removed video'", async () => {
    const seen = route("delete", "/deleteSavedVideo", () => HttpResponse.json({ message: "Removed video" }));
    const { client } = setup();
    expect(await client.deleteSavedVideo("abc123def45")).toEqual({ message: "Removed video" });
    expect(seen[0]).toMatchObject({
      method: "DELETE",
      authorization: "Bearer token-1",
      query: { videoId: "abc123def45", useFakedBackendData: "false" },
    });
  });

  it("deleteSavedVideo logs a message-only error reply and answers null", async () => {
    route("delete", "/deleteSavedVideo", () =>
      HttpResponse.json({ message: "Video not found" }, { status: 404 }),
    );
    const { client, logged } = setup();
    expect(await client.deleteSavedVideo("abc123def45")).toBeNull();
    expect(logged()).toEqual(["deleteSavedVideo failed: Video not found"]);
  });

  it("deleteSavedVideo answers null when the message is not 'Removed video'", async () => {
    route("delete", "/deleteSavedVideo", () => HttpResponse.json({ message: "Nothing removed" }));
    const { client } = setup();
    expect(await client.deleteSavedVideo("abc123def45")).toBeNull();
  });
});

describe("billing", () => {
  it("createCheckoutSessionUrl posts the price with livemode", async () => {
    const reply = { checkoutSessionUrl: "https://checkout.stripe.com/c/pay/cs_1" };
    const seen = route("post", "/createCheckoutSessionUrl", () => HttpResponse.json(reply));
    const { client } = setup();
    expect(await client.createCheckoutSessionUrl("price_std")).toEqual(reply);
    expect(seen[0]).toMatchObject({
      authorization: "Bearer token-1",
      body: { priceId: "price_std", livemode: true },
    });
  });

  it("createCheckoutSessionUrl answers null on failure", async () => {
    route("post", "/createCheckoutSessionUrl", () => apiError(400, "BAD_REQUEST", "Unknown price"));
    const { client, logged } = setup();
    expect(await client.createCheckoutSessionUrl("price_x")).toBeNull();
    expect(logged()).toEqual(["createCheckoutSessionUrl failed: Unknown price"]);
  });

  it("confirmStripeSession sends no token", async () => {
    const seen = route("post", "/stripeSessionId", () => HttpResponse.json({ success: true }));
    const { client, getIdToken } = setup();
    expect(await client.confirmStripeSession("cs_test_1")).toEqual({ success: true });
    expect(seen[0]).toMatchObject({ authorization: null, body: { sessionId: "cs_test_1", livemode: true } });
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it("confirmStripeSession answers null on failure", async () => {
    route("post", "/stripeSessionId", () => apiError(400, "BAD_REQUEST", "Session not paid"));
    const { client } = setup({ getIdToken: () => null });
    expect(await client.confirmStripeSession("cs_test_1")).toBeNull();
  });

  it("cancel, undo and switch send livemode and answer the new subscription", async () => {
    const canceled = { ...sampleSubscription, status: "canceled", canceled_at: 1_733_000_000 };
    const cancel = route("post", "/cancelSubscription", () =>
      HttpResponse.json({ cancelResponse: canceled }),
    );
    const undo = route("post", "/undoCancelSubscription", () =>
      HttpResponse.json({ undoCancelResponse: sampleSubscription }),
    );
    const change = route("post", "/switchSubscription", () =>
      HttpResponse.json({ switchResult: sampleSubscription }),
    );
    const { client } = setup();
    expect(await client.cancelSubscription()).toEqual({ cancelResponse: canceled });
    expect(await client.undoCancelSubscription()).toEqual({ undoCancelResponse: sampleSubscription });
    expect(await client.switchSubscription("price_pro")).toEqual({ switchResult: sampleSubscription });
    expect(cancel[0]).toMatchObject({ authorization: "Bearer token-1", body: { livemode: true } });
    expect(undo[0]).toMatchObject({ authorization: "Bearer token-1", body: { livemode: true } });
    expect(change[0]).toMatchObject({
      authorization: "Bearer token-1",
      body: { priceId: "price_pro", livemode: true },
    });
  });

  it("cancel, undo and switch answer null on failure or a bad reply", async () => {
    route("post", "/cancelSubscription", () => apiError(400, "BAD_REQUEST", "No subscription"));
    route("post", "/undoCancelSubscription", () => HttpResponse.json({ cancelResponse: sampleSubscription }));
    route("post", "/switchSubscription", () => HttpResponse.error());
    const { client, logged } = setup();
    expect(await client.cancelSubscription()).toBeNull();
    expect(await client.undoCancelSubscription()).toBeNull();
    expect(await client.switchSubscription("price_pro")).toBeNull();
    expect(logged()[0]).toBe("cancelSubscription failed: No subscription");
    expect(logged()).toHaveLength(3);
  });
});

describe("YouTube linking", () => {
  it("youtubeInitiateAuth answers the authUrl", async () => {
    const reply = { authUrl: "https://accounts.google.com/o/oauth2/v2/auth?state=s1" };
    const seen = route("get", "/youtubeInitiateAuth", () => HttpResponse.json(reply));
    const { client } = setup();
    expect(await client.youtubeInitiateAuth()).toEqual(reply);
    expect(seen[0]?.authorization).toBe("Bearer token-1");
  });

  it("youtubeInitiateAuth throws 'HTTP error! status N'", async () => {
    route("get", "/youtubeInitiateAuth", () => apiError(500, "INTERNAL", "OAuth not configured"));
    const { client } = setup();
    const error = await client.youtubeInitiateAuth().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "HTTP error! status 500",
      status: 500,
      serverMessage: "OAuth not configured",
    });
  });

  it("youtubeInitiateAuth rejects a reply without authUrl", async () => {
    route("get", "/youtubeInitiateAuth", () => HttpResponse.json({ url: "https://x.test" }));
    const { client } = setup();
    await expect(client.youtubeInitiateAuth()).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
  });

  it("youtubeOAuthCallback passes code and state and answers success", async () => {
    const seen = route("get", "/youtubeOAuthCallback", () => HttpResponse.json({ success: true }));
    const { client } = setup();
    expect(await client.youtubeOAuthCallback("4/0Ab&x", "s 1")).toEqual({ success: true });
    expect(seen[0]).toMatchObject({
      authorization: "Bearer token-1",
      query: { code: "4/0Ab&x", state: "s 1" },
    });
  });

  it.each([
    ["our error body", () => apiError(400, "BAD_REQUEST", "Invalid state"), "Invalid state"],
    [
      "a legacy error field",
      () => HttpResponse.json({ error: "invalid_grant" }, { status: 400 }),
      "invalid_grant",
    ],
    ["no body", () => new HttpResponse(null, { status: 502 }), "Server responded with 502"],
  ])("youtubeOAuthCallback answers the failure for %s", async (_label, reply, message) => {
    route("get", "/youtubeOAuthCallback", reply);
    const { client, logger } = setup();
    expect(await client.youtubeOAuthCallback("c", "s")).toEqual({ success: false, error: message });
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it("youtubeOAuthCallback answers 'Unknown error' for a failure without a message", async () => {
    const { client } = setup({ getIdToken: () => Promise.reject("no reason") });
    expect(await client.youtubeOAuthCallback("c", "s")).toEqual({ success: false, error: "Unknown error" });
  });

  it("youtubeOAuthCallback answers the failure's message on a network error", async () => {
    route("get", "/youtubeOAuthCallback", () => HttpResponse.error());
    const { client } = setup();
    const result = await client.youtubeOAuthCallback("c", "s");
    expect(result.success).toBe(false);
    expect(!result.success && result.error).toMatch(/^GET \/youtubeOAuthCallback failed: /);
  });

  it("youtubeDisconnect sends the channel id", async () => {
    const seen = route("delete", "/youtubeDisconnect", () => HttpResponse.json({ success: true }));
    const { client } = setup();
    expect(await client.youtubeDisconnect("UCabcdefghijklmnopqrstuv")).toEqual({ success: true });
    expect(seen[0]).toMatchObject({
      method: "DELETE",
      authorization: "Bearer token-1",
      body: { channelId: "UCabcdefghijklmnopqrstuv" },
    });
  });

  it("youtubeDisconnect throws 'HTTP error! status N'", async () => {
    route("delete", "/youtubeDisconnect", () => apiError(404, "NOT_FOUND", "Channel not linked"));
    const { client } = setup();
    await expect(client.youtubeDisconnect("UCabcdefghijklmnopqrstuv")).rejects.toMatchObject({
      message: "HTTP error! status 404",
      status: 404,
      serverMessage: "Channel not linked",
    });
  });

  it("youtubeDisconnect refuses a bad channel id without calling the server", async () => {
    const seen = route("delete", "/youtubeDisconnect");
    const { client } = setup();
    await expect(client.youtubeDisconnect("mychannel")).rejects.toMatchObject({ code: "INVALID_REQUEST" });
    expect(seen).toHaveLength(0);
  });

  it("getConnectedYoutubeAccounts answers the accounts", async () => {
    const seen = route("get", "/connectedYoutubeAccounts", () =>
      HttpResponse.json({ youtubeAccounts: [sampleYoutubeAccount] }),
    );
    const { client } = setup();
    expect(await client.getConnectedYoutubeAccounts()).toEqual({ youtubeAccounts: [sampleYoutubeAccount] });
    expect(seen[0]?.authorization).toBe("Bearer token-1");
  });

  it("getConnectedYoutubeAccounts answers null on a 401; the raw call exposes the status", async () => {
    route("get", "/connectedYoutubeAccounts", () => apiError(401, "UNAUTHORIZED", "Invalid token"));
    const { client } = setup();
    expect(await client.getConnectedYoutubeAccounts()).toBeNull();
    await expect(client.raw.getConnectedYoutubeAccounts()).rejects.toMatchObject({ status: 401 });
  });

  it("getConnectedYoutubeAccounts answers null on a bad reply", async () => {
    route("get", "/connectedYoutubeAccounts", () =>
      HttpResponse.json({ youtubeAccounts: [{ channelId: "x" }] }),
    );
    const { client } = setup();
    expect(await client.getConnectedYoutubeAccounts()).toBeNull();
  });
});

describe("getChannelAnalytics", () => {
  it("sends no token and answers the object", async () => {
    const seen = route("get", "/getChannelAnalytics", () => HttpResponse.json({ videos: [{ id: 1 }] }));
    const { client, getIdToken } = setup();
    expect(await client.getChannelAnalytics()).toEqual({ videos: [{ id: 1 }] });
    expect(seen[0]?.authorization).toBeNull();
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it("answers null on failure or a non-object", async () => {
    route("get", "/getChannelAnalytics", () => HttpResponse.json([1, 2]));
    const { client } = setup();
    expect(await client.getChannelAnalytics()).toBeNull();
  });
});

describe("client options", () => {
  it("keeps a path prefix of the base URL", async () => {
    server.use(http.get(`${BASE}/v1/user`, () => HttpResponse.json({ userInfo: sampleUserInfo })));
    const { client } = setup({ baseUrl: `${BASE}/v1/` });
    expect(await client.getUser()).toEqual({ userInfo: sampleUserInfo });
  });

  it("uses an injected fetch", async () => {
    route("get", "/user", () => HttpResponse.json({ userInfo: sampleUserInfo }));
    const fetchSpy = vi.fn((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
    const { client } = setup({ fetch: fetchSpy });
    expect(await client.getUser()).toEqual({ userInfo: sampleUserInfo });
    expect(fetchSpy).toHaveBeenCalledOnce();
  });

  it("request() is a typed escape hatch that throws ApiError", async () => {
    route("get", "/healthz", () => HttpResponse.json({ ok: true }));
    route("get", "/missing", () => apiError(404, "NOT_FOUND", "Not found"));
    const { client } = setup();
    const { z } = await import("zod");
    const schema = z.object({ ok: z.boolean() });
    expect(await client.request({ method: "get", path: "healthz", schema, auth: false })).toEqual({
      ok: true,
    });
    await expect(client.request({ method: "get", path: "missing", schema })).rejects.toMatchObject({
      status: 404,
      message: "Not found",
    });
  });
});
