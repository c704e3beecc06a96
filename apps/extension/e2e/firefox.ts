// The Firefox side of the browser tests: the system Firefox (Debian's firefox-esr) driven over WebDriver
// BiDi by puppeteer-core (Playwright's Firefox is a patched build it downloads; stock Firefox speaks BiDi),
// with the Firefox build of the extension (.output/e2e/firefox-mv3, built by e2e/global-setup.ts)
// installed in the profile (so it stays installed across a restart, unlike a temporary add-on). YouTube is answered by request interception from the same fixtures and
// catalog pages as the Chromium tests (harness.ts: youtubeAnswer).
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer, { type Browser, type HTTPRequest, type Page } from "puppeteer-core";
import { firefoxPath } from "../../../scripts/lib/e2e-stack.mjs";
import { GECKO_ID } from "../wxt.config.ts";
import { type Answer, imageAnswer, type YouTubeRouteOptions, youtubeAnswer } from "./harness.ts";

export const FIREFOX_EXTENSION_DIR = fileURLToPath(new URL("../.output/e2e/firefox-mv3", import.meta.url));

export interface FirefoxWithExtension {
  browser: Browser;
  /** moz-extension://<uuid>: the extension's origin in this profile. */
  extensionOrigin: string;
  /** A new tab whose YouTube (and `extraRoutes`) requests are answered locally. */
  newPage(): Promise<Page>;
  /** A new tab on one of the extension's pages (`/popup.html`), loaded. */
  openExtensionPage(path: string): Promise<Page>;
  close(): Promise<void>;
}

export interface FirefoxOptions extends YouTubeRouteOptions {
  /** A profile folder to use and keep (for tests that restart the browser on it); else a throw-away one. */
  profile?: string;
  /** The moz-extension UUID of the extension in that profile (the same on each launch of it). */
  uuid?: string;
  /** Where downloads are saved, without asking. */
  downloadDir?: string;
  /** Other origins answered locally, by origin (an impostor of the website); null lets a request through. */
  extraRoutes?: Record<string, (url: URL) => Answer | null>;
}

/** Launches Firefox with the extension's Firefox build installed, in `options.profile` or a throw-away one. */
export async function launchFirefoxWithExtension(
  options: FirefoxOptions = {},
): Promise<FirefoxWithExtension> {
  if (!existsSync(join(FIREFOX_EXTENSION_DIR, "manifest.json"))) {
    throw new Error(`Extension not built: ${FIREFOX_EXTENSION_DIR} (run wxt build -b firefox)`);
  }
  // Firefox gives each add-on a random moz-extension UUID per profile; this pref names it in advance, so
  // the tests can open the popup's page.
  const uuid = options.uuid ?? randomUUID();
  const profile = options.profile ?? mkdtempSync(join(tmpdir(), "vi-e2e-firefox-"));
  // A file named after the add-on id holding the build's path installs it unpacked in the profile; Firefox
  // ESR loads such an unsigned add-on when signatures are not required.
  mkdirSync(join(profile, "extensions"), { recursive: true });
  writeFileSync(join(profile, "extensions", GECKO_ID), FIREFOX_EXTENSION_DIR);
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath(),
    headless: true,
    userDataDir: profile,
    defaultViewport: { width: 1280, height: 900 },
    // Lets the driver open moz-extension:// pages (the popup); a page still cannot navigate there.
    args: ["--remote-allow-system-access"],
    extraPrefsFirefox: {
      "extensions.webextensions.uuids": JSON.stringify({ [GECKO_ID]: uuid }),
      "xpinstall.signatures.required": false,
      // Enable add-ons found in the profile without asking.
      "extensions.autoDisableScopes": 0,
      "extensions.enabledScopes": 15,
      ...(options.downloadDir && {
        "browser.download.folderList": 2,
        "browser.download.dir": options.downloadDir,
        "browser.download.useDownloadDir": true,
        "browser.download.always_ask_before_handling_new_types": false,
      }),
    },
  });

  async function answer(request: HTTPRequest): Promise<void> {
    const url = new URL(request.url());
    let found: Answer | null = null;
    if (url.origin === "https://www.youtube.com") found = youtubeAnswer(url, options);
    else if (url.origin === "https://i.ytimg.com") found = await imageAnswer(url, options.imagesFrom);
    else found = options.extraRoutes?.[url.origin]?.(url) ?? null;
    if (!found) return request.continue();
    return request.respond({
      status: found.status,
      contentType: found.contentType,
      body: typeof found.body === "string" ? found.body : new Uint8Array(found.body),
    });
  }

  return {
    browser,
    extensionOrigin: `moz-extension://${uuid}`,
    async newPage() {
      const page = await browser.newPage();
      await page.setRequestInterception(true);
      page.on("request", (request) => {
        answer(request).catch((error: unknown) => {
          console.warn(`firefox e2e: could not answer ${request.url()}`, error);
          request.abort().catch(() => {});
        });
      });
      return page;
    },
    async openExtensionPage(path) {
      const page = await browser.newPage();
      const url = `moz-extension://${uuid}${path}`;
      // Firefox loads extension pages in its extension process, and the BiDi navigation never reports
      // that load as finished: start it, then wait for the page itself.
      page.goto(url, { timeout: 20_000 }).catch(() => {});
      await waitInPage(
        page,
        (expected: string) => location.href === expected && document.readyState === "complete",
        url,
        { args: [url] },
      );
      return page;
    },
    async close() {
      await browser.close();
      if (!options.profile) rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until `read` (run in the page with `args`) returns a value that is not null/undefined/false, and
 * returns it.
 */
export async function waitInPage<T, A extends unknown[] = []>(
  page: Page,
  read: (...args: A) => T | null | undefined | false,
  what: string,
  { args, timeoutMs = 20_000 }: { args?: A; timeoutMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = (await page.evaluate(read as (...a: unknown[]) => unknown, ...(args ?? []))) as
      | T
      | null
      | undefined
      | false;
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
