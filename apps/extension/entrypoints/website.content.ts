import { ViUserDataMessageSchema } from "@vi/types";
import { browser } from "wxt/browser";
import { defineContentScript } from "wxt/utils/define-content-script";
import { sendToBackground } from "../shared/background-client.ts";
import { env, originMatchPattern } from "../shared/env.ts";

/**
 * Runs on the website. The website posts VI_USER_DATA to its own window after sign-in and a null
 * user after sign-out; only messages from this very window and the configured website origin are
 * accepted, validated, and handed to the background, which stores them.
 */
export default defineContentScript({
  matches: [originMatchPattern(env.websiteOrigin)],
  main(ctx) {
    // Lets the website's first-run checklist see that the extension is installed (a flag, nothing else).
    document.documentElement.dataset.vidinsightExtension = browser.runtime.getManifest().version;
    ctx.addEventListener(window, "message", (event: MessageEvent) => {
      if (event.source !== window || event.origin !== env.websiteOrigin) return;
      const data: unknown = event.data;
      if (typeof data !== "object" || data === null || (data as { type?: unknown }).type !== "VI_USER_DATA") {
        return;
      }
      const parsed = ViUserDataMessageSchema.safeParse(data);
      if (!parsed.success) {
        console.warn("VidInsight: ignored a malformed VI_USER_DATA message", parsed.error.issues);
        return;
      }
      sendToBackground(parsed.data).then(
        (answer) => {
          if (!answer.ok) console.warn("VidInsight: could not store the signed-in user:", answer.error);
        },
        (error: unknown) => console.warn("VidInsight: could not reach the extension background", error),
      );
    });
  },
});
