import { LANGUAGE_NAMES, type Language } from "@vi/i18n";
import { LANDING_ALTERNATES, storeLanguage } from "../i18n/i18n.ts";
import { useT } from "../i18n/use-t.ts";

/**
 * The landing page in every language, as plain links (crawlers follow them like the hreflang links); a
 * click also remembers the choice, so the English page no longer sends this browser elsewhere.
 */
export function LanguageLinks() {
  const { t, i18n } = useT();
  return (
    <nav aria-label={t("language.label")}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {LANDING_ALTERNATES.filter(({ hreflang }) => hreflang !== "x-default").map(({ hreflang, path }) => {
          const language = hreflang as Language;
          return (
            <li key={language}>
              <a
                href={path}
                lang={language}
                hrefLang={language}
                aria-current={i18n.language === language ? "true" : undefined}
                onClick={() => storeLanguage(language)}
                className="rounded text-xs text-zinc-400 hover:text-white aria-[current]:text-white"
              >
                {LANGUAGE_NAMES[language]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
