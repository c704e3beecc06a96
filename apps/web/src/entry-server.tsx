// Build-time prerender of the public pages (see vite.config.ts, vi:prerender): each is rendered signed
// out, the page code loaded first so nothing suspends, and the browser hydrates the same tree.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { AppRoot, newQueryClient } from "./app-root.tsx";
import { preloadRoute, titleFor } from "./routes.tsx";

/** The pages prerendered to HTML; everything else is the single-page app (dist/app.html). */
export const PRERENDERED_PATHS = [
  "/",
  "/pricing",
  "/faq",
  "/affiliate",
  "/terms-of-service",
  "/privacy-policy",
];

export async function render(pathname: string): Promise<{ html: string; title: string | undefined }> {
  await preloadRoute(pathname);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={pathname}>{children}</StaticRouter>
  );
  const html = renderToString(<AppRoot queryClient={newQueryClient()} router={Router} hydrating />);
  return { html, title: titleFor(pathname) };
}
