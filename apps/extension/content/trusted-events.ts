// The panels live on YouTube's pages, whose scripts (or any script injected there) could dispatch clicks at
// the panels' buttons. Buttons that spend an allowance or save act only on clicks the browser itself made
// from the user's input (event.isTrusted): a script's click() or dispatchEvent() is ignored. The panels'
// shadow roots are closed too (SHADOW_ROOT_MODE), so page scripts cannot even find the buttons.
import type { SyntheticEvent } from "react";

/** A click handler that runs `action` only for a click the user made (keyboard activation included). */
export function onTrustedClick(action: () => unknown): (event: SyntheticEvent) => void {
  return (event) => {
    if (!event.nativeEvent.isTrusted) return;
    void action();
  };
}

declare const __VI_SHADOW_ROOT_MODE__: ShadowRootMode | undefined;

/**
 * The panels' shadow root mode: closed, so page scripts get null from host.shadowRoot. Only the browser
 * tests' build (wxt.e2e.config.ts) defines it open, so Playwright's locators can reach the panels; the
 * production build (wxt.config.ts) and any build without the define get "closed".
 */
export const SHADOW_ROOT_MODE: ShadowRootMode =
  typeof __VI_SHADOW_ROOT_MODE__ === "undefined" ? "closed" : __VI_SHADOW_ROOT_MODE__;
