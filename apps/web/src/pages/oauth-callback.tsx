// /oauth-callback: the pop-up Google sends back to. Finishes the authorization once, tells the opener
// (youtube-oauth-complete), and closes 1.5 s after a success.
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Spinner } from "../auth/auth-ui.tsx";
import { buttonClass } from "../components/ui.tsx";
import {
  CALLBACK_TEXT,
  type CallbackOutcome,
  CLOSE_AFTER_SUCCESS_MS,
  handleCallback,
} from "../features/youtube-linking/callback.ts";
import { completeMessage, notifyOpener } from "../features/youtube-linking/messages.ts";
import { useT } from "../i18n/use-t.ts";

export function OAuthCallbackPage() {
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
  const started = useRef(false);
  const navigate = useNavigate();
  const { t } = useT("account.oauth");

  useEffect(() => {
    // Once only (React's StrictMode runs effects twice in development; a state is single-use anyway).
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    // The code must not stay in the address bar or the history once read.
    window.history.replaceState(null, "", window.location.pathname);
    void handleCallback(params).then((result) => {
      setOutcome(result);
      notifyOpener(result.kind === "success" ? completeMessage(true) : completeMessage(false, result.error));
      // A failure closes the pop-up too: the account page behind it says what happened and offers to retry.
      window.setTimeout(() => {
        // Opened as a pop-up: it closes. Reached in the main window (pop-up blocked): back to the account.
        if (window.opener) window.close();
        else if (result.kind === "success") navigate("/account#connected", { replace: true });
      }, CLOSE_AFTER_SUCCESS_MS);
    });
  }, [navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-zinc-900/60 p-8 text-center">
        <h1 className="text-xl font-semibold text-white">{t("title")}</h1>
        {outcome === null ? (
          <div role="status" className="mt-6 flex flex-col items-center gap-3 text-sm text-zinc-300">
            <Spinner className="size-8" />
            <p>{CALLBACK_TEXT.processing}</p>
          </div>
        ) : (
          <>
            <p
              role={outcome.kind === "success" ? "status" : "alert"}
              className={`mt-6 text-sm ${outcome.kind === "success" ? "text-emerald-300" : "text-red-300"}`}
            >
              {outcome.text}
            </p>
            {outcome.kind === "failure" ? (
              // Shown when the window stays (opened without a pop-up, or its opener link was cut).
              <Link to="/account#connected" replace className={buttonClass("secondary", "md", "mt-5")}>
                {t("back")}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}
