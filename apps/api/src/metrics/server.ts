// The metrics listener: GET /metrics in Prometheus's text format, on METRICS_HOST:METRICS_PORT (127.0.0.1
// by default), apart from the API's public port so that the internet never reads them.
import { createServer, type Server } from "node:http";
import { collectDefaultMetrics } from "prom-client";
import type { Logger } from "../logger.ts";
import { registry } from "./index.ts";

let defaultsCollected = false;

export function startMetricsServer({
  port,
  host,
  logger,
  role,
}: {
  port: number;
  host: string;
  logger: Logger;
  /** API_MODE of this process, a label on every series (api and worker processes are scraped apart). */
  role: string;
}): Server {
  if (!defaultsCollected) {
    // Node's own figures (event loop lag, heap, GC) beside ours.
    collectDefaultMetrics({ register: registry, prefix: "vi_process_" });
    registry.setDefaultLabels({ role });
    defaultsCollected = true;
  }
  const server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("GET /metrics\n");
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": registry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, "metrics collection failed");
        res.writeHead(500, { "content-type": "text/plain" }).end("metrics collection failed\n");
      },
    );
  });
  // Metrics are for operators: a taken port is logged, it does not stop the API.
  server.on("error", (error) =>
    logger.error({ err: error, port, host }, "metrics listener failed (METRICS_PORT)"),
  );
  server.listen(port, host, () => logger.info({ port, host }, `metrics on http://${host}:${port}/metrics`));
  return server;
}
