// Account > Subscription: the plan and its status, Cancel Subscription, renew (undo the cancel), Manage
// billing (Stripe's portal) and a link to /pricing. After each action the server's subscription replaces
// the local one (useSubscriptionAction).
import { en } from "@vi/i18n";
import { PLAN_ENTITLEMENTS, PLAN_NAMES, type PlanId, type SubscriptionLive } from "@vi/types";
import type { TFunction } from "i18next";
import { useState } from "react";
import { getI18n } from "react-i18next";
import { Link } from "react-router-dom";
import { AlertIcon, CardIcon } from "../../components/icons.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { UsageGrid, useResetText } from "../../features/analyses/usage.tsx";
import { useUsage } from "../../features/analyses/use-analyses.ts";
import { billingErrorMessage, openBillingPortal, useSubscriptionAction } from "../../hooks/use-billing.ts";
import { type Formatters, formattersFor, useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
import { Panel, SectionHeader } from "./section.tsx";

export interface SubscriptionSummary {
  /** Short status label, e.g. "Trial", "Active", "Canceled". */
  badge: string;
  tone: "active" | "ending" | "neutral";
  /** The status text shown to the user. */
  text: string;
}

function capitalize(text: string): string {
  const words = text.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type StatusName = keyof typeof en.account.subscription.statuses;

/**
 * 'Free Trial until {date}', 'Access ends {date}' when canceled, 'No active subscription' when none.
 * In the app's language unless told otherwise (a unit test gets English).
 */
export function summarizeSubscription(
  subscription: SubscriptionLive | null,
  t: TFunction = getI18n().t,
  format: Formatters = formattersFor(getI18n().language),
): SubscriptionSummary {
  const s = (key: string, values: Record<string, string> = {}) => t(`account.subscription.${key}`, values);
  if (!subscription) return { badge: s("badgeFree"), tone: "neutral", text: s("none") };
  const { status, canceled_at, current_period_end, trial_end } = subscription;
  if (status === "canceled" || canceled_at !== null) {
    return {
      badge: s("badgeCanceled"),
      tone: "ending",
      text: s("accessEnds", { date: format.epochDate(current_period_end) }),
    };
  }
  if (status === "trialing") {
    return {
      badge: s("badgeTrial"),
      tone: "active",
      text: s("trialUntil", { date: format.epochDate(trial_end ?? current_period_end) }),
    };
  }
  if (status === "active") {
    // The badge already says Active: the line says what comes next.
    return {
      badge: s("badgeActive"),
      tone: "active",
      text: s("renews", { date: format.epochDate(current_period_end) }),
    };
  }
  const name =
    status in en.account.subscription.statuses ? s(`statuses.${status as StatusName}`) : capitalize(status);
  return { badge: name, tone: "neutral", text: s("status", { status: name }) };
}

const toneClass: Record<SubscriptionSummary["tone"], string> = {
  active: "bg-emerald-500/10 text-emerald-300 ring-emerald-500/30",
  ending: "bg-amber-500/10 text-amber-300 ring-amber-500/30",
  neutral: "bg-white/5 text-zinc-300 ring-white/15",
};

/** Today's analyses beside the plan (GET /usage); the allowance itself when usage cannot be read. */
function UsageToday() {
  const usage = useUsage();
  const { t, i18n } = useT("account.subscription");
  const resetText = useResetText();
  return (
    <div className="mt-5 border-t border-white/10 pt-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold text-white">{t("analysesToday")}</h4>
        {usage.data ? (
          <p className="text-xs text-zinc-400">
            {resetText(usage.data.usage.comments.resetsAt, usage.data)} ·{" "}
            <Link to="/analyses" className="text-red-300 underline underline-offset-2 hover:text-red-200">
              {t("yourAnalyses")}
            </Link>
          </p>
        ) : null}
      </div>
      {usage.data ? (
        <UsageGrid usage={usage.data} compact />
      ) : usage.isError ? (
        <p className="text-sm text-zinc-400">
          {t("freeAllowance", {
            comments: free.commentAnalyses,
            channels: free.channelAnalyses,
            results: free.resultAnalyses,
            transcripts: free.transcriptDownloads,
          })}
        </p>
      ) : (
        <p role="status" className="text-sm text-zinc-400">
          {i18n.t("account.common.loading")}
        </p>
      )}
    </div>
  );
}

const free = PLAN_ENTITLEMENTS.free;

export function SubscriptionSection({
  subscription,
  plan,
}: {
  subscription: SubscriptionLive | null;
  /** The server's plan (the one rule lives there). */
  plan: PlanId;
}) {
  const { t, i18n } = useT("account.subscription");
  const format = useFormat();
  const summary = summarizeSubscription(subscription, i18n.t, format);
  const act = useSubscriptionAction();
  const [working, setWorking] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A paid plan (the server's answer) with a subscription Stripe has not canceled can be canceled or renewed.
  const running = plan !== "free" && subscription !== null && subscription.status !== "canceled";
  const canceling = running && subscription?.canceled_at !== null;
  const title = t("planTitle", { plan: PLAN_NAMES[plan] });

  const run = async (label: string, action: () => Promise<void>) => {
    setWorking(label);
    setError(null);
    try {
      await action();
      setConfirmCancel(false);
    } catch (failure) {
      console.error(`${label} failed`, failure);
      setError(billingErrorMessage(failure));
    } finally {
      setWorking(null);
    }
  };

  return (
    <div>
      <SectionHeader title={i18n.t("account.account.subscription")} description={t("description")} />
      <Panel>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-red-500/10 text-red-400 ring-1 ring-red-500/20">
              <CardIcon className="size-5" />
            </div>
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-white" data-testid="subscription-plan">
                  {title}
                </h3>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${toneClass[summary.tone]}`}
                >
                  {summary.badge}
                </span>
              </div>
              <p className="mt-1 text-sm text-zinc-300" data-testid="subscription-status">
                {summary.text}
              </p>
            </div>
          </div>
          <Link
            to="/pricing"
            title={subscription ? t("changePlans") : t("seePlans")}
            className={buttonClass(subscription ? "secondary" : "primary", "md", "w-full shrink-0 sm:w-auto")}
          >
            {subscription ? t("manage") : t("checkPerks")}
          </Link>
        </div>

        {subscription ? (
          <div className="mt-5 flex flex-col gap-3 border-t border-white/10 pt-4 sm:flex-row sm:flex-wrap">
            {running && !canceling && !confirmCancel ? (
              <button
                type="button"
                disabled={working !== null}
                className={buttonClass("secondary", "md", "w-full sm:w-auto")}
                onClick={() => setConfirmCancel(true)}
              >
                {t("cancelSubscription")}
              </button>
            ) : null}
            {running && canceling ? (
              <button
                type="button"
                disabled={working !== null}
                className={buttonClass("primary", "md", "w-full sm:w-auto")}
                onClick={() => void run("renewing", () => act({ kind: "undo" }))}
              >
                {working === "renewing" ? t("renewing") : t("renew")}
              </button>
            ) : null}
            <button
              type="button"
              disabled={working !== null}
              className={buttonClass("secondary", "md", "w-full sm:w-auto")}
              onClick={() => void run("openingBilling", openBillingPortal)}
            >
              {/* Stripe's portal: invoices, card and address (plans are changed with Manage). */}
              {working === "openingBilling" ? t("openingBilling") : t("invoices")}
            </button>
          </div>
        ) : null}

        {confirmCancel && subscription ? (
          <div
            role="group"
            aria-label={t("confirmCancellation")}
            className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm text-amber-50"
          >
            <p>{t("confirmBody", { date: format.epochDate(subscription.current_period_end) })}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={working !== null}
                className={buttonClass("primary", "md")}
                onClick={() => void run("canceling", () => act({ kind: "cancel" }))}
              >
                {working === "canceling" ? t("canceling") : t("yesCancel")}
              </button>
              <button
                type="button"
                disabled={working !== null}
                className={buttonClass("secondary", "md")}
                onClick={() => setConfirmCancel(false)}
              >
                {t("keepPlan")}
              </button>
            </div>
          </div>
        ) : null}

        {error ? (
          <p
            role="alert"
            className="mt-4 flex items-start gap-2 rounded-xl border border-red-500/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
          >
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        ) : null}

        {subscription ? null : (
          <p className="mt-5 border-t border-white/10 pt-4 text-sm text-zinc-400">{t("upsell")}</p>
        )}

        <UsageToday />
      </Panel>
    </div>
  );
}
