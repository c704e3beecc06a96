// A real SMTP server that keeps what it receives (smtp-server + mailparser), with a small web viewer, for
// dev and tests: the API sends through nodemailer exactly as in production, only SMTP_URL points here.
// Tests read the caught messages in-process (or over /api/messages) and can make the next deliveries fail
// with a temporary 451, as a busy mail server would.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  id: string;
  receivedAt: string;
  /** The SMTP envelope. */
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  messageId: string | null;
  /** Every header, lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  html: string | null;
  text: string | null;
  /** Bytes of the whole message as received. */
  size: number;
}

export interface SmtpCatcher {
  smtpPort: number;
  httpPort: number;
  /** smtp://host:port for SMTP_URL. */
  smtpUrl: string;
  /** The viewer's address. */
  webUrl: string;
  messages(): CaughtMail[];
  clear(): void;
  /** The next `count` messages are refused with a temporary failure (451). */
  failNext(count: number): void;
  /** Resolves once `count` messages have been caught (or rejects after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  /** 1025 by default; 0 for a free port. */
  smtpPort?: number;
  /** 8025 by default; 0 for a free port. */
  httpPort?: number;
  host?: string;
  /** Oldest messages are dropped beyond this many. */
  maxMessages?: number;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function headerText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(headerText).join(", ");
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object" && "text" in value && typeof value.text === "string") return value.text;
  if (typeof value === "object" && "value" in value) {
    const params = "params" in value && value.params && typeof value.params === "object" ? value.params : {};
    const extra = Object.entries(params as Record<string, string>)
      .map(([k, v]) => `; ${k}=${v}`)
      .join("");
    return `${headerText(value.value)}${extra}`;
  }
  return String(value);
}

const PAGE_STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:960px;margin:0 auto;padding:24px}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e4e4e7;vertical-align:top}
a{color:#b91c1c}h1{font-size:20px}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #e4e4e7}
iframe{width:100%;height:900px;border:1px solid #e4e4e7;background:#fff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const host = options.host ?? "127.0.0.1";
  const maxMessages = options.maxMessages ?? 1_000;
  const caught: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;

  const smtp = new SMTPServer({
    // A local catcher: no TLS, no login (a client that offers AUTH is accepted as is).
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "catcher" });
    },
    logger: false,
    size: 10 * 1024 * 1024,
    // close() ends idle pooled client connections after this, instead of waiting 30 s for them.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          const error = new Error("4.3.0 Temporary failure (the catcher was told to refuse this one)");
          (error as Error & { responseCode: number }).responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            // The header lines as sent (mailparser folds List-* headers into one structured "list").
            const headers: Record<string, string> = {};
            for (const { key, line } of parsed.headerLines) {
              const value = line
                .slice(line.indexOf(":") + 1)
                .replace(/\r?\n[ \t]+/g, " ")
                .trim();
              headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
            }
            caught.push({
              id: randomUUID(),
              receivedAt: new Date().toISOString(),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: parsed.from?.text ?? "",
              to: headerText(parsed.to),
              subject: parsed.subject ?? "",
              messageId: parsed.messageId ?? null,
              headers,
              html: typeof parsed.html === "string" ? parsed.html : null,
              text: parsed.text ?? null,
              size: raw.length,
            });
            if (caught.length > maxMessages) caught.splice(0, caught.length - maxMessages);
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });

  const find = (id: string) => caught.find((mail) => mail.id === id);
  const send = (
    res: ServerResponse,
    status: number,
    type: string,
    body: string,
    extra: Record<string, string> = {},
  ) => {
    res.writeHead(status, { "content-type": type, ...extra });
    res.end(body);
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => resolve(body));
    });

  const http: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://catcher");
      const path = url.pathname;
      if (req.method === "GET" && path === "/api/messages") {
        return send(res, 200, "application/json", JSON.stringify({ messages: caught }));
      }
      if (req.method === "DELETE" && path === "/api/messages") {
        caught.length = 0;
        return send(res, 200, "application/json", JSON.stringify({ success: true }));
      }
      if (req.method === "POST" && path === "/api/fail-next") {
        const body = JSON.parse((await readBody(req)) || "{}") as { count?: unknown };
        failures = typeof body.count === "number" && body.count >= 0 ? Math.floor(body.count) : 1;
        return send(res, 200, "application/json", JSON.stringify({ failNext: failures }));
      }
      const htmlMatch = /^\/messages\/([\w-]+)\/html$/.exec(path);
      if (req.method === "GET" && htmlMatch) {
        const mail = find(htmlMatch[1] ?? "");
        if (!mail?.html) return send(res, 404, "text/plain", "no such message or no HTML part");
        // The email's own HTML, sandboxed: no scripts, no same-origin access.
        return send(res, 200, "text/html; charset=utf-8", mail.html, {
          "content-security-policy": "sandbox",
        });
      }
      const messageMatch = /^\/messages\/([\w-]+)$/.exec(path);
      if (req.method === "GET" && messageMatch) {
        const mail = find(messageMatch[1] ?? "");
        if (!mail) return send(res, 404, "text/plain", "no such message");
        const headerRows = Object.entries(mail.headers)
          .map(
            ([name, value]) =>
              `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
          )
          .join("");
        return send(
          res,
          200,
          "text/html; charset=utf-8",
          page(
            mail.subject,
            `<p><a href="/">All messages</a></p><h1>${escapeHtml(mail.subject)}</h1>
<table aria-label="Headers">${headerRows}</table>
<h2>HTML part</h2>${mail.html ? `<iframe title="HTML part" src="/messages/${mail.id}/html" sandbox></iframe>` : "<p>None</p>"}
<h2>Text part</h2><pre>${escapeHtml(mail.text ?? "")}</pre>`,
          ),
        );
      }
      if (req.method === "GET" && path === "/") {
        const rows = [...caught]
          .reverse()
          .map(
            (mail) =>
              `<tr><td>${escapeHtml(mail.receivedAt.replace("T", " ").slice(0, 19))}</td><td>${escapeHtml(mail.to)}</td><td><a href="/messages/${mail.id}">${escapeHtml(mail.subject || "(no subject)")}</a></td><td>${Math.ceil(mail.size / 1024)} KB</td></tr>`,
          )
          .join("");
        return send(
          res,
          200,
          "text/html; charset=utf-8",
          page(
            "Caught mail",
            `<h1>Caught mail (${caught.length})</h1><p>Everything sent to the local SMTP server on port ${smtpPort}. Nothing leaves this machine.</p>
${caught.length === 0 ? "<p>No mail yet.</p>" : `<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th><th>Size</th></tr></thead><tbody>${rows}</tbody></table>`}`,
          ),
        );
      }
      send(res, 404, "text/plain", "not found");
    })().catch((error: unknown) => send(res, 500, "text/plain", String(error)));
  });

  const listen = (
    server: { listen: (port: number, host: string, cb: () => void) => unknown },
    port: number,
  ) =>
    new Promise<void>((resolve, reject) => {
      (server as unknown as NodeJS.EventEmitter).once("error", reject);
      server.listen(port, host, () => resolve());
    });
  await listen(smtp.server as unknown as Server, options.smtpPort ?? 1025);
  await listen(http, options.httpPort ?? 8025);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl: `http://${host}:${httpPort}`,
    messages: () => [...caught],
    clear: () => {
      caught.length = 0;
    },
    failNext(count) {
      failures = count;
    },
    waitForMessages(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (caught.length < count) return;
          cleanup();
          resolve([...caught]);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} messages, caught ${caught.length} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
