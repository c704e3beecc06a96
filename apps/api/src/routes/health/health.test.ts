import { expect, test } from "vitest";
import { createTestApp } from "../../../test/app.ts";
import { forEachDatabase } from "../../../test/db.ts";
import { openDatabase } from "../../db/index.ts";

forEachDatabase((t) => {
  test("GET /healthz reports the database up", async () => {
    const response = await createTestApp(t.connection).request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, database: "up" });
  });
});

test("GET /healthz answers 503 when PGlite is closed", async () => {
  const connection = await openDatabase({ driver: "pglite" });
  await connection.close();
  const response = await createTestApp(connection).request("/healthz");
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ ok: false, database: "down" });
});

test("GET /healthz answers 503 when PostgreSQL cannot be reached", async () => {
  // Nothing listens on port 1: every connection attempt fails.
  const connection = await openDatabase({ driver: "postgres", url: "postgres://postgres@127.0.0.1:1/none" });
  try {
    const response = await createTestApp(connection).request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, database: "down" });
  } finally {
    await connection.close();
  }
});
