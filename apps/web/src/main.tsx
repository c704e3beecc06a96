// The entry: kept tiny so a prerendered public page (vite.config.ts, vi:prerender) paints and answers
// without waiting for React. Its HTML is complete, so React and the app load once the page is idle or on
// the first touch, key or click (clicks made meanwhile are replayed, src/prerender/early-clicks.ts); any
// other URL is the single-page app and loads it at once (docs/decisions/prerendered-pages.md).
import { detectLanguage, isLanguage } from "@vi/i18n/languages";
import { liveChat } from "./lib/live-chat.ts";
import "./styles.css";

// The chat script loads on the first mouse-over or touch (never when no chat is configured).
liveChat.installTriggers();

const start = () => import("./start-app.tsx").then(({ startApp }) => startApp());

const TRIGGERS = ["pointerdown", "touchstart", "keydown", "focusin", "click"] as const;

function startWhenNeeded(): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) window.removeEventListener(type, go, true);
    void start();
  };
  for (const type of TRIGGERS) window.addEventListener(type, go, { capture: true, passive: true });
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(go, { timeout: 1000 });
    else window.setTimeout(go, 50);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/**
 * The English landing page sends a first-time visitor whose browser prefers another supported language
 * to that language's page ("/de"); a language picked before (stored by the pickers) wins over the browser.
 */
function localizedLanding(): string | null {
  if (location.pathname !== "/" || import.meta.env.VITE_PSEUDO_LOCALE === "1") return null;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem("vi.language");
  } catch {
    // No storage: follow the browser.
  }
  const language = isLanguage(stored) ? stored : detectLanguage(navigator.languages ?? []);
  return language === "en" ? null : `/${language}${location.search}${location.hash}`;
}

const target = localizedLanding();
if (target) location.replace(target);
else if (document.getElementById("root")?.dataset.prerendered === location.pathname) startWhenNeeded();
else void start();
