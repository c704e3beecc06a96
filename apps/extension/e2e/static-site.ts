// A static host for the website's production build, as it is deployed: files by path, and index.html for
// every other path (the SPA routes it). Served on a loopback port like the API, so the browser lets the
// website call the API and the Auth emulator.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

export interface StaticSite {
  close(): Promise<void>;
}

export function serveStaticSite(distDir: string, port: number): Promise<StaticSite> {
  const root = resolve(distDir);
  const server = createServer((req, res) => {
    let file = join(root, "index.html");
    try {
      const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://site").pathname);
      const candidate = resolve(root, `.${pathname}`);
      if (candidate.startsWith(`${root}/`) && existsSync(candidate) && statSync(candidate).isFile()) {
        file = candidate;
      }
    } catch {
      // A malformed path gets the app, which shows its own not-found page.
    }
    res.writeHead(200, { "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  return new Promise((ready, fail) => {
    server.once("error", fail);
    // No host: every local address, so both localhost's ::1 and 127.0.0.1 answer.
    server.listen(port, () =>
      ready({ close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}
