// `pnpm --filter @vi/api bench` (part): a channel analysis of a stored, fresh 200-video channel in the API
// on PGlite: POST /analyses/channel (resolution, quota claim, run row, job sent), the job's work (store
// read, @vi/analyses, result stored) and GET /analyses/channel (the report). Target: the whole under 150 ms
// (p95). Figures, not assertions: docs/decisions/analysis-charts.md.
import { sql } from "drizzle-orm";
import { createApp } from "../src/app.ts";
import { type AuthProvider, InvalidTokenError } from "../src/auth/firebase.ts";
import { openDatabase } from "../src/db/index.ts";
import { channels, videos } from "../src/db/schema.ts";
import { loadEnv } from "../src/env.ts";
import { createLogger } from "../src/logger.ts";
import { createServices } from "../src/services.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TOKEN = "bench-token";
const CHANNEL_ID = "UCbenchbenchbenchbench00";
const logger = createLogger("silent");
const auth: AuthProvider = {
  async verifyIdToken(token) {
    if (token !== TOKEN) throw new InvalidTokenError("not the bench token");
    return { uid: "bench-user", email: "bench@example.com", name: null };
  },
  async deleteUser() {},
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const connection = await openDatabase({ driver: "pglite" });
await connection.migrate();
const env = loadEnv({ LOG_LEVEL: "silent", WEB_ORIGIN: "http://localhost:5173" });
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

const total: number[] = [];
const job: number[] = [];
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
  if (accepted.status !== 202) throw new Error(`POST answered ${accepted.status}: ${await accepted.text()}`);
  const { id } = (await accepted.json()) as { id: string };
  const jobStarted = performance.now();
  const postMs = jobStarted - started;
  const outcome = await services.channelAnalyses.process(id, { retryCount: 0 });
  const jobMs = performance.now() - jobStarted;
  if (outcome.status !== "done") throw new Error(`the run ended ${outcome.status}`);
  const getStarted = performance.now();
  const report = await app.request(`/analyses/channel?id=${id}`, { headers });
  const body = (await report.json()) as { result: { videos: unknown[] } };
  if (body.result.videos.length !== 200) throw new Error("the report does not hold 200 videos");
  // The first runs warm the JIT and PGlite's caches.
  if (run >= 3) {
    total.push(performance.now() - started);
    job.push(jobMs);
    post.push(postMs);
    get.push(performance.now() - getStarted);
  }
}
await services.queue.stop({ timeoutMs: 1_000 });
await connection.close();

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`channel analysis of a stored 200-video channel (PGlite, ${RUNS} runs)`);
console.log(
  `  POST + job + GET: p50 ${ms(percentile(total, 50))}, p95 ${ms(percentile(total, 95))} (target < 150 ms)`,
);
console.log(`  POST alone: p50 ${ms(percentile(post, 50))}, p95 ${ms(percentile(post, 95))}`);
console.log(`  GET of the report: p50 ${ms(percentile(get, 50))}, p95 ${ms(percentile(get, 95))}`);
console.log(
  `  job alone (store read, analysis, result stored): p50 ${ms(percentile(job, 50))}, p95 ${ms(percentile(job, 95))}`,
);
