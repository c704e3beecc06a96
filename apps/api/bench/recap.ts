// `pnpm --filter @vi/api bench` (part 3): preparing the daily recap for 10,000 users on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped with a message when neither is set). Figures, not
// assertions (docs/decisions/recap-email.md). Target: under 60 s for 10,000 recaps, SMTP excluded.
//  1. planning: the recap_plan walk over the users (queue inserts replaced by a counter);
//  2. prepare + render: the store queries and the email (HTML + text) of every user, 4 at a time (the
//     pool's size), with p50/p95 per recap;
//  3. the send job without SMTP: outbox claim, prepare, render, record, with a mailer that accepts all.
// Options: --users N (default 10000), --concurrency N (default 4)
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../src/db/index.ts";
import { users } from "../src/db/schema.ts";
import { createLogger } from "../src/logger.ts";
import { prepareRecap } from "../src/recap/content.ts";
import { planRecaps } from "../src/recap/jobs.ts";
import type { Mailer } from "../src/recap/mailer.ts";
import { dueRecapDay } from "../src/recap/schedule.ts";
import { composeRecap, type RecapDeps, sendDailyRecap } from "../src/recap/send.ts";

const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === "--" ? argv.slice(1) : argv,
  options: {
    users: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "4" },
  },
  strict: false,
});
const USERS = Number(args.users);
const CONCURRENCY = Number(args.concurrency);
const CHANNELS = 500;
const VIDEOS_PER_CHANNEL = 40;
const SAVED_PER_USER = 10;
const SUBSCRIPTIONS_PER_USER = 10;
// 23:00 UTC: 08:00 in Tokyo, evening in Europe and America: every bench user is due.
const NOW = new Date("2026-01-14T23:00:00Z");

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log("\n[Recap] skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database");
    return;
  }
  const schema = `bench_recap_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const version = (await admin.query("select current_setting('server_version') as v")).rows[0]?.v;
  console.log(
    `\n[Recap] ${USERS.toLocaleString("en")} users, ${SAVED_PER_USER} saved videos and ${SUBSCRIPTIONS_PER_USER} subscriptions each, ${(CHANNELS * VIDEOS_PER_CHANNEL).toLocaleString("en")} videos (PostgreSQL ${version}, schema ${schema}, dropped afterwards)`,
  );
  await admin.query(`create schema "${schema}"`);
  const connection = await openDatabase({
    driver: "postgres",
    url,
    searchPath: schema,
    maxConnections: CONCURRENCY,
  });
  const db = connection.db;
  try {
    await connection.migrate({ migrationsSchema: schema });
    let started = performance.now();
    await db.execute(sql`
      insert into channels (id, title, uploads_playlist_id, subscriber_count, video_count, view_count, fetched_at)
      select 'UC' || lpad(c::text, 22, '0'), 'Channel ' || c, 'UU' || lpad(c::text, 22, '0'), 10000 * c, ${VIDEOS_PER_CHANNEL}, 1000000, now()
      from generate_series(1, ${CHANNELS}) c`);
    // Videos over the last 60 days; about one in ten published "yesterday" in some zone; scores 0.2-8.
    await db.execute(sql`
      insert into videos (id, channel_id, title, published_at, duration_seconds, duration_iso, format, view_count,
                          like_count, comment_count, outlier_score, lifetime_vph, recent_vph, channel_title,
                          channel_subscriber_count, channel_video_count, fetched_at)
      select 'v' || lpad(n::text, 10, '0'), 'UC' || lpad((1 + n % ${CHANNELS})::text, 22, '0'),
             'Video number ' || n || ' about cooking pasta and knives',
             ${NOW.toISOString()}::timestamptz - ((n * 7919) % (60 * 24)) * interval '1 hour',
             600, 'PT10M', 'long', 1000 + (n * 37) % 500000, 10, 1,
             0.2 + ((n * 104729) % 7800) / 1000.0, 50 + n % 900, 20 + n % 300,
             'Channel ' || (1 + n % ${CHANNELS}), 10000, ${VIDEOS_PER_CHANNEL}, now()
      from generate_series(1, ${CHANNELS * VIDEOS_PER_CHANNEL}) n`);
    await db.execute(sql`
      insert into users (uid, email, name, timezone, email_verified, subscribed_to_daily_recap_email, youtube)
      select 'u' || lpad(u::text, 8, '0'), 'u' || u || '@example.com', 'User ' || u,
             (array['UTC', 'Europe/Paris', 'Asia/Tokyo', 'America/New_York'])[1 + u % 4], true, true,
             jsonb_build_array(jsonb_build_object('channelId', 'UC' || lpad((900000 + u)::text, 22, '0'),
               'title', 'Own channel', 'subscriptions',
               (select jsonb_agg(jsonb_build_object('channelId', 'UC' || lpad((1 + (u * 13 + s * 31) % ${CHANNELS})::text, 22, '0'), 'title', 'Sub'))
                from generate_series(1, ${SUBSCRIPTIONS_PER_USER}) s)))
      from generate_series(1, ${USERS}) u`);
    await db.execute(sql`
      insert into saved_videos (uid, video_id)
      select 'u' || lpad(u::text, 8, '0'), 'v' || lpad((1 + (u * 101 + s * 977) % ${CHANNELS * VIDEOS_PER_CHANNEL})::text, 10, '0')
      from generate_series(1, ${USERS}) u, generate_series(1, ${SAVED_PER_USER}) s
      on conflict do nothing`);
    await db.execute(sql`analyze`);
    console.log(`  data loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const sink: Mailer = { send: async () => {}, close: () => {} };
    const deps: RecapDeps = {
      db,
      mailer: sink,
      logger: createLogger("silent"),
      now: () => NOW,
      products: { standard: [], professional: [] },
      signingSecret: "bench-signing-secret-0123456789abcdef",
      webOrigin: "https://vidinsight.example",
      apiPublicUrl: "https://api.vidinsight.example",
      from: "VidInsight <recap@vidinsight.example>",
    };

    // 1. Planning.
    let queued = 0;
    started = performance.now();
    const plan = await planRecaps(deps, {
      sendMany: async (_name, jobs) => {
        queued += jobs.length;
      },
    });
    console.log(
      `  plan: ${plan.users.toLocaleString("en")} users walked, ${queued.toLocaleString("en")} recaps due, ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );

    // 2. Prepare + render.
    const rows = await db.select().from(users).orderBy(users.uid);
    const times: number[] = [];
    let bytes = 0;
    let maxBytes = 0;
    started = performance.now();
    await inBatches(rows, CONCURRENCY, async (user) => {
      const t0 = performance.now();
      const day = dueRecapDay(user.timezone, NOW) ?? "2026-01-14";
      const prepared = await prepareRecap(db, user, day, deps.products, NOW);
      if (prepared.kind !== "recap") throw new Error(`no recap for ${user.uid}`);
      const mail = await composeRecap(deps, prepared.content);
      bytes += mail.bytes;
      maxBytes = Math.max(maxBytes, mail.bytes);
      times.push(performance.now() - t0);
    });
    const total = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      `  prepare + render: ${rows.length.toLocaleString("en")} recaps in ${total.toFixed(1)} s (${Math.round(rows.length / total)}/s, ${CONCURRENCY} at a time); per recap p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; email ${Math.round(bytes / rows.length / 1024)} KB average, ${Math.round(maxBytes / 1024)} KB max`,
    );

    // 3. The send job without SMTP (outbox claim and record included).
    started = performance.now();
    await inBatches(rows, CONCURRENCY, async (user) => {
      const day = dueRecapDay(user.timezone, NOW) ?? "2026-01-14";
      const result = await sendDailyRecap(deps, { uid: user.uid, day, lastAttempt: false });
      if (result.status !== "sent") throw new Error(`${user.uid}: ${JSON.stringify(result)}`);
    });
    const jobs = (performance.now() - started) / 1000;
    console.log(
      `  send job without SMTP (outbox + prepare + render): ${rows.length.toLocaleString("en")} in ${jobs.toFixed(1)} s (${Math.round(rows.length / jobs)}/s)`,
    );
    console.log(`  target: under 60 s for 10,000 recaps, SMTP excluded`);
  } finally {
    await connection.close();
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}

await main();
