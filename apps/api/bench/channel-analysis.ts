// `pnpm --filter @vi/api bench` (part): a channel analysis of a stored, fresh 200-video channel in the API
// on PGlite. POST /analyses/channel answers the report itself when the store is fresh (resolution, quota
// claim, store read, @vi/analyses, run and report stored); then GET /analyses/channel (the page's read).
// Also the parts: the pure analysis alone, the POST's queries (the POST without the analysis), and how
// long a job waits for an idle worker (woken at once since issue 32; a fresh store queues none). Target:
// the POST under 150 ms (p95). Figures, not assertions: docs/decisions/analysis-charts.md.
import { loadavg } from "node:os";
import { analyseChannel } from "@vi/analyses";
import { sql } from "drizzle-orm";
import { createApp } from "../src/app.ts";
import { type AuthProvider, InvalidTokenError } from "../src/auth/firebase.ts";
import { openDatabase } from "../src/db/index.ts";
import { channels, videos } from "../src/db/schema.ts";
import { loadEnv } from "../src/env.ts";
import { createLogger } from "../src/logger.ts";
import { createJobQueue } from "../src/queue/index.ts";
import { createServices } from "../src/services.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TOKEN = "bench-token";
const CHANNEL_ID = "UCbenchbenchbenchbench00";
const logger = createLogger("silent");
const auth: AuthProvider = {
  async verifyIdToken(token) {
    if (token !== TOKEN) throw new InvalidTokenError("not the bench token");
    return { uid: "bench-user", email: "bench@example.com", name: null, emailVerified: true };
  },
  async deleteUser() {},
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const connection = await openDatabase({ driver: "pglite" });
await connection.migrate();
// The bench times one analysis after another; the per-minute abuse limits would refuse them after 30.
const env = loadEnv({
  LOG_LEVEL: "silent",
  WEB_ORIGIN: "http://localhost:5173",
  RATE_LIMIT_COSTLY_PER_MINUTE: "100000",
  RATE_LIMIT_USER_PER_MINUTE: "100000",
});
const services = createServices({ env, db: connection, logger, queue: { cron: false } });
await services.queue.start({ work: false });
const app = createApp({ env, db: connection, logger, auth, services });
const headers = { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" };

await app.request("/user", {
  method: "POST",
  headers,
  body: JSON.stringify({ email: "bench@example.com", timezone: "UTC" }),
});
const now = Date.now();
await connection.db.insert(channels).values({
  id: CHANNEL_ID,
  title: "Bench channel",
  handle: "@benchchannel",
  uploadsPlaylistId: `UU${CHANNEL_ID.slice(2)}`,
  subscriberCount: 123_456,
  videoCount: 240,
  viewCount: 98_765_432,
  fetchedAt: new Date(now),
});
const words = ["recipe", "quick", "budget", "vlog", "review", "challenge", "guide", "tips", "best", "easy"];
await connection.db.insert(videos).values(
  Array.from({ length: 200 }, (_, i) => {
    const duration = i % 4 === 0 ? 45 : 300 + ((i * 97) % 2400);
    const views = 1_000 + ((i * 7919) % 50_000) * (i % 13 === 0 ? 8 : 1);
    return {
      id: `bench${String(i).padStart(6, "0")}`,
      channelId: CHANNEL_ID,
      title: `${words[i % 10]} ${words[(i * 3) % 10]} ${words[(i * 7) % 10]} number ${i}`,
      tags: [words[i % 10]!, words[(i + 4) % 10]!],
      publishedAt: new Date(now - (i + 1) * 2.5 * 86_400_000 - (i % 24) * 3_600_000),
      durationSeconds: duration,
      durationIso: `PT${duration}S`,
      format: duration <= 180 ? ("short" as const) : ("long" as const),
      viewCount: views,
      likeCount: Math.round(views / 25),
      commentCount: Math.round(views / 200),
      outlierScore: null,
      lifetimeVph: 1,
      channelTitle: "Bench channel",
      channelSubscriberCount: 123_456,
      channelVideoCount: 240,
      fetchedAt: new Date(now),
    };
  }),
);

const loadBefore = loadavg()[0] ?? 0;
const total: number[] = [];
const post: number[] = [];
const get: number[] = [];
for (let run = 0; run < RUNS + 3; run++) {
  await connection.db.execute(sql`truncate analysis_usage, analyses, channel_analysis_runs`);
  const started = performance.now();
  const accepted = await app.request("/analyses/channel", {
    method: "POST",
    headers,
    body: JSON.stringify({ channel: "@benchchannel" }),
  });
  if (accepted.status !== 200) throw new Error(`POST answered ${accepted.status}, not the report (200)`);
  const answer = (await accepted.json()) as {
    id: string;
    status: string;
    result: { videos: unknown[] } | null;
  };
  const postMs = performance.now() - started;
  if (answer.status !== "done" || answer.result?.videos.length !== 200)
    throw new Error(`the POST did not answer the report (status ${answer.status})`);
  const getStarted = performance.now();
  const report = await app.request(`/analyses/channel?id=${answer.id}`, { headers });
  const body = (await report.json()) as { result: { videos: unknown[] } };
  if (body.result.videos.length !== 200) throw new Error("the report does not hold 200 videos");
  // The first runs warm the JIT and PGlite's caches.
  if (run >= 3) {
    total.push(performance.now() - started);
    post.push(postMs);
    get.push(performance.now() - getStarted);
  }
}

// The pure analysis on the same 200 uploads: what of the POST is computing, not querying.
const stored = await connection.db.select().from(videos);
const uploads = stored.map((video) => ({
  videoId: video.id,
  title: video.title,
  publishedAt: video.publishedAt.getTime(),
  durationSeconds: video.durationSeconds,
  views: video.viewCount,
  likes: video.likeCount,
  comments: video.commentCount,
  tags: video.tags,
}));
const analysis: number[] = [];
for (let run = 0; run < RUNS + 3; run++) {
  const started = performance.now();
  analyseChannel({
    channel: {
      channelId: CHANNEL_ID,
      title: "Bench channel",
      handle: "@benchchannel",
      subscribers: 123_456,
      views: 98_765_432,
      uploads: 240,
    },
    uploads,
    now,
    timezone: "UTC",
    own: null,
  });
  if (run >= 3) analysis.push(performance.now() - started);
}
await services.queue.stop({ timeoutMs: 1_000 });

// How long a queued job waits for an idle worker (the path of a channel the store does not hold fresh).
const PICKUPS = Number(process.env.BENCH_PICKUPS ?? 5);
const pickupQueue = createJobQueue({
  database: connection.queue,
  db: connection.db,
  logger,
  config: { cron: false },
});
let picked: (() => void) | null = null;
pickupQueue.define({
  name: "bench_pickup",
  handler: async () => {
    picked?.();
    return {};
  },
});
await pickupQueue.start({ work: true });
const pickup: number[] = [];
for (let run = 0; run < PICKUPS; run++) {
  const started = performance.now();
  const done = new Promise<void>((resolve) => {
    picked = resolve;
  });
  await pickupQueue.send("bench_pickup", {});
  await done;
  pickup.push(performance.now() - started);
}
await pickupQueue.stop({ timeoutMs: 1_000 });
await connection.close();
const loadAfter = loadavg()[0] ?? 0;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const p50p95 = (values: number[]) => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;
const queries = post.map((value, i) => value - (analysis[i] ?? 0));
console.log(
  `channel analysis of a stored 200-video channel (PGlite, ${RUNS} runs; load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)} on ${(await import("node:os")).cpus().length} cores)`,
);
console.log(`  POST answering the report: ${p50p95(post)} (target < 150 ms)`);
console.log(`    of which analyseChannel alone: ${p50p95(analysis)}`);
console.log(`    the rest (HTTP, auth, queries, writes; run by run): ${p50p95(queries)}`);
console.log(`  GET of the stored report: ${p50p95(get)}`);
console.log(`  POST + GET: ${p50p95(total)}`);
console.log(
  `  a queued job's wait for an idle worker (woken at once, src/queue/wake.ts; ${PICKUPS} jobs): ${p50p95(pickup)}`,
);
