// /login: passwordless email link, or Google in a pop-up.
import { type FormEvent, useId, useState } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router-dom";
import { useAuth } from "../auth/auth-context.tsx";
import {
  AuthCard,
  EmailText,
  FormError,
  GoogleLogo,
  googleButtonClass,
  inputClass,
  SignedInCard,
  Spinner,
} from "../auth/auth-ui.tsx";
import { sendEmailLink, signInErrorMessage, signInWithGoogle } from "../auth/sign-in.ts";
import { LogoMark, MailIcon } from "../components/icons.tsx";
import { buttonClass } from "../components/ui.tsx";
import { FirstRunChecklist } from "../features/onboarding/first-run-checklist.tsx";
import { useT } from "../i18n/use-t.ts";

type Step = { name: "form" } | { name: "sending" } | { name: "sent"; email: string };

export function LoginPage() {
  const auth = useAuth();
  const [step, setStep] = useState<Step>({ name: "form" });
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const emailId = useId();
  const { t } = useT("account.login");
  const { t: common } = useT("account.common");

  if (auth.status === "loading") {
    return (
      <AuthCard title={common("loading")}>
        <div className="mt-6 flex justify-center text-zinc-400">
          <Spinner className="size-6" />
        </div>
      </AuthCard>
    );
  }

  if (auth.status === "signedIn") {
    return (
      <SignedInCard
        title={t("allSet")}
        email={auth.userData?.email ?? auth.account?.email}
        hint={t("checklistHint")}
      >
        <FirstRunChecklist className="mt-6" />
      </SignedInCard>
    );
  }

  if (step.name === "sent") {
    return (
      <AuthCard icon={<MailIcon className="size-6" />} title={t("checkInbox")}>
        <p className="mt-3 text-zinc-300">
          {t("sentTo")}
          <EmailText email={step.email} className="mt-0.5 block font-semibold text-white" />
        </p>
        <p className="mt-3 text-sm text-balance text-zinc-400">{t("openOnDevice")}</p>
        <div className="mt-6 rounded-xl border border-white/10 bg-zinc-950/50 px-4 py-3 text-left text-sm text-zinc-400">
          {t("cantFind")}
        </div>
        <button
          type="button"
          className={buttonClass("ghost", "md", "mt-5")}
          onClick={() => {
            setStep({ name: "form" });
            setError(null);
          }}
        >
          {t("differentEmail")}
        </button>
      </AuthCard>
    );
  }

  const sending = step.name === "sending";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    setError(null);
    setStep({ name: "sending" });
    try {
      await sendEmailLink(address);
      setStep({ name: "sent", email: address });
    } catch (cause) {
      console.error("Sending the sign-in link failed", cause);
      setError(signInErrorMessage(cause));
      setStep({ name: "form" });
    }
  }

  async function onGoogle() {
    setError(null);
    setGoogleBusy(true);
    try {
      await signInWithGoogle();
      // The auth state change switches this page to 'All Set!'.
    } catch (cause) {
      const message = signInErrorMessage(cause);
      if (message) {
        console.error("Google sign-in failed", cause);
        setError(message);
      }
    } finally {
      setGoogleBusy(false);
    }
  }

  return (
    <AuthCard icon={<LogoMark className="size-12" />} title={t("title")}>
      {/* Each sentence on a line of its own when the two do not fit on one. */}
      <p className="mt-2 text-sm text-zinc-400">
        <span className="inline-block">{t("noPassword")}</span>{" "}
        <span className="inline-block">{t("weEmail")}</span>
      </p>

      <form className="mt-7 text-left" onSubmit={onSubmit}>
        <label htmlFor={emailId} className="mb-1.5 block text-sm font-medium text-zinc-200">
          {t("emailLabel")}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t("emailPlaceholder")}
          className={inputClass}
          value={email}
          disabled={sending}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={buttonClass("primary", "lg", "mt-4 w-full")} disabled={sending}>
          {sending ? (
            <>
              <Spinner />
              {t("sending")}
            </>
          ) : (
            t("continueEmail")
          )}
        </button>
      </form>

      <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wider text-zinc-400 uppercase">
        <span className="h-px flex-1 bg-white/10" />
        {t("or")}
        <span className="h-px flex-1 bg-white/10" />
      </div>

      <button type="button" className={googleButtonClass} onClick={onGoogle} disabled={googleBusy || sending}>
        {googleBusy ? <Spinner /> : <GoogleLogo />}
        {t("google")}
      </button>

      {error ? <FormError>{error}</FormError> : null}
      {!error && auth.refusal ? <FormError>{auth.refusal}</FormError> : null}

      <p className="mt-7 text-xs leading-relaxed text-zinc-400">
        <Trans
          t={t}
          i18nKey="agree"
          components={{
            terms: <Link to="/terms-of-service" className={legalLinkClass} />,
            privacy: <Link to="/privacy-policy" className={legalLinkClass} />,
          }}
        />
      </p>
    </AuthCard>
  );
}

const legalLinkClass = "whitespace-nowrap text-zinc-300 underline underline-offset-2 hover:text-white";
