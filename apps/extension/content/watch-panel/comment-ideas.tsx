import { formatCount, formatShare, type Localizer, quotaActionLabel } from "@vi/format";
import type { TFunction } from "i18next";
import { useEffect, useId, useRef, useState } from "react";
import type { CommentIdea, CommentIdeasReport, UsageCount } from "../../shared/analysis-protocol.ts";
import { QuotaMessage, Spinner } from "../analyses/quota.tsx";
import { type AnalysisAnswer, useAnalysisRun } from "../analyses/use-analysis-run.ts";
import { onTrustedClick } from "../trusted-events.ts";
import { useLocalizer, useUiText } from "../ui-i18n.tsx";

export type CommentIdeasAnswer = AnalysisAnswer<CommentIdeasReport>;

export interface CommentIdeasProps {
  /** Today's comment-analysis usage; undefined while loading, null when unknown. */
  usage: UsageCount | null | undefined;
  /** Runs the analysis (claims a use). */
  analyze(): Promise<CommentIdeasAnswer>;
  upgradeUrl: string;
  copyText(text: string): Promise<void>;
}

/** "Comment ideas": video ideas from the video's top comments, on demand (each run uses one of the day's analyses). */
export function CommentIdeas(props: CommentIdeasProps) {
  const { state, run, quota, spent, refused } = useAnalysisRun("comments", props.usage, props.analyze);
  const { t } = useUiText();
  const l = useLocalizer();

  return (
    <div className="ideas" data-testid="comment-ideas">
      <div className="section-head">
        <h3 className="section-title">{t("ideas.title")}</h3>
        {state.status !== "done" && state.status !== "running" && (
          <button
            type="button"
            className="button primary-button"
            onClick={onTrustedClick(run)}
            disabled={spent !== null || refused}
          >
            {quotaActionLabel(t("ideas.find"), quota, l)}
          </button>
        )}
      </div>
      {state.status === "idle" && !spent && <p className="empty">{t("ideas.intro")}</p>}
      {state.status === "idle" && spent && <QuotaMessage failure={spent} upgradeUrl={props.upgradeUrl} />}
      {state.status === "running" && (
        <p className="progress" role="status">
          <Spinner /> {t("ideas.running")}
        </p>
      )}
      {state.status === "failed" && <QuotaMessage failure={state.failure} upgradeUrl={props.upgradeUrl} />}
      {state.status === "done" && <IdeasReport report={state.report} copyText={props.copyText} />}
    </div>
  );
}

export function IdeasReport(props: { report: CommentIdeasReport; copyText(text: string): Promise<void> }) {
  const { report } = props;
  const { t } = useUiText();
  const l = useLocalizer();
  return (
    <div className="ideas-report">
      <p className="summary" data-testid="ideas-summary">
        {t("ideas.commentsRead", { count: formatCount(report.commentCount, l) })}
        {report.otherLanguageCount > 0 &&
          t("ideas.otherLanguages", { count: formatCount(report.otherLanguageCount, l) })}
        {" · "}
        <span title={t("ideas.shareHint")}>
          {t("ideas.sentiment", {
            positive: formatShare(report.sentiment.positive),
            neutral: formatShare(report.sentiment.neutral),
            negative: formatShare(report.sentiment.negative),
          })}
        </span>
      </p>
      {report.ideas.length === 0 ? (
        <p className="empty">{t("ideas.none")}</p>
      ) : (
        <ol className="idea-list">
          {report.ideas.map((idea) => (
            <Idea key={`${idea.kind}:${idea.text}`} idea={idea} copyText={props.copyText} />
          ))}
        </ol>
      )}
    </div>
  );
}

function Idea(props: { idea: CommentIdea; copyText(text: string): Promise<void> }) {
  const { idea } = props;
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const listId = useId();
  const { t } = useUiText();
  const l = useLocalizer();

  const copy = async () => {
    let next: "copied" | "failed" = "copied";
    try {
      await props.copyText(idea.title);
    } catch {
      next = "failed";
    }
    setCopied(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied("idle"), 2000);
  };

  return (
    <li className="idea" data-kind={idea.kind}>
      <div className="idea-main">
        <span className={`kind kind-${idea.kind}`}>{t(`ideas.${idea.kind}`)}</span>
        <span className="idea-text">{idea.text}</span>
        <span className="idea-weight" title={t("ideas.weightHint")}>
          {countWords(t, "ideas.likes", idea.likes, l)} · {countWords(t, "ideas.replies", idea.replies, l)}
        </span>
      </div>
      <div className="idea-title">
        <span className="label">{t("ideas.titleIdea")}</span>
        <span className="title-text">{idea.title}</span>
        <button type="button" className="button small-button" onClick={copy} aria-live="polite">
          {copied === "copied"
            ? t("panel.copied")
            : copied === "failed"
              ? t("panel.copyFailed")
              : t("ideas.copyTitle")}
        </button>
        {idea.comments.length > 0 && (
          <button
            type="button"
            className="button small-button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? t("ideas.hideComments") : t("ideas.showComments", { count: idea.comments.length })}
          </button>
        )}
      </div>
      {open && (
        <ul className="idea-comments" id={listId}>
          {idea.comments.map((comment) => (
            <li key={comment.url}>
              <a className="link" href={comment.url} target="_blank" rel="noopener">
                {comment.text}
              </a>{" "}
              <span className="muted">
                {t("ideas.commentLikes", { count: formatCount(comment.likes, l) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** "1 like", "12 likes", "1,2 Tsd. Likes": the plural form chosen by the number, shown compact. */
function countWords(
  t: TFunction<"translation", "extension">,
  key: string,
  count: number,
  l: Localizer,
): string {
  return t(key, { count, replace: { count: formatCount(count, l) } });
}
