// The job queue on each database: pg-boss on PostgreSQL by URL, and on PGlite through the adapter over
// the same instance (one code path). pg-boss keeps its own timers, so the tests run it with short polling
// and wait for states with a bound (test/queue.ts), never for fixed times.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { forEachDatabase } from "../../test/db.ts";
import { waitUntil } from "../../test/queue.ts";
import { createLogger } from "../logger.ts";
import { createJobQueue, type JobDefinition, type JobQueue, type QueueState } from "./index.ts";

const logger = createLogger("silent");
let serial = 0;
/** A fresh queue name per test: the suite's database is shared by its tests. */
const uniqueName = (base: string) => `${base}_${++serial}`;

forEachDatabase((t) => {
  const started: JobQueue[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((queue) => queue.stop({ timeoutMs: 1_000 })));
  });

  /** A worker process: its own pg-boss on the suite's database, with the given jobs defined. */
  async function worker(
    jobs: JobDefinition<{ n?: number }>[],
    { work = true, pollingIntervalSeconds = 0.5 } = {},
  ) {
    const queue = createJobQueue({
      database: t.connection.queue,
      db: t.db,
      logger,
      config: { pollingIntervalSeconds, maintenanceIntervalSeconds: 1, cron: false },
    });
    for (const job of jobs) queue.define(job);
    await queue.start({ work });
    started.push(queue);
    return queue;
  }

  const stateOf = async (queue: JobQueue, name: string): Promise<QueueState> => {
    const state = (await queue.state()).find((entry) => entry.name === name);
    if (!state) throw new Error(`no queue ${name}`);
    return state;
  };

  test("two workers on one database never run the same job twice", async () => {
    const name = uniqueName("share");
    const runs: { worker: string; n: number; id: string }[] = [];
    const job = (workerName: string): JobDefinition<{ n?: number }> => ({
      name,
      retryLimit: 0,
      handler: async ({ n = -1 }, { id }) => {
        runs.push({ worker: workerName, n, id });
        // Long enough that both workers poll while the other one is busy.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { n };
      },
    });
    const one = await worker([job("one")]);
    await worker([job("two")]);
    const ids = await Promise.all(Array.from({ length: 16 }, (_, n) => one.send(name, { n })));
    expect(new Set(ids).size).toBe(16);

    await waitUntil(async () => runs.length >= 16 && (await stateOf(one, name)).active === 0);
    expect(runs).toHaveLength(16);
    expect(new Set(runs.map((run) => run.id)).size).toBe(16);
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, n) => n));
    expect(await stateOf(one, name)).toMatchObject({ queued: 0, active: 0, failed: 0 });
  });

  // Polling every 10 minutes: without the wake-up (queue/wake.ts) these jobs would wait for the next poll,
  // far past waitUntil's bound. On PostgreSQL the second case crosses processes (LISTEN/NOTIFY).
  test("a sent job wakes an idle worker of the same process at once", async () => {
    const name = uniqueName("wake_local");
    const ran: number[] = [];
    const queue = await worker(
      [
        {
          name,
          handler: async ({ n = -1 }) => {
            ran.push(n);
            return {};
          },
        },
      ],
      {
        pollingIntervalSeconds: 600,
      },
    );
    // The worker's first fetch (at start) found nothing; now it sleeps until the next poll.
    await waitUntil(async () => (await stateOf(queue, name)).queued === 0);
    await queue.send(name, { n: 1 });
    await waitUntil(() => ran.length === 1, { timeoutMs: 10_000 });
    await queue.send(name, { n: 2 });
    await waitUntil(() => ran.length === 2, { timeoutMs: 10_000 });
    expect(ran).toEqual([1, 2]);
  });

  test.skipIf(t.kind !== "postgres")(
    "a job sent by a process without workers wakes the worker of another process at once",
    async () => {
      const name = uniqueName("wake_remote");
      const ran: number[] = [];
      const job: JobDefinition<{ n?: number }> = {
        name,
        handler: async ({ n = -1 }) => {
          ran.push(n);
          return {};
        },
      };
      await worker([job], { pollingIntervalSeconds: 600 });
      const sender = await worker([job], { work: false });
      // start() resolved once the worker's LISTEN was in place.
      for (let n = 1; n <= 3; n++) {
        await sender.send(name, { n });
        await waitUntil(() => ran.length === n, { timeoutMs: 10_000 });
      }
      expect(ran).toEqual([1, 2, 3]);
    },
  );

  test("a job that throws is retried, then recorded as failed with its error", async () => {
    const name = uniqueName("fails");
    let attempts = 0;
    const queue = await worker([
      {
        name,
        retryLimit: 2,
        retryDelaySeconds: 0,
        handler: async () => {
          attempts++;
          throw new Error(`upstream said no (attempt ${attempts})`);
        },
      },
    ]);
    const id = await queue.send(name, {});
    await waitUntil(async () => (await stateOf(queue, name)).failed === 1);
    expect(attempts).toBe(3);
    const state = await stateOf(queue, name);
    expect(state).toMatchObject({ queued: 0, active: 0, failed: 1 });
    expect(state.lastRuns[0]).toMatchObject({ id, state: "failed", retryCount: 2 });
    expect(JSON.stringify(state.lastRuns[0]?.output)).toContain("upstream said no (attempt 3)");
  });

  test("a job cut off by a shutdown goes back to the queue and the next worker resumes it", async () => {
    const name = uniqueName("resume");
    const attempts: { worker: string; retryCount: number }[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = await worker([
      {
        name,
        retryDelaySeconds: 0,
        // Ignores the abort signal: only the queue's bounded wait ends it.
        handler: async (_data, job) => {
          attempts.push({ worker: "first", retryCount: job.retryCount });
          started();
          await new Promise(() => {});
          return {};
        },
      },
    ]);
    const id = await first.send(name, {});
    await running;
    const stopped = await first.stop({ timeoutMs: 1_000 });
    expect(stopped.abandonedJobs).toBe(1);

    const second = await worker([
      {
        name,
        retryDelaySeconds: 0,
        handler: async (_data, job) => {
          attempts.push({ worker: "second", retryCount: job.retryCount });
          return { resumed: true };
        },
      },
    ]);
    await waitUntil(async () => (await stateOf(second, name)).lastRuns[0]?.state === "completed");
    expect(attempts).toEqual([
      { worker: "first", retryCount: 0 },
      { worker: "second", retryCount: 1 },
    ]);
    expect((await stateOf(second, name)).lastRuns[0]).toMatchObject({ id, output: { resumed: true } });
  });

  // A crash leaves no chance to hand the job back: pg-boss fails it once its expiry passes (maintenance
  // of any live worker), and the retry runs elsewhere. Two processes on one database: PostgreSQL only.
  test.runIf(t.kind === "postgres")(
    "three processes starting together on a fresh database set the queues up one at a time (no deadlock)",
    async () => {
      const base = t.connection.queue;
      if (base.driver !== "postgres") throw new Error("postgres only");
      // pg-boss's own schema, new: every process creates the queues as on a first deployment.
      const database = { ...base, schema: `${base.schema}_fresh` };
      const names = Array.from({ length: 8 }, (_, i) => uniqueName(`setup${i}`));
      const queues = Array.from({ length: 3 }, (_, i) => {
        const queue = createJobQueue({
          database,
          db: t.db,
          logger,
          config: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, cron: false },
        });
        for (const name of names) queue.define({ name, handler: async () => ({}) });
        started.push(queue);
        return queue.start({ work: i === 0 });
      });
      try {
        await Promise.all(queues);
        expect((await started[0]?.state())?.map((state) => state.name).sort()).toEqual([...names].sort());
      } finally {
        await Promise.all(started.splice(0).map((queue) => queue.stop({ timeoutMs: 1_000 })));
        await t.db.execute(sql.raw(`drop schema if exists "${database.schema}" cascade`));
      }
    },
  );

  test.runIf(t.kind === "postgres")(
    "a worker killed mid-job (SIGKILL): the job expires and another worker resumes it",
    async () => {
      const name = uniqueName("crash");
      const queue = t.connection.queue;
      if (queue.driver !== "postgres") throw new Error("postgres only");
      const child = spawn(process.execPath, ["--import", "tsx", "test/crash-worker.ts"], {
        cwd: join(import.meta.dirname, "..", ".."),
        env: {
          PATH: process.env.PATH,
          QUEUE_URL: queue.url,
          QUEUE_SEARCH_PATH: queue.schema.replace(/_pgboss$/, ""),
          JOB_NAME: name,
        },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      try {
        await waitUntil(() => output.includes("ready"), { timeoutMs: 60_000 });
        // Every process defines the job alike (crash-worker.ts: no retry delay, 2 s expiry).
        const sender = await worker(
          [{ name, retryDelaySeconds: 0, expireInSeconds: 2, handler: async () => ({}) }],
          {
            work: false,
          },
        );
        const id = await sender.send(name, {});
        await waitUntil(() => output.includes(`running ${id}`));
        child.kill("SIGKILL");
        await new Promise((resolve) => child.once("exit", resolve));
        expect(await stateOf(sender, name)).toMatchObject({ active: 1 });

        const resumed: number[] = [];
        await worker([
          {
            name,
            retryDelaySeconds: 0,
            expireInSeconds: 2,
            handler: async (_data, job) => {
              resumed.push(job.retryCount);
              return { resumed: true };
            },
          },
        ]);
        await waitUntil(async () => (await stateOf(sender, name)).lastRuns[0]?.state === "completed");
        expect(resumed).toEqual([1]);
        expect((await stateOf(sender, name)).lastRuns[0]).toMatchObject({ id, output: { resumed: true } });
      } finally {
        if (child.exitCode === null) child.kill("SIGKILL");
      }
    },
    90_000,
  );

  test("a handler that stops at its safe point (the abort signal) is retried at once, not after the wait", async () => {
    const name = uniqueName("safe");
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const queue = await worker([
      {
        name,
        retryDelaySeconds: 0,
        handler: async (_data, job) => {
          started();
          await new Promise((_, reject) =>
            job.signal.addEventListener("abort", () => reject(new Error("stopped at a safe point"))),
          );
          return {};
        },
      },
    ]);
    await queue.send(name, {});
    await running;
    expect(await queue.stop({ timeoutMs: 30_000 })).toEqual({ abandonedJobs: 0 });
    const state = await stateOf(queue, name);
    expect(state.queued).toBe(1);
    expect(state.lastRuns[0]).toMatchObject({ state: "retry" });
  });

  describe("stately jobs", () => {
    test("one waits and one runs at a time: extra nudges are dropped", async () => {
      const name = uniqueName("batch");
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let runs = 0;
      const queue = await worker([
        {
          name,
          policy: "stately",
          handler: async () => {
            runs++;
            await gate;
            return { runs };
          },
        },
      ]);
      expect(await queue.send(name, {})).toEqual(expect.any(String));
      await waitUntil(async () => (await stateOf(queue, name)).active === 1);
      // One may wait while one runs; the third is the same work again and is dropped.
      expect(await queue.send(name, {})).toEqual(expect.any(String));
      expect(await queue.send(name, {})).toBeNull();
      release();
      await waitUntil(async () => runs === 2 && (await stateOf(queue, name)).active === 0);
      expect(await stateOf(queue, name)).toMatchObject({ queued: 0, active: 0, failed: 0 });
    });
  });

  test("a process without workers can send; the job waits for a worker", async () => {
    const name = uniqueName("later");
    const definition: JobDefinition<{ n?: number }> = { name, handler: async ({ n }) => ({ n }) };
    const api = await worker([definition], { work: false });
    const id = await api.send(name, { n: 7 });
    expect(await stateOf(api, name)).toMatchObject({ queued: 1, active: 0 });
    await worker([definition]);
    await waitUntil(async () => (await stateOf(api, name)).lastRuns[0]?.state === "completed");
    expect((await stateOf(api, name)).lastRuns[0]).toMatchObject({ id, output: { n: 7 } });
  });

  test("jobs are defined before start, with valid names, once", async () => {
    const queue = createJobQueue({ database: t.connection.queue, db: t.db, logger });
    expect(() => queue.define({ name: "Bad-Name", handler: async () => ({}) })).toThrow(/lower-case/);
    queue.define({ name: "once", handler: async () => ({}) });
    expect(() => queue.define({ name: "once", handler: async () => ({}) })).toThrow(/twice/);
    await expect(queue.send("once", {})).rejects.toThrow(/not started/);
    await expect(queue.send("unknown", {})).rejects.toThrow(/no job "unknown"/);
  });
});
