// /finishSignUp: where the emailed sign-in link lands.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context.tsx";
import { AuthCard, inputClass, SignedInCard, Spinner } from "../auth/auth-ui.tsx";
import { completeEmailLink, hasSignedInUser, isEmailSignInLink, storedSignInEmail } from "../auth/sign-in.ts";
import { AlertIcon, MailIcon } from "../components/icons.tsx";
import { buttonClass } from "../components/ui.tsx";
import { FirstRunChecklist } from "../features/onboarding/first-run-checklist.tsx";
import { useT } from "../i18n/use-t.ts";

type State = "signingIn" | "needEmail" | "done" | "failed";

// A link's one-time code can be used only once, but React may run the effect twice (StrictMode, a
// remount): every run for the same link shares one attempt.
const attempts = new Map<string, Promise<void>>();

function completeOnce(email: string, href: string): Promise<void> {
  let attempt = attempts.get(href);
  if (!attempt) {
    attempt = completeEmailLink(email, href);
    attempts.set(href, attempt);
    // A failed attempt may be retried (e.g. with a corrected email).
    attempt.catch(() => attempts.delete(href));
  }
  return attempt;
}

export function FinishSignUpPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  // The effect below runs once per visit; it reaches navigate through a ref.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [state, setState] = useState<State>("signingIn");
  const [link, setLink] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const emailId = useId();
  const { t } = useT("account.finish");
  const { t: login } = useT("account.login");

  useEffect(() => {
    let active = true;
    const href = window.location.href;
    const finish = (email: string) => {
      completeOnce(email, href).then(
        () => {
          if (!active) return;
          setState("done");
          // Drop the used code from the address so a reload doesn't try it again.
          navigateRef.current("/finishSignUp", { replace: true });
        },
        (error: unknown) => {
          console.error("Completing the email sign-in failed", error);
          if (active) setState("failed");
        },
      );
    };

    if (!isEmailSignInLink(href)) {
      // No link: also the return address after checkout, where the visitor may already be signed in.
      hasSignedInUser().then(
        (signedIn) => active && setState(signedIn ? "done" : "failed"),
        () => active && setState("failed"),
      );
      return () => {
        active = false;
      };
    }
    setLink(href);
    const stored = storedSignInEmail();
    if (stored) finish(stored);
    else setState("needEmail");
    return () => {
      active = false;
    };
  }, []);

  function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address || !link) return;
    setState("signingIn");
    completeOnce(address, link).then(
      () => {
        setState("done");
        navigate("/finishSignUp", { replace: true });
      },
      (error: unknown) => {
        console.error("Completing the email sign-in failed", error);
        setState("failed");
      },
    );
  }

  if (state === "signingIn") {
    return (
      <AuthCard icon={<Spinner className="size-6" />} title={t("signingIn")}>
        <p role="status" className="mt-3 text-balance text-zinc-400">
          {t("checking")}
        </p>
      </AuthCard>
    );
  }

  if (state === "needEmail") {
    return (
      <AuthCard icon={<MailIcon className="size-6" />} title={t("confirmTitle")}>
        <p className="mt-2 text-sm text-balance text-zinc-400">{t("otherDevice")}</p>
        <form className="mt-6 text-left" onSubmit={onConfirm}>
          <label htmlFor={emailId} className="mb-1.5 block text-sm font-medium text-zinc-200">
            {t("confirmLabel")}
          </label>
          <input
            id={emailId}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={login("emailPlaceholder")}
            className={inputClass}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className={buttonClass("primary", "lg", "mt-4 w-full")}>
            {t("continue")}
          </button>
        </form>
      </AuthCard>
    );
  }

  if (state === "done") {
    return (
      <SignedInCard
        title={t("allSet")}
        email={auth.userData?.email ?? auth.account?.email}
        hint={login("checklistHint")}
      >
        <FirstRunChecklist className="mt-6" />
      </SignedInCard>
    );
  }

  return (
    <AuthCard tone="warning" icon={<AlertIcon className="size-6" />} title={t("requiredTitle")}>
      <p className="mt-3 text-balance text-zinc-300">{t("requiredBody")}</p>
      <p className="mt-3 text-sm text-balance text-zinc-400">{t("linksExpire")}</p>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonClass("primary", "md", "sm:min-w-36")}>
          {t("returnHome")}
        </Link>
        <Link to="/login" className={buttonClass("secondary", "md", "sm:min-w-36")}>
          {t("newLink")}
        </Link>
      </div>
    </AuthCard>
  );
}
