#!/usr/bin/env node
// The landing page in every language at 375 px (and 1280 px), full page, with its menu open on the
// phone: long German and short Japanese must not break the layout. Fails on sideways overflow, a page
// error, or a page not in its language.
// Usage: node scripts/i18n-screenshots.mjs [outDir=/tmp/i18n-shots]   (after `vite build`)
// With PSEUDO=1 it shoots the pseudo-locale build instead (`VITE_PSEUDO_LOCALE=1 vite build --outDir
// dist-pseudo`) and fails on any text the page shows outside the pseudo-locale's brackets.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { freePort, launchChromium, waitForHttp } from "../../../scripts/lib/e2e-stack.mjs";
import { findSidewaysOverflow } from "./lib/sideways-overflow.mjs";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.resolve(process.argv[2] ?? "/tmp/i18n-shots");
const PSEUDO = process.env.PSEUDO === "1";
const LANGUAGES = PSEUDO ? ["en-XA"] : ["en", "es", "pt-BR", "hi", "id", "de", "fr", "ja"];

/** In the page: text outside ⟦…⟧, leaving out the brand, the language links and the pictures' frames. */
function unbracketedText() {
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, figure, [hreflang]")) continue;
    if (!parent.checkVisibility?.() && !parent.closest(".sr-only")) continue;
    const rest = (node.textContent ?? "").replace(/⟦[^⟧]*⟧/g, " ").replaceAll("VidInsight", " ");
    if (/[A-Za-z]{2,}/.test(rest)) found.push(rest.trim());
  }
  return found;
}
const widths = (process.env.WIDTHS ?? "375").split(",").map(Number);

async function main() {
  const port = await freePort();
  const preview = spawn(
    path.join(appDir, "node_modules/.bin/vite"),
    [
      "preview",
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--strictPort",
      ...(PSEUDO ? ["--outDir", "dist-pseudo"] : []),
    ],
    { cwd: appDir, stdio: ["ignore", "inherit", "inherit"] },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await launchChromium(chromium);
  const problems = [];
  try {
    await waitForHttp(baseUrl, { timeoutMs: 20_000 });
    await mkdir(outDir, { recursive: true });
    for (const width of widths) {
      for (const language of LANGUAGES) {
        // The browser speaks the page's language, so the English page does not send it elsewhere.
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          deviceScaleFactor: 1,
          locale: language,
        });
        const page = await context.newPage();
        page.on("pageerror", (error) => problems.push(`${language}: page error: ${error.message}`));
        const route = language === "en" || PSEUDO ? "/" : `/${language}`;
        await page.goto(baseUrl + route, { waitUntil: "networkidle" });
        await page.waitForSelector("h1");
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang !== language) problems.push(`${route}: <html lang="${lang}">, not ${language}`);
        if (PSEUDO) {
          for (const text of await page.evaluate(unbracketedText)) problems.push(`untranslated: "${text}"`);
        }
        for (const found of await page.evaluate(findSidewaysOverflow)) {
          problems.push(`${route} at ${width}px: sideways overflow: ${found}`);
        }
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => resolve()));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const file = path.join(outDir, `landing-${language}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        if (width < 768) {
          await page.locator("header nav button[aria-expanded]").click();
          await page.getByRole("dialog").waitFor();
          await page.waitForTimeout(400); // the slide-in animation
          const menu = path.join(outDir, `menu-${language}-${width}.png`);
          await page.screenshot({ path: menu });
          console.log(menu);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    preview.kill();
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
