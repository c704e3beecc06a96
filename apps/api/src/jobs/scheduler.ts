// The in-process job scheduler: one timer loop per API process, the same code on PGlite and PostgreSQL.
// A lease row in the database lets only one process run the jobs at a time when several replicas share
// a PostgreSQL. The jobs and their timing: docs/product.md#jobs; why this design and its scale-out path
// (a Postgres-backed queue): docs/decisions/jobs-scheduler.md.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { JobRunState as SharedJobRunState, SchedulerState as SharedSchedulerState } from "@vi/types";
import { sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import type { Logger } from "../logger.ts";
import type { YoutubeClient } from "../youtube/client.ts";
import { QuotaBudgetExhaustedError, YoutubeApiKeyError } from "../youtube/errors.ts";
import { nextPacificMidnight } from "../youtube/quota.ts";
import { type DiscoveryResult, discoverChannels } from "./discovery.ts";
import { isBlockingError } from "./errors.ts";
import { type RefreshResult, refreshVideos } from "./refresh.ts";
import { applyRetention, type RetentionResult } from "./retention.ts";
import { type TrackResult, trackDueChannels } from "./track.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface SchedulerConfig {
  /** Pause between ticks when there is nothing left to do (default 30 s). */
  intervalMs: number;
  /** Pause between ticks while a backlog drains (default 1 s): other requests get their turn. */
  drainIntervalMs: number;
  /** Channels tracked per tick (default 50: one full channels.list batch). */
  trackBatch: number;
  /** Stale videos refreshed per tick (default 2,500: 50 units). */
  refreshBatch: number;
  discoveryEveryMs: number;
  retentionEveryMs: number;
  /** Planner statistics (ANALYZE) at least this often while data changes; PGlite has no autovacuum. */
  analyzeEveryMs: number;
  seedChannelIds: readonly string[];
}

export const DEFAULT_SCHEDULER_CONFIG: SchedulerConfig = {
  intervalMs: 30_000,
  drainIntervalMs: 1_000,
  trackBatch: 50,
  refreshBatch: 2_500,
  discoveryEveryMs: HOUR,
  retentionEveryMs: HOUR,
  analyzeEveryMs: HOUR,
  seedChannelIds: [],
};

export const JOB_NAMES = ["discovery", "track", "refresh", "retention", "analyze"] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** What a job's runs left behind (the scheduler's memory; each process keeps its own). */
interface JobRecord {
  runs: number;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastDurationMs: number | null;
  lastResult: unknown;
  lastError: string | null;
}

/** A job's record plus when it runs next (computed from the plan when asked, so it never goes stale). */
export type JobRunState = JobRecord & Pick<SharedJobRunState, "nextRunAt" | "nextRunNote">;

/** GET /admin/stats's `jobs` (schema in @vi/types), with the job names known. */
export type SchedulerState = Omit<SharedSchedulerState, "jobs"> & { jobs: Record<JobName, JobRunState> };

export interface Scheduler {
  start(): void;
  /** Stops the timer and waits for a running tick to end. */
  stop(): Promise<void>;
  /** Runs a tick soon (new channels were queued). */
  wake(): void;
  /** Runs one tick now (what the timer does); resolves when it ends. */
  tick(): Promise<void>;
  state(): SchedulerState;
}

export interface SchedulerDeps {
  db: Database;
  youtube: YoutubeClient | null;
  logger: Logger;
  now?: () => Date;
  config?: Partial<SchedulerConfig>;
}

function didWork(result: unknown): boolean {
  if (typeof result !== "object" || result === null) return false;
  return Object.values(result).some((value) => typeof value !== "number" || value > 0);
}

const LEASE_NAME = "scheduler";
const LEASE_TTL_MS = 10 * MINUTE;

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const { db, youtube, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const config = { ...DEFAULT_SCHEDULER_CONFIG, ...deps.config };
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const jobs = Object.fromEntries(
    JOB_NAMES.map((name) => [
      name,
      {
        runs: 0,
        lastStartedAt: null,
        lastFinishedAt: null,
        lastDurationMs: null,
        lastResult: null,
        lastError: null,
      },
    ]),
  ) as Record<JobName, JobRecord>;
  let leader = false;
  let pausedUntil: Date | null = null;
  let pauseReason: string | null = null;
  let lastTickAt: Date | null = null;
  let timer: NodeJS.Timeout | null = null;
  let timerDueAt = 0;
  let stopped = true;
  let current: Promise<void> | null = null;
  let changedSinceAnalyze = 0;
  let lastTickHadBacklog = false;
  let wakeRequested = false;

  const lastRun = (name: JobName) => {
    const at = jobs[name].lastStartedAt;
    return at ? Date.parse(at) : Number.NEGATIVE_INFINITY;
  };

  async function run<T>(name: JobName, fn: () => Promise<T>): Promise<T | undefined> {
    const state = jobs[name];
    const started = now();
    state.runs++;
    state.lastStartedAt = started.toISOString();
    try {
      const result = await fn();
      state.lastResult = result;
      state.lastError = null;
      // Idle runs every 30 s would drown the log: info only when the job changed something.
      const level = didWork(result) ? "info" : "debug";
      logger[level]({ job: name, ms: now().getTime() - started.getTime(), result }, "job done");
      return result;
    } catch (error) {
      state.lastError = error instanceof Error ? error.message : String(error);
      if (isBlockingError(error)) {
        pausedUntil =
          error instanceof QuotaBudgetExhaustedError
            ? error.resetsAt
            : error instanceof YoutubeApiKeyError
              ? new Date(now().getTime() + HOUR)
              : nextPacificMidnight(now().getTime());
        pauseReason = state.lastError;
        logger.warn(
          { job: name, until: pausedUntil.toISOString(), reason: pauseReason },
          "YouTube jobs paused",
        );
      } else {
        logger.error({ err: error, job: name }, "job failed");
      }
      return undefined;
    } finally {
      const finished = now();
      state.lastFinishedAt = finished.toISOString();
      state.lastDurationMs = finished.getTime() - started.getTime();
    }
  }

  async function acquireLease(): Promise<boolean> {
    const at = now();
    const result = await db.execute<{ holder: string }>(sql`
      insert into job_leases (name, holder, expires_at)
      values (${LEASE_NAME}, ${holder}, ${new Date(at.getTime() + LEASE_TTL_MS).toISOString()}::timestamptz)
      on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where job_leases.holder = excluded.holder or job_leases.expires_at < ${at.toISOString()}::timestamptz
      returning holder
    `);
    leader = result.rows.length > 0;
    return leader;
  }

  /** One pass over the jobs; true when a backlog remains (tracking or refresh had a full batch). */
  async function runOnce(): Promise<boolean> {
    lastTickAt = now();
    if (!(await acquireLease())) return false;
    const youtubeReady = () => youtube !== null && (pausedUntil === null || pausedUntil <= now());
    if (pausedUntil && pausedUntil <= now()) {
      pausedUntil = null;
      pauseReason = null;
    }
    const ctx = { db, youtube, logger, now };
    let backlog = false;

    if (now().getTime() - lastRun("discovery") >= config.discoveryEveryMs) {
      await run<DiscoveryResult>("discovery", () =>
        discoverChannels(youtubeReady() ? ctx : { ...ctx, youtube: null }, {
          seedChannelIds: config.seedChannelIds,
        }),
      );
    }
    if (youtube && youtubeReady()) {
      const tracked = await run<TrackResult>("track", () =>
        trackDueChannels({ ...ctx, youtube }, { limit: config.trackBatch }),
      );
      if (tracked) {
        changedSinceAnalyze += tracked.videosStored;
        backlog ||= tracked.channels + tracked.failed >= config.trackBatch;
      }
    }
    if (youtube && youtubeReady()) {
      await acquireLease();
      const refreshed = await run<RefreshResult>("refresh", () =>
        refreshVideos({ ...ctx, youtube }, { limit: config.refreshBatch }),
      );
      if (refreshed) backlog ||= refreshed.refreshed + refreshed.deleted >= config.refreshBatch;
    }
    if (now().getTime() - lastRun("retention") >= config.retentionEveryMs) {
      const retained = await run<RetentionResult>("retention", () => applyRetention(ctx));
      if (retained) changedSinceAnalyze += retained.videosDeleted;
    }
    const analyzeDue =
      changedSinceAnalyze >= 1_000 ||
      (changedSinceAnalyze > 0 && now().getTime() - lastRun("analyze") >= config.analyzeEveryMs);
    lastTickHadBacklog = backlog;
    if (analyzeDue && !backlog) {
      changedSinceAnalyze = 0;
      await run("analyze", async () => {
        await db.execute(sql`analyze videos`);
        return { analyzed: "videos" };
      });
    }
    return backlog;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    const dueAt = now().getTime() + delayMs;
    if (timer && timerDueAt <= dueAt) return;
    if (timer) clearTimeout(timer);
    timerDueAt = dueAt;
    timer = setTimeout(() => {
      timer = null;
      void scheduler.tick();
    }, delayMs);
    timer.unref?.();
  }

  /**
   * When `name` runs next, following runOnce's rules: the next tick (now while one is underway), held back
   * by the job's period, a YouTube pause or the analyze threshold. An estimate to the tick: a job due
   * mid-interval waits for the following tick.
   */
  function nextRun(name: JobName, at: number): { at: number | null; note: string | null } {
    if (stopped) return { at: null, note: "The scheduler is not running in this process" };
    if (lastTickAt && !leader) return { at: null, note: "Another API process holds the job lease" };
    // A timer that should already have fired (a busy event loop) means "due now".
    const tickAt = current || !timer ? at : Math.max(at, timerDueAt);
    const periodic = (everyMs: number) => ({ at: Math.max(tickAt, lastRun(name) + everyMs), note: null });
    switch (name) {
      case "discovery":
        return periodic(config.discoveryEveryMs);
      case "retention":
        return periodic(config.retentionEveryMs);
      case "track":
      case "refresh":
        if (!youtube) return { at: null, note: "Off: YOUTUBE_API_KEY is not set" };
        if (pausedUntil && pausedUntil.getTime() > at)
          return { at: Math.max(tickAt, pausedUntil.getTime()), note: `Paused: ${pauseReason}` };
        return { at: tickAt, note: null };
      case "analyze": {
        if (changedSinceAnalyze === 0) return { at: null, note: "Runs once stored videos change" };
        const due =
          changedSinceAnalyze >= 1_000 ? tickAt : Math.max(tickAt, lastRun(name) + config.analyzeEveryMs);
        return { at: due, note: lastTickHadBacklog ? "Waits until the backlog is drained" : null };
      }
    }
  }

  const scheduler: Scheduler = {
    start() {
      if (!stopped) return;
      stopped = false;
      if (!youtube)
        logger.warn("YOUTUBE_API_KEY is not set: YouTube jobs are disabled (only stored data is served)");
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
      // Hand the lease back so another replica takes over at its next tick, not after the TTL.
      if (leader) {
        leader = false;
        try {
          await db.execute(sql`delete from job_leases where name = ${LEASE_NAME} and holder = ${holder}`);
        } catch (error) {
          logger.warn({ err: error }, "could not release the job lease");
        }
      }
    },
    wake() {
      wakeRequested = true;
      if (!current) schedule(config.drainIntervalMs);
    },
    tick() {
      if (current) return current;
      wakeRequested = false;
      current = (async () => {
        let backlog = false;
        try {
          backlog = await runOnce();
        } catch (error) {
          logger.error({ err: error }, "scheduler tick failed");
        } finally {
          current = null;
          schedule(backlog || wakeRequested ? config.drainIntervalMs : config.intervalMs);
        }
      })();
      return current;
    },
    state() {
      const at = now().getTime();
      const withNextRun = Object.fromEntries(
        JOB_NAMES.map((name) => {
          const next = nextRun(name, at);
          const job: JobRunState = {
            ...structuredClone(jobs[name]),
            nextRunAt: next.at === null ? null : new Date(next.at).toISOString(),
            nextRunNote: next.note,
          };
          return [name, job];
        }),
      ) as Record<JobName, JobRunState>;
      return {
        youtubeEnabled: youtube !== null,
        running: current !== null,
        leader,
        pausedUntil: pausedUntil?.toISOString() ?? null,
        pauseReason,
        lastTickAt: lastTickAt?.toISOString() ?? null,
        nextTickAt: !stopped && timer ? new Date(timerDueAt).toISOString() : null,
        jobs: withNextRun,
      };
    },
  };
  return scheduler;
}
