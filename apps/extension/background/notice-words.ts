// The breakout notifications' words in the extension's language (the popup's choice, else the browser's).
// The background is not the always-on content script: the eight catalogs' strings are bundled here, so a
// notification never waits for a file (and a service worker cannot import() one).
import { extensionDe } from "@vi/i18n/catalogs/extension/de";
import { type ExtensionCatalog, extensionEn } from "@vi/i18n/catalogs/extension/en";
import { extensionEs } from "@vi/i18n/catalogs/extension/es";
import { extensionFr } from "@vi/i18n/catalogs/extension/fr";
import { extensionHi } from "@vi/i18n/catalogs/extension/hi";
import { extensionId } from "@vi/i18n/catalogs/extension/id";
import { extensionJa } from "@vi/i18n/catalogs/extension/ja";
import { extensionPtBR } from "@vi/i18n/catalogs/extension/pt-BR";
import { detectLanguage, isLanguage, type Language } from "@vi/i18n/languages";

export interface NoticeWords {
  language: Language;
  breakout: ExtensionCatalog["breakoutNotice"];
}

const NOTICES: Record<Language, ExtensionCatalog["breakoutNotice"]> = {
  en: extensionEn.breakoutNotice,
  es: extensionEs.breakoutNotice,
  "pt-BR": extensionPtBR.breakoutNotice,
  hi: extensionHi.breakoutNotice,
  id: extensionId.breakoutNotice,
  de: extensionDe.breakoutNotice,
  fr: extensionFr.breakoutNotice,
  ja: extensionJa.breakoutNotice,
};

/** The words for `picked` (storage local:language), else for the browser's languages. */
export function noticeWords(picked: unknown, preferred: readonly string[]): NoticeWords {
  const language = isLanguage(picked) ? picked : detectLanguage(preferred);
  return { language, breakout: NOTICES[language] };
}

/** Fills the catalog's {{name}} placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
