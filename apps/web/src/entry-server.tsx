// Build-time prerender of the public pages (see vite.config.ts, vi:prerender): each is rendered signed
// out, the page code loaded first so nothing suspends, and the browser hydrates the same tree.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { AppRoot, newQueryClient } from "./app-root.tsx";
import {
  LANDING_ALTERNATES,
  LOCALIZED_LANGUAGES,
  landingPath,
  loadI18n,
  startLanguage,
} from "./i18n/i18n.ts";
import { preloadRoute, titleFor } from "./routes.tsx";

/** The pages prerendered to HTML; everything else is the single-page app (dist/app.html). */
export const PRERENDERED_PATHS = [
  "/",
  ...LOCALIZED_LANGUAGES.map(landingPath),
  "/pricing",
  "/faq",
  "/affiliate",
  "/terms-of-service",
  "/privacy-policy",
];

export async function render(
  pathname: string,
): Promise<{ html: string; title: string | undefined; lang: string; head: string }> {
  await preloadRoute(pathname);
  const language = startLanguage(pathname, true);
  const i18n = await loadI18n(language);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={pathname}>{children}</StaticRouter>
  );
  const html = renderToString(
    <AppRoot queryClient={newQueryClient()} router={Router} i18n={i18n} hydrating />,
  );
  // Every language's landing page names the others, so search engines show each reader theirs.
  const head = LANDING_ALTERNATES.some((alternate) => alternate.path === pathname) ? alternatesHead() : "";
  return { html, title: titleFor(pathname, i18n.t), lang: language, head };
}

function alternatesHead(): string {
  return LANDING_ALTERNATES.map(
    ({ hreflang, path }) => `<link rel="alternate" hreflang="${hreflang}" href="${path}" />`,
  ).join("");
}
