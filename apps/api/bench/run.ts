// `pnpm --filter @vi/api bench`: figures, not assertions (what they settled: docs/decisions/).
//  1. GET /outliers over 1,000,000 generated videos, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or
//     TEST_DATABASE_URL; skipped with a message when neither is set): p50/p95 of five representative
//     filter + sort + total combinations, date ranges sorted by keys that go with age, and deep pages by
//     offset and by cursor. Targets: p95 <= 30 ms PostgreSQL, <= 60 ms PGlite; at 10M rows
//     (`--rows 10000000 --skip-pglite`) p95 <= 100 ms.
//  2. POST /videos/insights for 200 stored ids: p95 (target <= 30 ms).
//  3. Quota efficiency of a full refresh of 10,000 stored videos against the YouTube emulator
//     (target >= 49 videos per unit).
// Requests go through the real app in-process (routing, validation, SQL, JSON). Token verification is
// replaced by a fixed token: firebase-admin's check of a real token is a local signature check.
//
// Options: --rows N (default 1000000), --runs N (default 40), --only outliers|insights|quota,
//          --skip-pglite, --skip-postgres,
//          --schema NAME (PostgreSQL: keep the seeded table in schema NAME and reuse it on the next run with
//          the same --rows, instead of a throwaway schema: seeding 10M rows takes minutes)
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { generateCatalog, startYoutubeEmulator } from "@vi/emulators/youtube";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createApp } from "../src/app.ts";
import { type AuthProvider, InvalidTokenError } from "../src/auth/firebase.ts";
import { type DatabaseConnection, openDatabase } from "../src/db/index.ts";
import { loadEnv } from "../src/env.ts";
import { refreshVideos } from "../src/jobs/refresh.ts";
import { trackDueChannels } from "../src/jobs/track.ts";
import { createLogger } from "../src/logger.ts";
import { createServices } from "../src/services.ts";
import { createDatabaseQuotaBudget } from "../src/videos/quota-budget.ts";
import { requestTracking } from "../src/videos/tracking.ts";
import { createYoutubeClient } from "../src/youtube/client.ts";
import { loadVideos } from "./load.ts";

// `pnpm run bench -- --only outliers` hands the script a literal "--" before the options.
const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === "--" ? argv.slice(1) : argv,
  options: {
    rows: { type: "string", default: "1000000" },
    runs: { type: "string", default: "40" },
    only: { type: "string" },
    schema: { type: "string" },
    "skip-pglite": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
for (const [name, value] of [
  ["--rows", ROWS],
  ["--runs", RUNS],
] as const) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
}
if (args.only !== undefined && !["outliers", "insights", "quota"].includes(args.only)) {
  throw new Error("--only must be one of outliers, insights, quota");
}
const TOKEN = "bench-token";
const NOW = new Date();
const logger = createLogger("silent");

const auth: AuthProvider = {
  async verifyIdToken(token) {
    if (token !== TOKEN) throw new InvalidTokenError("not the bench token");
    return { uid: "bench-user", email: "bench@example.com", name: null, emailVerified: true };
  },
  async deleteUser() {},
};

function benchApp(connection: DatabaseConnection) {
  // The bench's clock stands still (NOW), so rate-limit buckets never refill: limits far away.
  const far = "1000000000";
  const env = loadEnv({
    LOG_LEVEL: "silent",
    RATE_LIMIT_USER_PER_MINUTE: far,
    RATE_LIMIT_COSTLY_PER_MINUTE: far,
    RATE_LIMIT_IP_PER_MINUTE: far,
  });
  return createApp({
    env,
    db: connection,
    logger,
    auth,
    services: createServices({ env, db: connection, logger, now: () => NOW }),
  });
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(runs: number, fn: () => Promise<void>) {
  for (let i = 0; i < 3; i++) await fn(); // warm-up: plans, caches, JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? Number.NaN };
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

const COMBINATIONS: { name: string; query: string }[] = [
  { name: "default: no filter, outlier desc", query: "" },
  { name: "outliers >= 3x, views desc", query: "minOutlier=3&sort=videoViewCount&order=desc" },
  {
    name: "10K-1M subs Shorts, VPH desc",
    query: "minSubscribers=10000&maxSubscribers=1000000&format=short&sort=videoVph&order=desc",
  },
  { name: "q='pasta recipe', newest first", query: "q=pasta%20recipe&sort=videoPublishedAt&order=desc" },
  {
    name: "last 30 days >= 100K views, subs asc, page 5",
    query: `publishedAfter=${new Date(NOW.getTime() - 30 * 86_400_000).toISOString().slice(0, 10)}&minViews=100000&sort=channelSubscriberCount&order=asc&offset=200`,
  },
];

/**
 * Extra lines, not among the five: a date filter with a sort key that goes with the videos' age, which
 * a walk of the sort index answers by reading through mostly older videos (see queryOutliers' budget),
 * and last, for comparison, a wide date range with a sort key that does not go with age.
 */
const AGE_CORRELATED: { name: string; query: string }[] = [
  {
    name: "last 60 days >= 100K views, subs asc, page 5",
    query: `publishedAfter=${daysAgo(60)}&minViews=100000&sort=channelSubscriberCount&order=asc&offset=200`,
  },
  { name: "last 30 days, VPH asc", query: `publishedAfter=${daysAgo(30)}&sort=videoVph&order=asc` },
  {
    name: "last 180 days >= 100K views, subs asc, page 5",
    query: `publishedAfter=${daysAgo(180)}&minViews=100000&sort=channelSubscriberCount&order=asc&offset=200`,
  },
  { name: "last 365 days, VPH asc", query: `publishedAfter=${daysAgo(365)}&sort=videoVph&order=asc` },
  // The common case beside them: a wide date range sorted by a key that does not go with age.
  {
    name: "last 365 days, views desc",
    query: `publishedAfter=${daysAgo(365)}&sort=videoViewCount&order=desc`,
  },
];

/** Pages deep in a result, by offset and by the cursor of the page before (same rows). */
const DEEP_PAGES: { name: string; query: string; offset: number }[] = [
  { name: "no filter, outlier desc", query: "", offset: 10_000 },
  {
    name: "last 180 days >= 100K views, subs asc",
    query: `publishedAfter=${daysAgo(180)}&minViews=100000&sort=channelSubscriberCount&order=asc`,
    offset: 200,
  },
];

function daysAgo(days: number): string {
  return new Date(NOW.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

async function benchOutliers(label: string, connection: DatabaseConnection, reuse = false) {
  const stored = reuse
    ? Number(
        (await connection.db.execute<{ n: number }>(sql`select count(*)::int as n from videos`)).rows[0]?.n,
      )
    : 0;
  if (reuse && stored === ROWS) {
    console.log(`  reusing the ${ROWS.toLocaleString("en")} videos already stored`);
  } else {
    if (stored > 0)
      throw new Error(`the kept schema holds ${stored} videos, not --rows ${ROWS}: drop it first`);
    const loadStarted = performance.now();
    await loadVideos(connection.db, ROWS, NOW);
    console.log(
      `  loaded ${ROWS.toLocaleString("en")} videos in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );
  }
  const app = benchApp(connection);
  const headers = { Authorization: `Bearer ${TOKEN}` };
  console.log(`  GET /outliers (${RUNS} runs each, after 3 warm-up runs)`);
  for (const combination of [...COMBINATIONS, ...AGE_CORRELATED]) {
    if (combination === AGE_CORRELATED[0])
      console.log("  date filters (a sort key that goes with age; last, one that does not):");
    let last: { total: number; totalIsEstimate: boolean; videoData: unknown[] } | undefined;
    const figures = await measure(RUNS, async () => {
      const response = await app.request(`/outliers?${combination.query}`, { headers });
      if (response.status !== 200)
        throw new Error(`${combination.query}: ${response.status} ${await response.text()}`);
      last = (await response.json()) as typeof last;
    });
    const total = last ? `${last.totalIsEstimate ? "~" : ""}${last.total.toLocaleString("en")}` : "?";
    console.log(
      `    ${combination.name.padEnd(46)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  rows ${String(last?.videoData.length).padStart(3)}  total ${total}`,
    );
  }

  // Deep pages: an offset reads and drops every row before it; a cursor (keyset paging) starts at its row.
  console.log("  deep pages (offset against the cursor of the page before):");
  for (const deep of DEEP_PAGES) {
    const before = await app.request(`/outliers?${deep.query}&offset=${deep.offset - 50}&limit=50`, {
      headers,
    });
    const cursor = ((await before.json()) as { nextCursor?: string | null }).nextCursor;
    if (!cursor) throw new Error(`${deep.query}: no cursor after ${deep.offset} rows`);
    for (const [how, query] of [
      [`offset ${deep.offset.toLocaleString("en")}`, `${deep.query}&offset=${deep.offset}`],
      ["cursor", `${deep.query}&cursor=${cursor}`],
    ] as const) {
      let rows = 0;
      const figures = await measure(RUNS, async () => {
        const response = await app.request(`/outliers?${query}`, { headers });
        if (response.status !== 200) throw new Error(`${query}: ${response.status} ${await response.text()}`);
        rows = ((await response.json()) as { videoData: unknown[] }).videoData.length;
      });
      const name = `${deep.name}, ${how}`;
      console.log(
        `    ${name.padEnd(46)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  rows ${String(rows).padStart(3)}`,
      );
    }
  }

  // POST /videos/insights for 200 stored ids (spread over the table).
  const ids = Array.from(
    { length: 200 },
    (_, i) => `v${(Math.floor(((i + 0.5) * ROWS) / 200) + 1).toString(16).padStart(10, "0")}`,
  );
  const body = JSON.stringify({ ids });
  let answered = 0;
  const insights = await measure(RUNS, async () => {
    const response = await app.request("/videos/insights", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body,
    });
    if (response.status !== 200) throw new Error(`insights: ${response.status}`);
    answered = ((await response.json()) as { insights: unknown[] }).insights.length;
  });
  console.log(
    `  POST /videos/insights, 200 stored ids (${answered} answered)   p50 ${ms(insights.p50)}  p95 ${ms(insights.p95)}`,
  );
  void label;
}

async function onPglite() {
  console.log("\n[PGlite] (embedded, WASM, single connection)");
  const dir = mkdtempSync(join(tmpdir(), "vi-bench-pglite-"));
  const connection = await openDatabase({ driver: "pglite", dataDir: dir });
  try {
    await connection.migrate();
    await benchOutliers("pglite", connection);
  } finally {
    await connection.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log(
      "\n[PostgreSQL] skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database",
    );
    return;
  }
  const kept = args.schema;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(kept)) {
    throw new Error("--schema must be a lower-case PostgreSQL name (letters, digits, _)");
  }
  const schema = kept ?? `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const version = (await admin.query("select current_setting('server_version') as v")).rows[0]?.v;
  console.log(
    `\n[PostgreSQL ${version}] (schema ${schema}, ${kept ? "kept for the next run" : "dropped afterwards"})`,
  );
  await admin.query(`create schema if not exists "${schema}"`);
  const connection = await openDatabase({ driver: "postgres", url, searchPath: schema });
  try {
    // On a kept schema this applies only migrations added since it was seeded (e.g. a new index).
    await connection.migrate({ migrationsSchema: schema });
    // And the visibility map, which the index-only week walks read: a long transaction elsewhere during
    // the seeding (another session's) keeps the seed's vacuum from setting it.
    if (kept) await connection.db.execute(sql`vacuum analyze videos`);
    await benchOutliers("postgres", connection, kept !== undefined);
  } finally {
    await connection.close();
    if (!kept) await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}

/** Tracks emulator channels until 10,000 videos are stored, then refreshes all of them a day later. */
async function benchQuota() {
  console.log("\n[Quota] full refresh of 10,000 stored videos against the YouTube emulator (PGlite)");
  const target = 10_000;
  let clock = Date.UTC(2026, 10, 21, 12);
  const key = "bench-key";
  const catalog = generateCatalog(42, { channels: 300 });
  const emulator = await startYoutubeEmulator({ port: 0, apiKey: key, catalog, now: () => clock });
  const connection = await openDatabase({ driver: "pglite" });
  try {
    await connection.migrate();
    const db = connection.db;
    const quota = createDatabaseQuotaBudget({ db, dailyLimit: 1_000_000, now: () => clock });
    const youtube = createYoutubeClient({ baseUrl: emulator.baseUrl, apiKey: key, quota });
    const ctx = { db, youtube, logger, now: () => new Date(clock) };
    await requestTracking(
      db,
      catalog.channels.map((channel) => channel.id),
      "seed",
      ctx.now(),
    );
    let stored = 0;
    while (stored < target) {
      const result = await trackDueChannels(ctx, { limit: 20 });
      if (result.channels === 0) break;
      stored = Number(
        (await db.execute<{ n: number }>(sql`select count(*)::int as n from videos`)).rows[0]?.n,
      );
    }
    const ids = (
      await db.execute<{ id: string }>(sql`select id from videos order by id limit ${target}`)
    ).rows.map((row) => row.id);
    const channelCount = (
      await db.execute<{ n: number }>(
        sql`select count(distinct channel_id)::int as n from videos where id in (select id from videos order by id limit ${target})`,
      )
    ).rows[0]?.n;
    clock += 25 * 3_600_000; // a day later: every video and channel is stale
    const before = emulator.counters();
    const started = performance.now();
    const result = await refreshVideos(ctx, { ids });
    const seconds = (performance.now() - started) / 1000;
    const after = emulator.counters();
    const units = after.unitsUsed - before.unitsUsed;
    const videoUnits = after.byEndpoint.videos - before.byEndpoint.videos;
    const channelUnits = after.byEndpoint.channels - before.byEndpoint.channels;
    console.log(
      `  refreshed ${result.refreshed.toLocaleString("en")} videos of ${channelCount} channels (${result.deleted} deleted) in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  quota: ${units} units = ${videoUnits} videos.list + ${channelUnits} channels.list -> ${(ids.length / units).toFixed(2)} videos per unit (${(ids.length / videoUnits).toFixed(2)} counting videos.list only)`,
    );
  } finally {
    await connection.close();
    await emulator.close();
  }
}

const only = args.only;
console.log(`vidinsight API benchmarks - ${new Date().toISOString()}, Node ${process.version}`);
// Figures from a busy machine are not comparable with an idle one's: say which this was.
console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ")} (1 / 5 / 15 min)`,
);
if (!only || only === "outliers" || only === "insights") {
  if (!args["skip-pglite"]) await onPglite();
  if (!args["skip-postgres"]) await onPostgres();
}
if (!only || only === "quota") await benchQuota();
