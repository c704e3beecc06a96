// /analyses: today's usage per kind with the reset time, forms for a new comment, channel or search results
// analysis, and the user's analyses (kind, video or channel, date), filterable by kind (?kind=), each
// opening its result page.
import { quotaActionLabel } from "@vi/format";
import { ANALYSIS_KINDS, type AnalysisKind, type AnalysisSummary } from "@vi/types";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Spinner } from "../auth/auth-ui.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import {
  QuotaNotice,
  UsageGrid,
  useKindName,
  useKindQuota,
  useKindTitle,
  useResetText,
} from "../features/analyses/usage.tsx";
import {
  useAnalysesList,
  useCreateCommentAnalysis,
  useUsage,
  videoIdFrom,
} from "../features/analyses/use-analyses.ts";
import { ChannelAnalysisForm, KeywordAnalysisForm } from "../features/channel-analyses/forms.tsx";
import { useFormat, useLocalizer } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";
import { userMessage } from "../lib/user-message.ts";

function isKind(value: string | null): value is AnalysisKind {
  return value !== null && (ANALYSIS_KINDS as readonly string[]).includes(value);
}

/** Channel and search-result analyses have report pages of their own. */
function resultPath(entry: AnalysisSummary): string {
  if (entry.kind === "channel") return `/analyses/channel/${entry.id}`;
  if (entry.kind === "results") return `/analyses/results/${entry.id}`;
  return `/analyses/${entry.id}`;
}

/** What an analysis is about, as a line of the list. */
function subject(entry: AnalysisSummary): string {
  const base = entry.title ?? entry.target;
  return entry.kind === "transcripts" && entry.language ? `${base} (${entry.language})` : base;
}

const EMPTY_KEYS = {
  comments: "noKindComments",
  channel: "noKindChannel",
  results: "noKindResults",
  transcripts: "noKindTranscripts",
} as const satisfies Record<AnalysisKind, string>;

function NewAnalysisForm() {
  const { t } = useT("research.analyses");
  const [input, setInput] = useState("");
  const [invalid, setInvalid] = useState(false);
  const create = useCreateCommentAnalysis();
  const navigate = useNavigate();
  const { spent: quota, leftText } = useKindQuota("comments", create.error);
  const l = useLocalizer();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const videoId = videoIdFrom(input);
    setInvalid(videoId === null);
    if (!videoId) return;
    create.mutate(videoId, {
      onSuccess: (answer) => navigate(`/analyses/${answer.analysis.id}`),
    });
  }

  return (
    <section aria-labelledby="new-analysis" className="rounded-2xl border border-white/10 bg-zinc-900/60 p-5">
      <h2 id="new-analysis" className="text-lg font-semibold text-white">
        {t("commentsTitle")}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{t("commentsIntro")}</p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row" noValidate>
        <label htmlFor="video-input" className="sr-only">
          {t("videoLabel")}
        </label>
        <input
          id="video-input"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="https://www.youtube.com/watch?v=..."
          aria-invalid={invalid}
          aria-describedby={invalid ? "video-input-error" : undefined}
          className="h-10 w-full min-w-0 shrink-0 rounded-lg sm:flex-1 border border-white/15 bg-zinc-950 px-3 text-sm text-white placeholder:text-zinc-500 focus:border-red-500 focus:outline-none"
        />
        <button
          type="submit"
          className={buttonClass("primary")}
          disabled={create.isPending || quota !== null}
        >
          {create.isPending ? <Spinner className="size-4" /> : null}
          {create.isPending ? t("reading") : quotaActionLabel(t("findIdeas"), { leftText }, l)}
        </button>
      </form>
      {invalid ? (
        <p id="video-input-error" role="alert" className="mt-2 text-sm text-red-400">
          {t("badVideo")}
        </p>
      ) : null}
      {quota ? (
        <div className="mt-4">
          <QuotaNotice details={quota} />
        </div>
      ) : create.error ? (
        <p role="alert" className="mt-3 text-sm text-red-400">
          {userMessage(create.error, {
            badRequest: t("badVideo"),
          })}
        </p>
      ) : null}
    </section>
  );
}

function AnalysesList({ kind }: { kind: AnalysisKind | null }) {
  const { t } = useT("research.analyses");
  const kindName = useKindName();
  const format = useFormat();
  const list = useAnalysesList(kind);
  if (list.isPending) {
    return (
      <div aria-hidden="true" className="space-y-2">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-14 animate-pulse rounded-xl bg-white/5" />
        ))}
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
      </div>
    );
  }
  if (list.isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-500/30 bg-red-500/10 p-5 text-sm text-red-200"
      >
        <p>{t("loadFailed")}</p>
        <button
          type="button"
          className={buttonClass("secondary", "md", "mt-3")}
          onClick={() => void list.refetch()}
        >
          {t("tryAgain")}
        </button>
      </div>
    );
  }
  const entries = list.data.analyses;
  if (entries.length === 0) {
    return (
      <div className="rounded-xl border border-white/10 bg-zinc-900/40 px-6 py-12 text-center">
        <h3 className="text-base font-semibold text-white">{kind ? t(EMPTY_KEYS[kind]) : t("none")}</h3>
        <p className="mx-auto mt-2 max-w-md text-sm text-zinc-400">{t("noneHint")}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-white/5 overflow-hidden rounded-xl border border-white/10 bg-zinc-900/40">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link
            to={resultPath(entry)}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 px-4 py-3 hover:bg-white/5 focus-visible:bg-white/5 sm:grid-cols-[11rem_1fr_auto]"
          >
            <span className="text-xs font-medium uppercase tracking-wide text-red-300">
              {kindName(entry.kind)}
            </span>
            <span className="col-span-2 row-start-2 min-w-0 truncate text-sm text-white sm:col-span-1 sm:row-start-1 sm:col-start-2">
              {subject(entry)}
            </span>
            <time
              dateTime={entry.createdAt}
              className="col-start-2 row-start-1 text-right text-xs text-zinc-400 sm:col-start-3"
            >
              {format.numericDate(entry.createdAt)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AnalysesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("kind");
  const kind = isKind(raw) ? raw : null;
  const usage = useUsage();
  const { t } = useT("research.analyses");
  const kindTitle = useKindTitle();
  const resetText = useResetText();

  const filters: (AnalysisKind | null)[] = [null, ...ANALYSIS_KINDS];
  return (
    <Container className="space-y-8 py-8 sm:py-12">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-sm text-zinc-400">{t("intro")}</p>
      </header>

      <section aria-labelledby="usage-today">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="usage-today" className="text-lg font-semibold text-white">
            {t("usageToday")}
          </h2>
          {usage.data ? (
            <p className="text-sm text-zinc-400">
              {resetText(usage.data.usage.comments.resetsAt, usage.data)} ·{" "}
              <Link to="/pricing" className="text-red-300 underline-offset-2 hover:underline">
                {t("upgrade")}
              </Link>
            </p>
          ) : null}
        </div>
        {usage.isPending ? (
          <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {ANALYSIS_KINDS.map((entry) => (
              <div key={entry} className="h-24 animate-pulse rounded-xl bg-white/5" />
            ))}
          </div>
        ) : usage.isError ? (
          <p role="alert" className="text-sm text-red-400">
            {t("usageFailed")}
          </p>
        ) : (
          <UsageGrid usage={usage.data} />
        )}
      </section>

      <NewAnalysisForm />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChannelAnalysisForm />
        <KeywordAnalysisForm />
      </div>

      <section aria-labelledby="your-analyses" className="space-y-3">
        <h2 id="your-analyses" className="text-lg font-semibold text-white">
          {t("yours")}
        </h2>
        <div role="group" aria-label={t("filterLabel")} className="flex flex-wrap gap-2">
          {filters.map((entry) => {
            const active = entry === kind;
            return (
              <button
                key={entry ?? "all"}
                type="button"
                aria-pressed={active}
                onClick={() => setParams(entry ? { kind: entry } : {}, { replace: true })}
                className={`rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors ${
                  active
                    ? "bg-red-600 text-white ring-red-500"
                    : "bg-white/5 text-zinc-300 ring-white/10 hover:bg-white/10"
                }`}
              >
                {entry ? kindTitle(entry) : t("all")}
              </button>
            );
          })}
        </div>
        <AnalysesList kind={kind} />
      </section>
    </Container>
  );
}
