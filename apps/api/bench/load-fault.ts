// `npm run bench` (after run.ts): load and fault figures for the real API process, printed, not asserted.
// The API (src/index.ts, API_MODE=all: HTTP and job workers) runs against the YouTube emulator and the
// Firebase Auth emulator; autocannon keeps N connections busy with a mix of GET /outliers,
// POST /videos/insights and POST /savedVideos by U users. On PostgreSQL the server is restarted halfway
// through (pg_ctlcluster); on PGlite there is no restart. After each run: requests/s, p50/p95/p99, answers
// by status, then every save answered 2xx is looked up in saved_videos (lost saves), and the API's quota
// counter is compared with the units the emulator counted.
//
// The ceiling: before the mix, the same server answers a trivial authenticated route (GET
// /getSavedVideoData without ids: token, limits, query check, a JSON answer, no query of its own) under the
// same connections for --ceiling S seconds; every mix figure is printed also as a share of it, which
// compares across machines and loads (docs/decisions/throughput.md).
//
// Options: --duration S (default 60), --connections N (default 50), --users N (default 20), --ceiling S
//          (default 10; 0 skips it), --processes N (WEB_CONCURRENCY of the API; default: its own default),
//          --entry FILE (another build of the API), --cpu-prof DIR (V8 profiles of the API's processes),
//          --skip-pglite, --skip-postgres, --no-restart; PostgreSQL from BENCH_DATABASE_URL or
//          TEST_DATABASE_URL (a database is created for the run and dropped after).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { generateCatalog, startYoutubeEmulator, type YoutubeEmulator } from "@vi/emulators/youtube";
import autocannon from "autocannon";
import pg from "pg";
import { startAuthEmulator } from "../../../scripts/lib/auth-emulator.mjs";
import { freePort, stopProcess } from "../../../scripts/lib/processes.mjs";
import { pacificDay } from "../src/youtube/quota.ts";

const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === "--" ? argv.slice(1) : argv,
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "50" },
    users: { type: "string", default: "20" },
    "skip-pglite": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
    "no-restart": { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
    ceiling: { type: "string", default: "10" },
    processes: { type: "string" },
    entry: { type: "string" },
  },
  allowPositionals: true,
  strict: false,
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const USERS = Number(args.users);
const CEILING_SECONDS = Number(args.ceiling);
const apiDir = join(import.meta.dirname, "..");
const YOUTUBE_KEY = "bench-key";

interface Ceiling {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

interface Figures {
  ceiling: Ceiling | null;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  byStatus: Record<string, number>;
  socketErrors: number;
  savesOk: number;
  savesLost: number;
  quotaCounted: number;
  emulatorUnits: number;
  restartedAtSecond: number | null;
  /** CPU ms per answered request of the mix: the API's processes, the Auth emulator, this process. */
  cpuPerRequest: { api: number | null; auth: number | null; bench: number };
}

/** autocannon's per-connection context: one request in flight per connection (no pipelining). */
interface RequestContext {
  startedAt: number;
  /** "uid:videoId" of a save request, else null. */
  save: string | null;
}

/**
 * CPU time (ms) used so far by a process and its live descendants (the API's cluster workers, the Auth
 * emulator's Java/Node children), from /proc; null where there is no /proc. A figure that does not depend
 * on the machine's load, unlike requests per second (docs/decisions/throughput.md).
 */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();
function treeCpuMs(root: number | undefined): number | null {
  if (root === undefined || !existsSync("/proc/self/stat")) return null;
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state ppid ... utime(14) stime(15).
      const text = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {}
  }
  let ticks = 0;
  for (const [pid, stat] of stats) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.ppid) {
      if (at === root) {
        ticks += stat.ticks;
        break;
      }
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function signUp(authHost: string, index: number) {
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`;
  const email = `bench-${index}-${randomBytes(3).toString("hex")}@example.com`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "password-123", returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string; localId: string };
  // The API takes verified emails only (email-link and Google sign-in verify them): verify as the admin
  // ("Bearer owner" in the emulator), then sign in again for a token that says so.
  const base = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  await fetch(`${base}/accounts:update?key=any`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ localId: body.localId, emailVerified: true }),
  });
  const signIn = await fetch(`${base}/accounts:signInWithPassword?key=any`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "password-123", returnSecureToken: true }),
  });
  const verified = (await signIn.json()) as { idToken: string };
  return { email, uid: body.localId, idToken: verified.idToken };
}

function startApi(vars: Record<string, string>): { child: ChildProcess; ready: Promise<void> } {
  // The production bundle when built (turbo's bench task builds first), else the sources through tsx.
  // --entry: another build of the API (an earlier commit's bundle, for a before/after run under one load).
  const entry = args.entry
    ? [String(args.entry)]
    : existsSync(join(apiDir, "dist", "index.js"))
      ? ["dist/index.js"]
      : ["--import", "tsx", "src/index.ts"];
  // --cpu-prof DIR: V8 CPU profiles of the API process(es), written when they exit (docs/decisions/throughput.md).
  const profile = args["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${args["cpu-prof"]}`] : [];
  const child = spawn(process.execPath, [...profile, ...entry], {
    cwd: apiDir,
    // The bench measures throughput, not the per-user request limits (docs/decisions/rate-limits.md).
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: "warn",
      // e.g. --import a script that counts queries while profiling (docs/decisions/throughput.md).
      ...(process.env.BENCH_API_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS } : {}),
      RATE_LIMIT_USER_PER_MINUTE: "1000000",
      RATE_LIMIT_COSTLY_PER_MINUTE: "1000000",
      RATE_LIMIT_IP_PER_MINUTE: "1000000",
      ...(args.processes ? { WEB_CONCURRENCY: String(args.processes) } : {}),
      // The request limits counted in Redis instead of PostgreSQL, as a deployment with REDIS_URL does.
      ...(process.env.REDIS_URL
        ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `bench-${process.pid}:` }
        : {}),
      ...vars,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const ready = (async () => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
      try {
        if ((await fetch(`http://127.0.0.1:${vars.API_PORT}/healthz`)).ok) return;
      } catch {}
      if (Date.now() > deadline) throw new Error("the API did not answer /healthz");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return { child, ready };
}

async function loadRun(options: {
  label: string;
  apiVars: Record<string, string>;
  authHost: string;
  /** The Auth emulator's process, for its CPU time. */
  authPid: number | undefined;
  emulator: YoutubeEmulator;
  videoIds: string[];
  restart: (() => void) | null;
  /** Reads back the saved (uid, videoId) pairs and today's quota units once the API has stopped. */
  readBack: () => Promise<{ saved: Set<string>; quotaUnits: number }>;
}): Promise<Figures> {
  const port = await freePort();
  const api = startApi({
    ...options.apiVars,
    API_PORT: String(port),
    YOUTUBE_API_KEY: YOUTUBE_KEY,
    YOUTUBE_API_BASE_URL: options.emulator.baseUrl,
    FIREBASE_AUTH_EMULATOR_HOST: options.authHost,
  });
  await api.ready;
  const base = `http://127.0.0.1:${port}`;
  const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(options.authHost, i)));
  for (const user of users) {
    await fetch(`${base}/user`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.idToken}`, "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, timezone: "UTC" }),
    });
  }
  const ceiling = CEILING_SECONDS > 0 ? await ceilingRun(base, users) : null;
  options.emulator.resetLog();

  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const savesOk = new Set<string>();
  let counter = 0;
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

  let restartedAtSecond: number | null = null;
  const cpuBefore = {
    api: treeCpuMs(api.child.pid),
    auth: treeCpuMs(options.authPid),
    bench: process.cpuUsage(),
  };
  const started = Date.now();
  const restartTimer =
    options.restart &&
    setTimeout(
      () => {
        restartedAtSecond = Math.round((Date.now() - started) / 1000);
        options.restart?.();
      },
      (DURATION * 1000) / 2,
    );

  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest(request, rawContext) {
          const context = rawContext as RequestContext;
          const user = users[counter++ % users.length]!;
          const kind = counter % 3;
          context.startedAt = performance.now();
          const headers = { ...request.headers, authorization: `Bearer ${user.idToken}` };
          if (kind === 0) {
            context.save = null;
            return { ...request, method: "GET", path: "/outliers", headers };
          }
          if (kind === 1) {
            context.save = null;
            const ids = Array.from({ length: 20 }, () => pick(options.videoIds));
            return {
              ...request,
              method: "POST",
              path: "/videos/insights",
              headers: { ...headers, "content-type": "application/json" },
              body: JSON.stringify({ ids: [...new Set(ids)] }),
            };
          }
          const videoId = pick(options.videoIds);
          context.save = `${user.uid}:${videoId}`;
          return {
            ...request,
            method: "POST",
            path: "/savedVideos",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ videoId }),
          };
        },
        onResponse(status, _body, rawContext) {
          const context = rawContext as RequestContext;
          latencies.push(performance.now() - context.startedAt);
          byStatus[status] = (byStatus[status] ?? 0) + 1;
          if (status >= 200 && status < 300 && context.save) savesOk.add(context.save);
        },
      },
    ],
  });
  const result = await instance;
  if (restartTimer) clearTimeout(restartTimer);
  const answered = Math.max(1, latencies.length);
  const perRequest = (after: number | null, before: number | null) =>
    after === null || before === null ? null : (after - before) / answered;
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const cpuPerRequest = {
    api: perRequest(treeCpuMs(api.child.pid), cpuBefore.api),
    auth: perRequest(treeCpuMs(options.authPid), cpuBefore.auth),
    bench: (benchCpu.user + benchCpu.system) / 1000 / answered,
  };

  // Let jobs started by the load finish their calls, then stop the API the way production does.
  api.child.kill("SIGTERM");
  await new Promise((resolve) => api.child.once("exit", resolve));
  const { saved, quotaUnits } = await options.readBack();
  const lost = [...savesOk].filter((key) => !saved.has(key)).length;
  const emulatorUnits = options.emulator.requestLog.reduce((sum, entry) => sum + entry.units, 0);
  latencies.sort((a, b) => a - b);
  return {
    ceiling,
    requests: latencies.length,
    perSecond: Math.round(latencies.length / ((Date.now() - started) / 1000)),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    byStatus,
    socketErrors: result.errors + result.timeouts,
    savesOk: savesOk.size,
    savesLost: lost,
    quotaCounted: quotaUnits,
    emulatorUnits,
    restartedAtSecond,
    cpuPerRequest,
  };
}

/** The trivial authenticated route under the same connections (see the top of this file). */
async function ceilingRun(base: string, users: { idToken: string }[]): Promise<Ceiling> {
  const latencies: number[] = [];
  let failed = 0;
  let counter = 0;
  const started = Date.now();
  await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: CEILING_SECONDS,
    requests: [
      {
        setupRequest(request, rawContext) {
          (rawContext as RequestContext).startedAt = performance.now();
          const user = users[counter++ % users.length]!;
          return {
            ...request,
            method: "GET",
            path: "/getSavedVideoData",
            headers: { ...request.headers, authorization: `Bearer ${user.idToken}` },
          };
        },
        onResponse(status, _body, rawContext) {
          latencies.push(performance.now() - (rawContext as RequestContext).startedAt);
          if (status !== 200) failed++;
        },
      },
    ],
  });
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(latencies.length / ((Date.now() - started) / 1000)),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed,
  };
}

function print(label: string, figures: Figures) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\n== ${label}: ${DURATION} s, ${CONNECTIONS} connections, ${USERS} users`);
  if (figures.restartedAtSecond !== null)
    console.log(`   PostgreSQL restarted at ${figures.restartedAtSecond} s`);
  const { ceiling } = figures;
  if (ceiling) {
    console.log(
      `   ceiling (GET /getSavedVideoData, no ids, ${CEILING_SECONDS} s): ${ceiling.perSecond}/s, p50 ${ms(ceiling.p50)}  p95 ${ms(ceiling.p95)}  p99 ${ms(ceiling.p99)}; not 200: ${ceiling.failed}`,
    );
  }
  // Throughput as a share of the ceiling's; latencies as multiples of its.
  const share = (value: number, of: number | undefined) =>
    of ? ` (${((100 * value) / of).toFixed(0)}% of the ceiling)` : "";
  const times = (value: number, of: number | undefined) => (of ? ` (${(value / of).toFixed(1)}x)` : "");
  console.log(
    `   requests ${figures.requests}, ${figures.perSecond}/s${share(figures.perSecond, ceiling?.perSecond)}`,
  );
  console.log(
    `   latency p50 ${ms(figures.p50)}${times(figures.p50, ceiling?.p50)}  p95 ${ms(figures.p95)}${times(figures.p95, ceiling?.p95)}  p99 ${ms(figures.p99)}${times(figures.p99, ceiling?.p99)}`,
  );
  const statuses = Object.entries(figures.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  console.log(`   answers by status: ${statuses}; socket errors/timeouts: ${figures.socketErrors}`);
  const cpu = (value: number | null) => (value === null ? "n/a" : `${value.toFixed(2)} ms`);
  console.log(
    `   CPU per request (whatever the load): API ${cpu(figures.cpuPerRequest.api)}, Auth emulator ${cpu(figures.cpuPerRequest.auth)}, bench (load generator, YouTube emulator) ${cpu(figures.cpuPerRequest.bench)}`,
  );
  console.log(`   saves answered 2xx: ${figures.savesOk}; missing from saved_videos: ${figures.savesLost}`);
  console.log(
    `   quota: API counter ${figures.quotaCounted} units, emulator counted ${figures.emulatorUnits} units (${
      figures.quotaCounted === figures.emulatorUnits ? "equal" : "DIFFERENT"
    })`,
  );
}

const catalog = generateCatalog(42, { channels: 40 });
const videoIds = catalog.channels.flatMap((channel) =>
  catalog
    .uploadsAt(channel, Date.now())
    .slice(0, 15)
    .map((video) => video.id),
);
const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
const auth = await startAuthEmulator({ port: authPort, hubPort, loggingPort, quiet: true });
const today = () => pacificDay(Date.now());

console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ")} on ${cpus().length} cores`,
);
try {
  if (!args["skip-pglite"]) {
    const emulator = await startYoutubeEmulator({ port: 0, apiKey: YOUTUBE_KEY, catalog });
    const dataDir = mkdtempSync(join(tmpdir(), "vi-bench-pglite-"));
    try {
      const figures = await loadRun({
        label: "PGlite",
        apiVars: { PGLITE_DIR: dataDir },
        authHost: auth.host,
        authPid: auth.child.pid,
        emulator,
        videoIds,
        restart: null,
        async readBack() {
          const client = await PGlite.create(dataDir);
          try {
            const saved = await client.query<{ key: string }>(
              "select uid || ':' || video_id as key from saved_videos",
            );
            const quota = await client.query<{ units: number }>(
              "select units from quota_usage where day = $1",
              [today()],
            );
            return {
              saved: new Set(saved.rows.map((row) => row.key)),
              quotaUnits: quota.rows[0]?.units ?? 0,
            };
          } finally {
            await client.close();
          }
        },
      });
      print("PGlite (no restart)", figures);
    } finally {
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!args["skip-postgres"] && !serverUrl) {
    console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  } else if (!args["skip-postgres"] && serverUrl) {
    const database = `vi_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    const emulator = await startYoutubeEmulator({ port: 0, apiKey: YOUTUBE_KEY, catalog });
    const version = readdirSync("/etc/postgresql")[0];
    const restart =
      args["no-restart"] || !version
        ? null
        : () => {
            execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "restart"], {
              stdio: "inherit",
            });
          };
    try {
      const figures = await loadRun({
        label: "PostgreSQL",
        apiVars: { DATABASE_URL: url.toString() },
        authHost: auth.host,
        authPid: auth.child.pid,
        emulator,
        videoIds,
        restart,
        async readBack() {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          try {
            const saved = await client.query<{ key: string }>(
              "select uid || ':' || video_id as key from saved_videos",
            );
            const quota = await client.query<{ units: number }>(
              "select units from quota_usage where day = $1",
              [today()],
            );
            return {
              saved: new Set(saved.rows.map((row) => row.key)),
              quotaUnits: quota.rows[0]?.units ?? 0,
            };
          } finally {
            await client.end();
          }
        },
      });
      print(restart ? "PostgreSQL (restarted mid-run)" : "PostgreSQL", figures);
    } finally {
      await emulator.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    }
  }
} finally {
  await stopProcess(auth.child);
}
