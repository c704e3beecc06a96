#!/usr/bin/env node
// Screenshots of every public page at 1280 and 375 px wide.
// Usage: node scripts/screenshots.mjs [outDir=/tmp/shots]
// Serves the built app (run `vite build` first) with `vite preview` on a free port unless BASE_URL is
// given, then drives the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with playwright-core.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { freePort, launchChromium, waitForHttp } from "../../../scripts/lib/e2e-stack.mjs";
import { findSidewaysOverflow } from "./lib/sideways-overflow.mjs";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.resolve(process.argv[2] ?? "/tmp/shots");

export const publicPages = [
  ["landing", "/"],
  ["login", "/login"],
  ["finish-sign-up", "/finishSignUp"],
  ["terms-of-service", "/terms-of-service"],
  ["privacy-policy", "/privacy-policy"],
  ["faq", "/faq"],
  ["affiliate", "/affiliate"],
  ["success", "/success"],
  ["cancelled", "/cancelled"],
  ["pricing", "/pricing"],
  ["oauth-callback", "/oauth-callback"],
  ["account-guard", "/account"],
  ["not-found", "/no-such-page"],
];
const widths = [1280, 375];

/** Scrolls through the page so lazy images load, then waits for every image (a full-page shot does not scroll). */
async function loadAllImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
    );
  });
  await page.waitForLoadState("networkidle");
}

async function main() {
  let preview;
  let baseUrl = process.env.BASE_URL;
  if (!baseUrl) {
    const port = await freePort();
    preview = spawn(
      path.join(appDir, "node_modules/.bin/vite"),
      ["preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
      { cwd: appDir, stdio: ["ignore", "inherit", "inherit"] },
    );
    baseUrl = `http://127.0.0.1:${port}`;
  }
  const browser = await launchChromium(chromium);
  const problems = [];
  try {
    await waitForHttp(baseUrl, { timeoutMs: 20_000 });
    await mkdir(outDir, { recursive: true });
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      page.on("pageerror", (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
      for (const [name, route] of publicPages) {
        await page.goto(baseUrl + route, { waitUntil: "networkidle" });
        await page.waitForSelector("h1");
        // Anything sticking out sideways (bad on phones), including what the app frame clips.
        for (const found of await page.evaluate(findSidewaysOverflow)) {
          problems.push(`${route} at ${width}px: sideways overflow: ${found}`);
        }
        await loadAllImages(page);
        const broken = await page.evaluate(() =>
          [...document.images]
            .filter((img) => img.naturalWidth === 0)
            .map((img) => img.currentSrc || img.src),
        );
        for (const src of broken) problems.push(`${route} at ${width}px: image did not load: ${src}`);
        const file = path.join(outDir, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      if (width < 768) {
        // The open navigation drawer.
        await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
        await page.getByRole("button", { name: "Menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).waitFor();
        await page.waitForTimeout(400); // let the slide-in animation finish
        const file = path.join(outDir, `menu-open-${width}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    preview?.kill();
  }
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
