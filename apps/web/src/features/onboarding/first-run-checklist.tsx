// The first-run checklist: the four steps that make VidInsight useful (install the extension, link a
// channel, run a first analysis, save a video), each ticked from what the account already shows, with a
// link to do it. Dismissed per account in this browser (a choice about this screen, not account data).
import { type ReactNode, useEffect, useState } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router-dom";
import { useAuth } from "../../auth/auth-context.tsx";
import { CheckIcon, CloseIcon } from "../../components/icons.tsx";
import { env } from "../../env.ts";
import { useT } from "../../i18n/use-t.ts";
import { RECAP_TIME } from "../../lib/recap-time.ts";
import { useAnalysesList } from "../analyses/use-analyses.ts";

const DISMISSED_KEY = (uid: string) => `vi:first-run-dismissed:${uid}`;

/** The extension's website script marks the page (entrypoints/website.content.ts); it may run after us. */
function useExtensionDetected(doc: Document = document): boolean {
  const read = () => doc.documentElement.dataset.vidinsightExtension !== undefined;
  const [detected, setDetected] = useState(read);
  useEffect(() => {
    if (detected) return;
    const observer = new MutationObserver(() => {
      if (read()) {
        setDetected(true);
        observer.disconnect();
      }
    });
    observer.observe(doc.documentElement, {
      attributes: true,
      attributeFilter: ["data-vidinsight-extension"],
    });
    return () => observer.disconnect();
  });
  return detected;
}

function readDismissed(uid: string | undefined): boolean {
  if (!uid) return false;
  try {
    return localStorage.getItem(DISMISSED_KEY(uid)) === "1";
  } catch {
    return false;
  }
}

interface Step {
  id: string;
  title: string;
  done: boolean;
  doneText: string;
  todo: ReactNode;
}

export function FirstRunChecklist({ className = "" }: { className?: string }) {
  const { account, userData } = useAuth();
  const uid = account?.uid;
  const extension = useExtensionDetected();
  const analyses = useAnalysesList(null);
  const { t } = useT("account.checklist");
  const [dismissed, setDismissed] = useState(() => readDismissed(uid));
  useEffect(() => setDismissed(readDismissed(uid)), [uid]);
  if (!uid || !userData || dismissed) return null;

  const steps: Step[] = [
    {
      id: "extension",
      title: t("extensionTitle"),
      done: extension,
      doneText: t("extensionDone"),
      todo: (
        <Trans
          t={t}
          i18nKey="extensionTodo"
          components={{
            chrome: (
              <a
                href={env.VITE_CHROME_STORE_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              />
            ),
            safari: (
              <a
                href={env.VITE_SAFARI_STORE_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              />
            ),
          }}
        />
      ),
    },
    {
      id: "channel",
      title: t("channelTitle"),
      done: userData.youtubeAccounts.length > 0,
      doneText: t("channelDone"),
      todo: (
        <Trans
          t={t}
          i18nKey="channelTodo"
          components={{ go: <Link to="/account#connected" className={linkClass} /> }}
        />
      ),
    },
    {
      id: "analysis",
      title: t("analysisTitle"),
      done: (analyses.data?.analyses.length ?? 0) > 0,
      doneText: t("analysisDone"),
      todo: (
        <Trans
          t={t}
          i18nKey="analysisTodo"
          components={{ go: <Link to="/analyses" className={linkClass} /> }}
        />
      ),
    },
    {
      id: "save",
      title: t("saveTitle"),
      done: Object.keys(userData.savedVideoIds).length > 0,
      doneText: t("saveDone"),
      todo: (
        <Trans t={t} i18nKey="saveTodo" components={{ go: <Link to="/outliers" className={linkClass} /> }} />
      ),
    },
  ];
  const doneCount = steps.filter((step) => step.done).length;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY(uid), "1");
    } catch {
      // Storage off (private mode): hidden for this visit only.
    }
    setDismissed(true);
  };

  return (
    <section
      aria-labelledby="first-run-title"
      className={`rounded-2xl border border-white/10 bg-zinc-900/70 p-5 text-left ${className}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="first-run-title" className="text-base font-semibold text-white">
            {t("title")}
          </h2>
          <p className="mt-0.5 text-sm text-zinc-400">
            {doneCount === steps.length ? t("allDone") : t("progress", { done: doneCount })}
          </p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-zinc-400 hover:bg-white/5 hover:text-white"
          aria-label={t("dismiss")}
          title={t("dismiss")}
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <div
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/10"
        role="progressbar"
        aria-label={t("stepsDone")}
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={doneCount}
      >
        <div
          className="h-full rounded-full bg-emerald-500"
          style={{ width: `${(doneCount / steps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-4 space-y-3">
        {steps.map((step) => (
          <li key={step.id} data-step={step.id} data-done={step.done} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full ${
                step.done ? "bg-emerald-500 text-zinc-950" : "border border-white/25"
              }`}
            >
              {step.done ? <CheckIcon className="size-3.5" /> : null}
            </span>
            <div className="min-w-0 text-sm">
              <p
                className={`font-medium ${step.done ? "text-zinc-400 line-through decoration-zinc-600" : "text-white"}`}
              >
                {step.title}
                <span className="sr-only">{step.done ? t("done") : t("todo")}</span>
              </p>
              <p className="mt-0.5 text-zinc-400">{step.done ? step.doneText : step.todo}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 border-t border-white/10 pt-3 text-xs text-zinc-400">
        <Trans
          t={t}
          i18nKey="recap"
          values={{ time: RECAP_TIME }}
          components={{ go: <Link to="/account#notifications" className={linkClass} /> }}
        />
      </p>
    </section>
  );
}

const linkClass = "font-medium text-red-300 underline-offset-2 hover:text-red-200 hover:underline";
