// The account area against the real API: edits that survive reloads, deletion, guards, the phone drawer.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ID, signInWithEmailLink, stack, uniqueEmail, waitForUserData } from "./auth-stack.ts";
import { describeViolations, launchChromium, seriousAxeViolations } from "./harness.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(label: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await signInWithEmailLink(page, email);
  return { context, page, email };
}

/** Reloads with the local cache removed, so what shows next comes from GET /user. */
async function reloadFromServer(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem("vi:userData"));
  await page.reload();
  await waitForUserData(page);
}

async function close(context: BrowserContext) {
  await context.close();
}

describe("account settings", () => {
  it("saves the name and the daily recap setting on the server", async () => {
    const { context, page, email } = await signedInPage("settings");
    await page.goto(`${stack().webUrl}/account#profile`);
    await page.getByRole("heading", { name: "Profile", level: 2 }).waitFor();
    expect(await page.getByTestId("profile-email").textContent()).toBe(email);

    await page.getByRole("button", { name: "Edit name" }).click();
    await page.getByPlaceholder("Enter name").fill("  Ada Lovelace ");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByTestId("profile-name").getByText("Ada Lovelace", { exact: true }).waitFor();

    await reloadFromServer(page);
    await page.getByTestId("profile-name").getByText("Ada Lovelace", { exact: true }).waitFor();

    await page.goto(`${stack().webUrl}/account#notifications`);
    const toggle = page.getByRole("switch", { name: "Daily Recap Email" });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    const saved = page.waitForResponse((r) => r.url().endsWith("/user") && r.request().method() === "PUT");
    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await page.getByText("Disabled", { exact: true }).waitFor();
    expect((await saved).status()).toBe(200);

    await reloadFromServer(page);
    await page.getByRole("switch", { name: "Daily Recap Email" }).waitFor();
    expect(await page.getByRole("switch", { name: "Daily Recap Email" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    await close(context);
  });

  it("shows the other sections for a new user", async () => {
    const { context, page } = await signedInPage("sections");
    const apiPaths: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(stack().apiUrl).origin) apiPaths.push(url.pathname);
    });
    await page.goto(`${stack().webUrl}/account`);
    await page
      .getByText(
        "No YouTube accounts connected. Connect your YouTube channels to enable additional features.",
      )
      .waitFor();
    // The list comes from the API; connecting is offered (youtube-linking.e2e.ts goes through it).
    expect(await page.getByRole("button", { name: "Sign in with Google" }).isEnabled()).toBe(true);
    expect(apiPaths.filter((path) => /youtube/i.test(path))).toEqual(["/connectedYoutubeAccounts"]);
    await page.getByRole("link", { name: "Subscription" }).click();
    await page.getByText("No active subscription").waitFor();
    expect(await page.getByRole("link", { name: "Check Perks" }).getAttribute("href")).toBe("/pricing");
    await page.getByRole("link", { name: "Help & Support" }).click();
    expect(await page.getByRole("link", { name: "View Documentation" }).getAttribute("href")).toBe("/faq");
    await close(context);
  });

  it("deletes the account after confirmation: record and sign-in account are gone", async () => {
    const { context, page, email } = await signedInPage("delete");
    await page.goto(`${stack().webUrl}/account#profile`);
    await page.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("alertdialog", { name: "Delete your account?" }).waitFor();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    const lookup = await fetch(
      `${stack().authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
      {
        method: "POST",
        headers: { authorization: "Bearer owner", "content-type": "application/json" },
        body: JSON.stringify({ email: [email] }),
      },
    );
    expect(((await lookup.json()) as { users?: unknown[] }).users ?? []).toHaveLength(0);
    await close(context);
  });
});

describe("guards", () => {
  it("asks signed-out visitors to log in on protected pages", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ["/account", "/savedVideos", "/data"]) {
      await page.goto(`${stack().webUrl}${path}`);
      await page.getByRole("heading", { name: "Authentication Required" }).waitFor();
      await page.getByText("Please log in to access this page").waitFor();
    }
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.getByRole("button", { name: "Continue with Email" }).waitFor();
    await close(context);
  });

  it("keeps signed-in users who are not admins out of admin pages", async () => {
    const { context, page } = await signedInPage("not-admin");
    for (const path of ["/data", "/test"]) {
      await page.goto(`${stack().webUrl}${path}`);
      await page.getByRole("heading", { name: "Admin Access Required" }).waitFor();
      await page.getByText("You need to be an admin to view this page").waitFor();
    }
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Data" }).count()).toBe(0);
    await page.getByRole("link", { name: "Go to Home" }).click();
    await page.waitForURL(`${stack().webUrl}/`);
    await close(context);
  });
});

describe("navigation drawer at 375px", () => {
  it("shows the signed-in links, locks scrolling and closes on an outside click", async () => {
    const { context, page } = await signedInPage("drawer", { width: 375, height: 740 });
    await page.goto(`${stack().webUrl}/account`);
    await page.getByRole("heading", { name: "Account settings" }).waitFor();

    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    // A new account is on Free: the drawer offers Upgrade as well (once the user's plan has loaded).
    await expect
      .poll(() => drawer.getByRole("link").allTextContents())
      .toEqual(["Outliers", "Saved Videos", "Analyses", "Watchlist", "Account", "Upgrade"]);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    await page.mouse.click(20, 400); // the dimmed page left of the drawer
    await drawer.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await close(context);
  });
});

describe("accessibility of the signed-in screens", () => {
  it.each([1280, 375])("has no serious or critical axe violation at %ipx", async (width) => {
    const { context, page } = await signedInPage(`axe-${width}`, { width, height: 860 });
    const checks: Array<[string, () => Promise<unknown>]> = [
      ["/finishSignUp", () => page.getByRole("heading", { name: "You're All Set!" }).waitFor()],
      ["/login", () => page.getByRole("heading", { name: "All Set!" }).waitFor()],
      ["/account#connected", () => page.getByRole("heading", { name: "YouTube Account" }).waitFor()],
      ["/account#profile", () => page.getByRole("button", { name: "Edit name" }).waitFor()],
      ["/account#subscription", () => page.getByText("No active subscription").waitFor()],
      ["/account#notifications", () => page.getByRole("switch", { name: "Daily Recap Email" }).waitFor()],
      ["/account#help", () => page.getByRole("link", { name: "View Documentation" }).waitFor()],
    ];
    for (const [path, ready] of checks) {
      await page.goto(`${stack().webUrl}${path}`);
      await page.reload(); // hash-only changes don't load a new document
      await ready();
      const violations = await seriousAxeViolations(page);
      expect(violations, `${path}: ${describeViolations(violations)}`).toEqual([]);
    }
    await close(context);
  });
});
