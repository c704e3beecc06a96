import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEST_WEB_ORIGIN, testEnv } from "../test/app.ts";
import { createApp } from "./app.ts";
import type { AuthProvider } from "./auth/firebase.ts";
import { type DatabaseConnection, openDatabase } from "./db/index.ts";

// These tests are about HTTP plumbing only; the database and auth provider are real but unused.
let db: DatabaseConnection;
beforeAll(async () => {
  db = await openDatabase({ driver: "pglite" });
});
afterAll(() => db.close());

const unusedAuth: AuthProvider = {
  verifyIdToken: () => Promise.reject(new Error("not used")),
  deleteUser: () => Promise.reject(new Error("not used")),
};

function appWithLogs(vars: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = createApp({ env: testEnv(vars), db, logger: pino({ level: "info" }, sink), auth: unusedAuth });
  return { app, lines };
}

function preflight(app: ReturnType<typeof createApp>, origin: string) {
  return app.request("/user", {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "PUT",
      "Access-Control-Request-Headers": "authorization,content-type",
    },
  });
}

describe("errors", () => {
  test("an unknown route answers 404 JSON", async () => {
    const { app } = appWithLogs();
    const response = await app.request("/no/such/route");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: { code: "NOT_FOUND", message: "No route for GET /no/such/route" },
    });
  });

  test("an unexpected error is logged and answered 500 without internals", async () => {
    const { app, lines } = appWithLogs();
    app.get("/explode", () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
    const response = await app.request("/explode");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "INTERNAL", message: "Internal server error" } });
    expect(text).not.toContain("secret");
    const logged = lines.find((line) => line.msg === "unhandled error");
    expect(logged).toMatchObject({
      level: 50,
      path: "/explode",
      err: { message: expect.stringContaining("secret") },
    });
  });

  test("a body over the size limit answers 413 JSON", async () => {
    const { app } = appWithLogs();
    app.post("/echo", async (c) => c.json(await c.req.json()));
    const response = await app.request("/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(300 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
  });

  test("every request is logged with its status", async () => {
    const { app, lines } = appWithLogs();
    await app.request("/healthz");
    expect(lines).toContainEqual(expect.objectContaining({ msg: "request", path: "/healthz", status: 200 }));
  });
});

describe("CORS", () => {
  const chromeOrigin = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";
  const safariOrigin = "safari-web-extension://0B5C2B8E-1C4B-4A0E-9F56-3E0A6F3C2D11";

  test.each([
    ["the website", TEST_WEB_ORIGIN],
    ["a Chrome extension", chromeOrigin],
    ["a Safari extension", safariOrigin],
  ])("a preflight from %s is allowed with the Authorization header", async (_name, origin) => {
    const response = await preflight(appWithLogs().app, origin);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    expect(response.headers.get("access-control-allow-methods")).toContain("PUT");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });

  test.each([
    ["another website", "https://evil.example.com"],
    ["the website's origin on another port", "http://localhost:5174"],
    ["a Firefox extension", "moz-extension://0B5C2B8E-1C4B-4A0E-9F56-3E0A6F3C2D11"],
  ])("%s gets no CORS permission", async (_name, origin) => {
    const response = await preflight(appWithLogs().app, origin);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  test("with EXTENSION_ORIGINS set, only the listed extensions are allowed", async () => {
    const { app } = appWithLogs({ EXTENSION_ORIGINS: chromeOrigin });
    expect((await preflight(app, chromeOrigin)).headers.get("access-control-allow-origin")).toBe(
      chromeOrigin,
    );
    const other = "chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba";
    expect((await preflight(app, other)).headers.get("access-control-allow-origin")).toBeNull();
    expect((await preflight(app, safariOrigin)).headers.get("access-control-allow-origin")).toBeNull();
    expect((await preflight(app, TEST_WEB_ORIGIN)).headers.get("access-control-allow-origin")).toBe(
      TEST_WEB_ORIGIN,
    );
  });

  test("simple requests carry the allow-origin header too", async () => {
    const response = await appWithLogs().app.request("/healthz", { headers: { Origin: TEST_WEB_ORIGIN } });
    expect(response.headers.get("access-control-allow-origin")).toBe(TEST_WEB_ORIGIN);
  });
});

describe("security headers", () => {
  test("every answer (errors included) forbids loading, framing and sniffing it", async () => {
    const { app } = appWithLogs();
    for (const path of ["/healthz", "/no/such/route"]) {
      const response = await app.request(path, { headers: { Origin: TEST_WEB_ORIGIN } });
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      // The website still reads the API's answers (CORS), which CORP does not restrict.
      expect(response.headers.get("access-control-allow-origin")).toBe(TEST_WEB_ORIGIN);
    }
  });
});
