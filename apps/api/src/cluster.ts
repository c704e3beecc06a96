// Several API processes on one port (node:cluster), so that one container or host uses every core
// (docs/deploy.md#processes, docs/decisions/throughput.md). The primary only forks, restarts and stops
// the processes and serves their summed metrics; each process is a whole API (startApi).
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { startClusterMetricsServer } from "./metrics/server.ts";

/** The index of this process among the cluster's (0 outside a cluster). */
export const PROCESS_INDEX_VAR = "VI_PROCESS_INDEX";
/** What the primary sends a process to stop it (a signal could arrive twice: Ctrl-C reaches them all). */
export const SHUTDOWN_MESSAGE = "vi:shutdown";
/** What a process sends the primary once it listens and its queue started. */
export const READY_MESSAGE = "vi:ready";

/**
 * How many HTTP processes: WEB_CONCURRENCY, else one per core. One on PGlite (one process owns its data
 * folder) and for a worker (pg-boss spreads jobs over worker containers; one process polls enough).
 */
export function processCount(env: Pick<Env, "WEB_CONCURRENCY" | "DATABASE_URL" | "API_MODE">): number {
  if (!env.DATABASE_URL || env.API_MODE === "worker") return 1;
  return env.WEB_CONCURRENCY ?? Math.max(1, availableParallelism());
}

/**
 * API_MODE of the process at `index`: with "all", only the first runs the jobs (and the cron clock);
 * the others serve HTTP and send jobs, which the first picks up at once (queue/wake.ts).
 */
export function modeOfProcess(mode: Env["API_MODE"], index: number): Env["API_MODE"] {
  return mode === "all" && index > 0 ? "api" : mode;
}

/** The primary: forks `count` processes, replaces one that dies, stops them all on SIGTERM/SIGINT. */
export function runPrimary({ env, logger, count }: { env: Env; logger: Logger; count: number }): void {
  const byIndex = new Map<number, Worker>();
  const ready = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  const fork = (index: number) => {
    const worker = cluster.fork({ [PROCESS_INDEX_VAR]: String(index) });
    byIndex.set(index, worker);
    worker.on("message", (message) => {
      if (message === READY_MESSAGE) ready.add(index);
    });
    worker.on("exit", (code, signal) => {
      byIndex.delete(index);
      if (stopping) {
        exitCode = Math.max(exitCode, code ?? 1);
        if (byIndex.size === 0) process.exit(exitCode);
        return;
      }
      // A process that never became ready would fail again (configuration, port): stop everything.
      if (!ready.has(index)) {
        logger.fatal({ index, code, signal }, "an API process failed to start: stopping");
        stop(1);
        return;
      }
      logger.error({ index, code, signal }, "an API process died: starting another");
      ready.delete(index);
      setTimeout(() => {
        if (!stopping) fork(index);
      }, 1_000);
    });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (byIndex.size === 0) process.exit(exitCode);
    for (const worker of byIndex.values()) worker.send(SHUTDOWN_MESSAGE);
    // Each process has its own SHUTDOWN_TIMEOUT_MS; this is the primary's last resort.
    setTimeout(() => {
      for (const worker of byIndex.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS + 5_000).unref();
  };

  logger.info({ processes: count, mode: env.API_MODE }, "starting the API processes (WEB_CONCURRENCY)");
  const metrics =
    env.METRICS_PORT > 0
      ? startClusterMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST, logger })
      : null;
  for (let index = 0; index < count; index++) fork(index);
  const onSignal = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: stopping the API processes now");
      for (const worker of byIndex.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }
    metrics?.close();
    stop(0);
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
}
