// Building blocks shared by the sign-in screens (/login, /finishSignUp).
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { TickIcon } from "../components/icons.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import { useT } from "../i18n/use-t.ts";

export const YOUTUBE_URL = "https://www.youtube.com/";

/** The centred card every sign-in screen sits in. */
export function AuthCard({
  icon,
  title,
  children,
  tone = "brand",
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  tone?: "brand" | "success" | "warning";
}) {
  const toneClass =
    tone === "success"
      ? "bg-emerald-500/10 text-emerald-400 ring-emerald-500/20"
      : tone === "warning"
        ? "bg-amber-500/10 text-amber-400 ring-amber-500/20"
        : "bg-red-500/10 text-red-400 ring-red-500/20";
  return (
    <Container className="flex min-h-[70vh] items-center justify-center py-12 sm:py-20">
      <div className="relative w-full max-w-md">
        {/* Soft glow behind the card, in the brand colour; on a phone no wider than the screen (-inset-x-4 is the page margin). */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -inset-x-4 -top-16 h-56 rounded-full bg-red-600/15 blur-3xl sm:-inset-x-10"
        />
        <div className="relative rounded-2xl border border-white/10 bg-zinc-900/80 p-6 text-center shadow-2xl shadow-black/40 sm:p-8">
          {icon ? (
            <div
              className={`mx-auto mb-5 flex size-12 items-center justify-center rounded-full ring-1 ${toneClass}`}
            >
              {icon}
            </div>
          ) : null}
          <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
          {children}
        </div>
      </div>
    </Container>
  );
}

export function Spinner({ className = "size-5" }: { className?: string }) {
  return (
    <svg className={`${className} animate-spin`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Google's four-colour "G" (brand guidelines ask for it unaltered on sign-in buttons). */
export function GoogleLogo({ className = "size-5" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** White "Sign in with Google" button styling (Google's light theme). */
export const googleButtonClass =
  "inline-flex h-11 w-full items-center justify-center gap-3 rounded-lg border border-zinc-300 bg-white px-4 text-sm font-semibold text-zinc-800 shadow-sm transition-colors hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-60";

/** YouTube's play tile: the tile takes the text colour, the triangle `play` (set it to the background). */
export function YouTubeLogo({
  className = "size-5",
  play = "#dc2626",
}: {
  className?: string;
  play?: string;
}) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8z"
      />
      <path fill={play} d="m9.6 15.6 6.3-3.6-6.3-3.6z" />
    </svg>
  );
}

/** Inline error line under a form. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="mt-4 rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2 text-sm text-red-300"
    >
      {children}
    </p>
  );
}

export const inputClass =
  "h-11 w-full rounded-lg border border-white/15 bg-zinc-950/60 px-3.5 text-base text-white placeholder:text-zinc-500 transition-colors focus:border-red-400/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-red-400 sm:text-sm";

/** An email address that wraps before the "@" when it must, rather than at a random letter. */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}

/** The success card once the user is signed in (/login when already signed in, /finishSignUp when done). */
export function SignedInCard({
  title,
  email,
  hint,
  children,
}: {
  title: string;
  email?: string | null;
  hint: string;
  /** Below the buttons (the first-run checklist). */
  children?: ReactNode;
}) {
  const { t } = useT("account");
  return (
    <AuthCard tone="success" icon={<TickIcon className="size-6" />} title={title}>
      <p className="mt-3 text-zinc-300">
        {email ? (
          <>
            {t("signedIn.as")} <EmailText email={email} className="block font-semibold text-white" />
          </>
        ) : (
          t("signedIn.plain")
        )}
      </p>
      <p className="mt-3 text-sm text-balance text-zinc-400">{hint}</p>
      <div className="mt-7 flex flex-col gap-3">
        <a href={YOUTUBE_URL} className={buttonClass("primary", "lg", "w-full")}>
          <YouTubeLogo />
          {t("common.returnToYoutube")}
        </a>
        <Link to="/account" className={buttonClass("secondary", "lg", "w-full")}>
          {t("signedIn.goToAccount")}
        </Link>
      </div>
      {children}
    </AuthCard>
  );
}
