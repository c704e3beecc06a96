// `npm run bench:jobs` (apps/api): how long a queued job waits for an idle worker, with the production
// polling interval (2 s). Before the wake-up (src/queue/wake.ts) that was the polling: 0-2 s, about 1 s
// on average. Three paths: PGlite (the worker in the sending process), PostgreSQL with the worker in the
// sending process (API_MODE=all, the first process of a cluster), and PostgreSQL with the sender in
// another process without workers (API_MODE=api; LISTEN/NOTIFY). Figures, not assertions:
// docs/decisions/throughput.md. PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL.
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import pg from "pg";
import { type DatabaseConnection, openDatabase } from "../src/db/index.ts";
import { createLogger } from "../src/logger.ts";
import { createJobQueue, type JobQueue } from "../src/queue/index.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const logger = createLogger("silent");

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** A queue with the production polling, one job kind; `onRun` is called as a job starts. */
async function queueOn(connection: DatabaseConnection, work: boolean, onRun: () => void): Promise<JobQueue> {
  const queue = createJobQueue({
    database: connection.queue,
    db: connection.db,
    logger,
    config: { cron: false },
  });
  queue.define({
    name: "bench_start",
    handler: async () => {
      onRun();
      return {};
    },
  });
  await queue.start({ work });
  return queue;
}

/** Sends RUNS jobs one after another through `sender`, each once the last one started. */
async function measure(label: string, sender: JobQueue, setOnRun: (resolve: () => void) => void) {
  const waits: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = new Promise<void>((resolve) => setOnRun(resolve));
    const sentAt = performance.now();
    await sender.send("bench_start", {});
    await started;
    waits.push(performance.now() - sentAt);
    // An idle worker: the next job comes while it sleeps between polls, as a user's would.
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 200));
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `  ${label}: p50 ${ms(percentile(waits, 50))}, p95 ${ms(percentile(waits, 95))}, max ${ms(Math.max(...waits))} (target p95 <= 200 ms)`,
  );
}

console.log(
  `a queued job's wait for an idle worker, polling every 2 s, ${RUNS} jobs a line (load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ")} on ${cpus().length} cores)`,
);

{
  const connection = await openDatabase({ driver: "pglite" });
  await connection.migrate();
  let onRun = () => {};
  const queue = await queueOn(connection, true, () => onRun());
  await measure("PGlite, worker in the same process", queue, (resolve) => {
    onRun = resolve;
  });
  await queue.stop({ timeoutMs: 1_000 });
  await connection.close();
}

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log("  (PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
} else {
  const database = `vi_bench_jobs_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  try {
    // Two connections: what two processes (or a cluster's two) open on one database.
    const first = await openDatabase({ driver: "postgres", url: url.toString() });
    await first.migrate();
    const second = await openDatabase({ driver: "postgres", url: url.toString() });
    let onRun = () => {};
    const setOnRun = (resolve: () => void) => {
      onRun = resolve;
    };
    const worker = await queueOn(first, true, () => onRun());
    await measure("PostgreSQL, worker in the same process", worker, setOnRun);
    const sender = await queueOn(second, false, () => onRun());
    await measure("PostgreSQL, sent by a process without workers (LISTEN/NOTIFY)", sender, setOnRun);
    await sender.stop({ timeoutMs: 1_000 });
    await worker.stop({ timeoutMs: 1_000 });
    await second.close();
    await first.close();
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
