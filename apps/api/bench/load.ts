// Bulk data for the benchmarks: N videos over N/50 channels generated inside the database with
// generate_series (a few seconds for a million rows, instead of minutes of INSERTs from Node).
// Values are deterministic (hash of the row number) and shaped like the real store: log-normal
// subscriber counts, per-channel view baselines with heavy-tailed outliers, ~20% Shorts, two years of
// publication dates, titles drawn from a vocabulary, 10% of videos without an outlier score.
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/index.ts";

export const VIDEOS_PER_CHANNEL = 50;

const ADJECTIVES = [
  "Easy",
  "Ultimate",
  "Quick",
  "Secret",
  "Budget",
  "Crazy",
  "Perfect",
  "Honest",
  "Tiny",
  "Epic",
];
const TOPICS = [
  "pasta recipe",
  "minecraft castle",
  "japan travel",
  "home workout",
  "guitar lesson",
  "camera review",
  "budget meal prep",
  "garden makeover",
  "coding tutorial",
  "car detailing",
  "street food tour",
  "piano cover",
  "skincare routine",
  "desk setup",
  "chess opening",
  "bread baking",
  "fishing trip",
  "phone unboxing",
  "study with me",
  "dog training",
];
const SUFFIXES = [
  "for beginners",
  "in 10 minutes",
  "that changed my life",
  "gone wrong",
  "explained",
  "2026",
  "challenge",
  "tips",
];

const textArray = (words: readonly string[]) =>
  sql.raw(`array[${words.map((word) => `'${word}'`).join(",")}]`);

/** A uniform number in [0, 1) from a seed expression (deterministic). */
const uniform = (seed: string) => `((hashint8(${seed}) & 2147483647)::float8 / 2147483648.0)`;

/**
 * Loads `count` videos (and their channels). Indexes are dropped for the load and rebuilt afterwards
 * (one sorted build per index instead of a million incremental inserts), then statistics are gathered.
 */
export async function loadVideos(db: Database, count: number, now: Date): Promise<void> {
  const channels = Math.ceil(count / VIDEOS_PER_CHANNEL);
  const indexes = await db.execute<{ indexname: string; indexdef: string }>(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'videos' and indexname <> 'videos_pkey'
  `);
  for (const { indexname } of indexes.rows) await db.execute(sql.raw(`drop index "${indexname}"`));

  const nowSql = sql.raw(`'${now.toISOString()}'::timestamptz`);
  await db.execute(sql`
    insert into channels (id, title, uploads_playlist_id, subscriber_count, video_count, view_count, fetched_at)
    select 'UC' || lpad(to_hex(c), 22, '0'),
           (${textArray(ADJECTIVES)})[1 + c % 10] || ' ' || initcap((${textArray(TOPICS)})[1 + (c * 7) % 20]) || ' ' || c,
           'UU' || lpad(to_hex(c), 22, '0'),
           round(power(10, 2 + 5.5 * ${sql.raw(uniform("c * 31"))}))::bigint,
           50 + (hashint8(c * 17) & 1023),
           0,
           ${nowSql}
    from generate_series(1::bigint, ${channels}::bigint) as c
  `);
  await db.execute(sql`
    insert into videos (id, channel_id, title, tags, published_at, duration_seconds, duration_iso, format,
      view_count, like_count, comment_count, outlier_score, lifetime_vph, channel_title,
      channel_subscriber_count, channel_video_count, fetched_at)
    select id, 'UC' || lpad(to_hex(c), 22, '0'), title, array[topic, adjective], published_at, seconds,
           case when seconds >= 3600 then 'PT' || seconds / 3600 || 'H' || (seconds % 3600) / 60 || 'M' || seconds % 60 || 'S'
                else 'PT' || seconds / 60 || 'M' || seconds % 60 || 'S' end,
           case when seconds <= 180 then 'short' else 'long' end,
           views, (views * 0.03)::bigint, (views * 0.002)::bigint,
           case when v % 10 = 0 then null else factor end,
           views / greatest(1, extract(epoch from (${nowSql} - published_at)) / 3600),
           (${textArray(ADJECTIVES)})[1 + c % 10] || ' ' || initcap((${textArray(TOPICS)})[1 + (c * 7) % 20]) || ' ' || c,
           subscribers, 50 + (hashint8(c * 17) & 1023), ${nowSql}
    from (
      select v, c, 'v' || lpad(to_hex(v), 10, '0') as id, adjective, topic,
             adjective || ' ' || topic || ' ' || (${textArray(SUFFIXES)})[1 + (v * 3) % 8] as title,
             ${nowSql} - make_interval(secs => (${sql.raw(uniform("v * 13"))} * 730 * 86400)::int) as published_at,
             case when ${sql.raw(uniform("v * 19"))} < 0.2 then 15 + (hashint8(v * 23) & 127)
                  else 181 + (hashint8(v * 29) & 4095) end as seconds,
             subscribers, factor,
             greatest(10, round(subscribers * 0.05 * factor))::bigint as views
      from (
        select v, (v - 1) / ${VIDEOS_PER_CHANNEL} + 1 as c,
               (${textArray(ADJECTIVES)})[1 + (v * 7) % 10] as adjective,
               (${textArray(TOPICS)})[1 + (v * 11) % 20] as topic,
               round(power(10, 2 + 5.5 * ${sql.raw(uniform("((v - 1) / 50 + 1) * 31"))}))::bigint as subscribers,
               -- Heavy tail: most videos near the channel's baseline, a few far above it.
               exp((${sql.raw(uniform("v * 37"))} + ${sql.raw(uniform("v * 41"))} + ${sql.raw(uniform("v * 43"))} - 1.5) * 2.2) as factor
        from generate_series(1::bigint, ${count}::bigint) as v
      ) base
    ) shaped
  `);
  for (const { indexdef } of indexes.rows) await db.execute(sql.raw(indexdef));
  await db.execute(sql`vacuum analyze channels`);
  await db.execute(sql`vacuum analyze videos`);
}
