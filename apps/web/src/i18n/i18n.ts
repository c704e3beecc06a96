// The website's language: the path of a localized public page ("/de"), else the reader's own choice
// (stored in this browser, and with the account once signed in), else the browser's languages.
import {
  createI18n,
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  LANGUAGES,
  type Language,
  loadCatalog,
  PSEUDO_LANGUAGE,
  type UiLanguage,
} from "@vi/i18n";
import type { i18n as I18n } from "i18next";
import { setI18n } from "react-i18next";
import "./use-t.ts";

export type { I18n };

/** The languages with a prerendered landing page of their own ("/de", "/pt-BR"); English is "/". */
export const LOCALIZED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

export function landingPath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? "/" : `/${language}`;
}

/** hreflang links of the landing page: one per language, and "/" as the page for every other language. */
export const LANDING_ALTERNATES = [
  ...LANGUAGES.map((language) => ({ hreflang: language, path: landingPath(language) })),
  { hreflang: "x-default", path: "/" },
];

/** The language a localized public page's path names ("/de" -> de), or null. */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split("/")[1] ?? "";
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : null;
}

const STORAGE_KEY = "vi.language";

/** The language the reader picked on this browser, if any. */
function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/**
 * The language to start the app in. A prerendered page hydrates in its own language (its path's, else
 * English), so the first render matches its HTML; the pseudo-locale when the build asks for it
 * (VITE_PSEUDO_LOCALE).
 */
export function startLanguage(pathname: string, prerendered: boolean): UiLanguage {
  if (import.meta.env.VITE_PSEUDO_LOCALE === "1") return PSEUDO_LANGUAGE;
  if (prerendered) return languageOfPath(pathname) ?? DEFAULT_LANGUAGE;
  return languageOfPath(pathname) ?? storedLanguage() ?? detectLanguage(navigator.languages ?? []);
}

/**
 * A prerendered page other than the landing pages (/pricing, /faq, the legal pages) is English HTML: once
 * hydrated it switches to the reader's language (stored choice, else the browser's). Null: stay.
 */
export function languageAfterHydration(pathname: string, current: UiLanguage): Language | null {
  if (current === PSEUDO_LANGUAGE || pathname === "/" || languageOfPath(pathname)) return null;
  const wanted = storedLanguage() ?? detectLanguage(navigator.languages ?? []);
  return wanted === current ? null : wanted;
}

export async function loadI18n(language: UiLanguage): Promise<I18n> {
  const i18n = createI18n(language, await loadCatalog(language));
  // Text built outside components (lib/user-message.ts) reads the same instance.
  setI18n(i18n);
  return i18n;
}

/** Switches the running app to another language, loading its catalog first. */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, "translation")) {
    i18n.addResourceBundle(language, "translation", await loadCatalog(language));
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
