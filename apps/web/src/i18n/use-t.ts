// Translations for components: the reader's language from the app's provider (src/app-root.tsx);
// English where no provider is (a component rendered on its own in a unit test).
import { createI18n, DEFAULT_LANGUAGE, en } from "@vi/i18n";
import { setI18n, useTranslation } from "react-i18next";

setI18n(createI18n(DEFAULT_LANGUAGE, en));

/** `t` for one part of the catalog ("landing", "nav", ...), and the i18next instance. */
export function useT(keyPrefix?: string) {
  return useTranslation(undefined, keyPrefix ? { keyPrefix } : undefined);
}
