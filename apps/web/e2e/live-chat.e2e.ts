import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildVariant, launchChromium, type Preview, startPreview } from "./harness.ts";

const CHAT_URL = "https://chat.example.test/widget.js";
// Stands in for a real widget (Tawk.to's API shape): counts how often the chat was opened.
const FAKE_WIDGET =
  "window.Tawk_API = { maximize() { window.__chatOpened = (window.__chatOpened || 0) + 1; } };";

let browser: Browser;
let plain: Preview;
let withChat: Preview;
const chatBuild = path.join(os.tmpdir(), `vi-web-chat-${process.pid}`);

beforeAll(async () => {
  await buildVariant(chatBuild, { VITE_CHAT_SCRIPT_URL: CHAT_URL });
  [plain, withChat, browser] = await Promise.all([startPreview(), startPreview(chatBuild), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  plain?.stop();
  withChat?.stop();
  await rm(chatBuild, { recursive: true, force: true });
});

describe("live chat unconfigured (default build)", () => {
  it("makes no third-party request, and Contact Support is a mail link", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on("request", (request: Request) => {
      if (!request.url().startsWith(plain.url) && !request.url().startsWith("data:"))
        foreign.push(request.url());
    });
    await page.goto(`${plain.url}/faq`, { waitUntil: "networkidle" });
    await page.mouse.move(300, 300);
    await page.mouse.move(600, 400);
    const support = page.getByRole("link", { name: "Contact Support" });
    expect(await support.getAttribute("href")).toMatch(/^mailto:.+@.+\?subject=/);
    await page.waitForTimeout(500);
    // The sign-in code may talk to the local Auth emulator; nothing else may leave the page.
    expect(foreign.filter((url) => !url.startsWith("http://127.0.0.1:9099"))).toEqual([]);
    await context.close();
  });
});

describe("live chat configured", () => {
  async function openPage() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let scriptRequests = 0;
    await page.route(CHAT_URL, (route) => {
      scriptRequests++;
      return route.fulfill({ contentType: "text/javascript", body: FAKE_WIDGET });
    });
    await page.goto(`${withChat.url}/faq`, { waitUntil: "networkidle" });
    return { context, page, scriptRequests: () => scriptRequests };
  }

  it("loads the script on the first mouse-over, once", async () => {
    const { context, page, scriptRequests } = await openPage();
    await page.waitForTimeout(300);
    expect(scriptRequests()).toBe(0);
    await page.mouse.move(200, 200);
    await page.mouse.move(400, 300);
    await page.waitForFunction(() => "Tawk_API" in window);
    expect(scriptRequests()).toBe(1);
    await context.close();
  });

  it("Contact Support before the script has loaded: loads it, then opens the chat after 2 seconds", async () => {
    const { context, page, scriptRequests } = await openPage();
    const support = page.getByRole("button", { name: "Contact Support" });
    await support.focus();
    expect(scriptRequests()).toBe(0);
    const pressedAt = Date.now();
    await page.keyboard.press("Enter"); // keyboard, so no mouse-over loads it first
    await page.waitForFunction(() => "Tawk_API" in window);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as { __chatOpened?: number }).__chatOpened ?? 0)).toBe(0);
    await page.waitForFunction(() => (window as { __chatOpened?: number }).__chatOpened === 1, undefined, {
      timeout: 5000,
    });
    expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(2000);
    expect(scriptRequests()).toBe(1);

    // Once loaded, Contact Support opens the chat at once.
    await support.press("Enter");
    expect(await page.evaluate(() => (window as { __chatOpened?: number }).__chatOpened)).toBe(2);
    await context.close();
  });
});
