// A pass-through HTTP proxy in front of the API that counts the requests it forwards, so browser tests
// can check what the extension asked for (e.g. one POST /videos/insights for a 60-thumbnail grid)
// without the API knowing it is being tested.
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  /** JSON body of POST/PUT requests, when it parsed. */
  body: unknown;
  /** The API's status and JSON answer (null until it has arrived, or when it was not JSON). */
  status: number | null;
  response: unknown;
  at: number;
}

export interface CountingProxy {
  url: string;
  close(): Promise<void>;
}

/** GET {proxy}/__e2e/requests lists recorded requests; DELETE clears them. */
export const REQUESTS_PATH = "/__e2e/requests";

function json(bytes: Buffer): unknown {
  if (bytes.length === 0) return null;
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return null;
  }
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const targetUrl = new URL(target);
  let recorded: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://proxy");
    if (url.pathname === REQUESTS_PATH) {
      if (req.method === "DELETE") recorded = [];
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(recorded));
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      let entry: RecordedRequest | null = null;
      if (req.method !== "OPTIONS") {
        entry = {
          method: req.method ?? "GET",
          path: url.pathname,
          body: json(body),
          status: null,
          response: null,
          at: Date.now(),
        };
        recorded.push(entry);
      }
      const upstream = httpRequest(
        {
          host: targetUrl.hostname,
          port: targetUrl.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: targetUrl.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          const parts: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => {
            parts.push(chunk);
            res.write(chunk);
          });
          answer.on("end", () => {
            res.end();
            if (entry) {
              entry.status = answer.statusCode ?? null;
              entry.response = json(Buffer.concat(parts));
            }
          });
        },
      );
      upstream.on("error", (error) => {
        res.writeHead(502, { "content-type": "text/plain" });
        res.end(`proxy: ${error.message}`);
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
