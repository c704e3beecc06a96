import { afterAll, beforeAll, expect, test } from "vitest";
import { type ExtensionBrowser, launchWithExtension, routeYouTube } from "./harness.ts";

// web_accessible_resources with use_dynamic_url (docs/decisions/extension-tokens.md): a page cannot load
// the extension's files by its fixed id, while the content script's lazily loaded UI still arrives.

let browser: ExtensionBrowser;

beforeAll(async () => {
  browser = await launchWithExtension();
  await routeYouTube(browser.context);
});

afterAll(async () => {
  await browser?.close();
});

test("a YouTube page cannot load the extension's files by its fixed id; the panel, loaded through the session's dynamic id, shows", async () => {
  const page = await browser.context.newPage();
  const extensionRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("chrome-extension://")) extensionRequests.push(request.url());
  });
  await page.goto("https://www.youtube.com/watch?v=aBcDeFgHiJk");
  await page.locator("vidinsight-watch-panel .chip").first().waitFor();

  // The UI module and page-data.js were asked for at an id other than the extension's fixed one.
  const dynamic = extensionRequests.filter((url) => !url.includes(browser.extensionId));
  expect(dynamic.some((url) => url.endsWith("/panel-ui.js"))).toBe(true);
  expect(dynamic.some((url) => url.endsWith("/page-data.js"))).toBe(true);

  // What a detecting page would try: each file at the fixed id, as a script and by fetch.
  const probes = await page.evaluate(async (id) => {
    const asScript = (file: string) =>
      new Promise<string>((resolve) => {
        const script = document.createElement("script");
        script.src = `chrome-extension://${id}/${file}`;
        script.onload = () => resolve("loaded");
        script.onerror = () => resolve("refused");
        document.head.append(script);
      });
    const byFetch = (file: string) =>
      fetch(`chrome-extension://${id}/${file}`).then(
        () => "loaded",
        () => "refused",
      );
    return Promise.all(
      ["page-data.js", "panel-ui.js", "analysis-ui.js"].flatMap((file) => [asScript(file), byFetch(file)]),
    );
  }, browser.extensionId);
  expect(probes).toEqual(Array(6).fill("refused"));
  await page.close();
});
