// A worker process for the crash test (src/queue/queue.test.ts): defines one job whose handler never ends,
// prints "running <job id>" when it starts one, and waits to be killed (SIGKILL: no shutdown at all).
import { openDatabase } from "../src/db/index.ts";
import { createLogger } from "../src/logger.ts";
import { createJobQueue } from "../src/queue/index.ts";

const { QUEUE_URL, QUEUE_SEARCH_PATH, JOB_NAME } = process.env;
if (!QUEUE_URL || !QUEUE_SEARCH_PATH || !JOB_NAME) throw new Error("QUEUE_URL, QUEUE_SEARCH_PATH, JOB_NAME");
const connection = await openDatabase({ driver: "postgres", url: QUEUE_URL, searchPath: QUEUE_SEARCH_PATH });
const queue = createJobQueue({
  database: connection.queue,
  db: connection.db,
  logger: createLogger("silent"),
  config: { pollingIntervalSeconds: 0.5, cron: false },
});
queue.define({
  name: JOB_NAME,
  retryDelaySeconds: 0,
  expireInSeconds: 2,
  handler: async (_data, job) => {
    console.log(`running ${job.id}`);
    await new Promise(() => {});
    return {};
  },
});
await queue.start({ work: true });
console.log("ready");
