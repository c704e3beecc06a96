// `tsx bench/history.ts`: the history figures of issue 33 (decisions: docs/decisions/video-history.md).
//  1. Quota of the age-based refresh cadence per 1,000 new videos tracked a day (from REFRESH_CADENCE), with
//     and without the channel feed taking the hourly snapshots of the first 48 hours.
//  2. On PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped without): --videos N tracked videos
//     (default 1,000,000; 100 per channel) published over the last 60 days, each with its snapshots of the
//     last 30 days at the cadence, then: GET /videos/history's reads p50/p95 (target p95 <= 20 ms), a
//     channel's typical start p50/p95 (target <= 30 ms), snapshot writes of --writes videos in one refresh
//     round (default 100,000; target <= 60 s) and the storage of the snapshots scaled to 1M videos.
// Options: --videos N, --writes N, --runs N (default 40), --skip-postgres, --schema NAME (kept after the run
// and reused by the next one with the same NAME: the 1M seed takes minutes, the reads seconds).
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../src/db/index.ts";
import { videos } from "../src/db/schema.ts";
import { REFRESH_CADENCE, refreshIntervalMs } from "../src/jobs/refresh.ts";
import { channelCurve, loadVideoHistory } from "../src/videos/history.ts";
import { insertSnapshots, recomputeOutlierScores } from "../src/videos/store.ts";
import { IDS_PER_REQUEST } from "../src/youtube/client.ts";

const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === "--" ? argv.slice(1) : argv,
  options: {
    videos: { type: "string", default: "1000000" },
    writes: { type: "string", default: "100000" },
    runs: { type: "string", default: "40" },
    "skip-postgres": { type: "boolean", default: false },
    schema: { type: "string" },
  },
});
const VIDEOS = Number(args.videos);
const WRITES = Number(args.writes);
const RUNS = Number(args.runs);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PER_CHANNEL = 100;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Refreshes of one video over its first 30 days at the cadence; `feedHourly`: the hourly ones from the feed. */
function refreshesPerVideo(feedHourly: boolean): number {
  let count = 0;
  for (let age = 0; age < 30 * DAY; ) {
    const every = refreshIntervalMs(age);
    // With the feed, the Data API still comes every 6 hours in the first 48 hours.
    const apiEvery = feedHourly && every === HOUR ? 6 * HOUR : every;
    if (age % apiEvery === 0) count += 1;
    age += every;
  }
  return count;
}

function quotaFigures() {
  console.log("\n== Quota of the cadence (50 ids a unit) ==");
  console.log(
    `cadence: ${REFRESH_CADENCE.map((s) => `every ${s.everyMs / HOUR} h to ${s.untilAgeMs / HOUR} h`).join(", ")}, then daily`,
  );
  for (const feed of [false, true]) {
    const refreshes = refreshesPerVideo(feed);
    const units = refreshes / IDS_PER_REQUEST;
    console.log(
      `${feed ? "feed for the hourly snapshots" : "Data API only"}: ${refreshes} refreshes a video in 30 days = ${fmt(units, 2)} units; ${fmt(units * 1000)} units a day per 1,000 new videos a day`,
    );
  }
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `p50 ${fmt(at(0.5), 1)} ms, p95 ${fmt(at(0.95), 1)} ms`;
}

async function postgresFigures(url: string) {
  const kept = args.schema;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
    throw new Error("--schema: lower-case letters, digits, _");
  const schema = kept ?? `bench_history_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const reused =
    kept !== undefined &&
    (await admin.query("select 1 from pg_tables where schemaname = $1 and tablename = 'videos'", [schema]))
      .rowCount === 1;
  if (!reused) await admin.query(`create schema if not exists "${schema}"`);
  const connection = await openDatabase({ driver: "postgres", url, searchPath: schema, maxConnections: 4 });
  try {
    await connection.migrate({ migrationsSchema: schema });
    const { db } = connection;
    const now = new Date(Date.UTC(2026, 10, 28, 12));
    const nowIso = now.toISOString();
    console.log(`\n== PostgreSQL: ${fmt(VIDEOS)} videos, ${fmt(VIDEOS / PER_CHANNEL)} channels ==`);
    let started = performance.now();
    const channels = Math.ceil(VIDEOS / PER_CHANNEL);
    if (reused) console.log(`reusing the seeded schema ${schema}`);
    else await seed();
    async function seed() {
      for (let d = -31; d <= 1; d++) {
        await db.execute(
          sql`select video_snapshots_partition(${new Date(now.getTime() + d * DAY).toISOString().slice(0, 10)}::date)`,
        );
      }
      await db.execute(sql`
      insert into channels (id, title, uploads_playlist_id, subscriber_count, video_count, view_count, fetched_at)
      select 'UC' || lpad(g::text, 22, '0'), 'Channel ' || g, 'UU' || lpad(g::text, 22, '0'), 1000, ${PER_CHANNEL}, 1000000, ${nowIso}::timestamptz
      from generate_series(1, ${channels}) g`);
      // Ages spread over 60 days, so every age of the first 30 days has videos; one in five a Short.
      await db.execute(sql`
      insert into videos (id, channel_id, title, published_at, duration_seconds, duration_iso, format, view_count,
        like_count, comment_count, lifetime_vph, channel_title, channel_subscriber_count, channel_video_count, fetched_at)
      select 'v' || lpad(g::text, 10, '0'), 'UC' || lpad(((g - 1) / ${PER_CHANNEL} + 1)::text, 22, '0'), 'Video ' || g,
        ${nowIso}::timestamptz - ((g::bigint * 7919) % (60 * 24 * 60)) * interval '1 minute',
        case when g % 5 = 0 then 40 else 600 end, case when g % 5 = 0 then 'PT40S' else 'PT10M' end,
        case when g % 5 = 0 then 'short' else 'long' end, 1000, 10, 1, 1, 'Channel', 1000, ${PER_CHANNEL}, ${nowIso}::timestamptz
      from generate_series(1, ${VIDEOS}) g`);
      // Snapshots at the cadence over the last 30 days of each video.
      await db.execute(sql`
      insert into video_snapshots (video_id, taken_at, view_count, like_count, comment_count, source)
      select v.id, t, (extract(epoch from t - v.published_at) / 36)::bigint, 1, 1, 'api'
      from videos v, lateral (
        select v.published_at + h * interval '1 hour' as t from generate_series(1, 48) h
        union all select v.published_at + h * interval '1 hour' from generate_series(54, 168, 6) h
        union all select v.published_at + h * interval '1 hour' from generate_series(192, 24 * 60, 24) h
      ) s
      where t <= ${nowIso}::timestamptz and t > ${nowIso}::timestamptz - interval '30 days'`);
      await db.execute(sql`analyze`);
    }
    const [{ n = 0 } = {}] = (
      await db.execute<{ n: number }>(sql`select count(*)::int as n from video_snapshots`)
    ).rows;
    console.log(`generated ${fmt(n)} snapshots in ${fmt((performance.now() - started) / 1000, 1)} s`);

    const sizes = await db.execute<{ bytes: string }>(sql`
      select coalesce(sum(pg_total_relation_size(c.oid)), 0)::text as bytes
      from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'video_snapshots'::regclass`);
    const bytes = Number(sizes.rows[0]?.bytes ?? 0);
    console.log(
      `storage: ${fmt(bytes / 1e6)} MB for ${fmt(n)} snapshots (${fmt(bytes / Math.max(1, n), 0)} B each, indexes included) = ${fmt(((bytes / VIDEOS) * 1e6) / 1e9, 1)} GB per 1M videos' 30 days`,
    );

    const pick = (k: number) => `v${String(1 + ((k * 104729) % VIDEOS)).padStart(10, "0")}`;
    const publishedOf = async (id: string) =>
      (await db.select({ at: videos.publishedAt }).from(videos).where(eq(videos.id, id)))[0]?.at;
    const history: number[] = [];
    for (let k = 0; k < RUNS; k++) {
      const published = await publishedOf(pick(k));
      started = performance.now();
      await loadVideoHistory(db, pick(k), published);
      history.push(performance.now() - started);
    }
    console.log(`video history (snapshots + changes): ${percentiles(history)} (target p95 <= 20 ms)`);
    const plan = await db.execute<{ "QUERY PLAN": string }>(sql`explain (analyze, buffers)
      select * from video_snapshots where video_id = ${pick(1)} and taken_at >= ${(await publishedOf(pick(1)))?.toISOString()}::timestamptz order by taken_at`);
    console.log(
      `  plan of one (EXPLAIN ANALYZE):\n${plan.rows.map((row) => `    ${row["QUERY PLAN"]}`).join("\n")}`,
    );

    // The typical start: computed by the job with the outlier scores (recomputeOutlierScores writes
    // channel_curves), read by the route.
    const benchChannels = Array.from(
      { length: RUNS },
      (_, k) => `UC${String(1 + ((k * 7907) % channels)).padStart(22, "0")}`,
    );
    const live: number[] = [];
    const recompute: number[] = [];
    for (const channel of benchChannels) {
      started = performance.now();
      await channelCurve(db, channel, "long", now); // no row yet: computed from the snapshots
      live.push(performance.now() - started);
      started = performance.now();
      await recomputeOutlierScores(db, [channel], now);
      recompute.push(performance.now() - started);
    }
    console.log(`channel typical start computed from the snapshots (before): ${percentiles(live)}`);
    console.log(
      `the job's outlier scores + typical start of one channel (100 videos): ${percentiles(recompute)}`,
    );
    const curve: number[] = [];
    for (let k = 0; k < RUNS; k++) {
      started = performance.now();
      await channelCurve(db, benchChannels[k]!, k % 2 === 0 ? "long" : "short", now);
      curve.push(performance.now() - started);
    }
    console.log(
      `channel typical start (GET /channels/curve, the stored row): ${percentiles(curve)} (target p95 <= 30 ms)`,
    );

    const writes = Math.min(WRITES, VIDEOS);
    const round = new Date(now.getTime() + 30 * 60_000);
    started = performance.now();
    for (let start = 0; start < writes; start += 200) {
      const rows = Array.from({ length: Math.min(200, writes - start) }, (_, i) => ({
        videoId: `v${String(start + i + 1).padStart(10, "0")}`,
        views: 5000,
        likes: 50,
        comments: 5,
      }));
      await insertSnapshots(db, rows, round, "api");
    }
    console.log(
      `snapshot writes of ${fmt(writes)} videos in one round (200 a statement): ${fmt((performance.now() - started) / 1000, 1)} s (target <= 60 s)`,
    );
  } finally {
    await connection.close();
    if (kept === undefined) await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}

console.log(
  `machine: ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
quotaFigures();
const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (args["skip-postgres"]) console.log("\nPostgreSQL: skipped (--skip-postgres)");
else if (!url) console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
else await postgresFigures(url);
