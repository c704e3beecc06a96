// /unsubscribe?token=...: the daily recap email's link. One button turns the recap off without signing
// in (POST /unsubscribe with the signed token); opening the page alone changes nothing, so link scanners
// that fetch every link in an email do not unsubscribe anyone (mail clients use the one-click header).

import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@vi/api-client";
import { contracts } from "@vi/types";
import { Link, useSearchParams } from "react-router-dom";
import { api } from "../auth/api.ts";
import { BellIcon } from "../components/icons.tsx";
import { buttonClass, MessagePanel } from "../components/ui.tsx";
import { useT } from "../i18n/use-t.ts";

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { t, i18n } = useT("account.unsubscribe");
  const common = (key: "notificationSettings" | "goHome") => i18n.t(`account.common.${key}`);
  const unsubscribe = useMutation({
    mutationFn: () => api.call(contracts.unsubscribe, { query: { token } }),
  });

  if (!token) {
    return (
      <MessagePanel icon={<BellIcon className="size-6" />} title={t("incompleteTitle")}>
        <p className="mt-2 text-zinc-400">{t("incompleteBody")}</p>
        <div className="mt-6 flex justify-center">
          <Link to="/account#notifications" className={buttonClass("secondary")}>
            {common("notificationSettings")}
          </Link>
        </div>
      </MessagePanel>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <MessagePanel icon={<BellIcon className="size-6" />} title={t("doneTitle")}>
        <p className="mt-2 text-zinc-400">{t("doneBody")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/account#notifications" className={buttonClass("secondary")}>
            {common("notificationSettings")}
          </Link>
          <Link to="/" className={buttonClass("ghost")}>
            {common("goHome")}
          </Link>
        </div>
      </MessagePanel>
    );
  }

  const error = unsubscribe.error;
  return (
    <MessagePanel icon={<BellIcon className="size-6" />} title={t("title")}>
      <p className="mt-2 text-zinc-400">{t("body")}</p>
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-500/30 bg-red-500/5 p-3 text-sm text-red-200"
        >
          {error instanceof ApiError ? error.message : t("unreachable")}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass("primary")}
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          {unsubscribe.isPending ? t("unsubscribing") : t("unsubscribe")}
        </button>
        <Link to="/" className={buttonClass("ghost")}>
          {t("keep")}
        </Link>
      </div>
    </MessagePanel>
  );
}
