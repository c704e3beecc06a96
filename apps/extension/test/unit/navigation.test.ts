import { afterEach, expect, test } from "vitest";
import type { ContentScriptContext } from "wxt/utils/content-script-context";
import { type Navigation, onNavigate } from "../../content/navigation.ts";

// The part of WXT's context onNavigate uses; listeners come off when the test's context ends.
function fakeContext() {
  const controller = new AbortController();
  const ctx = {
    addEventListener(target: EventTarget, type: string, handler: (event: Event) => void) {
      target.addEventListener(type, handler, { signal: controller.signal });
    },
  } as unknown as ContentScriptContext;
  return { ctx, end: () => controller.abort() };
}

let end = () => {};
afterEach(() => end());

test("YouTube's yt-navigate-finish is one announced navigation to the current URL", () => {
  const context = fakeContext();
  end = context.end;
  const seen: Navigation[] = [];
  onNavigate(context.ctx, (navigation) => seen.push(navigation));
  history.pushState(null, "", "/watch?v=aBcDeFgHiJk");
  document.dispatchEvent(new CustomEvent("yt-navigate-finish"));
  expect(seen).toEqual([{ url: `${location.origin}/watch?v=aBcDeFgHiJk`, announced: true }]);
});

test("without the Navigation API, URL changes are left to yt-navigate-finish (WXT would poll)", () => {
  expect("navigation" in window).toBe(false);
  const context = fakeContext();
  end = context.end;
  const seen: Navigation[] = [];
  onNavigate(context.ctx, (navigation) => seen.push(navigation));
  window.dispatchEvent(
    Object.assign(new Event("wxt:locationchange"), { newUrl: new URL("https://www.youtube.com/") }),
  );
  expect(seen).toEqual([]);
});

test("a download link's blob: navigation is no page change", () => {
  const context = fakeContext();
  end = context.end;
  const seen: Navigation[] = [];
  Object.defineProperty(window, "navigation", { value: new EventTarget(), configurable: true });
  try {
    onNavigate(context.ctx, (navigation) => seen.push(navigation));
    const change = (url: string) =>
      window.dispatchEvent(Object.assign(new Event("wxt:locationchange"), { newUrl: new URL(url) }));
    change(`blob:${location.origin}/3f2a9c1e-1111-4222-8333-444455556666`);
    change(`${location.origin}/watch?v=aBcDeFgHiJk`);
    expect(seen).toEqual([{ url: `${location.origin}/watch?v=aBcDeFgHiJk`, announced: false }]);
  } finally {
    delete (window as { navigation?: unknown }).navigation;
  }
});
