// The embedded database (PGlite) is one process's: while `npm run dev` holds it, `npm run admin` cannot
// open it. So the API on PGlite listens on a Unix socket beside the database files and runs the admin
// command itself. A socket file (owner-only, mode 0600) is reachable by this machine's user alone: no
// TCP port, nothing on the network. Only on PGlite, which production refuses (DATABASE_URL is required).
import { createHash } from "node:crypto";
import { chmod, lstat, unlink } from "node:fs/promises";
import { createConnection, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import type { Database } from "../db/index.ts";
import { runAdminCommand } from "./admin.ts";

/** Unix socket paths are limited to ~104 bytes: a deep checkout uses a name in the temp folder. */
export function adminSocketPath(dataDir: string): string {
  const beside = join(dataDir, "admin.sock");
  if (Buffer.byteLength(beside) <= 100) return beside;
  const digest = createHash("sha256").update(dataDir).digest("hex").slice(0, 16);
  return join(tmpdir(), `vidinsight-admin-${digest}.sock`);
}

const RequestSchema = z.object({ args: z.array(z.string().max(320)).max(8) });
const ReplySchema = z.object({ code: z.number().int(), out: z.array(z.string()), err: z.array(z.string()) });
export type AdminReply = z.infer<typeof ReplySchema>;

/** One request line is at most this long; a longer one is cut off. */
const MAX_REQUEST_BYTES = 8 * 1024;

export interface AdminChannel {
  path: string;
  close(): Promise<void>;
}

/** Listens on the socket; each connection sends one JSON line `{ args }` and gets one JSON line back. */
export async function openAdminChannel({
  path,
  db,
  onError,
}: {
  path: string;
  db: Database;
  onError: (error: unknown) => void;
}): Promise<AdminChannel> {
  // A socket left by a killed process would make listen fail; only a socket file is removed.
  const existing = await lstat(path).catch(() => null);
  if (existing?.isSocket()) await unlink(path);

  const server: Server = createServer((socket) => {
    socket.setEncoding("utf8");
    socket.setTimeout(10_000, () => socket.destroy());
    let text = "";
    let handled = false;
    socket.on("error", onError);
    socket.on("data", (chunk: string) => {
      if (handled) return;
      text += chunk;
      const end = text.indexOf("\n");
      if (end < 0) {
        if (text.length > MAX_REQUEST_BYTES) socket.destroy();
        return;
      }
      handled = true;
      void answer(text.slice(0, end)).then(
        (reply) => socket.end(`${JSON.stringify(reply)}\n`),
        (error: unknown) => {
          onError(error);
          socket.end(
            `${JSON.stringify({ code: 1, out: [], err: ["The API could not run the command."] })}\n`,
          );
        },
      );
    });
  });

  async function answer(line: string): Promise<AdminReply> {
    let parsed: z.infer<typeof RequestSchema>;
    try {
      parsed = RequestSchema.parse(JSON.parse(line));
    } catch {
      return { code: 2, out: [], err: ["Malformed admin request."] };
    }
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(parsed.args, {
      db,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out, err };
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      resolve();
    });
  });
  await chmod(path, 0o600);
  server.on("error", onError);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Sends a command to a running API; null when no API listens on the socket. */
export async function sendAdminCommand(path: string, args: readonly string[]): Promise<AdminReply | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    socket.setEncoding("utf8");
    let text = "";
    socket.on("connect", () => socket.write(`${JSON.stringify({ args })}\n`));
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("end", () => {
      try {
        resolve(ReplySchema.parse(JSON.parse(text.trim())));
      } catch (error) {
        reject(error);
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
  });
}
