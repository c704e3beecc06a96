import type { ViUserData } from "@vi/types";
import { browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";
import { env } from "../utils/env";
import { createTokenRefresher, secureTokenUrl } from "../utils/id-token";
import {
  type BackgroundRequest,
  BackgroundRequestSchema,
  type BackgroundResponses,
} from "../utils/runtime-messages";
import { userItem } from "../utils/storage";

type Sender = Parameters<Parameters<typeof browser.runtime.onMessage.addListener>[0]>[1];
type AnyResponse = BackgroundResponses[BackgroundRequest["type"]];

function senderOrigin(sender: Sender): string | null {
  if (sender.id !== browser.runtime.id || !sender.url) return null;
  try {
    return new URL(sender.url).origin;
  } catch {
    return null;
  }
}

/** This extension's content script on the configured website. */
const fromWebsite = (sender: Sender) => senderOrigin(sender) === env.websiteOrigin;
/** This extension's own pages (popup), never a content script in a web page. */
const fromExtensionPage = (sender: Sender) =>
  senderOrigin(sender) === new URL(browser.runtime.getURL("/")).origin && sender.tab === undefined;

async function storeUser(user: ViUserData | null): Promise<void> {
  if (user) await userItem.setValue(user);
  else await userItem.removeValue();
}

const tokens = createTokenRefresher({
  url: secureTokenUrl(env.firebaseApiKey, env.firebaseAuthEmulatorUrl),
  fetch: (input, init) => fetch(input, init),
  getUser: () => userItem.getValue(),
  setUser: storeUser,
  now: () => Date.now(),
});

async function handle(request: BackgroundRequest, sender: Sender): Promise<AnyResponse> {
  switch (request.type) {
    case "VI_USER_DATA":
      if (!fromWebsite(sender)) throw new Error("VI_USER_DATA is only accepted from the website");
      await storeUser(request.user);
      return { ok: true };
    case "VI_GET_ID_TOKEN":
      if (!fromExtensionPage(sender)) throw new Error("ID tokens are only handed to extension pages");
      return { ok: true, idToken: await tokens.freshIdToken() };
  }
}

export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const parsed = BackgroundRequestSchema.safeParse(message);
    if (!parsed.success) return false;
    handle(parsed.data, sender).then(sendResponse, (error: unknown) => {
      console.warn("VidInsight background:", error);
      const failure: AnyResponse = {
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
      sendResponse(failure);
    });
    // Keeps the channel open for the asynchronous answer (works in every MV3 browser).
    return true;
  });
});
