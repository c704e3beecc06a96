// The optional last parameter of @vi/format's sentences: the reader's language and a translate function
// over the shared catalogs' `format` part (@vi/i18n, catalogs/format). Absent, or English, the built-in
// English is used, word for word as before, so existing call sites are unchanged.
export interface Localizer {
  /** A supported language tag ("de", "pt-BR"); Intl formats numbers and times in it. */
  language: string;
  /** i18next's t over the whole catalog: keys are "format.quota.headline" and so on. */
  t(key: string, options?: Record<string, unknown>): string;
}

/** The localizer to use, or null for the built-in English. */
export function localized(l: Localizer | undefined): Localizer | null {
  return l && l.language !== "en" ? l : null;
}
