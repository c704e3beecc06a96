import { Link } from "react-router-dom";
import { CompassIcon } from "../components/icons.tsx";
import { buttonClass, MessagePanel } from "../components/ui.tsx";
import { useT } from "../i18n/use-t.ts";

export function NotFoundPage() {
  const { t, i18n } = useT("account.notFound");
  return (
    <MessagePanel icon={<CompassIcon className="size-6" />} title={t("title")}>
      <p className="mt-2 text-zinc-400">{t("body")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          {i18n.t("account.common.goHome")}
        </Link>
        <Link to="/faq" className={buttonClass("secondary")}>
          {t("readFaq")}
        </Link>
      </div>
    </MessagePanel>
  );
}
