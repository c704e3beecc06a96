import { type ContractErrorCode, contracts } from "@vi/types";
import { sampleOutlierVideo, sampleUserInfo, sampleVideoInsight } from "@vi/types/fixtures";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from "vitest";
import { type ApiClientOptions, ApiError, createApiClient, encodeQuery, isContractError } from "./index.ts";

const BASE = "http://api.test";
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  /** The raw query string, to pin the wire format. */
  search: string;
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
        search: url.search,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
      });
      return reply();
    }),
  );
  return seen;
}

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const getIdToken = vi.fn(async (): Promise<string | null> => "token-1");
  const api = createApiClient({ baseUrl: BASE, getIdToken, ...overrides });
  return { api, getIdToken };
}

const apiError = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

/** The ApiError a promise rejects with (fails the test when it resolves or throws something else). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const outliersPage = { videoData: [sampleOutlierVideo], total: 1 };

describe("authentication", () => {
  it("sends the current ID token as a bearer token on every user call", async () => {
    const seen = route("get", "/user", () => HttpResponse.json({ userInfo: sampleUserInfo }));
    const tokens = ["token-1", "token-2"];
    const getIdToken = vi.fn(async () => tokens.shift() ?? null);
    const { api } = setup({ getIdToken });
    await api.call(contracts.getUser);
    await api.call(contracts.getUser);
    expect(seen.map((s) => s.authorization)).toEqual(["Bearer token-1", "Bearer token-2"]);
  });

  it("sends the token on admin calls", async () => {
    const seen = route("get", "/admin/affiliateApplications", () =>
      HttpResponse.json({ applications: [], total: 0 }),
    );
    const { api } = setup();
    await api.call(contracts.listAffiliateApplications, { query: { limit: 20 } });
    expect(seen[0]?.authorization).toBe("Bearer token-1");
    expect(seen[0]?.query).toEqual({ limit: "20" });
  });

  it("sends no token to public endpoints and does not ask for one", async () => {
    const seen = route("post", "/affiliateApplications", () =>
      HttpResponse.json({ success: true }, { status: 201 }),
    );
    const { api, getIdToken } = setup();
    const application = {
      name: "Ada",
      email: "ada@example.com",
      website: "https://ada.dev",
      followers: "1000-10000" as const,
      message: "Hi",
    };
    expect(await api.call(contracts.submitAffiliateApplication, { body: application })).toEqual({
      success: true,
    });
    expect(seen[0]?.authorization).toBeNull();
    expect(seen[0]?.body).toEqual(application);
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it("sends nothing without a token: NOT_SIGNED_IN", async () => {
    const seen = route("get", "/user");
    const { api } = setup({ getIdToken: () => null });
    const error = await failure(api.call(contracts.getUser));
    expect(error).toMatchObject({ status: 0, code: "NOT_SIGNED_IN", message: "Please sign in to continue" });
    expect(seen).toHaveLength(0);
  });

  it("turns a failing token source into NOT_SIGNED_IN", async () => {
    const { api } = setup({
      getIdToken: () => {
        throw new Error("auth/network-request-failed");
      },
    });
    const error = await failure(api.call(contracts.deleteUser));
    expect(error).toMatchObject({ status: 0, code: "NOT_SIGNED_IN", message: "auth/network-request-failed" });
  });
});

describe("requests", () => {
  it("uses the contract's method and path below a base URL with a prefix", async () => {
    const seen = route("delete", "/v1/user", () => HttpResponse.json({ success: true }));
    const { api } = setup({ baseUrl: `${BASE}/v1` });
    expect(await api.call(contracts.deleteUser)).toEqual({ success: true });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(["DELETE /v1/user"]);
  });

  it("encodes the query as given: numbers as text, null and undefined left out", async () => {
    const seen = route("get", "/outliers", () => HttpResponse.json(outliersPage));
    const { api } = setup();
    await api.call(contracts.getOutliers, {
      query: {
        minViews: 1000,
        maxViews: null,
        q: "cooking",
        sort: "videoVph",
        order: "asc",
        offset: undefined,
      },
    });
    expect(seen[0]?.query).toEqual({ minViews: "1000", q: "cooking", sort: "videoVph", order: "asc" });
  });

  it("calls with no query at all", async () => {
    const seen = route("get", "/outliers", () => HttpResponse.json(outliersPage));
    const { api } = setup();
    expect(await api.call(contracts.getOutliers)).toEqual(outliersPage);
    expect(seen[0]?.search).toBe("");
  });

  it("sends saved video ids as one comma list, as the server has always read them", async () => {
    const seen = route("get", "/getSavedVideoData", () =>
      HttpResponse.json({ videoData: [sampleOutlierVideo] }),
    );
    const { api } = setup();
    await api.call(contracts.getSavedVideoData, {
      query: { savedVideoIds: ["abc123def45", "abc123def46"], useFakedBackendData: false },
    });
    await api.call(contracts.getSavedVideoData, { query: { savedVideoIds: [] } });
    expect(seen.map((s) => s.search)).toEqual([
      "?savedVideoIds=abc123def45%2Cabc123def46&useFakedBackendData=false",
      "?savedVideoIds=",
    ]);
  });

  it("sends the body as JSON", async () => {
    const seen = route("put", "/user", () => HttpResponse.json({ success: true }));
    const { api } = setup();
    await api.call(contracts.updateUser, { body: { name: "Ada", timezone: null } });
    expect(seen[0]?.body).toEqual({ name: "Ada", timezone: null });
  });

  it("passes the answer through the response schema (defaults, types)", async () => {
    route("post", "/videos/insights", () => HttpResponse.json({ insights: [sampleVideoInsight] }));
    const { api } = setup();
    const answer = await api.call(contracts.getVideoInsights, {
      body: { ids: [sampleVideoInsight.videoId] },
    });
    expectTypeOf(answer.insights[0]?.recentVph).toEqualTypeOf<number | null | undefined>();
    expect(answer).toEqual({ insights: [sampleVideoInsight] });
  });
});

describe("input checked before sending: INVALID_REQUEST", () => {
  it("refuses a bad body naming the field, without a request", async () => {
    const seen = route("post", "/savedVideos");
    const { api } = setup();
    const error = await failure(api.call(contracts.saveVideo, { body: { videoId: "not-an-id" } }));
    expect(error).toMatchObject({ status: 0, code: "INVALID_REQUEST" });
    expect(error.message).toContain("videoId: Invalid video id");
    expect(seen).toHaveLength(0);
  });

  it("refuses a missing or misspelt query parameter", async () => {
    const seen = route("delete", "/deleteSavedVideo");
    const { api } = setup();
    const missing = await failure(
      // @ts-expect-error videoId is required
      api.call(contracts.deleteSavedVideo, { query: {} }),
    );
    expect(missing.code).toBe("INVALID_REQUEST");
    expect(missing.message).toContain("videoId");
    const misspelt = await failure(
      // @ts-expect-error minView is not a parameter
      api.call(contracts.getOutliers, { query: { minView: 5 } }),
    );
    expect(misspelt.code).toBe("INVALID_REQUEST");
    expect(misspelt.message).toContain("minView");
    expect(seen).toHaveLength(0);
  });

  it("refuses an update with nothing in it", async () => {
    const { api } = setup();
    const error = await failure(api.call(contracts.updateUser, { body: { name: null } }));
    expect(error).toMatchObject({
      code: "INVALID_REQUEST",
      message: "Invalid body for PUT /user: body: Nothing to update",
    });
  });
});

describe("failures", () => {
  it("an error status carries the server's status, code and message", async () => {
    route("get", "/user", () => apiError(404, "NOT_FOUND", "No user record yet: create it with POST /user"));
    const { api } = setup();
    const error = await failure(api.call(contracts.getUser));
    expect(error).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
      message: "No user record yet: create it with POST /user",
    });
  });

  it("a failure the contract declares carries its `when` and narrows to the contract's codes", async () => {
    route("post", "/analyses/comments", () =>
      apiError(429, "QUOTA_EXCEEDED", "You have used today's 2 comment analyses."),
    );
    const { api } = setup();
    const error = await failure(
      api.call(contracts.createCommentAnalysis, { body: { videoId: "abc123def45" } }),
    );
    expect(error.declared).toEqual(
      contracts.createCommentAnalysis.errors.find((e) => e.code === "QUOTA_EXCEEDED"),
    );
    expect(isContractError(error, contracts.createCommentAnalysis, "QUOTA_EXCEEDED")).toBe(true);
    expect(isContractError(error, contracts.createCommentAnalysis, "NO_COMMENTS")).toBe(false);
    expect(isContractError(error, contracts.getUser)).toBe(false);
    // The contract's codes are literal: one it declares is in the union, one it does not is not.
    type Codes = ContractErrorCode<typeof contracts.createCommentAnalysis>;
    expectTypeOf<"QUOTA_EXCEEDED" extends Codes ? true : false>().toEqualTypeOf<true>();
    expectTypeOf<"CONFLICT" extends Codes ? true : false>().toEqualTypeOf<false>();
    if (isContractError(error, contracts.createCommentAnalysis))
      expectTypeOf(error.code).toEqualTypeOf<Codes>();
  });

  it("a failure the contract does not declare has no `declared` and is no contract error", async () => {
    route("get", "/user", () => apiError(409, "CONFLICT", "Something unexpected"));
    const { api } = setup();
    const error = await failure(api.call(contracts.getUser));
    expect(error).toMatchObject({ status: 409, code: "CONFLICT", declared: undefined });
    expect(isContractError(error, contracts.getUser)).toBe(false);
  });

  it("an error status without our error body is HTTP_ERROR", async () => {
    route("get", "/admin/stats", () => new HttpResponse("<html>Bad gateway</html>", { status: 502 }));
    const { api } = setup();
    const error = await failure(api.call(contracts.getAdminStats));
    expect(error).toMatchObject({
      status: 502,
      code: "HTTP_ERROR",
      message: "Request failed with status 502",
    });
  });

  it("an answer of the wrong shape is INVALID_RESPONSE, with its status", async () => {
    route("get", "/outliers", () => HttpResponse.json({ videoData: [{ videoId: 1 }], total: 1 }));
    const { api } = setup();
    const error = await failure(api.call(contracts.getOutliers));
    expect(error).toMatchObject({ status: 200, code: "INVALID_RESPONSE" });
    expect(error.message).toContain("videoData.0.videoId");
  });

  it("an answer that is not JSON is INVALID_RESPONSE", async () => {
    route("get", "/healthz", () => new HttpResponse("ok", { status: 200 }));
    const { api } = setup();
    const error = await failure(api.call(contracts.health));
    expect(error).toMatchObject({
      status: 200,
      code: "INVALID_RESPONSE",
      message: "Invalid response from GET /healthz: not JSON",
    });
  });

  it("no answer at all is NETWORK_ERROR with status 0", async () => {
    route("get", "/user", () => HttpResponse.error());
    const { api } = setup();
    const error = await failure(api.call(contracts.getUser));
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("a slow answer is TIMEOUT", async () => {
    route("get", "/user", async () => {
      await delay(500);
      return HttpResponse.json({ userInfo: sampleUserInfo });
    });
    const { api } = setup({ timeout: 50 });
    const error = await failure(api.call(contracts.getUser));
    expect(error).toMatchObject({ status: 0, code: "TIMEOUT", message: "GET /user timed out" });
  });

  it("a cancelled call is ABORTED", async () => {
    route("get", "/outliers", async () => {
      await delay(500);
      return HttpResponse.json(outliersPage);
    });
    const { api } = setup();
    const controller = new AbortController();
    const pending = failure(api.call(contracts.getOutliers, {}, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toMatchObject({ status: 0, code: "ABORTED" });
  });
});

describe("types", () => {
  it("types the answer from the contract and requires the input it needs", () => {
    const { api } = setup();
    expectTypeOf<ReturnType<typeof api.call<typeof contracts.getUser>>>().resolves.toHaveProperty("userInfo");
    expectTypeOf(api.call<typeof contracts.saveVideo>)
      .parameter(1)
      .toEqualTypeOf<{ body: { videoId: string } }>();
    // @ts-expect-error saveVideo needs its body
    void api.call(contracts.saveVideo).catch(() => undefined);
  });
});

describe("encodeQuery", () => {
  it("joins arrays with commas and leaves out empty values", () => {
    expect(encodeQuery({ a: ["x", "y"], b: 0, c: null, d: undefined, e: false }).toString()).toBe(
      "a=x%2Cy&b=0&e=false",
    );
  });
});
