// One message catalog per language (src/catalogs), read through i18next by the website, the extension
// and the API's emails. Why i18next and how the pieces fit: docs/decisions/i18n.md.
import { createInstance, type i18n as I18n } from "i18next";
import { type Catalog, en } from "./catalogs/en.ts";
import { DEFAULT_LANGUAGE, type Language } from "./languages.ts";
import { pseudoCatalog } from "./pseudo.ts";

export type { ApiCatalog } from "./catalogs/api/en.ts";
export { type Catalog, en } from "./catalogs/en.ts";
export type { ExtensionCatalog } from "./catalogs/extension/en.ts";
export type { FormatCatalog } from "./catalogs/format/en.ts";
export * from "./format.ts";
export * from "./languages.ts";
export { formatCurrency } from "./money.ts";
export { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalog, pseudoString } from "./pseudo.ts";

/** The pseudo-locale's code: a build or test that renders in it shows untranslated text (src/pseudo.ts). */
export const PSEUDO_LANGUAGE = "en-XA";
export type UiLanguage = Language | typeof PSEUDO_LANGUAGE;

/** Catalogs load on demand, one per language: a page never carries the other seven. */
const LOADERS: Record<Language, () => Promise<Catalog>> = {
  en: async () => en,
  es: () => import("./catalogs/es.ts").then((m) => m.es),
  "pt-BR": () => import("./catalogs/pt-BR.ts").then((m) => m.ptBR),
  hi: () => import("./catalogs/hi.ts").then((m) => m.hi),
  id: () => import("./catalogs/id.ts").then((m) => m.id),
  de: () => import("./catalogs/de.ts").then((m) => m.de),
  fr: () => import("./catalogs/fr.ts").then((m) => m.fr),
  ja: () => import("./catalogs/ja.ts").then((m) => m.ja),
};

export async function loadCatalog(language: UiLanguage): Promise<Catalog> {
  if (language === PSEUDO_LANGUAGE) return pseudoCatalog(en);
  return LOADERS[language]();
}

/**
 * An i18next instance for one language, ready synchronously (the catalog is passed in): the prerender
 * and the hydrating browser render the same text on their first pass. English fills any gap.
 */
export function createI18n(language: UiLanguage, catalog: Catalog): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {
      [language]: { translation: catalog },
      ...(language === DEFAULT_LANGUAGE ? {} : { [DEFAULT_LANGUAGE]: { translation: en } }),
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/**
 * An i18next instance as @vi/format's optional `Localizer` (its sentences in the instance's current
 * language; English keeps @vi/format's own words): `quotaView(facts, names, localizerOf(i18n))`.
 */
export function localizerOf(i18n: Pick<I18n, "language" | "t">): {
  language: string;
  t(key: string, options?: Record<string, unknown>): string;
} {
  return {
    get language() {
      return i18n.language;
    },
    t: (key, options) => String(i18n.t(key, options as never)),
  };
}
