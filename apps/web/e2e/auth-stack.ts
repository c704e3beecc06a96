// Helpers for the browser tests that need the whole stack (e2e/global-setup.ts): sign-in through the
// Auth emulator, reading emailed links from it, watching the messages the website posts to the extension.
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";

export const PROJECT_ID = "demo-vidinsight";

export function stack() {
  return inject("stack");
}

let counter = 0;
/** A fresh address per test, so runs and tests never share a user. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
  oobCode: string;
}

/** The newest sign-in link the emulator "emailed" to `email`. */
export async function emailedSignInLink(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${stack().authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
    const match = oobCodes
      .filter((code) => code.email === email && code.requestType === "EMAIL_SIGNIN")
      .at(-1);
    if (match) return match.oobLink;
    if (Date.now() > deadline) throw new Error(`no sign-in link was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Records every VI_USER_DATA message the page posts (what the extension's content script receives). */
export async function recordExtensionMessages(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __viMessages: unknown[] };
    w.__viMessages = [];
    window.addEventListener("message", (event) => {
      const data = event.data as { type?: unknown } | null;
      if (event.source === window && data?.type === "VI_USER_DATA") w.__viMessages.push(data);
    });
  });
}

export interface RecordedMessage {
  type: "VI_USER_DATA";
  user: null | {
    idToken: string;
    refreshToken: string;
    email?: string;
    isAdmin: boolean;
    savedVideoIds: object;
  };
}

export function extensionMessages(page: Page): Promise<RecordedMessage[]> {
  return page.evaluate(() => (window as unknown as { __viMessages: RecordedMessage[] }).__viMessages);
}

/** Requests a link at /login for `email` and returns it (the page shows 'Check your inbox'). */
export async function requestSignInLink(page: Page, email: string): Promise<string> {
  await page.goto(`${stack().webUrl}/login`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  return emailedSignInLink(email);
}

/** The whole email-link sign-in; resolves once the user record exists (the nav shows Account). */
export async function signInWithEmailLink(page: Page, email: string): Promise<void> {
  const link = await requestSignInLink(page, email);
  await page.goto(link);
  await page.getByRole("heading", { name: "You're All Set!" }).waitFor();
  await waitForUserData(page);
}

/** Waits until the user record has been loaded and cached. */
export async function waitForUserData(page: Page): Promise<void> {
  await page.waitForFunction(() => window.localStorage.getItem("vi:userData") !== null, undefined, {
    timeout: 15_000,
  });
}

const gapiShim = fileURLToPath(new URL("./gapi-iframes-shim.js", import.meta.url));

/**
 * Firebase's pop-up sign-in loads Google's gapi script (https://apis.google.com/js/api.js) in the page and in
 * the emulator's helper iframe. Offline, the context gets a local stand-in for the part they use.
 */
export async function serveGapiOffline(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/js/api.js*", (route) =>
    route.fulfill({ path: gapiShim, contentType: "text/javascript; charset=utf-8" }),
  );
}
