// Help & Support: documentation is the FAQ; Contact Support opens the chat (mail without one).
import { Link } from "react-router-dom";
import { ContactSupport } from "../../components/contact-support.tsx";
import { BookIcon, LifebuoyIcon } from "../../components/icons.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { useT } from "../../i18n/use-t.ts";
import { Panel, SectionHeader } from "./section.tsx";

export function HelpSection() {
  const { t } = useT("account");
  return (
    <div>
      <SectionHeader title={t("account.help")} description={t("helpSection.description")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Panel className="flex flex-col">
          <div className="mb-4 flex size-10 items-center justify-center rounded-xl bg-white/5 text-zinc-200 ring-1 ring-white/10">
            <BookIcon className="size-5" />
          </div>
          <h3 className="font-semibold text-white">{t("helpSection.docs")}</h3>
          <p className="mt-1 flex-1 text-sm text-zinc-400">{t("helpSection.docsBody")}</p>
          <Link to="/faq" className={buttonClass("secondary", "md", "mt-5 self-start")}>
            {t("helpSection.viewDocs")}
          </Link>
        </Panel>
        <Panel className="flex flex-col">
          <div className="mb-4 flex size-10 items-center justify-center rounded-xl bg-red-500/10 text-red-400 ring-1 ring-red-500/20">
            <LifebuoyIcon className="size-5" />
          </div>
          <h3 className="font-semibold text-white">{t("common.contactSupport")}</h3>
          <p className="mt-1 flex-1 text-sm text-zinc-400">{t("helpSection.contactBody")}</p>
          <ContactSupport className={buttonClass("primary", "md", "mt-5 self-start")} />
        </Panel>
      </div>
    </div>
  );
}
