// Makes a Firebase Auth emulator available to every test file: the one the root test script started
// (FIREBASE_AUTH_EMULATOR_HOST), or else one started here for this vitest run and stopped at its end.
import type { TestProject } from "vitest/node";
import { startAuthEmulator } from "../../../scripts/lib/auth-emulator.mjs";
import { freePort, stopProcess } from "../../../scripts/lib/processes.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** host:port of the Firebase Auth emulator. */
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    project.provide("authEmulatorHost", existing);
    return;
  }
  // Free ports (hub and logging included) so that this run does not collide with `npm run dev`.
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const emulator = await startAuthEmulator({ port, hubPort, loggingPort, quiet: true });
  project.provide("authEmulatorHost", emulator.host);
  return async () => {
    await stopProcess(emulator.child);
  };
}
