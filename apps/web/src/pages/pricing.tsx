// /pricing, 'Choose Your Plan' (docs/product.md, Plans). Prices and daily
// allowances come from @vi/types. Checkout (Stripe) is not built: the paid plans' buttons are disabled and
// say so, and the analyses the allowances count are marked as coming soon. Free's button signs a visitor
// in (a signed-out Choose Plan goes to /login) and takes a signed-in user to the Outliers table.
import { formatPrice } from "@vi/format";
import {
  type DailyAllowance,
  PLAN_ENTITLEMENTS,
  PLAN_IDS,
  PLAN_PRICES,
  type PlanEntitlements,
  type PlanId,
  type SubscriptionLive,
  subscriptionInForce,
} from "@vi/types";
import { type ReactNode, useId } from "react";
import { Link } from "react-router-dom";
import { type AuthState, useAuth } from "../auth/auth-context.tsx";
import { Spinner } from "../auth/auth-ui.tsx";
import { ArrowRightIcon, CheckIcon, ClockIcon, LockIcon, ShieldIcon } from "../components/icons.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import { summarizeSubscription } from "./account/subscription.tsx";

const PLAN_COPY: Record<PlanId, { name: string; subtitle: string }> = {
  free: { name: "Free", subtitle: "Everything VidInsight does today, free with an account." },
  standard: { name: "Standard", subtitle: "More daily analyses for creators who research every week." },
  professional: { name: "Professional", subtitle: "No daily limits, for creators who research every day." },
};

/** What every plan includes today. */
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

type Viewer =
  | { kind: "loading" }
  | { kind: "signedOut" }
  /** plan: the user's plan; "paid" when it is a paid one (which one is not known here); null when unknown. */
  | { kind: "signedIn"; plan: "free" | "paid" | null; subscription: SubscriptionLive | null };

function viewerOf(auth: AuthState): Viewer {
  if (auth.status === "loading") return { kind: "loading" };
  if (auth.status === "signedOut") return { kind: "signedOut" };
  const { userData } = auth;
  if (!userData)
    return auth.syncing ? { kind: "loading" } : { kind: "signedIn", plan: null, subscription: null };
  const subscription = userData.subscription_live;
  const paid = subscriptionInForce(subscription, Date.now() / 1000);
  return { kind: "signedIn", plan: paid ? "paid" : "free", subscription };
}

function Feature({ children, soon = false }: { children: ReactNode; soon?: boolean }) {
  return (
    <li className="flex gap-3">
      {soon ? (
        <ClockIcon className="mt-0.5 size-5 shrink-0 text-zinc-500" />
      ) : (
        <CheckIcon className="mt-0.5 size-5 shrink-0 text-red-400" />
      )}
      <span className={soon ? "text-zinc-400" : "text-zinc-200"}>{children}</span>
    </li>
  );
}

function FreeAction({ viewer }: { viewer: Viewer }) {
  if (viewer.kind === "loading") {
    return (
      <span className={buttonClass("secondary", "lg", "w-full cursor-progress")}>
        <Spinner className="size-4 text-zinc-400" />
        Loading...
      </span>
    );
  }
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

function PlanCard({ id, viewer, noteId }: { id: PlanId; viewer: Viewer; noteId: string }) {
  const headingId = useId();
  const copy = PLAN_COPY[id];
  const price = PLAN_PRICES[id];
  const entitlements = PLAN_ENTITLEMENTS[id];
  const current = id === "free" && viewer.kind === "signedIn" && viewer.plan === "free";
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
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-4xl font-extrabold tracking-tight text-white tabular-nums">
          {formatPrice(price)}
        </span>
        <span className="text-sm text-zinc-400">/month</span>
      </p>

      <div className="mt-6">
        {id === "free" ? (
          <FreeAction viewer={viewer} />
        ) : (
          <button
            type="button"
            disabled
            aria-describedby={noteId}
            className={buttonClass("secondary", "lg", "w-full")}
          >
            <LockIcon className="size-4" />
            Checkout opens soon
          </button>
        )}
      </div>

      <div className="mt-7 border-t border-white/10 pt-6">
        <h3 className="text-xs font-semibold uppercase tracking-wider text-zinc-400">Included today</h3>
        <ul className="mt-3 grid gap-2.5 text-sm">
          {INCLUDED_TODAY.map((item) => (
            <Feature key={item}>{item}</Feature>
          ))}
        </ul>
      </div>

      <div className="mt-6">
        <h3 className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-zinc-400">
          Daily analyses
          <span className="rounded-full bg-amber-400/10 px-2 py-0.5 text-[11px] font-semibold tracking-normal normal-case text-amber-200 ring-1 ring-amber-400/30">
            Coming soon
          </span>
        </h3>
        <ul className="mt-3 grid gap-2.5 text-sm">
          {ALLOWANCE_KEYS.map((key) => (
            <Feature key={key} soon>
              {allowanceText(key, entitlements[key])}
            </Feature>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PaidSubscriptionNote({ subscription }: { subscription: SubscriptionLive | null }) {
  const summary = summarizeSubscription(subscription);
  return (
    <p className="mx-auto mt-6 max-w-2xl rounded-xl border border-white/10 bg-white/5 px-4 py-3 text-center text-sm text-zinc-300">
      Your account has a paid subscription ({summary.text}).{" "}
      <Link to="/account#subscription" className="font-semibold text-white underline underline-offset-4">
        See it in Account
      </Link>
    </p>
  );
}

export function PricingPage() {
  const auth = useAuth();
  const viewer = viewerOf(auth);
  const noteId = useId();
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

        {viewer.kind === "signedIn" && viewer.plan === "paid" ? (
          <PaidSubscriptionNote subscription={viewer.subscription} />
        ) : null}

        <div
          aria-busy={viewer.kind === "loading"}
          className="mx-auto mt-10 grid max-w-md gap-6 sm:mt-14 lg:max-w-none lg:grid-cols-3"
        >
          {PLAN_IDS.map((id) => (
            <PlanCard key={id} id={id} viewer={viewer} noteId={noteId} />
          ))}
        </div>
        {viewer.kind === "loading" ? (
          <p role="status" className="sr-only">
            Loading your plan...
          </p>
        ) : null}

        <p id={noteId} className="mx-auto mt-10 max-w-2xl text-center text-sm text-pretty text-zinc-400">
          Paid plans can't be bought yet: checkout opens soon. The daily analyses (comments, channels, results
          and transcript downloads) are still being built and will arrive in every plan with the allowances
          shown.{" "}
          <Link to="/faq" className="font-medium text-zinc-200 underline underline-offset-4 hover:text-white">
            Questions? Read the FAQ
          </Link>
        </p>
      </Container>
    </div>
  );
}
