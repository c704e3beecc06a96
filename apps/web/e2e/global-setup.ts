// Starts the stack the browser tests run against, once per run (scripts/lib/e2e-stack.mjs):
// - the Firebase Auth emulator, with an admin's account;
// - the YouTube API emulator, and the API on a throw-away PGlite database whose demo-data job ingests a few
//   emulator channels through the real jobs (the outliers, saved-videos and admin pages read them), with the
//   admin's user record written before the API opened the database (admin rights live only there);
// - the website built into a temporary folder (pointing at the API and Auth emulator), served by `vite preview`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import {
  freePort,
  startApiStack,
  startAuth,
  startProcess,
  stopProcess,
  waitForHttp,
} from "../../../scripts/lib/e2e-stack.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    stack: {
      webUrl: string;
      apiUrl: string;
      authEmulatorUrl: string;
      /** The YouTube emulator's origin (it also serves the thumbnails). */
      youtubeUrl: string;
      /** An Auth emulator account whose user record is an admin's. */
      admin: { email: string; password: string };
      /** The SMTP catcher's web address (GET /api/messages): the mail the API sent (the daily recap). */
      mailUrl: string;
      /** The Stripe emulator's origin (hosted checkout and portal; POST /_emulator/clock/advance). */
      stripeUrl: string;
      /** The Google OAuth emulator's origin (POST /_emulator/channels/:id/revoke). */
      googleUrl: string;
    };
  }
}

/** Channels the demo-data job ingests: enough for more than one page of outliers (about 50 videos each). */
const DEMO_CHANNELS = 3;

/** An email + password account in the Auth emulator (signing in by email link later reaches the same uid). */
async function signUp(authUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp failed: ${response.status} ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  // The API takes verified emails only ("Bearer owner" is the emulator's admin credential).
  const verified = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  if (!verified.ok) throw new Error(`update failed: ${verified.status} ${await verified.text()}`);
  return localId;
}

const webDir = resolve(fileURLToPath(new URL("..", import.meta.url)));

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: webDir,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(" ")} failed:\n${output}`)),
    );
  });
}

export default async function setup(project: TestProject) {
  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const auth = await startAuth();
    cleanups.push(auth.stop);

    const webPort = await freePort();
    const webUrl = `http://127.0.0.1:${webPort}`;
    // A fresh address: the Auth emulator may be one the root test script shares between runs.
    const admin = { email: `admin-${Date.now().toString(36)}@example.com`, password: "e2e-admin-password" };
    const adminUid = await signUp(auth.url, admin.email, admin.password);
    const api = await startApiStack({
      authHost: auth.host,
      webOrigin: webUrl,
      youtube: true,
      demoChannels: DEMO_CHANNELS,
      seedAdmin: { uid: adminUid, email: admin.email },
      smtp: true,
      stripe: true,
    });
    cleanups.push(api.stop);
    if (!api.youtubeUrl) throw new Error("the API stack started without the YouTube emulator");
    const youtubeUrl = api.youtubeUrl;
    if (!api.mailUrl) throw new Error("the API stack started without the SMTP catcher");
    const mailUrl = api.mailUrl;
    if (!api.stripeUrl) throw new Error("the API stack started without the Stripe emulator");
    const stripeUrl = api.stripeUrl;
    if (!api.googleUrl) throw new Error("the API stack started without the Google OAuth emulator");
    const googleUrl = api.googleUrl;

    // Build while the API starts (migrations take a moment). A temporary outDir leaves dist/ (the normal
    // build, which other browser tests serve) untouched and keeps the repository clean.
    const outDir = mkdtempSync(join(tmpdir(), "vi-web-e2e-dist-"));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    const vite = join(webDir, "node_modules/.bin/vite");
    await run(vite, ["build", "--outDir", outDir, "--emptyOutDir"], {
      VITE_LOCAL_STACK: "1",
      VITE_API_BASE_URL: api.apiUrl,
      VITE_FIREBASE_AUTH_EMULATOR_URL: auth.url,
    });
    const preview = startProcess(
      "web",
      vite,
      ["preview", "--outDir", outDir, "--host", "127.0.0.1", "--port", String(webPort), "--strictPort"],
      { cwd: webDir, quiet: true },
    );
    cleanups.push(() => stopProcess(preview));

    await api.ready();
    await waitForHttp(webUrl, { child: preview, name: "vite preview", timeoutMs: 30_000 });

    project.provide("stack", {
      webUrl,
      apiUrl: api.apiUrl,
      authEmulatorUrl: auth.url,
      youtubeUrl,
      admin,
      mailUrl,
      stripeUrl,
      googleUrl,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
