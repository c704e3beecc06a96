// On-demand jobs start at once (docs/decisions/throughput.md): pg-boss 10 only polls (every 2 s), so a
// channel analysis queued by a request waited up to 2 s for an idle worker. After a send to a queue of
// policy "standard" (stately queues are batches that keep to the polling), a worker in the same
// process is woken directly (pg-boss's notifyWorker); on PostgreSQL the send also NOTIFYs a channel that
// every worker process LISTENs on, so workers in other processes (API_MODE=worker, the first process of
// a cluster) wake too. Polling stays: it is what picks up retries, delayed jobs and a missed notify.
import pg from "pg";
import type { QueueDatabase } from "../db/index.ts";
import type { Logger } from "../logger.ts";

/** The NOTIFY channel of a queue schema (a test suite's schema has its own). */
export function wakeChannel(schema: string): string {
  return `vi_jobs_${schema}`.slice(0, 63);
}

/**
 * Listens on the queue's channel with a connection of its own (LISTEN holds a session, so not the pool's)
 * and calls `onWake` with each queue name sent; reconnects after a database restart. PGlite is one
 * process: nothing to listen to.
 */
export function listenForWakes(
  database: QueueDatabase,
  logger: Logger,
  onWake: (queue: string) => void,
): { ready: Promise<void>; stop(): Promise<void> } {
  if (database.driver !== "postgres") return { ready: Promise.resolve(), stop: async () => {} };
  const channel = wakeChannel(database.schema);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  let listening: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: database.url, application_name: "vidinsight-wake" });
    client = next;
    const again = () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(), 1_000);
      retry.unref();
    };
    next.on("error", again);
    next.on("end", again);
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) onWake(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch (error) {
      logger.debug({ err: error }, "job wake-up listener: reconnecting");
      again();
    }
    // Started (or polling only until the reconnection succeeds): the queue does not wait on it further.
    listening();
  };
  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
