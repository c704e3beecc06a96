// Shutdown of the real entry (src/index.ts run by tsx, as `npm run dev` does, on a throw-away PGlite):
// SIGTERM stops taking connections, stops the job workers, and exits 0; a shutdown that cannot finish in
// SHUTDOWN_TIMEOUT_MS exits 1. The process is real, so these tests wait for its log lines (bounded).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, expect, test } from "vitest";
import { testDatabaseUrl } from "../test/db.ts";

const apiDir = join(import.meta.dirname, "..");
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  lines: () => { msg?: string; port?: number }[];
  waitForLog: (msg: string) => Promise<{ port?: number }>;
  exited: Promise<number | null>;
}

function startEntry(vars: Record<string, string>): Started {
  const dir = mkdtempSync(join(tmpdir(), "vi-start-"));
  dirs.push(dir);
  const child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PGLITE_DIR: dir,
      API_PORT: "0",
      // No metrics listener unless a test asks for one (parallel tests would race for 9464).
      METRICS_PORT: "0",
      LOG_LEVEL: "info",
      ...vars,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const parsed: { msg?: string; port?: number }[] = [];
  let buffer = "";
  let stderr = "";
  const waiters: (() => void)[] = [];
  child.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      try {
        parsed.push(JSON.parse(line));
      } catch {
        parsed.push({ msg: line });
      }
    }
    for (const wake of waiters.splice(0)) wake();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    lines: () => parsed,
    exited,
    async waitForLog(msg) {
      const deadline = Date.now() + 180_000;
      for (;;) {
        const found = parsed.find((line) => line.msg?.startsWith(msg));
        if (found) return found;
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`no "${msg}" log line; stderr: ${stderr}; stdout: ${JSON.stringify(parsed)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
  };
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

test("/readyz turns 200 once migrated and the queue started; metrics on their own listener", async () => {
  const metricsPort = await freePort();
  const api = startEntry({ METRICS_PORT: String(metricsPort) });
  const { port } = await api.waitForLog("API listening");
  await api.waitForLog("ready:");
  const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({
    ready: true,
    database: "up",
    migrations: "applied",
    queue: "started",
  });
  // Not on the public port.
  expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(metrics).toMatch(/vi_http_request_duration_seconds_count\{[^}]*route="\/readyz"[^}]*status="200"/);
  for (const name of [
    "vi_rate_limit_refusals_total",
    "vi_job_queue_depth",
    "vi_jobs_active",
    "vi_jobs_failed",
    "vi_recap_emails_total",
    "vi_process_nodejs_eventloop_lag_seconds",
  ])
    expect(metrics).toContain(name);
  api.child.kill("SIGTERM");
  expect(await api.exited).toBe(0);
}, 240_000);

test("SIGTERM: stops the HTTP server and the job workers, then exits 0", async () => {
  const api = startEntry({});
  const { port } = await api.waitForLog("API listening");
  await api.waitForLog("job workers started");
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

  api.child.kill("SIGTERM");
  expect(await api.exited).toBe(0);
  const messages = api.lines().map((line) => line.msg);
  expect(messages).toContain("shutting down");
  expect(messages.at(-1)).toBe("stopped");
  expect(await canConnect(port!)).toBe(false);
}, 240_000);

test("SIGTERM refuses new connections at once; past SHUTDOWN_TIMEOUT_MS it exits 1 (forced)", async () => {
  const api = startEntry({ SHUTDOWN_TIMEOUT_MS: "1500" });
  const { port } = await api.waitForLog("API listening");
  // A request that never finishes arriving keeps the server from closing.
  const stuck = connect(port!, "127.0.0.1");
  await new Promise((resolve) => stuck.once("connect", resolve));
  stuck.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n");

  api.child.kill("SIGTERM");
  await api.waitForLog("shutting down");
  expect(await canConnect(port!)).toBe(false);
  expect(api.child.exitCode).toBeNull();
  expect(await api.exited).toBe(1);
  expect(api.lines().map((line) => line.msg)).toContain("shutdown took too long: exiting (forced)");
  stuck.destroy();
}, 240_000);

test("API_MODE=worker runs the jobs without HTTP and stops on SIGTERM", async () => {
  const worker = startEntry({ API_MODE: "worker" });
  await worker.waitForLog("worker running the jobs (no HTTP)");
  expect(worker.lines().some((line) => line.msg?.startsWith("API listening"))).toBe(false);
  worker.child.kill("SIGTERM");
  expect(await worker.exited).toBe(0);
}, 240_000);

// node:cluster (src/cluster.ts) on PostgreSQL: the processes share one port, only the first runs the
// jobs, the primary serves their summed metrics, and SIGTERM stops them all with exit code 0.
test.skipIf(!testDatabaseUrl())(
  "WEB_CONCURRENCY=2: two processes on one port, the jobs in one, summed metrics, SIGTERM exits 0",
  async () => {
    const serverUrl = testDatabaseUrl() ?? "";
    const database = `vi_cluster_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      const [port, metricsPort] = [await freePort(), await freePort()];
      const api = startEntry({
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: "2",
        API_PORT: String(port),
        METRICS_PORT: String(metricsPort),
      });
      await api.waitForLog("starting the API processes");
      for (;;) {
        const readyLines = api.lines().filter((line) => line.msg?.startsWith("ready:"));
        if (readyLines.length === 2) break;
        await api.waitForLog("ready:");
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const messages = api.lines().map((line) => line.msg ?? "");
      expect(messages.filter((msg) => msg.startsWith("API listening"))).toHaveLength(2);
      // The first process runs the jobs; the second only sends them.
      expect(messages.filter((msg) => msg === "job workers started")).toHaveLength(1);
      expect(messages.filter((msg) => msg === "job queue ready")).toHaveLength(1);
      for (let i = 0; i < 6; i++) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const count = /vi_http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*\} (\d+)/g;
      const healthz = [...metrics.matchAll(count)].reduce((sum, match) => sum + Number(match[1]), 0);
      expect(healthz).toBe(6);
      api.child.kill("SIGTERM");
      expect(await api.exited).toBe(0);
      expect(await canConnect(port)).toBe(false);
    } finally {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  },
  240_000,
);
