// The popup in every interface language: picked in the popup itself, kept when it opens again, written
// from the same catalogs as the website. Screenshots at the popup's width go to SCREENSHOT_DIR.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type ExtensionBrowser, launchWithExtension } from "./harness.ts";
import { signInExtension } from "./stack.ts";

const dir = process.env.SCREENSHOT_DIR || "/tmp/shots/issue38";
let browser: ExtensionBrowser;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  browser = await launchWithExtension();
  await signInExtension(browser, null);
});

afterAll(async () => {
  await browser?.close();
});

const SIGN_IN: [string, string, string][] = [
  ["en", "English", "Sign in"],
  ["es", "Español", "Iniciar sesión"],
  ["pt-BR", "Português (Brasil)", "Entrar"],
  ["hi", "हिन्दी", "साइन इन करें"],
  ["id", "Bahasa Indonesia", "Masuk"],
  ["de", "Deutsch", "Anmelden"],
  ["fr", "Français", "Se connecter"],
  ["ja", "日本語", "ログイン"],
];

test("signed out, the popup speaks the language picked in it, and keeps it when it opens again", async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 320, height: 560 });
  await page.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  await page.getByRole("link", { name: "Sign in" }).waitFor();
  for (const [language, name, signIn] of SIGN_IN) {
    await page.locator("select.language").selectOption({ label: name });
    await page.getByRole("link", { name: signIn, exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    await page.evaluate(() => document.fonts.ready);
    await page.locator("main").screenshot({ path: join(dir, `popup-signed-out-${language}.png`) });
  }
  // Opened again: still Japanese, the last one picked.
  await page.reload();
  await page.getByRole("link", { name: "ログイン", exact: true }).waitFor();
  await page.close();
});
