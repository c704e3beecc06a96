// Shared helpers for the website's browser tests.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { VideoInsightsResponse } from "@vi/types";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import { freePort, launchChromium as launch, waitForHttp } from "../../../scripts/lib/e2e-stack.mjs";
import { findSidewaysOverflow } from "../scripts/lib/sideways-overflow.mjs";
import { signInWithEmailLink, stack, uniqueEmail } from "./auth-stack.ts";
import { call, createUser, getOutliers, routeThumbnails, waitForStoredVideos } from "./video-api.ts";

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const vite = path.join(appDir, "node_modules/.bin/vite");

export { freePort };

/** Builds the app into outDir with extra VITE_* variables (for configurations other than the default). */
export async function buildVariant(outDir: string, env: Record<string, string>): Promise<void> {
  await promisify(execFile)(vite, ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    cwd: appDir,
    // A production-mode build for the local stack (emulators, local API): docs/dev-stack.md.
    env: { ...process.env, VITE_LOCAL_STACK: "1", ...env },
  });
}

export interface Preview {
  url: string;
  stop(): void;
}

/** Serves a build (default dist/) with `vite preview` on a free port. */
export async function startPreview(outDir = path.join(appDir, "dist")): Promise<Preview> {
  if (!existsSync(path.join(outDir, "index.html"))) {
    throw new Error(`${outDir} has no build: run \`vite build\` first (turbo's test:e2e does)`);
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    vite,
    ["preview", "--outDir", outDir, "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    { cwd: appDir, stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url, { timeoutMs: 20_000 });
  } catch (error) {
    child.kill();
    throw error;
  }
  return { url, stop: () => child.kill() };
}

/**
 * The system Chromium with the shared headless flags (scripts/lib/e2e-stack.mjs). Playwright hides
 * scrollbars in headless mode; `classicScrollbars` keeps them, so pages lay out like desktop Chrome on
 * Windows and Linux, whose scrollbar takes 15 px of the width.
 */
export function launchChromium({
  classicScrollbars = false,
  args = [],
}: {
  classicScrollbars?: boolean;
  args?: string[];
} = {}): Promise<Browser> {
  return launch(chromium, {
    args,
    ...(classicScrollbars ? { ignoreDefaultArgs: ["--hide-scrollbars"] } : {}),
  });
}

/**
 * What sticks out of the page sideways: the page scrolling sideways, and every element reaching past the
 * left or right edge of the layout width unless a scroll container that fits holds it. The app frame clips
 * sideways overflow (overflow-x: clip), so a too-wide element does not make the page scroll: it is cut
 * off, which only this finds. Shared with scripts/screenshots.mjs (scripts/lib/sideways-overflow.mjs).
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(findSidewaysOverflow);
}

export interface VideoSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  email: string;
  /** The user's ID token, for calling the API as them (video-api.ts). */
  token: string;
  /** Videos in the store once the demo ingest has settled. */
  stored: number;
}

/**
 * The common setup of the video-store page tests (outliers, saved videos): Chromium; a new user (Auth
 * account and user record) named after `label`; the shared stack's demo ingest settled with at least
 * `minVideos` videos; `beforeSignIn` (say, saving videos as that user); then, in a Chromium with
 * classic scrollbars (the narrow layouts must fit beside one), a 1280x900 context with
 * `permissions` on the website and thumbnails served by the YouTube emulator, and a page signed in by
 * email link. Close `browser` afterwards.
 */
export async function openVideoSession({
  label,
  minVideos,
  permissions = [],
  contextOptions = {},
  beforeSignIn,
}: {
  label: string;
  minVideos: number;
  permissions?: string[];
  contextOptions?: BrowserContextOptions;
  beforeSignIn?: (token: string) => Promise<void>;
}): Promise<VideoSession> {
  const email = uniqueEmail(label);
  const [browser, user] = await Promise.all([
    launchChromium({ classicScrollbars: true }),
    createUser(email).then(async ({ token }) => ({
      token,
      stored: await waitForStoredVideos(token, minVideos),
    })),
  ]);
  try {
    await beforeSignIn?.(user.token);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
    if (permissions.length > 0) await context.grantPermissions(permissions, { origin: stack().webUrl });
    await routeThumbnails(context);
    const page = await context.newPage();
    await signInWithEmailLink(page, email);
    return { browser, context, page, email, ...user };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

let axeSource: string | undefined;

/**
 * A video session (openVideoSession) and channels to work with: those of the first 100 videos of one
 * outliers page (`query`), read through POST /videos/insights. One page is enough: reading the whole
 * store would spend the user's per-minute requests.
 */
export async function openChannelsSession({
  query = {},
  ...options
}: Parameters<typeof openVideoSession>[0] & { query?: Record<string, string | number> }): Promise<
  VideoSession & { channelIds: string[] }
> {
  const session = await openVideoSession(options);
  try {
    const videos = (await getOutliers(session.token, { limit: 200, ...query })).videoData;
    const { insights } = await call<VideoInsightsResponse>(session.token, "POST", "/videos/insights", {
      ids: videos.slice(0, 100).map((video) => video.videoId),
    });
    return { ...session, channelIds: [...new Set(insights.map((insight) => insight.channelId))] };
  } catch (error) {
    await session.browser.close();
    throw error;
  }
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core in the page; returns the serious and critical violations. A page that re-renders while axe
 * walks it (a refetch replacing rows) gives findings on nodes that are gone, so a finding counts only when a
 * second run, after the page had a moment, finds it again; a real violation is found every time.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const first = await axeRun(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(1_000);
  const second = await axeRun(page);
  const node = (id: string, n: AxeViolation["nodes"][number]) => `${id} ${JSON.stringify(n.target)}`;
  const before = new Set(first.flatMap((v) => v.nodes.map((n) => node(v.id, n))));
  return second
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => before.has(node(v.id, n))) }))
    .filter((v) => v.nodes.length > 0);
}

async function axeRun(page: Page): Promise<AxeViolation[]> {
  axeSource ??= await readFile(path.join(appDir, "node_modules/axe-core/axe.min.js"), "utf8");
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`,
    )
    .join("\n");
}

/**
 * Collects the console errors and uncaught exceptions of every page of `context` while it shows the
 * website (Chromium logs "Failed to load resource: ... status of 404" for any answer of 400 or more, so an
 * expected state answered as an error shows here too). Pages of other origins (Google's or Stripe's
 * stand-ins) are theirs, not ours.
 */
export function watchConsoleErrors(context: BrowserContext): () => string[] {
  const errors: string[] = [];
  const ours = (page: Page) => page.url().startsWith(stack().webUrl);
  const watch = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() !== "error" || !ours(page)) return;
      const where = message.location().url;
      errors.push(`${new URL(page.url()).pathname}: ${message.text()}${where ? ` (${where})` : ""}`);
    });
    page.on("pageerror", (error) => {
      if (ours(page)) errors.push(`${new URL(page.url()).pathname}: uncaught ${error.message}`);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on("page", watch);
  return () => [...errors];
}

/**
 * Words on screen that read as code: SCREAMING_SNAKE codes (QUOTA_EXCEEDED), snake_case (access_denied),
 * camelCase field names (minViews, videoOutlier), "field: must ..." validation texts and developer words.
 * Brand spellings a person writes that way (iPhone) are not code.
 */
const CODE_LIKE_TOKENS =
  /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b\w+: must\b|\bworker\b|\bundefined\b|\bnull\b|\[object Object\]|\bNaN\b/g;
const BRAND_SPELLINGS = new Set(["iPhone", "iPad", "iPod", "iOS", "macOS", "eBay", "iMac", "watchOS"]);

/** The code-like tokens in what a person sees of the page (innerText: no hidden or collapsed text). */
export async function codeLikeWords(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: innerText is what a person sees
  const text = await page.locator("body").innerText();
  return [...text.matchAll(CODE_LIKE_TOKENS)].map((m) => m[0]).filter((word) => !BRAND_SPELLINGS.has(word));
}

/** Screenshots of the page at 1280 and 375 px in the dark and the light scheme, into SHOTS_DIR when set. */
export async function shootWidthsAndSchemes(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${colorScheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize(original);
}

/** Screenshots of the page at its current width in the dark and the light scheme, into SHOTS_DIR when set. */
export async function shootSchemes(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const colorScheme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: path.join(dir, `${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "dark" });
}
