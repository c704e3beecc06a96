// The React app: loaded by main.tsx at once for the single-page app, or when a prerendered page is idle
// or touched.
import "./lib/zod-jitless.ts";
import { type ReactNode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppRoot, newQueryClient } from "./app-root.tsx";
import { languageAfterHydration, loadI18n, startLanguage, switchLanguage } from "./i18n/i18n.ts";
import { replayEarlyClicks } from "./prerender/early-clicks.ts";
import { preloadRoute } from "./routes.tsx";

/** Calls back once React has committed the first render (hydration done, handlers attached). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, []);
  return null;
}

const Router = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

/**
 * Hydrates a public page prerendered for this URL (vite.config.ts, vi:prerender), else renders the app
 * into the empty shell. Resolves after React's first commit.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html is missing the #root element");
  const hydrating =
    container.dataset.prerendered !== undefined && container.dataset.prerendered === location.pathname;
  // The page's code first, so the first render matches the HTML instead of suspending.
  const language = startLanguage(location.pathname, hydrating);
  const [i18n] = await Promise.all([
    loadI18n(language),
    hydrating ? preloadRoute(location.pathname) : undefined,
  ]);
  document.documentElement.lang = language;
  if (!hydrating) container.textContent = "";
  await new Promise<void>((resolve) => {
    const app = (
      <AppRoot queryClient={newQueryClient()} router={Router} hydrating={hydrating} i18n={i18n}>
        <Committed onCommit={resolve} />
      </AppRoot>
    );
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  const next = hydrating ? languageAfterHydration(location.pathname, language) : null;
  if (next) await switchLanguage(i18n, next);
  replayEarlyClicks();
}
