// The metrics listener: GET /metrics in Prometheus's text format, on METRICS_HOST:METRICS_PORT (127.0.0.1
// by default), apart from the API's public port so that the internet never reads them.
import { createServer, type Server } from "node:http";
import { AggregatorRegistry, collectDefaultMetrics } from "prom-client";
import type { Logger } from "../logger.ts";
import { registry } from "./index.ts";

let defaultsCollected = false;

/**
 * This process's series: Node's own figures beside ours, labelled with its API_MODE (api and worker
 * processes are scraped apart). In a cluster the primary asks each process for them (AggregatorRegistry).
 */
export function collectMetrics(role: string): void {
  if (defaultsCollected) return;
  collectDefaultMetrics({ register: registry, prefix: "vi_process_" });
  registry.setDefaultLabels({ role });
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes a cluster process answer the primary's requests for its series.
  new AggregatorRegistry();
  defaultsCollected = true;
}

export function startMetricsServer({
  port,
  host,
  logger,
  role,
}: {
  port: number;
  host: string;
  logger: Logger;
  /** API_MODE of this process, a label on every series. */
  role: string;
}): Server {
  collectMetrics(role);
  return listen({ port, host, logger, read: () => registry.metrics(), contentType: registry.contentType });
}

/**
 * The cluster primary's listener (src/cluster.ts): the processes' series summed (counters, histograms,
 * this process's pool) or, for figures every process reads from the database, taken once.
 */
export function startClusterMetricsServer({
  port,
  host,
  logger,
}: {
  port: number;
  host: string;
  logger: Logger;
}): Server {
  const aggregator = new AggregatorRegistry();
  return listen({
    port,
    host,
    logger,
    read: () => aggregator.clusterMetrics(),
    contentType: aggregator.contentType,
  });
}

function listen({
  port,
  host,
  logger,
  read,
  contentType,
}: {
  port: number;
  host: string;
  logger: Logger;
  read: () => Promise<string>;
  contentType: string;
}): Server {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("GET /metrics\n");
      return;
    }
    read().then(
      (text) => res.writeHead(200, { "content-type": contentType }).end(text),
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
