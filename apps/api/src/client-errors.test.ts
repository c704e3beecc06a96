import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { ApiErrorSchema } from "@vi/types";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { answerClientErrorsAsJson } from "./client-errors.ts";

function send(port: number, headers: Record<string, string>) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ port, path: "/", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body }));
    });
    req.on("error", reject);
    req.end();
  });
}

// Issue 21: Node's own 431 (headers over 16 KB) answered an empty, non-JSON body.
describe("requests Node's parser refuses", () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    const app = new Hono().get("/", (c) => c.json({ ok: true }));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    answerClientErrorsAsJson(server);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test("headers over 16 KB -> 431 with the JSON error shape", async () => {
    const answer = await send(port, { "x-big": "a".repeat(20_000) });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(ApiErrorSchema.parse(JSON.parse(answer.body)).error.code).toBe("REQUEST_HEADER_FIELDS_TOO_LARGE");
  });

  test("a normal request still reaches the app", async () => {
    const answer = await send(port, { "x-small": "a" });
    expect(answer).toMatchObject({ status: 200, body: '{"ok":true}' });
  });
});
