// /pricing, 'Choose Your Plan' (docs/product.md, Plans). Prices and daily allowances come from @vi/types,
// the Stripe prices from the API (GET /billingPlans). 'Choose Plan' sends a visitor to /login, a Free user
// to Stripe Checkout, and switches a paying user's plan in place after a confirmation. The user's plan is
// the server's answer (the one rule of @vi/types), never worked out here.
import { discountedPrice, formatPrice } from "@vi/format";
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
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router-dom";
import { type AuthState, useAuth } from "../auth/auth-context.tsx";
import { Spinner } from "../auth/auth-ui.tsx";
import { AlertIcon, ArrowRightIcon, CheckIcon, ShieldIcon } from "../components/icons.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import {
  BILLING_FAILED,
  billingErrorMessage,
  startCheckout,
  useBillingPlans,
  useSubscriptionAction,
  useSwitchPreview,
} from "../hooks/use-billing.ts";
import { summarizeSubscription } from "./account/subscription.tsx";

const PLAN_SUBTITLES: Record<PlanId, string> = {
  free: "Video research on YouTube and a few analyses a day, free with an account.",
  standard: "More daily analyses for creators who research every week.",
  professional: "No daily limits, for creators who research every day.",
};

/** Each plan's card text: its name (PLAN_NAMES of @vi/types/core) and subtitle. */
export const PLAN_COPY: Record<PlanId, { name: string; subtitle: string }> = Object.fromEntries(
  PLAN_IDS.map((id) => [id, { name: PLAN_NAMES[id], subtitle: PLAN_SUBTITLES[id] }]),
) as Record<PlanId, { name: string; subtitle: string }>;
/** What every plan includes, whatever its daily analyses. */
export const INCLUDED_TODAY = [
  "Outlier scores and views per hour on YouTube",
  "One-click tag copying",
  "The Outliers table",
  "Saved Videos",
] as const;

const ALLOWANCE_NAMES: Record<keyof PlanEntitlements, [one: string, many: string]> = {
  commentAnalyses: ["comment analysis", "comment analyses"],
  channelAnalyses: ["channel analysis", "channel analyses"],
  resultAnalyses: ["result analysis", "result analyses"],
  transcriptDownloads: ["transcript download", "transcript downloads"],
};
const ALLOWANCE_KEYS = Object.keys(ALLOWANCE_NAMES) as (keyof PlanEntitlements)[];

/** '2 comment analyses a day', 'Unlimited comment analyses'. */
export function allowanceText(key: keyof PlanEntitlements, allowance: DailyAllowance): string {
  const [one, many] = ALLOWANCE_NAMES[key];
  if (allowance === null) return `Unlimited ${many}`;
  return `${allowance} ${allowance === 1 ? one : many} a day`;
}

/** '100 API key calls a day'. */
export function apiCallsText(plan: PlanId): string {
  return `${API_KEY_CALLS_PER_DAY[plan].toLocaleString("en-US")} API key calls a day`;
}

/** 'Follow 3 channels on the watchlist'. */
export function watchlistText(plan: PlanId): string {
  return `Follow ${WATCHLIST_CHANNELS[plan]} channels on the watchlist`;
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
  return (
    <span className={buttonClass("secondary", "lg", "w-full cursor-progress")}>
      <Spinner className="size-4 text-zinc-400" />
      Loading...
    </span>
  );
}

function FreeAction({ viewer }: { viewer: Viewer }) {
  if (viewer.kind === "loading") return <LoadingButton />;
  if (viewer.kind === "signedOut") {
    return (
      <Link to="/login" className={buttonClass("primary", "lg", "w-full")}>
        Get started free <ArrowRightIcon className="size-4" />
      </Link>
    );
  }
  return (
    <Link to="/outliers" className={buttonClass("secondary", "lg", "w-full")}>
      Go to Outliers <ArrowRightIcon className="size-4" />
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
  run(label: string, action: () => Promise<void>): Promise<void>;
}

/** Cents in Stripe's currency code, as the website writes prices ('$4.99', '$10'). */
function formatAmount(cents: number, currency: string): string {
  if (currency === "usd") return formatPrice(cents / 100);
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** 'You pay $X.XX today; then $Y a month.', from Stripe's preview of this very switch. */
function SwitchCost({ priceId, monthlyPrice }: { priceId: string; monthlyPrice: number }) {
  const preview = useSwitchPreview(priceId, true);
  const then = `then ${formatPrice(monthlyPrice)} a month.`;
  if (preview.isPending)
    return (
      <p className="mt-1 flex items-center gap-2 text-zinc-400" aria-live="polite">
        <Spinner className="size-3.5 text-zinc-400" />
        Working out what you pay today...
      </p>
    );
  if (preview.isError) {
    // The server's own reason when it gave one (signed out, too many requests, plan ended meanwhile).
    const reason = billingErrorMessage(preview.error);
    return (
      <p className="mt-1 text-amber-200" role="status">
        We could not work out what you pay today.{reason === BILLING_FAILED ? "" : ` ${reason}`} Your plan
        changes now; Stripe prorates the rest of this month's price.
      </p>
    );
  }
  const { amountDue, currency } = preview.data;
  return (
    <p className="mt-1 text-zinc-300" aria-live="polite" data-testid="switch-cost">
      {amountDue > 0
        ? `You pay ${formatAmount(amountDue, currency)} today; ${then}`
        : `Nothing to pay today; ${then}`}
    </p>
  );
}

function PaidAction({ id, viewer, priceId, monthlyPrice, busy, run }: PaidActionProps) {
  const [confirming, setConfirming] = useState(false);
  const act = useSubscriptionAction();
  const confirmId = useId();
  if (viewer.kind === "loading") return <LoadingButton />;
  if (viewer.kind === "signedOut") {
    return (
      <Link to="/login" className={buttonClass("primary", "lg", "w-full")}>
        Choose Plan <ArrowRightIcon className="size-4" />
      </Link>
    );
  }
  if (viewer.plan === id) {
    return (
      <button type="button" disabled className={buttonClass("secondary", "lg", "w-full")}>
        <CheckIcon className="size-4" /> Current Plan
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
          Switch to {PLAN_COPY[id].name}?
        </p>
        <SwitchCost priceId={priceId} monthlyPrice={monthlyPrice} />
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            className={buttonClass("primary", "md")}
            onClick={() =>
              void run(`Switching to ${PLAN_COPY[id].name}...`, async () => {
                await act({ kind: "switch", priceId });
                setConfirming(false);
              })
            }
          >
            Switch plan
          </button>
          <button
            type="button"
            disabled={busy}
            className={buttonClass("secondary", "md")}
            onClick={() => setConfirming(false)}
          >
            Keep current plan
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
        else void run("Opening checkout...", () => startCheckout(priceId));
      }}
    >
      Choose Plan <ArrowRightIcon className="size-4" />
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
  const copy = PLAN_COPY[id];
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
            Current Plan
          </span>
        ) : null}
      </div>
      <p className="mt-2 min-h-12 text-sm leading-relaxed text-pretty text-zinc-400">{copy.subtitle}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-4xl font-extrabold tracking-tight text-white tabular-nums">
          {formatPrice(shownPrice)}
        </span>
        {shownPrice !== price ? (
          <span className="text-base text-zinc-500 line-through tabular-nums">
            <span className="sr-only">was </span>
            {formatPrice(price)}
          </span>
        ) : null}
        <span className="text-sm text-zinc-400">/month</span>
        {discount ? (
          <span className="rounded-full bg-emerald-500/10 px-2 py-0.5 text-xs font-semibold text-emerald-200 ring-1 ring-emerald-500/30">
            {discount}% off
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
        <h3 className="text-xs font-semibold uppercase tracking-wider text-zinc-400">Included</h3>
        <ul className="mt-3 grid gap-2.5 text-sm">
          {INCLUDED_TODAY.map((item) => (
            <Feature key={item}>{item}</Feature>
          ))}
        </ul>
      </div>

      <div className="mt-6">
        <h3 className="text-xs font-semibold uppercase tracking-wider text-zinc-400">Daily analyses</h3>
        <ul className="mt-3 grid gap-2.5 text-sm">
          {ALLOWANCE_KEYS.map((key) => (
            <Feature key={key}>{allowanceText(key, entitlements[key])}</Feature>
          ))}
          <Feature>{apiCallsText(id)}</Feature>
          <Feature>{watchlistText(id)}</Feature>
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
  const summary = summarizeSubscription(subscription);
  return (
    <p className="mx-auto mt-6 max-w-2xl rounded-xl border border-white/10 bg-white/5 px-4 py-3 text-center text-sm text-zinc-300">
      Your plan: {PLAN_NAMES[plan]} ({summary.text}).{" "}
      <Link to="/account#subscription" className="font-semibold text-white underline underline-offset-4">
        See it in Account
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
  const billing = plans.data;
  const unavailable = plans.isError || billing?.enabled === false;

  const run = async (label: string, action: () => Promise<void>) => {
    setWorking(label);
    setError(null);
    setDone(null);
    try {
      await action();
      if (label.startsWith("Switching")) setDone("Your plan was changed.");
    } catch (failure) {
      console.error(`${label} failed`, failure);
      setError(billingErrorMessage(failure));
    } finally {
      // A checkout leaves the page; until the browser does, the buttons stay disabled.
      if (!label.startsWith("Opening")) setWorking(null);
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
          <p className="text-sm font-semibold uppercase tracking-wider text-red-400">Pricing</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl">
            Choose Your Plan
          </h1>
          <p className="mt-4 text-lg text-pretty text-zinc-300">
            Start free: outlier scores, views per hour and tags on YouTube, the Outliers table and Saved
            Videos are in every plan.
          </p>
          <p
            data-testid="guarantee"
            className="mt-6 inline-flex items-center gap-2 rounded-2xl border border-emerald-500/25 bg-emerald-500/10 px-4 py-1.5 text-sm font-medium text-emerald-200 sm:rounded-full"
          >
            <ShieldIcon className="size-4 shrink-0" />
            {/* On a phone the line breaks after the bullet, not inside a phrase. */}
            <span>
              <span className="whitespace-nowrap">14-day money-back guarantee</span> •{" "}
              <span className="whitespace-nowrap">Cancel anytime</span>
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
            Paid plans can't be bought right now. Please try again later.
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
            Loading your plan...
          </p>
        ) : null}

        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-pretty text-zinc-400">
          Prices in US dollars, billed monthly through Stripe. Cancel anytime in Account &gt; Subscription:
          you keep your plan until the end of the period you paid for. Daily analyses start again every day;
          unused ones do not carry over.{" "}
          <Link to="/faq" className="font-medium text-zinc-200 underline underline-offset-4 hover:text-white">
            Questions? Read the FAQ
          </Link>
        </p>
      </Container>
    </div>
  );
}
