// The developer page and API keys against the real stack: the reference rendered from the API's
// /openapi.json by Scalar's component, the page's layout at 1280 and 375 px (screenshots into SHOTS_DIR),
// and a key made on the account page that works on /outliers, is refused on /user, and dies when revoked.
import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithEmailLink, stack, uniqueEmail } from "./auth-stack.ts";
import { describeViolations, launchChromium, seriousAxeViolations, sidewaysOverflow } from "./harness.ts";

const shotsDir = process.env.SHOTS_DIR;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("/developers", () => {
  it.each([1280, 375])("renders the guide and the API reference at %i px", async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const spec = page.waitForResponse((r) => r.url() === `${stack().apiUrl}/openapi.json`);
    await page.goto(`${stack().webUrl}/developers`);
    // The page's h1; Scalar's reference has its own (the document's title).
    await page.getByRole("heading", { name: "VidInsight API", level: 1 }).first().waitFor();
    expect((await spec).status()).toBe(200);
    // Scalar renders the document: its title, and (in the sidebar, wide screens) the operations.
    const reference = page.getByTestId("api-reference");
    await reference.getByRole("heading", { name: "VidInsight API" }).first().waitFor({ timeout: 30_000 });
    if (width >= 1000)
      await reference.getByText("One page of the outliers table, filtered and sorted").first().waitFor();
    expect(await page.getByLabel("curl: outliers").textContent()).toContain(`${stack().apiUrl}/outliers?q=`);
    expect(await page.getByLabel("MCP client configuration").textContent()).toContain(
      `${stack().apiUrl}/mcp`,
    );
    expect(await sidewaysOverflow(page)).toEqual([]);
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/developers-${width}.png`, fullPage: false });
      await page.getByRole("heading", { name: "Reference" }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${shotsDir}/developers-reference-${width}.png`, fullPage: false });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  // Scalar's theme <style> is allowed by its hash (src/features/developers/reference-style.ts), its toasts'
  // <style> and its scrollbar probe's two `style` attributes by the hashes the build read from Scalar's code
  // (src/build/fixed-inline-styles.ts; docs/decisions/developer-page-csp.md).
  it("renders under the production Content-Security-Policy without a violation", async () => {
    // The CSP the build wrote for the static host (dist/_headers), put on every page this context loads:
    // `vite preview` itself sends none.
    const headersText = await (
      await fetch(`${stack().webUrl}/_headers`, { headers: { accept: "text/plain" } })
    ).text();
    // One rule, "/*" (src/build/security-headers.ts headersFile).
    const csp = /^\s+Content-Security-Policy:\s*(.+)$/m.exec(headersText)?.[1];
    expect(csp).toMatch(/style-src 'self' 'sha256-/);
    // Chromium cannot tell where a document fulfilled by Playwright came from, so it treats it as public
    // and refuses its fetches to the loopback API (Local Network Access): a browser of its own that does
    // not check (in production the page and the API are both public).
    const lnaBrowser = await launchChromium({ args: ["--disable-features=LocalNetworkAccessChecks"] });
    const context = await lnaBrowser.newContext();
    await context.route(`${stack().webUrl}/**`, async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": csp! } });
    });
    const violations: string[] = [];
    await context.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
        ),
      );
    });
    const page = await context.newPage();
    page.on("console", (message) => {
      if (/Refused to|Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${stack().webUrl}/developers`);
    const reference = page.getByTestId("api-reference");
    const rendered = await reference
      .getByRole("heading", { name: "VidInsight API" })
      .first()
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    // The violations first: they say why the reference did not render.
    expect(violations).toEqual([]);
    expect(rendered).toBe(true);
    // Scalar's <style> took effect: its theme's variables and our background are set.
    const background = await reference
      .locator(".scalar-app")
      .first()
      .evaluate((element) => getComputedStyle(element).getPropertyValue("--scalar-background-1").trim());
    expect(background).toBe("#09090b");
    // The policy is enforced: any other inline <style> is refused (so the check above can fail).
    await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = "body { outline: 1px solid red; }";
      document.head.append(style);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join("\n")).toMatch(/style-src/);
    // So is any other `style` attribute: 'unsafe-hashes' allows the listed values only.
    const before = violations.length;
    await page.evaluate(() => document.body.setAttribute("style", "outline: 1px solid red"));
    await expect.poll(() => violations.length).toBeGreaterThan(before);
    expect(violations.slice(before).join("\n")).toMatch(/style-src-attr/);
    await context.close();
    await lnaBrowser.close();
  });

  it("no other page loads the reference renderer", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${stack().webUrl}/pricing`, { waitUntil: "networkidle" });
    const before = new Set(scripts);
    await page.goto(`${stack().webUrl}/developers`, { waitUntil: "networkidle" });
    await page
      .getByTestId("api-reference")
      .getByRole("heading", { name: "VidInsight API" })
      .first()
      .waitFor({ timeout: 30_000 });
    const added = scripts.filter((url) => !before.has(url));
    expect(added.some((url) => /api-reference/.test(url))).toBe(true);
    expect([...before].some((url) => /api-reference/.test(url))).toBe(false);
    await context.close();
  });
});

describe("API keys on the account page", () => {
  it.each([1280, 375])(
    "creates a key shown once, which works on research routes only, then revokes it (%i px)",
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signInWithEmailLink(page, uniqueEmail("api-keys"));
      await page.goto(`${stack().webUrl}/account#api`);
      await page.getByRole("heading", { name: "API Keys", level: 2 }).waitFor();
      await page.getByText("No API keys yet").waitFor();
      await page.getByLabel("Key name").fill("My script");
      await page.getByRole("button", { name: "Create key" }).click();
      const secret = (await page.getByTestId("api-key-secret").textContent()) ?? "";
      expect(secret).toMatch(/^vi_/);
      await page.getByRole("button", { name: "Revoke My script" }).waitFor();

      const withKey = { headers: { authorization: `Bearer ${secret}` } };
      expect((await fetch(`${stack().apiUrl}/outliers?limit=1`, withKey)).status).toBe(200);
      expect((await fetch(`${stack().apiUrl}/user`, withKey)).status).toBe(403);
      await page.reload();
      await page.getByText(/Last used/).waitFor();
      await page.getByText(/Today: 1 of 100 key calls/).waitFor();
      expect(await sidewaysOverflow(page)).toEqual([]);
      if (shotsDir)
        await page.screenshot({ path: `${shotsDir}/account-api-keys-${width}.png`, fullPage: true });

      await page.getByRole("button", { name: "Revoke My script" }).click();
      await page.getByText("No API keys yet").waitFor();
      expect((await fetch(`${stack().apiUrl}/outliers?limit=1`, withKey)).status).toBe(401);
      await context.close();
    },
  );
});
