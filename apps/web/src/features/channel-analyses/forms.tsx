// The "Channel analysis" and "Search results analysis" forms of /analyses. A spent daily allowance shows
// the server's quota message (limit, reset time, upgrade) with a link to the plans.
import { isApiError } from "@vi/api-client";
import { CHANNEL_REFERENCE_MESSAGE, parseChannelReference, QUOTA_EXCEEDED } from "@vi/types";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { inputClass } from "../../auth/auth-ui.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { useKeywordAnalysis, useStartChannelAnalysis } from "./hooks.ts";

function FailureMessage({ error }: { error: unknown }) {
  const quota = isApiError(error) && error.code === QUOTA_EXCEEDED;
  const message = error instanceof Error ? error.message : "Something went wrong. Please try again.";
  return (
    <div
      role="alert"
      className="mt-3 rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2 text-sm text-red-100"
    >
      <p>{message}</p>
      {quota && (
        <Link
          to="/pricing"
          className="mt-1 inline-block font-semibold text-white underline underline-offset-2"
        >
          See plans
        </Link>
      )}
    </div>
  );
}

export function ChannelAnalysisForm() {
  const id = useId();
  const navigate = useNavigate();
  const start = useStartChannelAnalysis();
  const [channel, setChannel] = useState("");
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parseChannelReference(channel)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    start.mutate(channel.trim(), { onSuccess: (run) => navigate(`/analyses/channel/${run.id}`) });
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-2xl border border-white/10 bg-zinc-900/60 p-5">
      <h2 className="text-lg font-semibold text-white">Channel analysis</h2>
      <p className="mt-1 text-sm text-zinc-400">
        Uploads, median views, outliers, best upload times and the words behind a channel's hits.
      </p>
      <label htmlFor={`${id}-channel`} className="mt-4 block text-sm font-medium text-zinc-200">
        Channel
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-channel`}
          name="channel"
          className={`${inputClass} flex-1`}
          placeholder="@handle, channel URL or UC... id"
          value={channel}
          onChange={(event) => setChannel(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          autoComplete="off"
        />
        <button type="submit" className={buttonClass("primary")} disabled={start.isPending}>
          {start.isPending ? "Starting..." : "Analyze channel"}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-300">
          {CHANNEL_REFERENCE_MESSAGE}
        </p>
      )}
      {start.isError && <FailureMessage error={start.error} />}
    </form>
  );
}

export function KeywordAnalysisForm() {
  const id = useId();
  const navigate = useNavigate();
  const analyse = useKeywordAnalysis();
  const [query, setQuery] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    analyse.mutate(query.trim(), { onSuccess: (report) => navigate(`/analyses/results/${report.id}`) });
  }

  return (
    <form onSubmit={submit} className="rounded-2xl border border-white/10 bg-zinc-900/60 p-5">
      <h2 className="text-lg font-semibold text-white">Search results analysis</h2>
      <p className="mt-1 text-sm text-zinc-400">
        Who ranks for a search: outliers, small channels, fresh videos and an opportunity score.
      </p>
      <label htmlFor={`${id}-query`} className="mt-4 block text-sm font-medium text-zinc-200">
        Search
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-query`}
          name="query"
          className={`${inputClass} flex-1`}
          placeholder="e.g. budget travel japan"
          value={query}
          maxLength={200}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          required
        />
        <button
          type="submit"
          className={buttonClass("primary")}
          disabled={analyse.isPending || !query.trim()}
        >
          {analyse.isPending ? "Analyzing..." : "Analyze results"}
        </button>
      </div>
      {analyse.isError && <FailureMessage error={analyse.error} />}
    </form>
  );
}
