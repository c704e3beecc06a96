// The production entry (bundled into dist/index.js by build.mjs): start the API, as one process or as
// WEB_CONCURRENCY processes on one port (src/cluster.ts).
import cluster from "node:cluster";
import { processCount, runPrimary } from "./cluster.ts";
import { createLogger } from "./logger.ts";
import { loadEnvOrExit, startApi } from "./start.ts";

const env = loadEnvOrExit();
const count = processCount(env);
if (cluster.isPrimary && count > 1) {
  runPrimary({ env, logger: createLogger(env.LOG_LEVEL), count });
} else {
  startApi().catch((error) => {
    console.error("API failed to start:", error);
    process.exit(1);
  });
}
