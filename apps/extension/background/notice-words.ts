// The breakout notifications' words in the extension's language (the popup's choice, else the browser's).
// Only these strings of the eight catalogs are bundled here (their own exports; the rest is tree-shaken), so
// a notification never waits for a file (a service worker cannot import() one).
import { breakoutNoticeDe } from "@vi/i18n/catalogs/extension/de";
import { breakoutNoticeEn, type ExtensionCatalog } from "@vi/i18n/catalogs/extension/en";
import { breakoutNoticeEs } from "@vi/i18n/catalogs/extension/es";
import { breakoutNoticeFr } from "@vi/i18n/catalogs/extension/fr";
import { breakoutNoticeHi } from "@vi/i18n/catalogs/extension/hi";
import { breakoutNoticeId } from "@vi/i18n/catalogs/extension/id";
import { breakoutNoticeJa } from "@vi/i18n/catalogs/extension/ja";
import { breakoutNoticePtBR } from "@vi/i18n/catalogs/extension/pt-BR";
import { detectLanguage, isLanguage, type Language } from "@vi/i18n/languages";

export interface NoticeWords {
  language: Language;
  breakout: ExtensionCatalog["breakoutNotice"];
}

const NOTICES: Record<Language, ExtensionCatalog["breakoutNotice"]> = {
  en: breakoutNoticeEn,
  es: breakoutNoticeEs,
  "pt-BR": breakoutNoticePtBR,
  hi: breakoutNoticeHi,
  id: breakoutNoticeId,
  de: breakoutNoticeDe,
  fr: breakoutNoticeFr,
  ja: breakoutNoticeJa,
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
