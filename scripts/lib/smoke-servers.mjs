// The two small servers `npm run smoke` puts around the built artifacts, doing what the images' Caddy does
// (deploy/): a round-robin reverse proxy in front of the API processes, and the built website served with
// the headers of its dist/_headers and the app.html fallback.
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import { extname, join, normalize } from "node:path";

/** Connection failures that prove the upstream never read the request: safe to send elsewhere. */
const NOT_SENT = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE"]);
const FAIL_DURATION_MS = 2_000;

/**
 * Round-robin over `upstreams` (http://host:port). A request whose connection fails before any answer
 * goes to the next upstream - any method when the connection was refused, only GET/HEAD once it may have
 * been read (as nginx's proxy_next_upstream and Caddy's lb_try_duration do). Counts every answer by status.
 */
export function startProxy({ upstreams, port = 0, host = "127.0.0.1" }) {
  const stats = { byStatus: new Map(), byUpstream: new Map(), inFlight: new Map(), failures: [] };
  const flight = (upstream, delta) =>
    stats.inFlight.set(upstream, (stats.inFlight.get(upstream) ?? 0) + delta);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const downUntil = new Map();
  /** The next upstream in turn that has not failed lately (any, when all have). */
  const pick = () => {
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[next++ % upstreams.length];
      if ((downUntil.get(upstream) ?? 0) <= Date.now()) return upstream;
    }
    return upstreams[next++ % upstreams.length];
  };

  const forward = (req, body, upstream) =>
    new Promise((resolve, reject) => {
      const target = new URL(upstream);
      const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
        .filter(Boolean)
        .join(", ");
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" },
        },
        (response) => resolve(response),
      );
      request.on("error", reject);
      request.end(body);
    });

  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const idempotent = req.method === "GET" || req.method === "HEAD";
    let lastError = null;
    for (let attempt = 0; attempt < upstreams.length * 2; attempt++) {
      const upstream = pick();
      flight(upstream, 1);
      try {
        const response = await forward(req, body, upstream).catch((error) => {
          flight(upstream, -1);
          throw error;
        });
        response.once("end", () => flight(upstream, -1));
        response.once("error", () => flight(upstream, -1));
        stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
        stats.byUpstream.set(upstream, (stats.byUpstream.get(upstream) ?? 0) + 1);
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
        return;
      } catch (error) {
        lastError = error;
        // Passive health check (Caddy's fail_duration): a failing upstream gets nothing for a while.
        downUntil.set(upstream, Date.now() + FAIL_DURATION_MS);
        const refused = error.code === "ECONNREFUSED";
        if (!(refused || (idempotent && NOT_SENT.has(error.code)))) break;
      }
    }
    stats.failures.push(
      `${req.method} ${req.url}: ${lastError?.code ?? ""} ${lastError?.message ?? lastError}`,
    );
    stats.byStatus.set(502, (stats.byStatus.get(502) ?? 0) + 1);
    res.writeHead(502, { "content-type": "text/plain" }).end("bad gateway\n");
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const url = `http://${host}:${server.address().port}`;
      resolve({
        url,
        stats,
        close: () =>
          new Promise((done) => {
            agent.destroy();
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/** dist/_headers (Netlify's format, what `vite build` writes): path patterns and their headers. */
function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: {} };
      rules.push(current);
    } else if (current) {
      const at = line.indexOf(":");
      current.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

const matches = (pattern, pathname) =>
  pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".ico": "image/x-icon",
};

/**
 * Serves `dir` like deploy/web/Caddyfile: a file by its path, a prerendered page by its name (`/pricing`
 * -> pricing.html), app.html for every other page, 404 for a missing file; every answer gets the
 * headers of the _headers rules its path matches.
 */
export function startStaticSite({ dir, port = 0, host = "127.0.0.1" }) {
  const rules = parseHeadersFile(readFileSync(join(dir, "_headers"), "utf8"));
  const isFile = (path) => existsSync(path) && statSync(path).isFile();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://site").pathname);
    const relative = normalize(pathname).replace(/^(\.\.[/\\])+/, "");
    const candidates =
      pathname === "/"
        ? ["index.html"]
        : [relative, `${relative}.html`, ...(extname(relative) ? [] : ["app.html"])];
    const file = candidates.map((name) => join(dir, name)).find(isFile);
    const headers = Object.assign(
      {},
      ...rules.filter((rule) => matches(rule.pattern, pathname)).map((rule) => rule.headers),
    );
    if (!file || req.method !== "GET") {
      res.writeHead(file ? 405 : 404, { ...headers, "content-type": "text/plain" }).end("not found\n");
      return;
    }
    res
      .writeHead(200, { ...headers, "content-type": TYPES[extname(file)] ?? "application/octet-stream" })
      .end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${server.address().port}`,
        port: server.address().port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
