import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { expect, test } from "vitest";
import { createTestApp } from "../../test/app.ts";
import { forEachDatabase, testDatabaseUrl } from "../../test/db.ts";
import { openDatabase } from "../db/index.ts";

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

test("GET /readyz answers 503 until start-up has migrated and started the queue", async () => {
  const connection = await openDatabase({ driver: "pglite" });
  try {
    const response = await createTestApp(connection).request("/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      ready: false,
      database: "up",
      migrations: "pending",
      queue: "stopped",
    });
  } finally {
    await connection.close();
  }
}, 120_000);

/**
 * A TCP relay in front of the test PostgreSQL: `down()` cuts every connection and refuses new ones (the
 * server going away), `up()` lets them through again.
 */
async function relayTo(url: string) {
  const target = new URL(url);
  let open = true;
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const server = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        server.destroy();
      });
    }
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const relayed = new URL(url);
  relayed.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;
  return {
    url: relayed.href,
    down() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

test.skipIf(!testDatabaseUrl())(
  "GET /readyz answers 503 while PostgreSQL is down, 200 once it is back",
  async () => {
    const relay = await relayTo(testDatabaseUrl() ?? "");
    const connection = await openDatabase({ driver: "postgres", url: relay.url, maxConnections: 2 });
    try {
      const app = createTestApp(
        connection,
        {},
        { app: { readiness: { migrated: true, queueStarted: true } } },
      );
      expect((await app.request("/readyz")).status).toBe(200);
      relay.down();
      const down = await app.request("/readyz");
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({
        ready: false,
        database: "down",
        migrations: "applied",
        queue: "started",
      });
      relay.up();
      const back = await app.request("/readyz");
      expect(back.status).toBe(200);
      expect(await back.json()).toEqual({
        ready: true,
        database: "up",
        migrations: "applied",
        queue: "started",
      });
    } finally {
      await connection.close();
      await relay.close();
    }
  },
);
