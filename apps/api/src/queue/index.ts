// The job queue: pg-boss (a PostgreSQL-backed queue) on the API's own database, PostgreSQL by URL or the
// embedded PGlite through an adapter over the same instance, so both run one code path. A module defines
// its job once (name, handler, optional cron, retries); any process may send to it, and every process
// started with workers (API_MODE=worker|all) shares the work: a job runs on one worker at a time.
// How to add a job: apps/api/README.md#jobs; why pg-boss 10: docs/decisions/jobs-queue.md.
import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database, QueueDatabase } from "../db/index.ts";
import type { Logger } from "../logger.ts";
import { pgliteBossDb } from "./pglite.ts";
import { listenForWakes, wakeChannel } from "./wake.ts";

interface JobContext {
  /** pg-boss's job id (a UUID). */
  id: string;
  /** 0 on the first attempt, then 1, 2... on retries. */
  retryCount: number;
  /** Aborted when the process shuts down: stop at the next safe point (the job is retried elsewhere). */
  signal: AbortSignal;
}

export interface JobDefinition<Data extends object = Record<string, never>> {
  /** Letters, digits and underscores (pg-boss's rule for queue names). */
  name: string;
  /**
   * Does the work. What it returns (an object of counts, say) is kept as the run's output and shown on
   * /data; a throw is retried with backoff, then recorded as failed.
   */
  handler: (data: Data, job: JobContext) => Promise<object | undefined>;
  /** Five-field cron in UTC ("0 * * * *": hourly); pg-boss sends one job per match, across all processes. */
  cron?: string;
  /**
   * "standard": every job sent runs. "stately": at most one queued and one running per singleton key
   * (a nudge sent while one waits is dropped): for periodic batch jobs.
   */
  policy?: "standard" | "stately";
  /** Attempts after the first (default 3), the first retry's delay (default 30 s), doubled each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run still active after this long is failed (and retried): a crashed worker's job resumes (default 15 min). */
  expireInSeconds?: number;
}

type SendOptions = Pick<
  PgBoss.SendOptions,
  "singletonKey" | "singletonSeconds" | "startAfter" | "priority" | "retryLimit" | "id"
>;

export interface QueueConfig {
  /** How often an idle worker asks for a job (default 2 s; at least 0.5). */
  pollingIntervalSeconds: number;
  /** Expiry of stuck jobs and archiving (default 60 s). */
  maintenanceIntervalSeconds: number;
  /** Workers send the cron jobs when due (default true; tests that send their own jobs turn it off). */
  cron: boolean;
}

const DEFAULT_QUEUE_CONFIG: QueueConfig = {
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 60,
  cron: true,
};

/** One finished (or running) run of a job. */
interface JobRun {
  id: string;
  state: "active" | "completed" | "failed" | "cancelled" | "retry";
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  retryCount: number;
  /** What the handler returned; for a failure, pg-boss's record of the error. */
  output: unknown;
}

export interface QueueState {
  name: string;
  cron: string | null;
  /** Waiting to run (new or waiting for a retry). */
  queued: number;
  active: number;
  /** Failed after every retry, still on record (pg-boss keeps them 7 days). */
  failed: number;
  lastRuns: JobRun[];
}

export interface JobQueue {
  /** Registers a job; every process defines the same jobs before start(). */
  define<Data extends object>(job: JobDefinition<Data>): void;
  /** Queues a run; resolves to the job id, or null when a singleton rule dropped it. Needs start(). */
  send<Data extends object>(name: string, data?: Data, options?: SendOptions): Promise<string | null>;
  /**
   * Queues many runs in one statement (pg-boss insert): for fan-outs such as one recap per user. A job
   * whose `id` is already in the queue is dropped. Needs start().
   */
  sendMany<Data extends object>(
    name: string,
    jobs: readonly { data: Data; options?: Pick<SendOptions, "singletonKey" | "id" | "priority"> }[],
  ): Promise<void>;
  /** Creates the queues and schedules; with `work`, also runs the jobs and the cron/maintenance clock. */
  start(options: { work: boolean }): Promise<void>;
  /** Stops taking jobs, waits up to `timeoutMs` for running ones, then fails them (they are retried). */
  stop(options?: { timeoutMs?: number }): Promise<{ abandonedJobs: number }>;
  /** The queues as /data shows them, read from the database (works in any process). */
  state(): Promise<QueueState[]>;
  readonly names: readonly string[];
}

/**
 * A stately queue's runs share one singleton key (its name) unless told otherwise: pg-boss allows one
 * queued and one active job per key, so cron runs and nudges never run side by side.
 */
function singleton(definition: JobDefinition<object>): SendOptions {
  return definition.policy === "stately" ? { singletonKey: definition.name } : {};
}

const RUN_STATES: readonly JobRun["state"][] = ["active", "completed", "failed", "cancelled", "retry"];
const QUEUE_NAME_RE = /^[a-z][a-z0-9_]{0,49}$/;
const LAST_RUNS = 5;

export function createJobQueue(deps: {
  database: QueueDatabase;
  /** The API's drizzle handle on the same database (state() reads the queue tables through it). */
  db: Database;
  logger: Logger;
  config?: Partial<QueueConfig>;
}): JobQueue {
  const { database, db, logger } = deps;
  const config = { ...DEFAULT_QUEUE_CONFIG, ...deps.config };
  const definitions = new Map<string, JobDefinition<object>>();
  const abort = new AbortController();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  let running = 0;
  /** This process's pg-boss worker of each queue it works (woken at once by sends, queue/wake.ts). */
  const workerIds = new Map<string, string>();
  let listener: ReturnType<typeof listenForWakes> | null = null;

  /**
   * An on-demand job was sent: wake the idle worker of its queue, here or (PostgreSQL) in another process.
   * Stately queues are batches and nudges (the store's jobs): they keep to the polling, which gathers a
   * burst of nudges into one run (waking them made the load bench's lookups queue behind ingest runs).
   */
  async function wake(name: string): Promise<void> {
    if (definitions.get(name)?.policy === "stately") return;
    const local = workerIds.get(name);
    if (local && boss) {
      boss.notifyWorker(local);
      return;
    }
    if (database.driver !== "postgres") return;
    // A lost notify costs one polling interval, never the job: it is already stored.
    await db
      .execute(sql`select pg_notify(${wakeChannel(database.schema)}, ${name})`)
      .catch((error: unknown) => logger.debug({ err: error }, "job wake-up not sent"));
  }

  /**
   * Runs the queue's set-up while holding a PostgreSQL advisory lock (a transaction on the API's pool holds
   * it; pg-boss works on its own connections meanwhile). PGlite is one process: nothing to wait for.
   */
  async function oneAtATime(setUp: () => Promise<void>): Promise<void> {
    if (database.driver !== "postgres") return setUp();
    await db.transaction(async (tx) => {
      // Waiting for another replica's set-up is not a stuck statement.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`vidinsight:queue-setup:${database.schema}`}))`,
      );
      await setUp();
    });
  }

  function createBoss(work: boolean): PgBoss {
    const common = {
      schema: database.schema,
      // Only worker processes keep the clock: cron, expiring jobs of crashed workers, archiving.
      schedule: work && config.cron,
      supervise: work,
      pollingIntervalSeconds: config.pollingIntervalSeconds,
      maintenanceIntervalSeconds: config.maintenanceIntervalSeconds,
    };
    return database.driver === "pglite"
      ? new PgBoss({ ...common, db: pgliteBossDb(database.client) })
      : new PgBoss({
          ...common,
          connectionString: database.url,
          max: 4,
          application_name: "vidinsight-jobs",
        });
  }

  async function runJob(definition: JobDefinition<object>, job: PgBoss.JobWithMetadata<object>) {
    running++;
    const started = performance.now();
    try {
      const result = await definition.handler(job.data ?? {}, {
        id: job.id,
        retryCount: job.retryCount,
        signal: abort.signal,
      });
      logger.info(
        { job: definition.name, id: job.id, ms: Math.round(performance.now() - started), result },
        "job done",
      );
      return result ?? {};
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      logger[last ? "error" : "warn"](
        { err: error, job: definition.name, id: job.id, attempt: job.retryCount + 1 },
        last ? "job failed (no retries left)" : "job failed (will retry)",
      );
      throw error;
    } finally {
      running--;
    }
  }

  const queue: JobQueue = {
    get names() {
      return [...definitions.keys()];
    },
    define(job) {
      if (boss || starting) throw new Error(`define "${job.name}" before the queue starts`);
      if (!QUEUE_NAME_RE.test(job.name))
        throw new Error(`job name "${job.name}": lower-case letters, digits, underscores`);
      if (definitions.has(job.name)) throw new Error(`job "${job.name}" is defined twice`);
      definitions.set(job.name, job as unknown as JobDefinition<object>);
    },
    async send(name, data, options = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`no job "${name}" is defined`);
      if (starting) await starting;
      if (!boss) throw new Error(`the job queue is not started (sending "${name}")`);
      const id = await boss.send(name, data ?? {}, { ...singleton(definition), ...options });
      await wake(name);
      return id;
    },
    async sendMany(name, jobs) {
      if (!definitions.has(name)) throw new Error(`no job "${name}" is defined`);
      if (starting) await starting;
      if (!boss) throw new Error(`the job queue is not started (sending "${name}")`);
      if (jobs.length === 0) return;
      await boss.insert(jobs.map((job) => ({ name, data: job.data, ...job.options })));
      await wake(name);
    },
    start({ work }) {
      if (starting) return starting;
      starting = (async () => {
        const instance = createBoss(work);
        instance.on("error", (error) => logger.warn({ err: error }, "job queue error"));
        // Replicas starting together on a fresh database deadlock in pg-boss's create_queue: one at a time.
        await oneAtATime(async () => {
          await instance.start();
          for (const definition of definitions.values()) {
            const options: PgBoss.Queue = {
              name: definition.name,
              policy: definition.policy ?? "standard",
              retryLimit: definition.retryLimit ?? 3,
              retryDelay: definition.retryDelaySeconds ?? 30,
              retryBackoff: true,
              expireInSeconds: definition.expireInSeconds ?? 15 * 60,
            };
            // createQueue keeps an existing queue's settings; updateQueue applies today's.
            await instance.createQueue(definition.name, options);
            await instance.updateQueue(definition.name, options);
            if (definition.cron)
              await instance.schedule(
                definition.name,
                definition.cron,
                {},
                { tz: "UTC", ...singleton(definition) },
              );
            else await instance.unschedule(definition.name);
          }
        });
        if (work) {
          for (const definition of definitions.values()) {
            const workerId = await instance.work<object>(
              definition.name,
              { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: config.pollingIntervalSeconds },
              async ([job]) => (job ? runJob(definition, job) : undefined),
            );
            workerIds.set(definition.name, workerId);
          }
          listener = listenForWakes(database, logger, (name) => {
            const workerId = workerIds.get(name);
            if (workerId) instance.notifyWorker(workerId);
          });
          await listener.ready;
        }
        boss = instance;
        logger.info({ queues: definitions.size, work }, work ? "job workers started" : "job queue ready");
      })();
      starting.catch(() => {
        starting = null;
      });
      return starting;
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      abort.abort();
      if (starting) await starting.catch(() => {});
      await listener?.stop();
      listener = null;
      workerIds.clear();
      const instance = boss;
      boss = null;
      if (!instance) return { abandonedJobs: 0 };
      // pg-boss waits for running handlers up to `timeout`, then marks them failed so another worker
      // retries them; our counter says how many were cut off.
      await instance.stop({ graceful: true, wait: true, timeout: timeoutMs });
      return { abandonedJobs: running };
    },
    async state() {
      const schema = sql.identifier(database.schema);
      const installed = await db.execute<{ ok: boolean }>(
        sql`select to_regclass(${`${database.schema}.queue`}) is not null as ok`,
      );
      const names = [...definitions.keys()];
      const empty = (name: string): QueueState => ({
        name,
        cron: definitions.get(name)?.cron ?? null,
        queued: 0,
        active: 0,
        failed: 0,
        lastRuns: [],
      });
      if (!installed.rows[0]?.ok || names.length === 0) return names.map(empty);
      const nameList = sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      );
      const counts = await db.execute<{ name: string; queued: number; active: number; failed: number }>(sql`
        select name,
               count(*) filter (where state in ('created', 'retry'))::int as queued,
               count(*) filter (where state = 'active')::int as active,
               count(*) filter (where state = 'failed')::int as failed
        from ${schema}.job where name in (${nameList}) group by name
      `);
      const archivedFailures = await db.execute<{ name: string; failed: number }>(sql`
        select name, count(*)::int as failed from ${schema}.archive
        where name in (${nameList}) and state = 'failed' group by name
      `);
      // A job resumed by hand goes back to "created" with its old start: only states that are runs count.
      const runStates = sql.join(
        RUN_STATES.map((state) => sql`${state}`),
        sql`, `,
      );
      // The newest runs of each queue, live or archived (pg-boss archives finished jobs after 12 hours).
      const runs = await db.execute<{
        name: string;
        id: string;
        state: JobRun["state"];
        started_on: Date | string | null;
        completed_on: Date | string | null;
        retry_count: number;
        output: unknown;
      }>(sql`
        select name, id, state, started_on, completed_on, retry_count, output from (
          select *, row_number() over (partition by name order by coalesce(completed_on, started_on) desc) as n
          from (
            select name, id::text, state::text, started_on, completed_on, retry_count, output
              from ${schema}.job
              where name in (${nameList}) and started_on is not null and state::text in (${runStates})
            union all
            select name, id::text, state::text, started_on, completed_on, retry_count, output
              from ${schema}.archive
              where name in (${nameList}) and started_on is not null and state::text in (${runStates})
          ) all_runs
        ) ranked where n <= ${LAST_RUNS}
        order by name, coalesce(completed_on, started_on) desc
      `);
      const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
      return names.map((name) => {
        const count = counts.rows.find((row) => row.name === name);
        const archived = archivedFailures.rows.find((row) => row.name === name)?.failed ?? 0;
        return {
          ...empty(name),
          queued: count?.queued ?? 0,
          active: count?.active ?? 0,
          failed: (count?.failed ?? 0) + archived,
          lastRuns: runs.rows
            .filter((row) => row.name === name)
            .map((row) => {
              const startedAt = iso(row.started_on);
              const finishedAt = row.state === "active" ? null : iso(row.completed_on);
              return {
                id: row.id,
                state: row.state,
                startedAt,
                finishedAt,
                durationMs: startedAt && finishedAt ? Date.parse(finishedAt) - Date.parse(startedAt) : null,
                retryCount: row.retry_count,
                output: row.output ?? null,
              };
            }),
        };
      });
    },
  };
  return queue;
}
