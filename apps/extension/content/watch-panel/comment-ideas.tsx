import { formatCount, formatShare, plural, quotaActionLabel } from "@vi/format";
import { useEffect, useId, useRef, useState } from "react";
import type { CommentIdea, CommentIdeasReport, UsageCount } from "../../shared/analysis-protocol.ts";
import { QuotaMessage, Spinner } from "../analyses/quota.tsx";
import { type AnalysisAnswer, useAnalysisRun } from "../analyses/use-analysis-run.ts";
import { onTrustedClick } from "../trusted-events.ts";

export type CommentIdeasAnswer = AnalysisAnswer<CommentIdeasReport>;

export interface CommentIdeasProps {
  /** Today's comment-analysis usage; undefined while loading, null when unknown. */
  usage: UsageCount | null | undefined;
  /** Runs the analysis (claims a use). */
  analyze(): Promise<CommentIdeasAnswer>;
  upgradeUrl: string;
  copyText(text: string): Promise<void>;
}

const KIND_LABELS: Record<CommentIdea["kind"], string> = {
  question: "Question",
  request: "Request",
  topic: "Topic",
};

/** "Comment ideas": video ideas from the video's top comments, on demand (each run uses one of the day's analyses). */
export function CommentIdeas(props: CommentIdeasProps) {
  const { state, run, quota, spent, refused } = useAnalysisRun("comments", props.usage, props.analyze);

  return (
    <div className="ideas" data-testid="comment-ideas">
      <div className="section-head">
        <h3 className="section-title">Comment ideas</h3>
        {state.status !== "done" && state.status !== "running" && (
          <button
            type="button"
            className="button primary-button"
            onClick={onTrustedClick(run)}
            disabled={spent !== null || refused}
          >
            {quotaActionLabel("Find ideas", quota)}
          </button>
        )}
      </div>
      {state.status === "idle" && !spent && (
        <p className="empty">Video ideas from what viewers ask and request in the top comments.</p>
      )}
      {state.status === "idle" && spent && <QuotaMessage failure={spent} upgradeUrl={props.upgradeUrl} />}
      {state.status === "running" && (
        <p className="progress" role="status">
          <Spinner /> Reading the top comments and finding ideas...
        </p>
      )}
      {state.status === "failed" && <QuotaMessage failure={state.failure} upgradeUrl={props.upgradeUrl} />}
      {state.status === "done" && <IdeasReport report={state.report} copyText={props.copyText} />}
    </div>
  );
}

export function IdeasReport(props: { report: CommentIdeasReport; copyText(text: string): Promise<void> }) {
  const { report } = props;
  return (
    <div className="ideas-report">
      <p className="summary" data-testid="ideas-summary">
        {formatCount(report.commentCount)} comments read
        {report.otherLanguageCount > 0 &&
          ` (${formatCount(report.otherLanguageCount)} not in English, left out)`}
        {" · "}
        <span title="Share of the analysed comments">
          {formatShare(report.sentiment.positive)} positive, {formatShare(report.sentiment.neutral)} neutral,{" "}
          {formatShare(report.sentiment.negative)} negative
        </span>
      </p>
      {report.ideas.length === 0 ? (
        <p className="empty">No questions, requests or recurring topics in these comments.</p>
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
        <span className={`kind kind-${idea.kind}`}>{KIND_LABELS[idea.kind]}</span>
        <span className="idea-text">{idea.text}</span>
        <span className="idea-weight" title="Likes and replies of the comments behind this idea">
          {formatCount(idea.likes)} {plural(idea.likes, "like", "likes")} · {formatCount(idea.replies)}{" "}
          {plural(idea.replies, "reply", "replies")}
        </span>
      </div>
      <div className="idea-title">
        <span className="label">Title idea</span>
        <span className="title-text">{idea.title}</span>
        <button type="button" className="button small-button" onClick={copy} aria-live="polite">
          {copied === "copied" ? "Copied" : copied === "failed" ? "Copy failed" : "Copy title"}
        </button>
        {idea.comments.length > 0 && (
          <button
            type="button"
            className="button small-button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open
              ? "Hide comments"
              : `${idea.comments.length} ${idea.comments.length === 1 ? "comment" : "comments"}`}
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
              <span className="muted">{formatCount(comment.likes)} likes</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
