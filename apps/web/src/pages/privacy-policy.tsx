import { Trans } from "react-i18next";
import { LegalPage, type LegalSection } from "../components/legal-page.tsx";
import { env } from "../env.ts";
import { useT } from "../i18n/use-t.ts";

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

export function PrivacyPolicyPage() {
  const { t } = useT("legal.privacy");
  const rich = (key: string) => <Trans t={t} i18nKey={key} components={{ b: <strong /> }} />;
  const sections: LegalSection[] = [
    {
      id: "introduction",
      title: t("introductionTitle"),
      body: <p>{t("introduction")}</p>,
    },
    {
      id: "information-collected",
      title: t("collectedTitle"),
      body: (
        <ul>
          <li>{rich("accountInfo")}</li>
          <li>{rich("youtubeData")}</li>
          <li>{rich("paymentInfo")}</li>
          <li>{rich("extension")}</li>
          <li>{rich("savedVideos")}</li>
          <li>{rich("website")}</li>
        </ul>
      ),
    },
    {
      id: "use",
      title: t("useTitle"),
      body: (
        <ul>
          <li>{t("useSignIn")}</li>
          <li>{t("useStatistics")}</li>
          <li>{t("useSubscription")}</li>
          <li>{t("useEmail")}</li>
          <li>{t("useSupport")}</li>
        </ul>
      ),
    },
    {
      id: "sharing",
      title: t("sharingTitle"),
      body: (
        <>
          <p>{t("sharingIntro")}</p>
          <ul>
            <li>{t("sharingGoogle")}</li>
            <li>{t("sharingStripe")}</li>
            <li>{t("sharingHosting")}</li>
            <li>{t("sharingChat")}</li>
          </ul>
          <p>{t("sharingLaw")}</p>
        </>
      ),
    },
    {
      id: "security",
      title: t("securityTitle"),
      body: <p>{t("security")}</p>,
    },
    {
      id: "rights",
      title: t("rightsTitle"),
      body: (
        <>
          <ul>
            <li>{t("rightsEdit")}</li>
            <li>{t("rightsDelete")}</li>
            <li>
              <Trans
                t={t}
                i18nKey="rightsDisconnect"
                components={{ settings: <a href="https://myaccount.google.com/permissions" {...external} /> }}
              />
            </li>
            <li>{t("rightsRecap")}</li>
            <li>{t("rightsCopy")}</li>
          </ul>
          <p>
            <Trans
              t={t}
              i18nKey="rightsGoogle"
              values={{ email: env.VITE_SUPPORT_EMAIL }}
              components={{
                google: <a href="https://policies.google.com/privacy" {...external} />,
                email: <a href={`mailto:${env.VITE_SUPPORT_EMAIL}`} />,
              }}
            />
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: t("changesTitle"),
      body: <p>{t("changes")}</p>,
    },
  ];
  return (
    <LegalPage title={t("title")} lastUpdated="2024-12-18" intro={<p>{t("intro")}</p>} sections={sections} />
  );
}
