import type { ViUserData } from "@vi/types";
import { describe, expect, test, vi } from "vitest";
import {
  createTokenRefresher,
  REFRESH_MARGIN_MS,
  secureTokenUrl,
  tokenExpiresAt,
} from "../../background/id-token.ts";

const NOW = 1_750_000_000_000;
const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.s`;
const tokenExpiringIn = (ms: number) => jwt({ exp: Math.floor((NOW + ms) / 1000), email: "a@example.com" });

const USER: ViUserData = {
  idToken: tokenExpiringIn(60 * 60_000),
  refreshToken: "refresh-1",
  savedVideoIds: {},
  isAdmin: false,
  youtubeAccounts: [],
  currentAccount: null,
};

function setup(user: ViUserData | null, respond: () => Response | Promise<Response>) {
  let stored = user;
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => respond());
  const refresher = createTokenRefresher({
    url: "http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=demo-api-key",
    fetch: fetch as unknown as typeof globalThis.fetch,
    getUser: async () => stored,
    setUser: async (next) => {
      stored = next;
    },
    now: () => NOW,
  });
  return { refresher, fetch, stored: () => stored };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("token refresher", () => {
  test("a token with time left is handed out as is", async () => {
    const { refresher, fetch } = setup(USER, () => json(500, {}));
    expect(await refresher.freshIdToken()).toBe(USER.idToken);
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a token about to expire is refreshed once for concurrent callers and stored", async () => {
    const user = { ...USER, idToken: tokenExpiringIn(REFRESH_MARGIN_MS - 1000) };
    const { refresher, fetch, stored } = setup(user, () =>
      json(200, { id_token: "new-id", refresh_token: "refresh-2", expires_in: "3600" }),
    );
    const [a, b] = await Promise.all([refresher.freshIdToken(), refresher.freshIdToken()]);
    expect([a, b]).toEqual(["new-id", "new-id"]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=demo-api-key");
    expect(init?.body).toBe("grant_type=refresh_token&refresh_token=refresh-1");
    expect(stored()).toMatchObject({ idToken: "new-id", refreshToken: "refresh-2", savedVideoIds: {} });
  });

  test("a refused refresh token signs the user out", async () => {
    const user = { ...USER, idToken: tokenExpiringIn(-1000) };
    const { refresher, stored } = setup(user, () =>
      json(400, { error: { code: 400, message: "INVALID_REFRESH_TOKEN" } }),
    );
    expect(await refresher.freshIdToken()).toBeNull();
    expect(stored()).toBeNull();
  });

  test("a server error keeps the user and reports the failure", async () => {
    const user = { ...USER, idToken: tokenExpiringIn(-1000) };
    const { refresher, stored } = setup(user, () => json(503, { error: { message: "UNAVAILABLE" } }));
    await expect(refresher.freshIdToken()).rejects.toThrow("HTTP 503 UNAVAILABLE");
    expect(stored()).toEqual(user);
  });

  test("signed out: no token and no request", async () => {
    const { refresher, fetch } = setup(null, () => json(200, {}));
    expect(await refresher.freshIdToken()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

test("tokenExpiresAt and secureTokenUrl", () => {
  expect(tokenExpiresAt(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  expect(tokenExpiresAt("not-a-jwt")).toBeNull();
  expect(secureTokenUrl("k e y", null)).toBe("https://securetoken.googleapis.com/v1/token?key=k%20e%20y");
  expect(secureTokenUrl("demo-api-key", "http://127.0.0.1:9099")).toBe(
    "http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=demo-api-key",
  );
});
