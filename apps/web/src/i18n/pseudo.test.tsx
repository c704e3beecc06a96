import { createI18n, loadCatalog, PSEUDO_LANGUAGE, PSEUDO_OPEN } from "@vi/i18n";
import { LANGUAGE_NAMES } from "@vi/i18n/languages";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AppRoot, newQueryClient } from "../app-root.tsx";
import { copiedTags, tagsVideoTitle, watchAddress } from "../components/landing-visuals.tsx";
import { render } from "../entry-server.tsx";
import { preloadRoute } from "../routes.tsx";
import { untranslatedInHtml } from "../test/untranslated.ts";

/**
 * Text that is the same in every language: the brand, each language's own name in the language links,
 * and the recorded YouTube data shown in the landing page's figures (a video's title, its tags, an address).
 */
const UNTRANSLATED = [
  "VidInsight",
  ...Object.values(LANGUAGE_NAMES),
  tagsVideoTitle,
  copiedTags,
  watchAddress,
  "youtube.com",
];

/** Every run of text a reader can see or hear that did not come from the catalog. */
const untranslated = (html: string) => untranslatedInHtml(html, UNTRANSLATED);

async function renderInPseudo(pathname: string): Promise<string> {
  await preloadRoute(pathname);
  const i18n = createI18n(PSEUDO_LANGUAGE, await loadCatalog(PSEUDO_LANGUAGE));
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={pathname}>{children}</StaticRouter>
  );
  return renderToString(<AppRoot queryClient={newQueryClient()} router={Router} i18n={i18n} hydrating />);
}

describe("the pseudo-locale", () => {
  it("shows no untranslated text on the landing page, its bar and its footer", async () => {
    const html = await renderInPseudo("/");
    expect(html).toContain(PSEUDO_OPEN);
    expect(untranslated(html)).toEqual([]);
  });

  it("finds English that does not come from the catalog (the check can fail)", async () => {
    const html = await renderInPseudo("/");
    expect(untranslated(`${html}<p>Research like Never Before</p>`)).toEqual(["Research like Never Before"]);
  });
});

describe("the landing page in every language", () => {
  it.each([
    ["/de", "de", "Recherche wie nie zuvor"],
    ["/ja", "ja", "かつてないリサーチを"],
    ["/pt-BR", "pt-BR", "Pesquise como nunca"],
    ["/", "en", "Research like Never Before"],
  ])("%s is prerendered in %s, with its title and the other languages' links", async (path, lang, hero) => {
    const { html, title, lang: pageLang, head } = await render(path);
    expect(pageLang).toBe(lang);
    expect(html).toContain(hero);
    expect(title).toContain(hero);
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="/" />');
    expect(head).toContain('<link rel="alternate" hreflang="hi" href="/hi" />');
  });

  it("other public pages name no alternates (they are English only)", async () => {
    expect((await render("/pricing")).head).toBe("");
  });
});
