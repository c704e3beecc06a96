// The "Channel analysis" and "Search results analysis" forms of /analyses. A spent daily allowance shows
// the same 'Daily limit reached' box as every analysis card, with the button off until the reset.
import { parseChannelReference } from "@vi/types";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { inputClass } from "../../auth/auth-ui.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { useT } from "../../i18n/use-t.ts";
import { userMessage } from "../../lib/user-message.ts";
import { QuotaNotice, useKindQuota } from "../analyses/usage.tsx";
import { quotaExceeded } from "../analyses/use-analyses.ts";
import { useKeywordAnalysis, useStartChannelAnalysis } from "./hooks.ts";

/** A refusal in words: the shared quota box for a spent allowance, a sentence for anything else. */
function FailureMessage({ error, badRequest }: { error: unknown; badRequest: string }) {
  if (quotaExceeded(error)) return null;
  return (
    <p
      role="alert"
      className="mt-3 rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2 text-sm text-red-100"
    >
      {userMessage(error, { badRequest })}
    </p>
  );
}

/** "1 of 2 left today" under the field (the button stays short enough to leave the field its room). */
function QuotaLine({ leftText }: { leftText: string | null }) {
  return leftText ? <p className="mt-2 text-xs text-zinc-400">{leftText}</p> : null;
}

export function ChannelAnalysisForm() {
  const { t } = useT("research.analyses");
  const id = useId();
  const navigate = useNavigate();
  const start = useStartChannelAnalysis();
  const [channel, setChannel] = useState("");
  const [invalid, setInvalid] = useState(false);
  const { spent, leftText } = useKindQuota("channel", start.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (spent) return;
    if (!parseChannelReference(channel)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    start.mutate(channel.trim(), { onSuccess: (run) => navigate(`/analyses/channel/${run.id}`) });
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-2xl border border-white/10 bg-zinc-900/60 p-5">
      <h2 className="text-lg font-semibold text-white">{t("channelTitle")}</h2>
      <p className="mt-1 text-sm text-zinc-400">{t("channelIntro")}</p>
      <label htmlFor={`${id}-channel`} className="mt-4 block text-sm font-medium text-zinc-200">
        {t("channel")}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-channel`}
          name="channel"
          className={`${inputClass} shrink-0 sm:flex-1`}
          placeholder={t("channelPlaceholder")}
          value={channel}
          onChange={(event) => setChannel(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          autoComplete="off"
        />
        <button type="submit" className={buttonClass("primary")} disabled={start.isPending || spent !== null}>
          {start.isPending ? t("starting") : t("analyzeChannel")}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-300">
          {t("badChannel")}
        </p>
      )}
      <QuotaLine leftText={leftText} />
      {spent ? (
        <div className="mt-4">
          <QuotaNotice details={spent} />
        </div>
      ) : null}
      {start.isError && <FailureMessage error={start.error} badRequest={t("badChannel")} />}
    </form>
  );
}

export function KeywordAnalysisForm() {
  const { t } = useT("research.analyses");
  const id = useId();
  const navigate = useNavigate();
  const analyse = useKeywordAnalysis();
  const [query, setQuery] = useState("");
  const { spent, leftText } = useKindQuota("results", analyse.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!query.trim() || spent) return;
    analyse.mutate(query.trim(), { onSuccess: (report) => navigate(`/analyses/results/${report.id}`) });
  }

  return (
    <form onSubmit={submit} className="rounded-2xl border border-white/10 bg-zinc-900/60 p-5">
      <h2 className="text-lg font-semibold text-white">{t("resultsTitle")}</h2>
      <p className="mt-1 text-sm text-zinc-400">{t("resultsIntro")}</p>
      <label htmlFor={`${id}-query`} className="mt-4 block text-sm font-medium text-zinc-200">
        {t("search")}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-query`}
          name="query"
          className={`${inputClass} shrink-0 sm:flex-1`}
          placeholder={t("searchPlaceholder")}
          value={query}
          maxLength={200}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          required
        />
        <button
          type="submit"
          className={buttonClass("primary")}
          disabled={analyse.isPending || !query.trim() || spent !== null}
        >
          {analyse.isPending ? t("analyzing") : t("analyzeResults")}
        </button>
      </div>
      <QuotaLine leftText={leftText} />
      {spent ? (
        <div className="mt-4">
          <QuotaNotice details={spent} />
        </div>
      ) : null}
      {analyse.isError && <FailureMessage error={analyse.error} badRequest={t("badSearch")} />}
    </form>
  );
}
