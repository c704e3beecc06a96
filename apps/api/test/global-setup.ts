// Makes a Firebase Auth emulator available to every test file: the one the root test script started
// (FIREBASE_AUTH_EMULATOR_HOST), or else one started here for this vitest run and stopped at its end.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startAuthEmulator } from "../../../scripts/lib/auth-emulator.mjs";
import { freePort, stopProcess } from "../../../scripts/lib/processes.mjs";
import { openDatabase } from "../src/db/index.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** host:port of the Firebase Auth emulator. */
    authEmulatorHost: string;
    /** A file holding a migrated PGlite data directory (test/db.ts loads it instead of running initdb). */
    pgliteTemplate: string;
  }
}

/** Migrates one in-memory PGlite and dumps its data directory to a file for every test file to start from. */
async function writePgliteTemplate(): Promise<{ path: string; remove(): void }> {
  const connection = await openDatabase({ driver: "pglite" });
  try {
    await connection.migrate();
    if (connection.queue.driver !== "pglite") throw new Error("expected PGlite");
    const dump = await connection.queue.client.dumpDataDir("none");
    const dir = mkdtempSync(join(tmpdir(), "vi-pglite-template-"));
    const path = join(dir, "migrated.tar");
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await connection.close();
  }
}

export default async function setup(project: TestProject) {
  const template = await writePgliteTemplate();
  project.provide("pgliteTemplate", template.path);
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    project.provide("authEmulatorHost", existing);
    return () => template.remove();
  }
  // Free ports (hub and logging included) so that this run does not collide with `npm run dev`.
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const emulator = await startAuthEmulator({ port, hubPort, loggingPort, quiet: true });
  project.provide("authEmulatorHost", emulator.host);
  return async () => {
    template.remove();
    await stopProcess(emulator.child);
  };
}
