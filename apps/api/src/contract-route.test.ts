import { type Contract, contracts, defineContract } from "@vi/types";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { testEnv } from "../test/app.ts";
import { createApp } from "./app.ts";
import { type AuthProvider, InvalidTokenError } from "./auth/firebase.ts";
import type { AppEnv } from "./context.ts";
import { assertRouteParity, contractRoute, routeParity } from "./contract-route.ts";
import { type DatabaseConnection, openDatabase } from "./db/index.ts";
import { onError } from "./error-handler.ts";
import { HttpError } from "./errors.ts";
import { createLogger } from "./logger.ts";

let db: DatabaseConnection;
beforeAll(async () => {
  db = await openDatabase({ driver: "pglite" });
});
afterAll(() => db.close());

/** Accepts the token "good" as user u1; these tests are about registration, not Firebase. */
const fakeAuth: AuthProvider = {
  verifyIdToken: async (token) => {
    if (token !== "good") throw new InvalidTokenError("bad token");
    return { uid: "u1", email: "u1@example.com", name: null, emailVerified: true };
  },
  deleteUser: () => Promise.reject(new Error("not used")),
};

const allContracts: Contract[] = Object.values(contracts);
const app = () => createApp({ env: testEnv(), db, logger: createLogger("silent"), auth: fakeAuth });

describe("route/contract parity", () => {
  test("every route of the app has a contract and every contract a route", () => {
    assertRouteParity(app().routes, allContracts);
  });

  test("the check fails for a route registered without a contract", () => {
    const extended = app();
    extended.get("/admin/secret", (c) => c.json({}));
    expect(routeParity(extended.routes, allContracts)).toEqual({
      routesWithoutContract: ["GET /admin/secret"],
      contractsWithoutRoute: [],
    });
    expect(() => assertRouteParity(extended.routes, allContracts)).toThrow(
      "route without a contract: GET /admin/secret",
    );
  });

  test("the check fails for a contract without a route", () => {
    const routes = app().routes.filter((route) => route.path !== "/channelVideos");
    expect(routeParity(routes, allContracts)).toEqual({
      routesWithoutContract: [],
      contractsWithoutRoute: ["GET /channelVideos"],
    });
    expect(() => assertRouteParity(routes, allContracts)).toThrow(
      "contract without a route: GET /channelVideos",
    );
  });

  test("the same path under another method counts as another route", () => {
    const routes = [...app().routes, { method: "PATCH", path: "/user" }];
    expect(routeParity(routes, allContracts).routesWithoutContract).toEqual(["PATCH /user"]);
  });
});

describe("contractRoute", () => {
  const echo = defineContract({
    id: "echo",
    method: "POST",
    path: "/echo",
    auth: "user",
    summary: "test",
    query: z.object({ n: z.coerce.number<string>().int() }).strict(),
    body: z.object({ word: z.string().min(2) }),
    response: z.object({ uid: z.string(), n: z.number(), word: z.string() }),
    errors: [],
  });

  function echoApp() {
    const router = new Hono<AppEnv>();
    router.use((c, next) => {
      c.set("logger", createLogger("silent"));
      return next();
    });
    contractRoute(router, echo, { auth: fakeAuth }, async (c, { query, body }) => {
      c.status(201);
      return { uid: c.var.user.uid, n: query.n, word: body.word };
    });
    router.onError(onError);
    return router;
  }

  const post = (path: string, body: unknown, token?: string) =>
    echoApp().request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  test("hands the parsed query and body to the handler, which may set the status", async () => {
    const response = await post("/echo?n=7", { word: "hi" }, "good");
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ uid: "u1", n: 7, word: "hi" });
  });

  test("checks the token before the input", async () => {
    const response = await post("/echo?n=x", { word: "" });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("UNAUTHORIZED");
  });

  test("answers 400 naming the field of a bad query or body", async () => {
    const badQuery = await post("/echo?n=x", { word: "hi" }, "good");
    expect(badQuery.status).toBe(400);
    expect(await badQuery.json()).toEqual({
      error: { code: "BAD_REQUEST", message: expect.stringMatching(/^n: /), field: "n" },
    });
    const badBody = await post("/echo?n=1", { word: "h" }, "good");
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toEqual({
      error: { code: "BAD_REQUEST", message: expect.stringMatching(/^word: /), field: "word" },
    });
  });

  test("an error's retry delay is sent in the body and as Retry-After", async () => {
    const router = new Hono<AppEnv>();
    router.get("/busy", () => {
      throw new HttpError(429, "TOO_MANY_REQUESTS", "Slow down", {
        retryAfterSeconds: 30,
        details: { limit: 5 },
      });
    });
    router.onError(onError);
    const response = await router.request("/busy");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({
      error: {
        code: "TOO_MANY_REQUESTS",
        message: "Slow down",
        retryAfterSeconds: 30,
        details: { limit: 5 },
      },
    });
  });

  test("refuses to register a guarded route without what guards it", () => {
    expect(() =>
      contractRoute(new Hono<AppEnv>(), echo, {}, async () => ({ uid: "", n: 0, word: "" })),
    ).toThrow(/needs the auth provider/);
    expect(() =>
      contractRoute(new Hono<AppEnv>(), contracts.getAdminStats, { auth: fakeAuth }, async () => {
        throw new Error("not called");
      }),
    ).toThrow(/needs the database/);
  });
});
