// /cancelled: where Stripe Checkout returns a buyer who did not pay (a declined card, or Back).
import { Link } from "react-router-dom";
import { AuthCard } from "../auth/auth-ui.tsx";
import { MailIcon, WarningIcon } from "../components/icons.tsx";
import { buttonClass } from "../components/ui.tsx";
import { useT } from "../i18n/use-t.ts";
import { liveChat } from "../lib/live-chat.ts";

const COMMON_ISSUES = ["funds", "card", "declined", "timeout"] as const;

export function CancelledPage() {
  const { t, i18n } = useT("account.cancelled");
  return (
    <AuthCard tone="warning" icon={<WarningIcon className="size-6" />} title={t("title")}>
      <p className="mt-3 text-zinc-300">{t("body")}</p>
      <div className="mt-6 rounded-xl border border-white/10 bg-white/5 p-4 text-left">
        <h2 className="text-sm font-semibold text-white">{t("commonIssues")}</h2>
        <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-zinc-300">
          {COMMON_ISSUES.map((issue) => (
            <li key={issue}>{t(issue)}</li>
          ))}
        </ul>
      </div>
      <div className="mt-7 flex flex-col gap-3">
        <Link to="/pricing" className={buttonClass("primary", "lg", "w-full")}>
          {t("tryAgain")}
        </Link>
        <a href={liveChat.mailto} className={buttonClass("secondary", "lg", "w-full")}>
          <MailIcon className="size-4" />
          {i18n.t("account.common.contactSupport")}
        </a>
      </div>
    </AuthCard>
  );
}
