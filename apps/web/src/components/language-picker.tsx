import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@vi/i18n";
import { useId, useState } from "react";
import { storeLanguage, switchLanguage } from "../i18n/i18n.ts";
import { useT } from "../i18n/use-t.ts";

/**
 * The interface language: applied at once, remembered on this browser and, when `save` is given, with
 * the account (PUT /user), so the extension and the emails follow it too.
 */
export function LanguagePicker({ save }: { save?: (language: Language) => Promise<boolean> }) {
  const { t, i18n } = useT("language");
  const id = useId();
  const [error, setError] = useState(false);
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : "en";

  async function choose(language: Language) {
    setError(false);
    storeLanguage(language);
    await switchLanguage(i18n, language);
    if (save && !(await save(language))) setError(true);
  }

  return (
    <div className="py-4 last:pb-0">
      <label htmlFor={id} className="text-sm font-medium text-zinc-400">
        {t("label")}
      </label>
      <select
        id={id}
        className="mt-1.5 block h-10 w-full max-w-xs rounded-lg border border-white/15 bg-zinc-950/60 px-3 text-base text-white focus:border-red-400/70 focus:outline-none sm:text-sm"
        value={current}
        onChange={(event) => void choose(event.currentTarget.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <p className="mt-1 text-xs text-zinc-400">{t("hint")}</p>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-300">
          {t("saveFailed")}
        </p>
      ) : null}
    </div>
  );
}
