import { formatAge, formatCount } from "@vi/format";
import { lifetimeVph } from "@vi/metrics";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { VideoPageData } from "../utils/page-data";

export interface WatchPanelProps {
  video: VideoPageData;
  /** Epoch ms the numbers are computed at. */
  now: number;
  signedIn: boolean;
  /** The website's /login page. */
  loginUrl: string;
  copyText(text: string): Promise<void>;
  /**
   * SLOT: outlier score (with its formula on hover/focus) and the Save / Saved toggle for signed-in
   * users. Filled once the insights and saved-videos API calls are wired in the extension.
   */
  insights?: ReactNode;
  /** SLOT: comment ideas from trending comments (added by the analyses work). */
  commentIdeas?: ReactNode;
  /** SLOT: transcript sections and download (added by the analyses work). */
  transcript?: ReactNode;
}

const COPY_FEEDBACK_MS = 2000;

export function WatchPanel(props: WatchPanelProps) {
  const { video, now, signedIn, loginUrl } = props;
  const vph = lifetimeVph(video.viewCount, video.publishedAt, now);
  return (
    <section className="panel" aria-label="VidInsight">
      <div className="stats">
        <Stat label="VPH" value={formatCount(vph)} hint="Views per hour since the video was published" />
        <Stat label="Views" value={formatCount(video.viewCount)} />
        {video.likeCount !== null && <Stat label="Likes" value={formatCount(video.likeCount)} />}
        <Stat label="Published" value={video.publishedAt ? formatAge(video.publishedAt, now) : "-"} />
        <div className="stat outlier" data-testid="outlier">
          <span className="label">Outlier</span>
          {signedIn ? (
            (props.insights ?? <span className="value muted">-</span>)
          ) : (
            <a className="link" href={loginUrl} target="_blank" rel="noopener">
              Sign in to see outlier scores
            </a>
          )}
        </div>
      </div>
      <Tags tags={video.keywords} copyText={props.copyText} />
      {props.commentIdeas && (
        <section className="slot" data-slot="comment-ideas">
          {props.commentIdeas}
        </section>
      )}
      {props.transcript && (
        <section className="slot" data-slot="transcript">
          {props.transcript}
        </section>
      )}
    </section>
  );
}

function Stat(props: { label: string; value: string; hint?: string }) {
  return (
    <div className="stat" title={props.hint}>
      <span className="label">{props.label}</span>
      <span className="value">{props.value}</span>
    </div>
  );
}

type CopyState = "idle" | "copied" | "failed";

function Tags(props: { tags: string[]; copyText(text: string): Promise<void> }) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    let next: CopyState = "copied";
    try {
      await props.copyText(props.tags.join(", "));
    } catch {
      next = "failed";
    }
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState("idle"), COPY_FEEDBACK_MS);
  };

  return (
    <div className="tags">
      <div className="tags-head">
        <h3 className="tags-title">
          Tags{props.tags.length > 0 && <span className="count">{props.tags.length}</span>}
        </h3>
        {props.tags.length > 0 && (
          <button type="button" className="button" onClick={copy} aria-live="polite">
            {state === "copied" ? (
              <>
                <CheckIcon /> Copied
              </>
            ) : state === "failed" ? (
              "Copy failed"
            ) : (
              <>
                <CopyIcon /> Copy tags
              </>
            )}
          </button>
        )}
      </div>
      {props.tags.length > 0 ? (
        <ul className="chips">
          {props.tags.map((tag) => (
            <li key={tag} className="chip">
              {tag}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">This video has no tags</p>
      )}
    </div>
  );
}

function CopyIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
    </svg>
  );
}
