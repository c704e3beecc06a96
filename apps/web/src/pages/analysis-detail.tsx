// /analyses/:id: one analysis in full. Comment ideas: the sentiment split, languages, and the ideas (each
// expandable to its comments, its title copyable), with CSV and TXT downloads. A transcript download shows
// what was recorded; channel and result analyses show their figures.
import { ApiError } from "@vi/api-client";
import { sentimentShares } from "@vi/format";
import type { Analysis, CommentIdea, CommentsAnalysis } from "@vi/types";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router-dom";
import { Spinner } from "../auth/auth-ui.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import { downloadFile, ideasCsv, ideasText, ideasWords } from "../features/analyses/export.ts";
import { useKindName } from "../features/analyses/usage.tsx";
import { useAnalysis } from "../features/analyses/use-analyses.ts";
import { useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";

const TYPE_TONE: Record<CommentIdea["type"], string> = {
  question: "bg-sky-500/10 text-sky-300 ring-sky-500/30",
  request: "bg-emerald-500/10 text-emerald-300 ring-emerald-500/30",
  topic: "bg-violet-500/10 text-violet-300 ring-violet-500/30",
};

function CopyTitle({ title }: { title: string }) {
  const { t } = useT("research.analysisDetail");
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={buttonClass("secondary", "md", "h-8 px-3 text-xs")}
      onClick={() => {
        void navigator.clipboard.writeText(title).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          },
          (error: unknown) => console.error("Could not copy the title", error),
        );
      }}
    >
      {copied ? t("copied") : t("copyTitle")}
    </button>
  );
}

function IdeaItem({ idea }: { idea: CommentIdea }) {
  const { t } = useT("research.analysisDetail");
  const f = useFormat();
  const counted = (key: string, count: number) => t(key, { count, n: f.number(count) });
  const [open, setOpen] = useState(false);
  const panel = `idea-${idea.id}`;
  return (
    <li className="rounded-xl border border-white/10 bg-zinc-900/60 p-4">
      <div className="flex flex-wrap items-start gap-3">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${TYPE_TONE[idea.type]}`}>
          {t(`type.${idea.type}`)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold text-white">{idea.title}</p>
          <p className="mt-0.5 break-words text-sm text-zinc-400">{idea.label}</p>
          <p className="mt-1 text-xs text-zinc-500">
            {counted("comments", idea.commentCount)} · {counted("likes", idea.likes)} ·{" "}
            {counted("replies", idea.replies)}
          </p>
        </div>
        <div className="flex gap-2">
          <CopyTitle title={idea.title} />
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((value) => !value)}
            className={buttonClass("ghost", "md", "h-8 px-3 text-xs")}
          >
            {open ? t("hideComments") : t("showComments")}
          </button>
        </div>
      </div>
      {open ? (
        <ul id={panel} className="mt-3 space-y-2 border-t border-white/5 pt-3">
          {idea.comments.map((comment) => (
            <li key={comment.id} className="text-sm">
              <p className="whitespace-pre-line break-words text-zinc-200">{comment.text}</p>
              <p className="mt-0.5 text-xs text-zinc-500">
                {comment.author} · {counted("likes", comment.likes)} ·{" "}
                <a
                  href={comment.url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-red-300 underline-offset-2 hover:underline"
                >
                  {t("openOnYouTube")}
                </a>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function SentimentBar({ analysis }: { analysis: CommentsAnalysis }) {
  const { t } = useT("research.analysisDetail");
  const f = useFormat();
  const counts = analysis.result.sentiment;
  // The same shares as the extension's comment ideas (@vi/format).
  const shares = sentimentShares(counts);
  const parts = [
    { label: t("positive"), value: counts.positive, share: shares.positive, tone: "bg-emerald-500" },
    { label: t("neutral"), value: counts.neutral, share: shares.neutral, tone: "bg-zinc-500" },
    { label: t("negative"), value: counts.negative, share: shares.negative, tone: "bg-red-500" },
  ];
  return (
    <div>
      <div className="flex h-2 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
        {parts.map((part) => (
          <div key={part.label} className={part.tone} style={{ width: `${part.share * 100}%` }} />
        ))}
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 text-xs text-zinc-400">
        {parts.map((part) => (
          <span key={part.label}>
            {part.label} {f.share(part.share)} ({f.number(part.value)})
          </span>
        ))}
      </p>
    </div>
  );
}

/** A recorded language's name in the reader's language ("und": the detector could not tell). */
function useLanguageName(): (code: string) => string {
  const { t } = useT("research.analysisDetail");
  const f = useFormat();
  return (code) => (code === "und" ? t("undetermined") : f.languageName(code));
}

function CommentIdeas({ analysis }: { analysis: CommentsAnalysis }) {
  const { t } = useT("research.analysisDetail");
  const { t: tExports } = useT("research.exports");
  const words = ideasWords((key, values) => tExports(key, values ?? {}));
  const f = useFormat();
  const languageName = useLanguageName();
  const { result } = analysis;
  const base = `comment-ideas-${result.videoId}-${analysis.day}`;
  const otherLanguages = result.languages.filter((entry) => entry.language !== "eng");
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-white/10 bg-zinc-900/60 p-4">
          <p className="text-xs font-medium uppercase tracking-wide text-zinc-400">{t("commentsTitle")}</p>
          <p className="mt-1 text-sm text-zinc-200">
            {t("readAnalysed", {
              read: f.number(result.commentsRead),
              analysed: f.number(result.commentsAnalysed),
            })}
          </p>
          {otherLanguages.length > 0 ? (
            <p className="mt-1 text-xs text-zinc-500">
              {t("notAnalysed", {
                languages: otherLanguages
                  .map((entry) => `${languageName(entry.language)} ${f.number(entry.comments)}`)
                  .join(", "),
              })}
            </p>
          ) : null}
        </div>
        <div className="rounded-xl border border-white/10 bg-zinc-900/60 p-4">
          <p className="mb-2 text-xs font-medium uppercase tracking-wide text-zinc-400">{t("sentiment")}</p>
          <SentimentBar analysis={analysis} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() => downloadFile(`${base}.csv`, ideasCsv(analysis, words.csv), "text/csv;charset=utf-8")}
        >
          {t("downloadCsv")}
        </button>
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() =>
            downloadFile(`${base}.txt`, ideasText(analysis, words.text), "text/plain;charset=utf-8")
          }
        >
          {t("downloadTxt")}
        </button>
      </div>
      {result.ideas.length === 0 ? (
        <p className="rounded-xl border border-white/10 bg-zinc-900/40 p-6 text-center text-sm text-zinc-400">
          {t("noIdeas")}
        </p>
      ) : (
        <ol className="space-y-3" aria-label={t("ideas")}>
          {result.ideas.map((idea) => (
            <IdeaItem key={idea.id} idea={idea} />
          ))}
        </ol>
      )}
    </div>
  );
}

function Body({ analysis }: { analysis: Analysis }) {
  const { t } = useT("research.analysisDetail");
  const languageName = useLanguageName();
  if (analysis.kind === "comments") return <CommentIdeas analysis={analysis} />;
  if (analysis.kind === "transcripts") {
    return (
      <p className="rounded-xl border border-white/10 bg-zinc-900/60 p-4 text-sm text-zinc-300">
        {t(analysis.result.autoGenerated ? "transcriptAuto" : "transcript", {
          language: languageName(analysis.result.language),
        })}
      </p>
    );
  }
  return (
    <pre className="overflow-x-auto rounded-xl border border-white/10 bg-zinc-900/60 p-4 text-xs text-zinc-300">
      {JSON.stringify(analysis.result, null, 2)}
    </pre>
  );
}

export function AnalysisDetailPage() {
  const { id = "" } = useParams();
  const query = useAnalysis(id);
  const { t } = useT("research.analysisDetail");
  const f = useFormat();
  const kindName = useKindName();

  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <div className="flex min-h-[30vh] flex-col items-center justify-center">
        <Spinner className="size-6 text-zinc-500" />
        <p role="status" className="mt-3 text-zinc-400">
          {t("loading")}
        </p>
      </div>
    );
  } else if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    content = (
      <div role="alert" className="rounded-xl border border-white/10 bg-zinc-900/60 p-8 text-center">
        <h1 className="text-xl font-semibold text-white">{missing ? t("notFound") : t("loadFailed")}</h1>
        <p className="mt-2 text-sm text-zinc-400">{missing ? t("removed") : t("checkConnection")}</p>
        {missing ? null : (
          <button
            type="button"
            className={buttonClass("primary", "md", "mt-4")}
            onClick={() => void query.refetch()}
          >
            {t("tryAgain")}
          </button>
        )}
      </div>
    );
  } else if (query.data.analysis.kind === "channel" || query.data.analysis.kind === "results") {
    // Channel and search-result analyses have report pages of their own.
    return <Navigate to={`/analyses/${query.data.analysis.kind}/${id}`} replace />;
  } else {
    const { analysis } = query.data;
    const video = analysis.kind === "comments" || analysis.kind === "transcripts";
    content = (
      <div className="space-y-6">
        <header>
          <p className="text-xs font-medium uppercase tracking-wide text-red-300">
            {kindName(analysis.kind)} ·{" "}
            {f.numericDate(Math.floor(Date.parse(analysis.createdAt) / 1000) * 1000)}
          </p>
          <h1 className="mt-1 break-words text-2xl font-bold tracking-tight text-white">
            {analysis.title ?? analysis.target}
          </h1>
          {video ? (
            <a
              href={`https://www.youtube.com/watch?v=${analysis.target}`}
              target="_blank"
              rel="noreferrer"
              className="mt-1 inline-block text-sm text-red-300 underline-offset-2 hover:underline"
            >
              {t("watch")}
            </a>
          ) : null}
        </header>
        <Body analysis={analysis} />
      </div>
    );
  }
  return (
    <Container className="py-8 sm:py-12">
      <Link to="/analyses" className="mb-6 inline-block text-sm text-zinc-400 hover:text-white">
        {t("back")}
      </Link>
      {content}
    </Container>
  );
}
