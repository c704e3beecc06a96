// The language of the extension's UI on YouTube (panel, bars, badge titles): the one picked in the popup
// (storage local:language), else the browser's. Its strings are a lazily loaded file per language
// (content/i18n/strings-<lang>.ts, built by modules/lazy-ui.ts): the script every YouTube page runs
// carries none of them, and English lives in the UI modules themselves.
import type { ExtensionCatalog, FormatCatalog, UiLanguage } from "@vi/i18n";
import { detectLanguage, isLanguage, type Language } from "@vi/i18n/languages";
import { browser } from "wxt/browser";
import { languageItem } from "../shared/storage.ts";

interface UiCatalog {
  extension: ExtensionCatalog;
  format: FormatCatalog;
}

/** A language and its strings; catalog null: English (the UI modules' own). */
export interface UiStrings {
  /** A supported language, or the pseudo-locale in the checks. */
  language: UiLanguage;
  catalog: UiCatalog | null;
}

function uiLanguageOf(picked: unknown, preferred: readonly string[]): Language {
  return isLanguage(picked) ? picked : detectLanguage(preferred);
}

const loaded = new Map<Language, Promise<UiStrings>>();

/** The strings of `language`, loaded once per page. */
function loadUiStrings(language: Language): Promise<UiStrings> {
  let found = loaded.get(language);
  if (!found) {
    found =
      language === "en"
        ? Promise.resolve({ language, catalog: null })
        : import(
            /* @vite-ignore */ browser.runtime.getURL(`/strings-${language}.js` as "/strings-de.js")
          ).then((module: UiCatalog) => ({
            language,
            catalog: { extension: module.extension, format: module.format },
          }));
    found = found.catch((error: unknown) => {
      loaded.delete(language);
      throw error;
    });
    loaded.set(language, found);
  }
  return found;
}

let current: Promise<UiStrings> | null = null;
const listeners = new Set<(strings: UiStrings) => void>();

/** The current UI strings (the stored choice is read on first use). */
export function uiStrings(): Promise<UiStrings> {
  current ??= languageItem
    .getValue()
    .then((picked) => loadUiStrings(uiLanguageOf(picked, navigator.languages ?? [])));
  return current;
}

/** Follows the popup's language: every listener gets the new strings. Returns the unwatch function. */
export function watchUiLanguage(): () => void {
  return languageItem.watch((picked) => {
    const next = loadUiStrings(uiLanguageOf(picked, navigator.languages ?? []));
    current = next;
    next.then(
      (strings) => {
        if (current === next) for (const listener of listeners) listener(strings);
      },
      (error: unknown) => console.warn("VidInsight: could not load the language", error),
    );
  });
}

export function onUiStrings(listener: (strings: UiStrings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
