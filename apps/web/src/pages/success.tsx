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
import { PLAN_COPY } from "./pricing.tsx";

type Outcome = "processing" | "success" | "error";

const STEPS = [
  "Open YouTube: outlier scores, views per hour and tags show on every video.",
  "Save the videos worth studying and compare them in Saved Videos.",
  "Your plan and billing are in Account > Subscription whenever you need them.",
] as const;

export function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const [outcome, setOutcome] = useState<Outcome>("processing");
  const { refreshUserData, status, userData } = useAuth();
  const plan = userData?.plan && userData.plan !== "free" ? PLAN_COPY[userData.plan].name : null;
  const sent = useRef<string | null>(null);

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
      <AuthCard icon={<Spinner className="size-6" />} title="Setting up your subscription...">
        <p role="status" className="mt-3 text-zinc-400">
          This takes a few seconds. Please keep this page open.
        </p>
      </AuthCard>
    );
  }
  if (outcome === "error") {
    return (
      <AuthCard tone="warning" icon={<AlertIcon className="size-6" />} title="Oops! Something went wrong">
        <p role="alert" className="mt-3 text-zinc-300">
          There was an issue activating your subscription. Please contact support.
        </p>
        <div className="mt-7 flex flex-col gap-3">
          <ContactSupport className={buttonClass("primary", "lg", "w-full")} />
          <Link to="/account#subscription" className={buttonClass("secondary", "lg", "w-full")}>
            Check your subscription
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard tone="success" icon={<TickIcon className="size-6" />} title="Welcome aboard!">
      <p role="status" className="mt-3 text-lg font-medium text-white">
        Your subscription is now active
      </p>
      {plan ? (
        <p className="mt-1 text-zinc-300" data-testid="success-plan">
          You're on the {plan} plan: more analyses every day, starting now.
        </p>
      ) : null}
      <ol className="mt-5 grid gap-3 text-left text-sm text-zinc-300">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-500/15 text-xs font-semibold text-emerald-300 ring-1 ring-emerald-500/30">
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-7 flex flex-col gap-3">
        <a href={YOUTUBE_URL} className={buttonClass("primary", "lg", "w-full")}>
          <YouTubeLogo />
          Return to YouTube
        </a>
        <Link to="/account#subscription" className={buttonClass("secondary", "lg", "w-full")}>
          See your subscription
        </Link>
      </div>
    </AuthCard>
  );
}
