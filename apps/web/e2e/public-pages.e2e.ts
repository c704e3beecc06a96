import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeViolations,
  launchChromium,
  type Preview,
  seriousAxeViolations,
  sidewaysOverflow,
  startPreview,
} from "./harness.ts";

// Every public page (signed out), plus a guarded page and an unknown address.
const pages = [
  "/",
  "/login",
  "/finishSignUp",
  "/terms-of-service",
  "/privacy-policy",
  "/faq",
  "/affiliate",
  "/success",
  "/cancelled",
  "/pricing",
  "/oauth-callback",
  "/account",
  "/no-such-page",
];

let preview: Preview;
let browser: Browser;

beforeAll(async () => {
  preview = await startPreview();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  preview?.stop();
});

describe.each([1280, 375])("public pages at %i px", (width) => {
  it.each(pages)("%s: no serious or critical axe violation, no sideways overflow, a title", async (route) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(preview.url + route, { waitUntil: "networkidle" });
    await page.locator("h1").first().waitFor();

    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await page.title()).not.toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("navigation drawer (375 px)", () => {
  it("opens from Menu, locks scroll, closes on Escape and on an outside click", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${preview.url}/`, { waitUntil: "networkidle" });
    const menu = page.getByRole("button", { name: "Menu" });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    expect(
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).isVisible(),
    ).toBe(false);

    await menu.click();
    await drawer.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    expect(await drawer.getByRole("link", { name: "Pricing" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);

    await menu.click();
    await drawer.waitFor();
    await page.mouse.click(20, 500); // on the dimmed page, outside the drawer
    await drawer.waitFor({ state: "detached" });

    await menu.click();
    await drawer.getByRole("link", { name: "Login" }).click();
    await page.waitForURL(/\/login$/);
    expect(await drawer.count()).toBe(0);
    await context.close();
  });

  it("is not offered on wide screens", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${preview.url}/`, { waitUntil: "networkidle" });
    // The nav shows 'Loading...' until the auth state is known (Firebase loads on demand): wait for the links.
    await page.getByRole("link", { name: "Login" }).waitFor({ state: "visible", timeout: 15_000 });
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    await context.close();
  });
});

describe("keyboard", () => {
  it("Tab reaches a skip link first, and focus is visible", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${preview.url}/faq`, { waitUntil: "networkidle" });
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);

    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).not.toBe("0px");

    // The FAQ works without a mouse: reach the first question and open it with Enter.
    const question = page.getByRole("button", { name: "How do I connect my YouTube channel?" });
    await question.focus();
    await page.keyboard.press("Enter");
    expect(await question.getAttribute("aria-expanded")).toBe("true");
    await context.close();
  });
});

describe("landing page", () => {
  it("links to both extension stores and the legal pages", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${preview.url}/`, { waitUntil: "networkidle" });
    const chrome = page.getByRole("link", { name: /Add to Chrome/ }).first();
    const safari = page.getByRole("link", { name: /Add to Safari/ }).first();
    expect(await chrome.getAttribute("href")).toMatch(/^https:\/\//);
    expect(await safari.getAttribute("href")).toMatch(/^https:\/\//);
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe(
      "/terms-of-service",
    );
    expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expect(await footer.textContent()).toMatch(/© \d{4} VidInsight/);
    await context.close();
  });

  it.each([1280, 375])(
    "at %i px its pictures (captured from the real UI) load, are described and keep their space",
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const failed: string[] = [];
      page.on("requestfailed", (request) => failed.push(request.url()));
      await page.goto(`${preview.url}/`, { waitUntil: "networkidle" });
      const main = page.getByRole("main");
      const pictures = main.locator("img");
      expect(await pictures.count()).toBe(4);

      // Before scrolling: the hero's is fetched first, the others wait for the reader (lazy).
      const loading = await pictures.evaluateAll((imgs) =>
        imgs.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")]),
      );
      expect(loading).toEqual([
        ["eager", "high"],
        ["lazy", null],
        ["lazy", null],
        ["lazy", null],
      ]);
      // Each box is reserved (from width and height) before its file arrives: loading moves nothing.
      const boxes = () =>
        pictures.evaluateAll((imgs) =>
          imgs.map((img) => {
            const box = img.getBoundingClientRect();
            return [Math.round(box.width), Math.round(box.height)];
          }),
        );
      const before = await boxes();
      expect(before.every(([w, h]) => (w ?? 0) > 0 && (h ?? 0) > 0)).toBe(true);
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await picture.evaluate((img: HTMLImageElement) => img.decode());
      }
      expect(await boxes()).toEqual(before);
      const shown = await pictures.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          src: new URL(img.currentSrc).pathname,
          naturalWidth: img.naturalWidth,
          alt: img.alt,
          renderedWidth: img.getBoundingClientRect().width,
        })),
      );
      for (const picture of shown) {
        expect(picture.src).toMatch(/^\/landing\/[\w-]+-\d+w\.[0-9a-f]{8}\.webp$/);
        expect(picture.naturalWidth).toBeGreaterThan(0);
        // `sizes` is right: the file picked has at least one pixel per CSS pixel shown (else blurry;
        // naturalWidth is the file's width over its density for the slot `sizes` announced).
        expect(picture.naturalWidth).toBeGreaterThanOrEqual(Math.floor(picture.renderedWidth));
        expect(picture.alt.length).toBeGreaterThan(40);
      }
      expect(shown[0]?.alt).toMatch(/^The VidInsight panel under a YouTube video/);
      expect(shown[1]?.alt).toMatch(/badges on the thumbnails: outlier scores such as \d/);
      expect(shown[2]?.alt).toMatch(/Copy tags button showing Copied/);
      expect(shown[3]?.alt).toMatch(/^The VidInsight Outliers page/);
      // Phones get pictures of their own (one column of the feed, the Outliers page's phone layout).
      expect(shown[1]?.src).toMatch(
        width < 640 ? /^\/landing\/home-badges-narrow-/ : /^\/landing\/home-badges-\d/,
      );
      expect(shown[3]?.src).toMatch(width < 640 ? /^\/landing\/outliers-narrow-/ : /^\/landing\/outliers-\d/);
      expect(failed).toEqual([]);
      await context.close();
    },
  );
});

describe("pricing page", () => {
  it.each([1280, 375])(
    "at %i px: three plans (side by side, or stacked on a phone), a visitor's Choose Plan goes to /login, Free reached by Tab goes to /login",
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${preview.url}/pricing`, { waitUntil: "networkidle" });
      // Free's button shows 'Loading...' until the auth state is known (Firebase loads on demand).
      const free = page.getByRole("link", { name: /Get started free/ });
      await free.waitFor({ state: "visible", timeout: 15_000 });

      const boxes = await page
        .locator("[data-plan]")
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(3);
      const [a, b, c] = boxes as [DOMRect, DOMRect, DOMRect];
      if (width >= 1024) {
        expect([b.top, c.top]).toEqual([a.top, a.top]);
        expect(a.right).toBeLessThan(b.left);
        expect(b.right).toBeLessThan(c.left);
      } else {
        expect(a.bottom).toBeLessThan(b.top);
        expect(b.bottom).toBeLessThan(c.top);
      }

      // Signed out, the paid plans' Choose Plan sends the visitor to sign in first.
      const choose = page.getByRole("link", { name: /Choose Plan/ });
      expect(await choose.count()).toBe(2);
      for (const link of await choose.all()) expect(await link.getAttribute("href")).toBe("/login");

      // Keyboard only: Tab until Free's button has focus, which is visible; Enter follows it.
      let reached = false;
      for (let tabs = 0; tabs < 15 && !reached; tabs++) {
        await page.keyboard.press("Tab");
        reached = await free.evaluate((el) => el === document.activeElement);
      }
      expect(reached).toBe(true);
      const outline = await free.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).not.toBe("none");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/login$/);
      await context.close();
    },
  );
});
