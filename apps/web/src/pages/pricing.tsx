// /pricing, 'Choose Your Plan' (docs/product.md, Plans). Prices and daily allowances come from @vi/types,
// the Stripe prices from the API (GET /billingPlans). 'Choose Plan' sends a visitor to /login, a Free user
// to Stripe Checkout, and switches a paying user's plan in place after a confirmation. The user's plan is
// the server's answer (the one rule of @vi/types), never worked out here.
import { discountedPrice } from "@vi/format";
import { en } from "@vi/i18n";
import {
  API_KEY_CALLS_PER_DAY,
  type DailyAllowance,
  PLAN_ENTITLEMENTS,
  PLAN_IDS,
  PLAN_NAMES,
  PLAN_PRICES,
  type PlanEntitlements,
  type PlanId,
  type SubscriptionLive,
  WATCHLIST_CHANNELS,
} from "@vi/types";
import type { TFunction } from "i18next";
import { type ReactNode, useId, useState } from "react";
import { getI18n } from "react-i18next";
import { Link } from "react-router-dom";
import { type AuthState, useAuth } from "../auth/auth-context.tsx";
import { Spinner } from "../auth/auth-ui.tsx";
import { AlertIcon, ArrowRightIcon, CheckIcon, ShieldIcon } from "../components/icons.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import {
  billingErrorMessage,
  startCheckout,
  useBillingPlans,
  useSubscriptionAction,
  useSwitchPreview,
} from "../hooks/use-billing.ts";
import { type Formatters, formattersFor, useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";
import { summarizeSubscription } from "./account/subscription.tsx";

const PLAN_SUBTITLES = {
  free: "subtitleFree",
  standard: "subtitleStandard",
  professional: "subtitleProfessional",
} as const satisfies Record<PlanId, keyof typeof en.account.pricing>;

/** Each plan's card text: its name (PLAN_NAMES of @vi/types/core, a product name in every language) and subtitle. */
export const PLAN_COPY: Record<PlanId, { name: string; subtitle: string }> = Object.fromEntries(
  PLAN_IDS.map((id) => [id, { name: PLAN_NAMES[id], subtitle: en.account.pricing[PLAN_SUBTITLES[id]] }]),
) as Record<PlanId, { name: string; subtitle: string }>;
/** What every plan includes, whatever its daily analyses (catalog keys of account.pricing). */
const INCLUDED_KEYS = ["includedOutliers", "includedTags", "includedTable", "includedSaved"] as const;
/** The same in English (docs/product.md). */
export const INCLUDED_TODAY = INCLUDED_KEYS.map((key) => en.account.pricing[key]);

const ALLOWANCE_KEYS = [
  "commentAnalyses",
  "channelAnalyses",
  "resultAnalyses",
  "transcriptDownloads",
] as const satisfies (keyof PlanEntitlements)[];

/** The app's language when the caller gives none (a unit test gets English). */
const appT = (): TFunction => getI18n().t;

/** '2 comment analyses a day', 'Unlimited comment analyses'. */
export function allowanceText(
  key: keyof PlanEntitlements,
  allowance: DailyAllowance,
  t: TFunction = appT(),
): string {
  const unlimited = `unlimited${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  if (allowance === null) return t(`account.pricing.${unlimited}`);
  return t(`account.pricing.${key}`, { count: allowance });
}

/** '100 API key calls a day'. */
export function apiCallsText(
  plan: PlanId,
  t: TFunction = appT(),
  format: Formatters = formattersFor(getI18n().language),
): string {
  return t("account.pricing.apiCalls", { calls: format.number(API_KEY_CALLS_PER_DAY[plan]) });
}

/** 'Follow 3 channels on the watchlist'. */
export function watchlistText(plan: PlanId, t: TFunction = appT()): string {
  return t("account.pricing.watchlist", { count: WATCHLIST_CHANNELS[plan] });
}

type Viewer =
  | { kind: "loading" }
  | { kind: "signedOut" }
  /** plan: the server's answer; null while there is no user data. */
  | { kind: "signedIn"; plan: PlanId | null; subscription: SubscriptionLive | null };

function viewerOf(auth: AuthState): Viewer {
  if (auth.status === "loading") return { kind: "loading" };
  if (auth.status === "signedOut") return { kind: "signedOut" };
  const { userData } = auth;
  if (!userData)
    return auth.syncing ? { kind: "loading" } : { kind: "signedIn", plan: null, subscription: null };
  return { kind: "signedIn", plan: userData.plan, subscription: userData.subscription_live };
}

function Feature({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <CheckIcon className="mt-0.5 size-5 shrink-0 text-red-400" />
      <span className="text-zinc-200">{children}</span>
    </li>
  );
}

function LoadingButton() {
  const { t } = useT("account.common");
  return (
    <span className={buttonClass("secondary", "lg", "w-full cursor-progress")}>
      <Spinner className="size-4 text-zinc-400" />
      {t("loading")}
    </span>
  );
}

function FreeAction({ viewer }: { viewer: Viewer }) {
  const { t } = useT("account.pricing");
  if (viewer.kind === "loading") return <LoadingButton />;
  if (viewer.kind === "signedOut") {
    return (
      <Link to="/login" className={buttonClass("primary", "lg", "w-full")}>
        {t("getStarted")} <ArrowRightIcon className="size-4" />
      </Link>
    );
  }
  return (
    <Link to="/outliers" className={buttonClass("secondary", "lg", "w-full")}>
      {t("goToOutliers")} <ArrowRightIcon className="size-4" />
    </Link>
  );
}

interface PaidActionProps {
  id: "standard" | "professional";
  viewer: Viewer;
  priceId: string | null;
  /** The plan's monthly price in dollars, discount applied (what the switch costs from the next month). */
  monthlyPrice: number;
  /** Another action on the page is running: every button waits. */
  busy: boolean;
  run(label: string, action: () => Promise<void>, kind?: "switch" | "checkout"): Promise<void>;
}

/** 'You pay $X.XX today; then $Y a month.', from Stripe's preview of this very switch. */
function SwitchCost({ priceId, monthlyPrice }: { priceId: string; monthlyPrice: number }) {
  const preview = useSwitchPreview(priceId, true);
  const { t, i18n } = useT("account.pricing");
  const format = useFormat();
  const price = format.price(monthlyPrice);
  if (preview.isPending)
    return (
      <p className="mt-1 flex items-center gap-2 text-zinc-400" aria-live="polite">
        <Spinner className="size-3.5 text-zinc-400" />
        {t("workingOut")}
      </p>
    );
  if (preview.isError) {
    // The server's own reason when it gave one (signed out, too many requests, plan ended meanwhile).
    const reason = billingErrorMessage(preview.error);
    return (
      <p className="mt-1 text-amber-200" role="status">
        {t("costUnknown")}
        {reason === i18n.t("account.billing.failed") ? "" : ` ${reason}`} {t("costUnknownAfter")}
      </p>
    );
  }
  const { amountDue, currency } = preview.data;
  return (
    <p className="mt-1 text-zinc-300" aria-live="polite" data-testid="switch-cost">
      {amountDue > 0
        ? t("payToday", { amount: format.money(amountDue, currency), price })
        : t("nothingToday", { price })}
    </p>
  );
}

function PaidAction({ id, viewer, priceId, monthlyPrice, busy, run }: PaidActionProps) {
  const [confirming, setConfirming] = useState(false);
  const act = useSubscriptionAction();
  const confirmId = useId();
  const { t } = useT("account.pricing");
  if (viewer.kind === "loading") return <LoadingButton />;
  if (viewer.kind === "signedOut") {
    return (
      <Link to="/login" className={buttonClass("primary", "lg", "w-full")}>
        {t("choosePlan")} <ArrowRightIcon className="size-4" />
      </Link>
    );
  }
  if (viewer.plan === id) {
    return (
      <button type="button" disabled className={buttonClass("secondary", "lg", "w-full")}>
        <CheckIcon className="size-4" /> {t("currentPlan")}
      </button>
    );
  }
  const paying = viewer.plan === "standard" || viewer.plan === "professional";
  if (confirming && priceId) {
    return (
      <div
        role="group"
        aria-labelledby={confirmId}
        className="rounded-xl border border-white/15 bg-white/5 p-4 text-sm"
      >
        <p id={confirmId} className="font-medium text-white">
          {t("switchTo", { plan: PLAN_COPY[id].name })}
        </p>
        <SwitchCost priceId={priceId} monthlyPrice={monthlyPrice} />
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            className={buttonClass("primary", "md")}
            onClick={() =>
              void run(t("switchingTo", { plan: PLAN_COPY[id].name }), async () => {
                await act({ kind: "switch", priceId });
                setConfirming(false);
              })
            }
          >
            {t("switchPlan")}
          </button>
          <button
            type="button"
            disabled={busy}
            className={buttonClass("secondary", "md")}
            onClick={() => setConfirming(false)}
          >
            {t("keepCurrent")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <button
      type="button"
      disabled={busy || !priceId}
      className={buttonClass("primary", "lg", "w-full")}
      onClick={() => {
        if (!priceId) return;
        if (paying) setConfirming(true);
        else void run(t("openingCheckout"), () => startCheckout(priceId), "checkout");
      }}
    >
      {t("choosePlan")} <ArrowRightIcon className="size-4" />
    </button>
  );
}

function PlanCard({
  id,
  viewer,
  priceId,
  discount,
  busy,
  run,
}: {
  id: PlanId;
  viewer: Viewer;
  priceId: string | null;
  discount: number | null;
  busy: boolean;
  run: PaidActionProps["run"];
}) {
  const headingId = useId();
  const { t, i18n } = useT("account.pricing");
  const format = useFormat();
  const copy = { name: PLAN_COPY[id].name, subtitle: t(PLAN_SUBTITLES[id]) };
  const price = PLAN_PRICES[id];
  const shownPrice = discountedPrice(price, discount);
  const entitlements = PLAN_ENTITLEMENTS[id];
  const current = viewer.kind === "signedIn" && viewer.plan === id;
  return (
    <section
      aria-labelledby={headingId}
      data-plan={id}
      className={`relative flex flex-col rounded-2xl border p-6 sm:p-7 ${
        current
          ? "border-red-500/50 bg-zinc-900 shadow-xl shadow-red-950/30 ring-1 ring-red-500/30"
          : "border-white/10 bg-zinc-900/60"
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-white">
          {copy.name}
        </h2>
        {current ? (
          <span className="rounded-full bg-red-500/15 px-2.5 py-1 text-xs font-semibold text-red-200 ring-1 ring-red-500/40">
            {t("currentPlan")}
          </span>
        ) : null}
      </div>
      <p className="mt-2 min-h-12 text-sm leading-relaxed text-pretty text-zinc-400">{copy.subtitle}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-4xl font-extrabold tracking-tight text-white tabular-nums">
          {format.price(shownPrice)}
        </span>
        {shownPrice !== price ? (
          <span className="text-base text-zinc-500 line-through tabular-nums">
            <span className="sr-only">{t("was")}</span>
            {format.price(price)}
          </span>
        ) : null}
        <span className="text-sm text-zinc-400">{t("perMonth")}</span>
        {discount ? (
          <span className="rounded-full bg-emerald-500/10 px-2 py-0.5 text-xs font-semibold text-emerald-200 ring-1 ring-emerald-500/30">
            {t("off", { percent: format.number(discount) })}
          </span>
        ) : null}
      </p>

      <div className="mt-6">
        {id === "free" ? (
          <FreeAction viewer={viewer} />
        ) : (
          <PaidAction
            id={id}
            viewer={viewer}
            priceId={priceId}
            monthlyPrice={shownPrice}
            busy={busy}
            run={run}
          />
        )}
      </div>

      <div className="mt-7 border-t border-white/10 pt-6">
        <h3 className="text-xs font-semibold uppercase tracking-wider text-zinc-400">{t("included")}</h3>
        <ul className="mt-3 grid gap-2.5 text-sm">
          {INCLUDED_KEYS.map((key) => (
            <Feature key={key}>{t(key)}</Feature>
          ))}
        </ul>
      </div>

      <div className="mt-6">
        <h3 className="text-xs font-semibold uppercase tracking-wider text-zinc-400">{t("dailyAnalyses")}</h3>
        <ul className="mt-3 grid gap-2.5 text-sm">
          {ALLOWANCE_KEYS.map((key) => (
            <Feature key={key}>{allowanceText(key, entitlements[key], i18n.t)}</Feature>
          ))}
          <Feature>{apiCallsText(id, i18n.t, format)}</Feature>
          <Feature>{watchlistText(id, i18n.t)}</Feature>
        </ul>
      </div>
    </section>
  );
}

function PaidSubscriptionNote({
  plan,
  subscription,
}: {
  plan: PlanId;
  subscription: SubscriptionLive | null;
}) {
  const { t, i18n } = useT("account.pricing");
  const summary = summarizeSubscription(subscription, i18n.t, useFormat());
  return (
    <p className="mx-auto mt-6 max-w-2xl rounded-xl border border-white/10 bg-white/5 px-4 py-3 text-center text-sm text-zinc-300">
      {t("yourPlan", { plan: PLAN_NAMES[plan], status: summary.text })}{" "}
      <Link to="/account#subscription" className="font-semibold text-white underline underline-offset-4">
        {t("seeInAccount")}
      </Link>
    </p>
  );
}

export function PricingPage() {
  const auth = useAuth();
  const viewer = viewerOf(auth);
  const plans = useBillingPlans();
  const [working, setWorking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { t } = useT("account.pricing");
  const billing = plans.data;
  const unavailable = plans.isError || billing?.enabled === false;

  const run = async (label: string, action: () => Promise<void>, kind: "switch" | "checkout" = "switch") => {
    setWorking(label);
    setError(null);
    setDone(null);
    try {
      await action();
      if (kind === "switch") setDone(t("changed"));
    } catch (failure) {
      console.error(`${kind} failed`, failure);
      setError(billingErrorMessage(failure));
    } finally {
      // A checkout leaves the page; until the browser does, the buttons stay disabled.
      if (kind !== "checkout") setWorking(null);
    }
  };
  const paying =
    viewer.kind === "signedIn" && viewer.subscription !== null && (viewer.plan ?? "free") !== "free";

  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgba(220,38,38,0.22),transparent_60%)]"
      />
      <Container className="relative py-14 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-red-400">{t("eyebrow")}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl">
            {t("title")}
          </h1>
          <p className="mt-4 text-lg text-pretty text-zinc-300">{t("intro")}</p>
          <p
            data-testid="guarantee"
            className="mt-6 inline-flex items-center gap-2 rounded-2xl border border-emerald-500/25 bg-emerald-500/10 px-4 py-1.5 text-sm font-medium text-emerald-200 sm:rounded-full"
          >
            <ShieldIcon className="size-4 shrink-0" />
            {/* On a phone the line breaks after the bullet, not inside a phrase. */}
            <span>
              <span className="whitespace-nowrap">{t("guarantee")}</span> •{" "}
              <span className="whitespace-nowrap">{t("cancelAnytime")}</span>
            </span>
          </p>
        </div>

        {paying && viewer.kind === "signedIn" ? (
          <PaidSubscriptionNote plan={viewer.plan ?? "free"} subscription={viewer.subscription} />
        ) : null}
        {error ? (
          <p
            role="alert"
            className="mx-auto mt-6 flex max-w-2xl items-start gap-2 rounded-xl border border-red-500/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
          >
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        ) : null}
        {unavailable ? (
          <p
            role="status"
            className="mx-auto mt-6 max-w-2xl rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-center text-sm text-amber-100"
          >
            {t("unavailable")}
          </p>
        ) : null}
        <p role="status" className={working || done ? "mt-6 text-center text-sm text-zinc-300" : "sr-only"}>
          {working ?? done ?? ""}
        </p>

        <div
          aria-busy={viewer.kind === "loading"}
          className="mx-auto mt-10 grid max-w-md gap-6 sm:mt-14 lg:max-w-none lg:grid-cols-3"
        >
          {PLAN_IDS.map((id) => (
            <PlanCard
              key={id}
              id={id}
              viewer={viewer}
              priceId={id === "free" ? null : (billing?.[id]?.priceId ?? null)}
              discount={id === "free" ? null : (billing?.discounts[id] ?? null)}
              busy={working !== null}
              run={run}
            />
          ))}
        </div>
        {viewer.kind === "loading" ? (
          <p role="status" className="sr-only">
            {t("loadingPlan")}
          </p>
        ) : null}

        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-pretty text-zinc-400">
          {t("footnote")}{" "}
          <Link to="/faq" className="font-medium text-zinc-200 underline underline-offset-4 hover:text-white">
            {t("readFaq")}
          </Link>
        </p>
      </Container>
    </div>
  );
}
