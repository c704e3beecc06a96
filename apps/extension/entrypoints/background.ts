import type { ViUserData } from "@vi/types";
import { browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";
import { env } from "../utils/env";
import {
  type BackgroundRequest,
  BackgroundRequestSchema,
  type BackgroundResponses,
} from "../utils/runtime-messages";
import { userItem } from "../utils/storage";

type Sender = Parameters<Parameters<typeof browser.runtime.onMessage.addListener>[0]>[1];

/** True when a message comes from this extension's content script on the configured website. */
function fromWebsite(sender: Sender): boolean {
  if (sender.id !== browser.runtime.id || !sender.url) return false;
  try {
    return new URL(sender.url).origin === env.websiteOrigin;
  } catch {
    return false;
  }
}

async function storeUser(user: ViUserData | null): Promise<BackgroundResponses["VI_USER_DATA"]> {
  if (user) await userItem.setValue(user);
  else await userItem.removeValue();
  return { ok: true };
}

async function handle(
  request: BackgroundRequest,
  sender: Sender,
): Promise<BackgroundResponses[BackgroundRequest["type"]]> {
  switch (request.type) {
    case "VI_USER_DATA":
      if (!fromWebsite(sender)) throw new Error("VI_USER_DATA is only accepted from the website");
      return storeUser(request.user);
  }
}

export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const parsed = BackgroundRequestSchema.safeParse(message);
    if (!parsed.success) return false;
    handle(parsed.data, sender).then(sendResponse, (error: unknown) => {
      console.warn("VidInsight background:", error);
      const failure: BackgroundResponses[BackgroundRequest["type"]] = {
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
      sendResponse(failure);
    });
    // Keeps the channel open for the asynchronous answer (works in every MV3 browser).
    return true;
  });
});
