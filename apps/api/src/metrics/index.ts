// Prometheus metrics (prom-client) of this process, served on their own listener (METRICS_PORT, see
// server.ts) so the public port never shows them. Counters and the request histogram are updated where
// things happen; the gauges (queues, YouTube budget, pool) are read from their owners when scraped.
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { JobQueue } from "../queue/index.ts";
import type { QuotaBudget } from "../youtube/quota.ts";

export const registry = new Registry();

export const metrics = {
  requestDuration: new Histogram({
    name: "vi_http_request_duration_seconds",
    help: "API request duration by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
  rateLimitRefusals: new Counter({
    name: "vi_rate_limit_refusals_total",
    help: "Requests refused with 429 by a request limit, by limit",
    labelNames: ["limit"] as const,
    registers: [registry],
  }),
  recapEmails: new Counter({
    name: "vi_recap_emails_total",
    help: "Daily recap deliveries attempted by this process, by outcome (sent, failed)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  }),
};

export interface MetricSources {
  quota: QuotaBudget | null;
  queue: JobQueue;
  /** node-postgres pool (null on PGlite). */
  pool: { totalCount: number; idleCount: number; waitingCount: number } | null;
}

let collecting: MetricSources | null = null;

/** Points the scrape-time gauges at this process's services (start.ts, once). */
export function collectFrom(sources: MetricSources): void {
  collecting = sources;
}

new Gauge({
  name: "vi_youtube_units_used_today",
  help: "YouTube Data API units spent today (Pacific time), all processes",
  registers: [registry],
  // Every process reads the same row: a cluster's primary takes one (metrics/server.ts).
  aggregator: "max",
  async collect() {
    if (collecting?.quota) this.set(await collecting.quota.usedToday());
  },
});

new Gauge({
  name: "vi_youtube_units_left_today",
  help: "YouTube Data API units left today (Pacific time), all processes",
  registers: [registry],
  aggregator: "min",
  async collect() {
    const quota = collecting?.quota;
    if (quota) this.set(Math.max(0, quota.dailyLimit - (await quota.usedToday())));
  },
});

/** One read of the queues per scrape serves the three queue gauges. */
let queueRead: { at: number; states: Promise<Awaited<ReturnType<JobQueue["state"]>>> } | null = null;
function queueStates() {
  const queue = collecting?.queue;
  if (!queue) return Promise.resolve([]);
  const now = Date.now();
  if (!queueRead || now - queueRead.at > 1_000) queueRead = { at: now, states: queue.state() };
  return queueRead.states;
}

const queueGauge = (name: string, help: string, field: "queued" | "active" | "failed") =>
  new Gauge({
    name,
    help,
    labelNames: ["queue"] as const,
    registers: [registry],
    aggregator: "max",
    async collect() {
      this.reset();
      for (const state of await queueStates()) this.set({ queue: state.name }, state[field]);
    },
  });

queueGauge("vi_job_queue_depth", "Jobs waiting to run, by queue (all processes)", "queued");
queueGauge("vi_jobs_active", "Jobs running now, by queue (all processes)", "active");
queueGauge("vi_jobs_failed", "Jobs failed after every retry and still on record, by queue", "failed");

new Gauge({
  name: "vi_db_pool_connections",
  help: "This process's PostgreSQL pool connections, by state (in_use, idle, waiting clients)",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const pool = collecting?.pool;
    if (!pool) return;
    this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
    this.set({ state: "idle" }, pool.idleCount);
    this.set({ state: "waiting" }, pool.waitingCount);
  },
});
