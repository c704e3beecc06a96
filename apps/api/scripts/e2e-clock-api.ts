// The API for browser tests that move time (the watchlist's acceptance e2e, apps/extension/e2e): the same
// startApi as src/index.ts, given a clock at the system's time plus an offset the test moves. pg-boss's
// cron follows the system clock (a round a real minute), so a test that jumps hours runs the jobs whose
// schedule fell due itself (POST /jobs/run); the cron keeps running for the stack's other tests. Nothing
// in src/ knows about it (docs/decisions/e2e-clock.md).
//
// A control server on E2E_CLOCK_PORT (127.0.0.1), for the test only:
//   GET  /clock                       {"now", "offsetMs"}
//   POST /clock/advance {"ms": N}     moves this API's clock forward by N ms
//   POST /jobs/run {"names": [...]}   sends each job in turn and answers when it finished: {"runs": [...]}
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { z } from "zod";
import type { JobQueue } from "../src/queue/index.ts";
import { startApi } from "../src/start.ts";

const port = z.coerce.number().int().min(1).max(65535).parse(process.env.E2E_CLOCK_PORT);
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
let queue: JobQueue | null = null;

const AdvanceSchema = z
  .object({
    ms: z
      .int()
      .positive()
      .max(366 * 86_400_000),
  })
  .strict();
const RunSchema = z.object({ names: z.array(z.string().min(1)).min(1).max(20) }).strict();

/** Sends the job (again when a stately queue already holds one) and waits for that run to finish. */
async function runJob(jobs: JobQueue, name: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  const sleep = () => new Promise((resolve) => setTimeout(resolve, 100));
  const stateOf = async () => (await jobs.state()).find((entry) => entry.name === name);
  if (!jobs.names.includes(name)) throw new Error(`no job named ${name}`);
  let id: string | null = null;
  while (id === null) {
    id = await jobs.send(name, {});
    if (id !== null) break;
    // A run of it is queued or active already: wait for the queue to empty, then send a fresh one.
    for (;;) {
      const state = await stateOf();
      if (!state || state.queued + state.active === 0) break;
      if (Date.now() > deadline) throw new Error(`${name} stayed busy`);
      await sleep();
    }
  }
  for (;;) {
    const run = (await stateOf())?.lastRuns.find((entry) => entry.id === id);
    if (run && (run.state === "completed" || run.state === "failed")) return { name, ...run };
    if (Date.now() > deadline) throw new Error(`${name} did not finish in ${timeoutMs} ms`);
    await sleep();
  }
}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : {};
}

function answer(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

const control = createServer((req, res) => {
  const handle = async () => {
    if (req.method === "GET" && req.url === "/clock") {
      return answer(res, 200, { now: now().toISOString(), offsetMs });
    }
    if (req.method === "POST" && req.url === "/clock/advance") {
      const parsed = AdvanceSchema.safeParse(await body(req));
      if (!parsed.success) return answer(res, 400, { error: 'body: {"ms": a positive whole number}' });
      offsetMs += parsed.data.ms;
      return answer(res, 200, { now: now().toISOString(), offsetMs });
    }
    if (req.method === "POST" && req.url === "/jobs/run") {
      const parsed = RunSchema.safeParse(await body(req));
      if (!parsed.success) return answer(res, 400, { error: 'body: {"names": ["job", ...]}' });
      if (!queue) return answer(res, 503, { error: "the job queue has not started yet" });
      const runs = [];
      for (const name of parsed.data.names) runs.push(await runJob(queue, name));
      return answer(res, 200, { runs });
    }
    answer(res, 404, { error: "not found" });
  };
  handle().catch((error: unknown) => answer(res, 500, { error: String(error) }));
});
control.listen(port, "127.0.0.1");

await startApi({
  now,
  // Workers pick sent jobs up within half a second (the default 2 s would make each round slow).
  queue: { pollingIntervalSeconds: 0.5 },
  beforeJobs: async ({ services }) => {
    queue = services.queue;
  },
});
