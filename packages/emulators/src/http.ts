// The emulators' small HTTP toolkit: one server wrapper that routes every request through one handler and
// answers a handler's failure, one body reader with a size cap, and the answer writers (JSON, HTML,
// redirects). Each emulator passes the headers of the service it stands in for, so its wire stays the
// real one's.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * A server whose requests go to `handle`; a throw or a rejection goes to `fail` (which answers as the
 * real service would), and a failure after the answer began just ends it.
 */
export function serve(handle: Handler, fail: (error: unknown, res: ServerResponse) => void): Server {
  const failed = (error: unknown, res: ServerResponse) => {
    if (res.headersSent) res.end();
    else fail(error, res);
  };
  return createServer((req, res) => {
    try {
      const answer = handle(req, res);
      if (answer instanceof Promise) answer.catch((error: unknown) => failed(error, res));
    } catch (error) {
      failed(error, res);
    }
  });
}

/** Stops the server now, open connections included. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** The request body as text; over `maxBytes`, throws what `tooLarge` makes. */
export async function readBody(
  req: IncomingMessage,
  maxBytes: number,
  tooLarge: () => Error = () => new Error("body too large"),
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A JSON answer: `headers` are the service's own (content type included); indented when `pretty`. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
  pretty = false,
): void {
  res.writeHead(status, headers);
  res.end(pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body));
}

/** An HTML page (consent and checkout pages), never cached. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(html);
}

/** A redirect (302 for Google's consent, 303 for Stripe's checkout), never cached. */
export function redirect(res: ServerResponse, status: 302 | 303, location: string): void {
  res.writeHead(status, { location, "cache-control": "no-store" });
  res.end();
}
