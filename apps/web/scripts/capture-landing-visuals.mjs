#!/usr/bin/env node
// The landing page's pictures, captured from the real product: nothing is drawn by hand.
//   node scripts/capture-landing-visuals.mjs [--raw DIR]      (pnpm --filter @vi/web run capture:landing)
// Starts the Auth emulator, the YouTube API emulator and the real API on a throw-away PGlite with demo
// data (scripts/lib/e2e-stack.mjs); builds the website and the extension against them; signs in on the
// website (email link from the emulator), which signs the extension in; then photographs in Chromium at
// 2x: the extension's watch-page panel and its badged home feed on the YouTube pages the extension's
// browser tests use (apps/extension/e2e: catalog-site.ts, harness.ts), the panel's tags, and the
// website's Outliers page. Each picture is cropped to its subject, encoded to WebP by Chromium
// (canvas.toBlob) at 2x and 1x widths into public/landing/, and described in
// src/components/landing-shots.ts (file names, sizes, the numbers shown, for alt text).
// --raw DIR also keeps full-page PNGs there, to choose crops.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { runnerImport } from "vite";
import {
  CHROMIUM_ARGS,
  chromiumPath,
  freePort,
  startApiStack,
  startAuth,
  startProcess,
  stopProcess,
  waitForHttp,
} from "../../../scripts/lib/e2e-stack.mjs";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const extensionDir = path.resolve(webDir, "../extension");
const outDir = path.join(webDir, "public/landing");
const manifestFile = path.join(webDir, "src/components/landing-shots.ts");
const rawArg = process.argv.indexOf("--raw");
const rawDir = rawArg > 0 ? path.resolve(process.argv[rawArg + 1] ?? "/tmp/landing-raw") : null;

/** Channels the demo-data job ingests: enough for a full Outliers page and scored home-feed videos. */
const DEMO_CHANNELS = 24;
const SCALE = 2;
const WEBP_QUALITY = 0.82;
const PROJECT_ID = "demo-vidinsight";

const run = promisify(execFile);
const log = (message) => console.log(`[capture] ${message}`);

/** TypeScript helpers of the extension's browser tests and of @vi/emulators, loaded through Vite. */
async function importTs(file) {
  const { module } = await runnerImport(file, { configFile: false, logLevel: "error" });
  return module;
}

async function buildWebsite(outputDir, env) {
  await run(
    path.join(webDir, "node_modules/.bin/vite"),
    ["build", "--outDir", outputDir, "--emptyOutDir", "--logLevel", "error"],
    { cwd: webDir, env: { ...process.env, VITE_LOCAL_STACK: "1", ...env } },
  );
}

/** The extension's production build for this stack, beside the e2e one (-m landing: .output/e2e/chrome-mv3-landing). */
async function buildExtension(env) {
  // Under NODE_ENV=test Vite would bundle React's development build.
  const { NODE_ENV: _mode, ...base } = process.env;
  await run(
    process.execPath,
    ["node_modules/wxt/bin/wxt.mjs", "build", "-c", "wxt.e2e.config.ts", "-m", "landing"],
    { cwd: extensionDir, env: { ...base, ...env } },
  );
  return path.join(extensionDir, ".output/e2e/chrome-mv3-landing");
}

async function poll(what, fn, timeoutMs = 120_000, intervalMs = 700) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Signs in on the real website with an email link read from the Auth emulator's outbox. */
async function signIn(page, { webUrl, authUrl, email }) {
  await page.goto(`${webUrl}/login`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  const link = await poll("the sign-in email", async () => {
    const answer = await fetch(`${authUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes } = await answer.json();
    return oobCodes.filter((code) => code.email === email && code.requestType === "EMAIL_SIGNIN").at(-1)
      ?.oobLink;
  });
  await page.goto(link);
  await page.getByRole("heading", { name: "You're All Set!" }).waitFor({ timeout: 30_000 });
}

/** Encodes PNG screenshots to WebP in the browser, at full size and at `1 / SCALE`. */
async function encoder(browserContext) {
  const page = await browserContext.newPage();
  await page.setContent("<!doctype html><title>encoder</title>");
  return {
    async webp(png, width) {
      const base64 = await page.evaluate(
        async ({ data, width, quality }) => {
          const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
          const height = Math.round((bitmap.height * width) / bitmap.width);
          const canvas = new OffscreenCanvas(width, height);
          const ctx = canvas.getContext("2d");
          ctx.imageSmoothingQuality = "high";
          ctx.drawImage(bitmap, 0, 0, width, height);
          const blob = await canvas.convertToBlob({ type: "image/webp", quality });
          const out = new Uint8Array(await blob.arrayBuffer());
          let binary = "";
          for (let i = 0; i < out.length; i += 0x8000)
            binary += String.fromCharCode(...out.subarray(i, i + 0x8000));
          return `${height}:${btoa(binary)}`;
        },
        { data: png.toString("base64"), width, quality: WEBP_QUALITY },
      );
      const [height, data] = base64.split(":");
      return { height: Number(height), bytes: Buffer.from(data, "base64") };
    },
    close: () => page.close(),
  };
}

async function main() {
  const [{ catalogSite }, { routeYouTube }, { DEFAULT_SEED }] = await Promise.all([
    importTs(path.join(extensionDir, "e2e/catalog-site.ts")),
    importTs(path.join(extensionDir, "e2e/harness.ts")),
    importTs(fileURLToPath(import.meta.resolve("@vi/emulators/youtube/catalog"))),
  ]);
  const cleanups = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step();
  };
  try {
    const auth = await startAuth();
    cleanups.push(auth.stop);
    const webUrl = `http://127.0.0.1:${await freePort()}`;
    const api = await startApiStack({
      authHost: auth.host,
      webOrigin: webUrl,
      youtube: true,
      youtubeSeed: DEFAULT_SEED,
      demoChannels: DEMO_CHANNELS,
      name: "landing-api",
    });
    cleanups.push(api.stop);

    log("building the website and the extension against the capture stack");
    const webOut = mkdtempSync(path.join(tmpdir(), "vi-landing-web-"));
    cleanups.push(() => rmSync(webOut, { recursive: true, force: true }));
    const [, extensionOut] = await Promise.all([
      buildWebsite(webOut, { VITE_API_BASE_URL: api.apiUrl, VITE_FIREBASE_AUTH_EMULATOR_URL: auth.url }),
      buildExtension({
        WXT_API_BASE_URL: api.apiUrl,
        WXT_WEBSITE_ORIGIN: webUrl,
        WXT_FIREBASE_AUTH_EMULATOR_URL: auth.url,
      }),
    ]);
    const preview = startProcess(
      "web",
      path.join(webDir, "node_modules/.bin/vite"),
      ["preview", "--outDir", webOut, "--host", "127.0.0.1", "--port", new URL(webUrl).port, "--strictPort"],
      { cwd: webDir, quiet: true },
    );
    cleanups.push(() => stopProcess(preview));
    await api.ready();
    await waitForHttp(webUrl, { child: preview, name: "vite preview", timeoutMs: 30_000 });

    const profile = mkdtempSync(path.join(tmpdir(), "vi-landing-profile-"));
    cleanups.push(() => rmSync(profile, { recursive: true, force: true }));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      // Extensions load in Chrome's new headless mode only (CHROMIUM_ARGS); Playwright's own must be off.
      headless: false,
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: SCALE,
      colorScheme: "dark",
      args: [
        ...CHROMIUM_ARGS,
        `--disable-extensions-except=${extensionOut}`,
        `--load-extension=${extensionOut}`,
      ],
    });
    cleanups.push(() => context.close());
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    const extensionId = new URL(worker.url()).host;
    const background = async () =>
      context.serviceWorkers().find((w) => w.url().includes(extensionId)) ??
      (await context.waitForEvent("serviceworker"));

    const site = catalogSite(DEFAULT_SEED);
    await routeYouTube(context, { site, imagesFrom: api.youtubeUrl });

    // Sign in on the website the way a user does; the website hands the session to the extension.
    log("signing in on the website");
    const web = await context.newPage();
    await signIn(web, { webUrl, authUrl: auth.url, email: `landing-${Date.now().toString(36)}@example.com` });
    const { idToken } = await poll("the extension to receive the user", async () => {
      const stored = await (await background()).evaluate(
        async () => (await chrome.storage.local.get("user")).user ?? null,
      );
      return stored?.idToken ? stored : null;
    });
    const callApi = async (method, route, body) => {
      const answer = await fetch(`${api.apiUrl}${route}`, {
        method,
        headers: {
          authorization: `Bearer ${idToken}`,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!answer.ok) throw new Error(`${method} ${route}: ${answer.status} ${await answer.text()}`);
      return answer.json();
    };

    // Looking the pages' videos up stores them and queues their channels; the API's jobs then fetch the
    // channels' uploads and score them. Wait for scores, and for the demo store to stop growing.
    log("waiting for the API's jobs to store and score the videos");
    const homeIds = site.home(60).map((v) => v.id);
    const standoutIds = site.standouts(6).map((v) => v.id);
    let lastTotal = -1;
    let stable = 0;
    let insights = [];
    await poll(
      "outlier scores and a settled store",
      async () => {
        ({ insights } = await callApi("POST", "/videos/insights", { ids: [...homeIds, ...standoutIds] }));
        const scored = new Set(insights.filter((i) => i.videoOutlier != null).map((i) => i.videoId));
        const { total } = await callApi("GET", "/outliers?limit=1");
        stable = total === lastTotal ? stable + 1 : 0;
        lastTotal = total;
        return (
          standoutIds.every((id) => scored.has(id)) && scored.size >= homeIds.length * 0.6 && stable >= 4
        );
      },
      240_000,
      1500,
    );
    log(`store settled at ${lastTotal} videos`);
    const score = (id) => insights.find((i) => i.videoId === id)?.videoOutlier ?? 0;
    // The hero: the standout the API scored highest. The tags picture: a scored video with many tags.
    const hero = site.catalog.videoById(
      standoutIds.reduce((a, b) => (score(b) > score(a) ? b : a)),
      Date.now(),
    );
    const tagged = [...homeIds, ...standoutIds]
      .map((id) => site.catalog.videoById(id, Date.now()))
      .filter((v) => v && !v.isShort && v.id !== hero.id && score(v.id) > 0)
      .sort((a, b) => b.tags.length - a.tags.length)[0];

    const shots = [];
    /** `densities`: the files written, as multiples of the CSS size (at most SCALE, the capture's). */
    const shoot = async (page, name, clip, densities = [SCALE, 1]) => {
      const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
      shots.push({ name, png, cssWidth: Math.round(clip.width), densities });
    };
    const raw = async (page, name) => {
      if (rawDir) await page.screenshot({ path: path.join(rawDir, `${name}.png`), fullPage: true });
    };
    if (rawDir) mkdirSync(rawDir, { recursive: true });
    const settle = async (page) => {
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState("networkidle");
    };
    const dark = (page) => page.evaluate(() => document.documentElement.setAttribute("dark", ""));
    const box = async (locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error(`not on screen: ${locator}`);
      return found;
    };
    const details = {};

    // 1. Hero: a watch page with the panel, the player column 520 px wide (the hero shows it about 1:1);
    // the picture starts low in the player (below the thumbnail's big title) and ends under the panel.
    log("watch page");
    const openWatch = async (video, primaryWidth) => {
      const page = await context.newPage();
      // The fixture's watch layout: 24 px margins, a 24 px gap and a 402 px sidebar around the player column.
      await page.setViewportSize({ width: primaryWidth + 24 + 24 + 24 + 402, height: 1100 });
      await page.goto(`https://www.youtube.com/watch?v=${video.id}`);
      await dark(page);
      const panel = page.locator(
        `vidinsight-watch-panel[data-video-id="${video.id}"] .panel:not([aria-busy])`,
      );
      await panel.waitFor();
      await settle(page);
      return { page, panel };
    };
    {
      const { page: watch, panel } = await openWatch(hero, 520);
      await raw(watch, "watch");
      const player = await box(watch.locator("#movie_player"));
      const panelBox = await box(panel);
      const pad = 12;
      const top = player.y + player.height * 0.7;
      await shoot(
        watch,
        "watch-panel",
        {
          x: player.x - pad,
          y: top,
          width: player.width + 2 * pad,
          // Ends above the channel row that follows the panel.
          height: panelBox.y + panelBox.height + 10 - top,
        },
        // A 1.5x file too: phones (about 1.75x) then download a third less for what is often their LCP.
        [SCALE, 1.5, 1],
      );
      details.watch = await panel.evaluate((el) =>
        Object.fromEntries(
          [...el.querySelectorAll(".stat")].map((stat) => [
            stat.querySelector(".label")?.textContent?.trim() ?? "",
            stat.querySelector(".value")?.textContent?.trim() ?? "",
          ]),
        ),
      );
      details.watch.title = hero.title;
      details.watch.videoId = hero.id;
      await watch.close();
    }

    // 2. The panel's tags, just after Copy tags was pressed (a narrower column wraps them into lines).
    log("tags");
    {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: "https://www.youtube.com",
      });
      // 476 px: the width the landing's tags card shows it at.
      const { page: watch, panel } = await openWatch(tagged, 476);
      const tags = panel.locator(".tags");
      await tags.getByRole("button", { name: "Copy tags" }).click();
      await tags.getByRole("button", { name: "Copied" }).waitFor();
      const tagsBox = await box(tags);
      const panelBox = await box(panel);
      // From just below the panel's divider (the tags' top border) to the panel's bottom edge.
      await shoot(watch, "tags", {
        x: panelBox.x,
        y: tagsBox.y + 1,
        width: panelBox.width,
        height: panelBox.y + panelBox.height - tagsBox.y - 1,
      });
      const copied = await watch.evaluate(() => navigator.clipboard.readText());
      details.tags = { title: tagged.title, tags: await tags.locator(".chip").allTextContents(), copied };
      await watch.close();
    }

    // 3. The home feed with badges: the 2 x 3 block of cards with the highest outlier scores.
    log("home feed");
    const home = await context.newPage();
    await home.setViewportSize({ width: 1240, height: 1400 });
    await home.goto("https://www.youtube.com/");
    await dark(home);
    await home.locator("vidinsight-badge").first().waitFor();
    await settle(home);
    // Badges are drawn for cards near the viewport: scroll the feed through once, until none are added.
    let badges = -1;
    for (;;) {
      const before = badges;
      badges = await home.locator("vidinsight-badge").count();
      if (badges === before) break;
      await home.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      });
      await home.waitForTimeout(500);
    }
    log(`${badges} badges on the home feed`);
    await raw(home, "home");
    {
      const cards = await home.locator("ytd-rich-grid-renderer #contents > *").evaluateAll((items) =>
        items.map((item) => {
          const r = item.getBoundingClientRect();
          const number = (tag) => {
            const text = item.querySelector(tag)?.textContent ?? "0";
            const value = Number.parseFloat(text);
            return /K/.test(text) ? value * 1e3 : /M/.test(text) ? value * 1e6 : value || 0;
          };
          return {
            x: r.x,
            y: r.y + window.scrollY,
            width: r.width,
            height: r.height,
            score: number("vidinsight-outlier"),
            vph: number("vidinsight-vph"),
          };
        }),
      );
      // The most telling 2 x 3 block: coloured (2X and more) scores and cards with real views per hour.
      const columns = 4;
      const rows = Math.floor(cards.length / columns);
      const worth = (card) => (card.score >= 2 ? 3 : 0) + Math.min(card.score, 10) + Math.log10(1 + card.vph);
      let best = { sum: -1, row: 0, col: 0 };
      for (let row = 0; row + 1 < rows; row++) {
        for (let col = 0; col + 2 < columns; col++) {
          let sum = 0;
          for (let r = row; r < row + 2; r++)
            for (let c = col; c < col + 3; c++) sum += worth(cards[r * columns + c]);
          if (sum > best.sum) best = { sum, row, col };
        }
      }
      const first = cards[best.row * columns + best.col];
      const last = cards[(best.row + 1) * columns + best.col + 2];
      // Clear of the sticky masthead (56 px).
      await home.evaluate((y) => window.scrollTo(0, y - 120), first.y);
      const scrollY = await home.evaluate(() => window.scrollY);
      const pad = 16;
      await shoot(home, "home-badges", {
        x: first.x - pad,
        y: first.y - scrollY - pad,
        width: last.x + last.width - first.x + 2 * pad,
        height: last.y + last.height - first.y + 2 * pad,
      });
      // Phones: the block's best column alone (two cards, shown about 1:1 on a phone).
      const column = [0, 1, 2]
        .map((c) => best.col + c)
        .reduce((a, b) =>
          worth(cards[best.row * columns + b]) + worth(cards[(best.row + 1) * columns + b]) >
          worth(cards[best.row * columns + a]) + worth(cards[(best.row + 1) * columns + a])
            ? b
            : a,
        );
      const top = cards[best.row * columns + column];
      const bottom = cards[(best.row + 1) * columns + column];
      await shoot(home, "home-badges-narrow", {
        x: top.x - pad,
        y: top.y - scrollY - pad,
        width: top.width + 2 * pad,
        height: bottom.y + bottom.height - top.y + 2 * pad,
      });
      // The badges of the column both pictures show (the alt text names them).
      details.home = await home.evaluate(
        (indexes) => {
          const items = [...document.querySelectorAll("ytd-rich-grid-renderer #contents > *")];
          return indexes.map((i) => items[i]?.querySelector("vidinsight-outlier")?.textContent ?? null);
        },
        [best.row * columns + column, (best.row + 1) * columns + column],
      );
    }

    // 4. The website's Outliers page over the demo store: the wide table, and the phone layout (its own
    // picture on small screens, where the wide one would be too small to read).
    log("outliers page");
    const outliersTop = async (rows, { phone = false } = {}) => {
      await web.goto(`${webUrl}/outliers`);
      const table = web.getByRole("region", { name: "Outliers table" });
      await web.waitForFunction(() => document.querySelector("table")?.getAttribute("aria-busy") === "false");
      await table.locator("tbody tr").nth(rows).waitFor();
      await settle(web);
      if (phone) {
        // Phones overlay their scrollbars (the page's and the table's); and the sticky title column next
        // to the table's last columns (Outlier, VPH) is what a phone user scrolls to.
        await web.addStyleTag({ content: "* { scrollbar-width: none; }" });
        await table.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
      }
      await web.waitForTimeout(400); // the rows fade in
      const heading = await box(web.getByRole("heading", { name: "Outliers", level: 1 }));
      const last = await box(table.locator("tbody tr").nth(rows - 1));
      const container = await box(
        web.getByRole("heading", { name: "Outliers", level: 1 }).locator("xpath=ancestor::header[1]/.."),
      );
      return { top: heading.y - 20, bottom: last.y + last.height, container };
    };
    {
      await web.setViewportSize({ width: 1280, height: 1000 });
      const { top, bottom, container } = await outliersTop(8);
      await raw(web, "outliers");
      await shoot(web, "outliers", { x: container.x, y: top, width: container.width, height: bottom - top });
      const totalText = await web.getByText(/^Total records:/).textContent();
      details.outliers = { total: Number(totalText?.replace(/[^\d]/g, "") ?? lastTotal) };
    }
    {
      await web.setViewportSize({ width: 390, height: 1400 });
      const { top, bottom, container } = await outliersTop(4, { phone: true });
      await raw(web, "outliers-narrow");
      await shoot(web, "outliers-narrow", {
        x: container.x,
        y: top,
        width: container.width,
        height: bottom - top,
      });
    }

    // Encode and write.
    log("encoding");
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const codec = await encoder(context);
    const manifest = {};
    for (const shot of shots) {
      const files = [];
      for (const width of shot.densities.map((density) => Math.round(shot.cssWidth * density))) {
        const { height, bytes } = await codec.webp(shot.png, width);
        const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
        const file = `${shot.name}-${width}w.${hash}.webp`;
        writeFileSync(path.join(outDir, file), bytes);
        files.push({ src: `/landing/${file}`, width, height, bytes: bytes.length });
        log(`${file}  ${width}x${height}  ${(bytes.length / 1024).toFixed(1)} KB`);
      }
      // The 1x file's size is the picture's CSS size (the encoder rounds the height the same way).
      const css = files.find((file) => file.width === shot.cssWidth);
      manifest[shot.name] = { width: css.width, height: css.height, files };
    }
    await codec.close();
    writeManifest(manifest, details);
    await run(path.join(webDir, "../../node_modules/.bin/biome"), ["format", "--write", manifestFile]);
    log(`wrote ${readdirSync(outDir).length} images to ${path.relative(process.cwd(), outDir)}`);
  } finally {
    await cleanup();
  }
}

function writeManifest(manifest, details) {
  const body = JSON.stringify({ shots: manifest, details }, null, 2);
  writeFileSync(
    manifestFile,
    `// Generated by scripts/capture-landing-visuals.mjs (pnpm --filter @vi/web run capture:landing): the landing
// page's pictures in public/landing/, captured from the real extension and website. Do not edit by hand.

export interface LandingShotFile {
  src: string;
  width: number;
  height: number;
  bytes: number;
}

export interface LandingShot {
  /** Size in CSS pixels: the 1x file's; the others are 2x (and 1.5x). */
  width: number;
  height: number;
  files: LandingShotFile[];
}

export interface LandingShots {
  shots: Record<${Object.keys(manifest)
    .map((name) => JSON.stringify(name))
    .join(" | ")}, LandingShot>;
  /** What the pictures show, for their alt text. */
  details: {
    /** The watch panel's figures by label ("Outlier score", "VPH"...), the video's title and id. */
    watch: Record<string, string>;
    tags: { title: string; tags: string[]; copied: string };
    /** The outlier badges of the home-feed column both pictures show (null: no score). */
    home: (string | null)[];
    outliers: { total: number };
  };
}

export const landingShots: LandingShots = ${body};
`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
