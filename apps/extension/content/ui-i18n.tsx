// The lazily loaded UIs' side of content/ui-language.ts: one i18next instance per panel, English built
// in (the fallback), the reader's language added when its strings file arrives.
import type { Localizer } from "@vi/format";
import { extensionEn } from "@vi/i18n/catalogs/extension/en";
import { formatEn } from "@vi/i18n/catalogs/format/en";
import { createInstance, type i18n as I18n } from "i18next";
import { useContext, useMemo } from "react";
import { I18nContext, useTranslation } from "react-i18next";
import type { UiStrings } from "./ui-language.ts";

const EN = { extension: extensionEn, format: formatEn };

export function createUiI18n(strings: UiStrings): I18n {
  const instance = createInstance();
  void instance.init({
    lng: strings.language,
    fallbackLng: "en",
    resources: {
      en: { translation: EN },
      ...(strings.catalog ? { [strings.language]: { translation: strings.catalog } } : {}),
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Switches a panel's instance to other strings (the popup's language changed). */
export function applyUiStrings(i18n: I18n, strings: UiStrings): void {
  if (strings.catalog && !i18n.hasResourceBundle(strings.language, "translation")) {
    i18n.addResourceBundle(strings.language, "translation", strings.catalog);
  }
  void i18n.changeLanguage(strings.language);
}

// Outside a panel's provider (a component rendered on its own) the UI reads English.
let english: I18n | null = null;
function useInstance(): I18n {
  const context = useContext(I18nContext);
  english ??= createUiI18n({ language: "en", catalog: null });
  return context?.i18n ?? english;
}

/** The panel's strings: `t("panel.save")` reads extension.panel.save. */
export function useUiText() {
  return useTranslation(undefined, { keyPrefix: "extension", i18n: useInstance() });
}

/** @vi/format's optional Localizer in the panel's language. */
export function useLocalizer(): Localizer {
  const { i18n } = useTranslation(undefined, { i18n: useInstance() });
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      t: (key: string, options?: Record<string, unknown>) => String(i18n.t(key, (options ?? {}) as never)),
    }),
    [i18n, language],
  );
}

/** A failure's words: the extension's own ("NOT_SIGNED_IN", "EXTENSION_UNAVAILABLE") in the reader's language; the API's as it words them. */
export function failureText(
  t: (key: string) => string,
  failure: { message: string; code?: string | undefined },
): string {
  if (failure.code === "NOT_SIGNED_IN") return t("errors.notSignedIn");
  if (failure.code === "EXTENSION_UNAVAILABLE") return t("errors.extensionUnavailable");
  return failure.message;
}
