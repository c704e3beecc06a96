import { Trans } from "react-i18next";
import { Link } from "react-router-dom";
import { LegalPage, type LegalSection } from "../components/legal-page.tsx";
import { env } from "../env.ts";
import { useT } from "../i18n/use-t.ts";

export function TermsOfServicePage() {
  const { t } = useT("legal.terms");
  const sections: LegalSection[] = [
    {
      id: "acceptance",
      title: t("acceptanceTitle"),
      body: (
        <>
          <p>{t("acceptance")}</p>
          <p>
            <Trans
              t={t}
              i18nKey="youtube"
              components={{
                youtube: (
                  <a href="https://www.youtube.com/t/terms" target="_blank" rel="noopener noreferrer" />
                ),
              }}
            />
          </p>
        </>
      ),
    },
    {
      id: "modification",
      title: t("modificationTitle"),
      body: (
        <>
          <p>{t("modification")}</p>
          <p>{t("updates")}</p>
        </>
      ),
    },
    {
      id: "privacy",
      title: t("privacyTitle"),
      body: (
        <p>
          <Trans t={t} i18nKey="privacy" components={{ privacy: <Link to="/privacy-policy" /> }} />
        </p>
      ),
    },
    {
      id: "account",
      title: t("accountTitle"),
      body: (
        <>
          <p>{t("account")}</p>
          <ul>
            <li>{t("age")}</li>
            <li>{t("billing")}</li>
            <li>{t("misuse")}</li>
            <li>{t("deletion")}</li>
          </ul>
        </>
      ),
    },
    {
      id: "liability",
      title: t("liabilityTitle"),
      body: (
        <>
          <p>{t("asIs")}</p>
          <p>{t("liability")}</p>
        </>
      ),
    },
    {
      id: "governing-law",
      title: t("lawTitle"),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="law"
            values={{ email: env.VITE_SUPPORT_EMAIL }}
            components={{ email: <a href={`mailto:${env.VITE_SUPPORT_EMAIL}`} /> }}
          />
        </p>
      ),
    },
  ];
  return (
    <LegalPage title={t("title")} lastUpdated="2024-12-18" intro={<p>{t("intro")}</p>} sections={sections} />
  );
}
