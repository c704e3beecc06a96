import { formatDate, PSEUDO_LANGUAGE } from "@vi/i18n";
import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { storeLanguage, switchLanguage } from "../i18n/i18n.ts";
import { useT } from "../i18n/use-t.ts";
import { Container } from "./ui.tsx";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The English version's date as the website has always shown it; other languages through Intl. */
function dateIn(language: string, isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return language === "en"
    ? `${month}/${day}/${year}`
    : formatDate(new Date(`${isoDate}T12:00:00Z`), language, "UTC");
}

/**
 * Shared layout of the Terms of Service and Privacy Policy pages. A translation opens with a note that
 * the English text governs, and a button that shows it.
 */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  /** YYYY-MM-DD. */
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { t, i18n } = useT("legal");
  const translated = !i18n.language.startsWith("en") || i18n.language === PSEUDO_LANGUAGE;
  return (
    <Container width="text" className="py-12 sm:py-16">
      {translated && (
        <p className="mb-6 rounded-xl border border-white/10 bg-zinc-900/60 p-4 text-sm leading-relaxed text-zinc-300">
          <Trans
            t={t}
            i18nKey="governs"
            components={{
              english: (
                <button
                  type="button"
                  className="rounded text-red-300 underline hover:text-red-200"
                  onClick={() => {
                    storeLanguage("en");
                    void switchLanguage(i18n, "en");
                  }}
                />
              ),
            }}
          />
        </p>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-zinc-400">
        {t("lastUpdated", { date: dateIn(i18n.language, lastUpdated) })}
      </p>
      <div className="mt-6 text-lg leading-relaxed text-zinc-300">{intro}</div>

      <nav aria-label={t("sections")} className="mt-8 rounded-xl border border-white/10 bg-zinc-900/60 p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-zinc-400">{t("onThisPage")}</p>
        <ol className="mt-3 space-y-1.5 sm:columns-2 sm:gap-8">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="rounded text-sm text-zinc-300 hover:text-white">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 grid gap-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-semibold text-white">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 grid gap-3 leading-relaxed text-zinc-300 [&_a]:text-red-300 [&_a]:underline [&_a:hover]:text-red-200 [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-zinc-100 [&_ul]:grid [&_ul]:gap-2">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </Container>
  );
}
