// /success: Stripe Checkout sends the buyer here with ?session_id=. The page asks the API to apply the
// session (POST /stripeSessionId, no token: the session id is the proof) and shows processing, then the
// welcome or the failure. Without a session id it stays processing (docs/product.md, Payment return).
import { contracts } from "@vi/types";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { api } from "../auth/api.ts";
import { useAuth } from "../auth/auth-context.tsx";
import { AuthCard, Spinner, YOUTUBE_URL, YouTubeLogo } from "../auth/auth-ui.tsx";
import { ContactSupport } from "../components/contact-support.tsx";
import { AlertIcon, TickIcon } from "../components/icons.tsx";
import { buttonClass } from "../components/ui.tsx";
import { useT } from "../i18n/use-t.ts";
import { PLAN_COPY } from "./pricing.tsx";

type Outcome = "processing" | "success" | "error";

const STEPS = ["step1", "step2", "step3"] as const;

export function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const [outcome, setOutcome] = useState<Outcome>("processing");
  const { refreshUserData, status, userData } = useAuth();
  const plan = userData?.plan && userData.plan !== "free" ? PLAN_COPY[userData.plan].name : null;
  const sent = useRef<string | null>(null);
  const { t, i18n } = useT("account.success");

  useEffect(() => {
    if (!sessionId || sent.current === sessionId) return;
    sent.current = sessionId;
    api.call(contracts.stripeSessionId, { body: { sessionId, livemode: true } }).then(
      ({ success }) => setOutcome(success ? "success" : "error"),
      (error: unknown) => {
        console.error("stripeSessionId failed", error);
        setOutcome("error");
      },
    );
  }, [sessionId]);

  // The plan changed on the server: fetch the user record so the whole site shows it.
  useEffect(() => {
    if (outcome === "success" && status === "signedIn") void refreshUserData().catch(() => {});
  }, [outcome, status, refreshUserData]);

  if (outcome === "processing") {
    return (
      <AuthCard icon={<Spinner className="size-6" />} title={t("settingUp")}>
        <p role="status" className="mt-3 text-zinc-400">
          {t("keepOpen")}
        </p>
      </AuthCard>
    );
  }
  if (outcome === "error") {
    return (
      <AuthCard tone="warning" icon={<AlertIcon className="size-6" />} title={t("oops")}>
        <p role="alert" className="mt-3 text-zinc-300">
          {t("issue")}
        </p>
        <div className="mt-7 flex flex-col gap-3">
          <ContactSupport className={buttonClass("primary", "lg", "w-full")} />
          <Link to="/account#subscription" className={buttonClass("secondary", "lg", "w-full")}>
            {t("checkSubscription")}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard tone="success" icon={<TickIcon className="size-6" />} title={t("welcome")}>
      <p role="status" className="mt-3 text-lg font-medium text-white">
        {t("active")}
      </p>
      {plan ? (
        <p className="mt-1 text-zinc-300" data-testid="success-plan">
          {t("onPlan", { plan })}
        </p>
      ) : null}
      <ol className="mt-5 grid gap-3 text-left text-sm text-zinc-300">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-500/15 text-xs font-semibold text-emerald-300 ring-1 ring-emerald-500/30">
              {index + 1}
            </span>
            <span className="pt-0.5">{t(step)}</span>
          </li>
        ))}
      </ol>
      <div className="mt-7 flex flex-col gap-3">
        <a href={YOUTUBE_URL} className={buttonClass("primary", "lg", "w-full")}>
          <YouTubeLogo />
          {i18n.t("account.common.returnToYoutube")}
        </a>
        <Link to="/account#subscription" className={buttonClass("secondary", "lg", "w-full")}>
          {t("seeSubscription")}
        </Link>
      </div>
    </AuthCard>
  );
}
