// The fuzz harness must catch what it is there for: a contract whose validator lets a NUL through to the
// database (the 500 of issue 21, #3) fails the run; the same route with the input rule passes it.
import { defineContract, textInput } from "@vi/types";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import type { AppEnv } from "../../src/context.ts";
import { contractRoute } from "../../src/contract-route.ts";
import { onError, onNotFound } from "../../src/error-handler.ts";
import { createLogger } from "../../src/logger.ts";
import { openTestDatabase } from "../db.ts";
import { encodeQueryValue, type FuzzCase, fuzzContracts, judge } from "./harness.ts";

const response = z.object({ stored: z.string() });
const sound = defineContract({
  id: "storeNote",
  method: "POST",
  path: "/notes",
  auth: "none",
  summary: "Stores a note",
  body: z.object({ text: textInput(100, { min: 1 }) }),
  response,
  errors: [],
});
// The deliberately broken validator: a plain string lets NUL reach PostgreSQL text.
const broken = { ...sound, body: z.object({ text: z.string().min(1).max(100) }) };

describe("the fuzz harness", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase("pglite", { migrate: false });
    await opened.connection.db.execute(sql`create table notes (text text not null)`);
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  function appFor(contract: typeof sound) {
    const app = new Hono<AppEnv>();
    const logger = createLogger("silent");
    app.use(async (c, next) => {
      c.set("logger", logger);
      await next();
    });
    contractRoute(app, contract, {}, async (_c, { body }) => {
      await opened.connection.db.execute(sql`insert into notes (text) values (${body.text})`);
      return { stored: body.text };
    });
    app.notFound(onNotFound);
    app.onError(onError);
    return app;
  }

  const run = (contract: typeof sound) => {
    const app = appFor(contract);
    return fuzzContracts({
      contracts: [contract],
      request: async (path, init) => app.request(path, init),
      callerFor: async () => ({}),
      seed: 42,
      numRuns: 200,
    });
  };

  test("a validator that lets NUL through makes the run fail with the 500 and the request", async () => {
    const report = await run(broken);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatchObject({
      contract: "storeNote",
      problem: expect.stringMatching(/^answered 500/),
    });
    expect(report.failures[0]?.request).toMatch(/^POST \/notes\S* body=.*\\u0000/);
  });

  test("the same route with the input rule passes", async () => {
    const report = await run(sound);
    expect(report.failures).toEqual([]);
    expect(report.statuses["storeNote 200"]).toBeGreaterThan(20);
    expect(report.statuses["storeNote 400"]).toBeGreaterThan(20);
  });
});

describe("judge", () => {
  const sent: FuzzCase = { token: "none", query: "limit=x", body: "{}" };
  const error = (field?: string) =>
    JSON.stringify({ error: { code: "BAD_REQUEST", message: "no", ...(field ? { field } : {}) } });

  test("a 400 must name a field of the request", () => {
    expect(judge(sound, sent, 400, error("text"))).toBeUndefined();
    expect(judge(sound, sent, 400, error("limit"))).toBeUndefined();
    expect(judge(sound, sent, 400, error())).toMatch(/without naming the field/);
    expect(judge(sound, sent, 400, error("password"))).toMatch(/no field of the request/);
  });

  test("4xx bodies need the error shape; 2xx bodies the response schema", () => {
    expect(judge(sound, sent, 404, "")).toMatch(/not JSON/);
    expect(judge(sound, sent, 409, '{"message":"x"}')).toMatch(/without the error shape/);
    expect(judge(sound, sent, 200, '{"stored":"a"}')).toBeUndefined();
    expect(judge(sound, sent, 200, '{"stored":1}')).toMatch(/outside the response schema/);
    expect(judge(sound, sent, 503, error())).toMatch(/^answered 503/);
  });

  test("lone surrogates go out as their raw bytes, the rest as a browser encodes it", () => {
    expect(encodeQueryValue("a b")).toBe("a%20b");
    expect(encodeQueryValue("x\ud800y")).toBe("x%ED%A0%80y");
    expect(encodeQueryValue("😀")).toBe("%F0%9F%98%80");
  });
});
