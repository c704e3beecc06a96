/**
 * The interface languages of the website, the extension and the emails (docs/product.md, Languages).
 * English is the source: its catalog is worded exactly as the product's English text.
 */
export const LANGUAGES = ["en", "es", "pt-BR", "hi", "id", "de", "fr", "ja"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in itself, for the language pickers. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  hi: "हिन्दी",
  id: "Bahasa Indonesia",
  de: "Deutsch",
  fr: "Français",
  ja: "日本語",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language for a BCP 47 tag ("de-AT" -> de, "pt" and "pt-PT" -> pt-BR, "es-419" -> es),
 * or null when none fits.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.toLowerCase().split("-")[0] === base) ?? null;
}

/** The first of the browser's preferred languages that is supported; English when none is. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
