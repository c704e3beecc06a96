import type { Cue } from "@vi/format";
import { formatAge, formatCount, formatOutlier } from "@vi/format";
import { lifetimeVph } from "@vi/metrics";
import type { VideoInsight } from "@vi/types";
import { useEffect, useId, useRef, useState } from "react";
import { Trans } from "react-i18next";
import type { UsageCount, UsageToday } from "../../shared/analysis-protocol.ts";
import type { CaptionTrack, VideoPageData } from "../../shared/page-protocol.ts";
import { AnalyzeChannel, type ChannelAnswer } from "../analyses/analyze-channel.tsx";
import { outlierBand } from "../outlier.ts";
import { onTrustedClick } from "../trusted-events.ts";
import { failureText, useLocalizer, useUiText } from "../ui-i18n.tsx";
import { type WatchAnswer, WatchChannel } from "../watchlist/watch-channel.tsx";
import { CommentIdeas, type CommentIdeasAnswer } from "./comment-ideas.tsx";
import { History, type HistoryAnswer } from "./history.tsx";
import { Transcript, type TranscriptClaimAnswer } from "./transcript.tsx";

/** The API's numbers for the video: loading, known (null = the API does not know the video), or failed. */
export type InsightState =
  | { status: "loading" }
  | { status: "ready"; insight: VideoInsight | null }
  /** code: the background's ("NOT_SIGNED_IN", "EXTENSION_UNAVAILABLE"...), worded in the reader's language. */
  | { status: "error"; message: string; code?: string | undefined };

export interface WatchPanelProps {
  video: VideoPageData;
  /** Epoch ms the numbers are computed at. */
  now: number;
  signedIn: boolean;
  /** The website's /login page. */
  loginUrl: string;
  copyText(text: string): Promise<void>;
  /** Signed in: the insight of this video. */
  insight?: InsightState;
  /** Signed in: whether the video is in the user's saved videos. */
  saved?: boolean;
  /** Saves (true) or unsaves the video; resolves to an error message, or null when it worked. */
  setSaved?(saved: boolean): Promise<string | null>;
  /** Signed in: the analyses this panel offers (comment ideas, the channel's analysis). */
  analyses?: PanelAnalyses;
  /** The website's /pricing page (Upgrade links). */
  upgradeUrl?: string;
  /** Signed in: transcript downloads (claims go through the background). */
  transcripts?: PanelTranscripts;
  /** Reads a caption track's lines in the browser (the track, else YouTube's transcript panel). */
  loadTranscript(track: CaptionTrack): Promise<Cue[]>;
  /** Hands a built file to the browser's downloads. */
  saveFile(fileName: string, text: string, mimeType: string): void;
  /** Signed in: the video's first 30 days and its channel's usual start (the history line). */
  loadHistory?(videoId: string): Promise<HistoryAnswer>;
  /** The website's origin (links to the video's history page). */
  websiteOrigin?: string;
}

interface PanelTranscripts {
  /** Today's transcript usage; undefined while loading, null when unknown. */
  usage: UsageCount | null | undefined;
  claim(track: CaptionTrack): Promise<TranscriptClaimAnswer>;
}

export interface PanelAnalyses {
  /** Today's usage; undefined while loading, null when it could not be loaded. */
  usage: UsageToday | null | undefined;
  analyzeComments(): Promise<CommentIdeasAnswer>;
  analyzeChannel(): Promise<ChannelAnswer>;
  /** 'Watch channel' (follows it on the watchlist); absent: no button. */
  watchChannel?: { watch(): Promise<WatchAnswer>; watchlistUrl: string };
}

const COPY_FEEDBACK_MS = 2000;
const SAVE_ERROR_MS = 5000;

export function WatchPanel(props: WatchPanelProps) {
  const { video, now, signedIn, loginUrl } = props;
  const { t, i18n } = useUiText();
  const l = useLocalizer();
  // Until a premiere or stream has aired there is nothing to measure: no VPH, no outlier score.
  const broadcast = video.isUpcoming ? t("panel.scheduled") : video.isLive ? t("panel.liveNow") : null;
  const vph = lifetimeVph(video.viewCount, video.publishedAt, now);
  const insight = signedIn && props.insight?.status === "ready" ? props.insight.insight : null;
  const loading = signedIn && (props.insight === undefined || props.insight.status === "loading");
  // Figures only the API knows: a dash until (or unless) it answers.
  const apiValue = (value: number | null | undefined) => (loading ? "" : formatCount(value, l));
  return (
    <section className="panel" aria-label={t("panel.label")} aria-busy={loading || undefined}>
      <div className="stats">
        {broadcast ? null : signedIn ? (
          <OutlierStat state={props.insight} />
        ) : (
          <div className="stat outlier" data-testid="outlier">
            <span className="label">{t("panel.outlierScore")}</span>
            <a className="link" href={loginUrl} target="_blank" rel="noopener">
              {t("panel.signInScores")}
            </a>
          </div>
        )}
        {!broadcast && <Stat label={t("panel.vph")} value={formatCount(vph, l)} hint={t("panel.vphHint")} />}
        {signedIn && !broadcast && (
          <Stat
            label={t("panel.recentVph")}
            value={apiValue(insight?.recentVph)}
            hint={t("panel.recentVphHint")}
          />
        )}
        <Stat label={t("panel.views")} value={formatCount(video.viewCount ?? insight?.videoViewCount, l)} />
        {(video.likeCount ?? insight?.videoLikeCount) != null && (
          <Stat label={t("panel.likes")} value={formatCount(video.likeCount ?? insight?.videoLikeCount, l)} />
        )}
        {signedIn && <Stat label={t("panel.comments")} value={apiValue(insight?.videoCommentCount)} />}
        <Stat
          label={t("panel.published")}
          value={broadcast ?? (video.publishedAt ? formatAge(video.publishedAt, now, l) : "-")}
          hint={
            video.isUpcoming && video.scheduledStartAt
              ? t("panel.starts", { time: new Date(video.scheduledStartAt).toLocaleString(i18n.language) })
              : undefined
          }
        />
        {signedIn && (
          <Stat label={t("panel.subscribers")} value={apiValue(insight?.channelSubscriberCount)} />
        )}
        {signedIn && props.setSaved && (
          <SaveToggle key={video.videoId} saved={props.saved === true} setSaved={props.setSaved} />
        )}
        {!signedIn && (
          // Saving needs an account: the same button, leading to sign-in, so the feature is not hidden.
          <div className="save">
            <a
              className="button save-button"
              href={loginUrl}
              target="_blank"
              rel="noopener"
              title={t("panel.saveSignInHint")}
            >
              <BookmarkIcon filled={false} />
              {t("panel.save")}
            </a>
          </div>
        )}
      </div>
      {signedIn && props.insight?.status === "error" && (
        <p className="notice" role="status">
          {t("panel.unavailable", { reason: failureText(t, props.insight) })}
        </p>
      )}
      {video.channelId && (
        <div className="channel-row" data-testid="channel-row">
          <span className="channel-name">{video.channelName ?? t("panel.thisChannel")}</span>
          {signedIn && props.analyses ? (
            <AnalyzeChannel
              key={video.channelId}
              analyze={props.analyses.analyzeChannel}
              upgradeUrl={props.upgradeUrl ?? loginUrl}
              usage={props.analyses.usage?.channel}
            />
          ) : null}
          {signedIn && props.analyses?.watchChannel ? (
            <WatchChannel key={`watch-${video.channelId}`} {...props.analyses.watchChannel} />
          ) : null}
          {signedIn && props.analyses ? null : (
            <a className="link" href={loginUrl} target="_blank" rel="noopener">
              {t("panel.signInChannel")}
            </a>
          )}
        </div>
      )}
      {signedIn && !broadcast && props.loadHistory ? (
        <section className="slot" data-slot="history">
          <History
            key={video.videoId}
            videoId={video.videoId}
            load={props.loadHistory}
            pageUrl={`${props.websiteOrigin ?? ""}/videos/${encodeURIComponent(video.videoId)}`}
          />
        </section>
      ) : null}
      <Tags tags={video.keywords} copyText={props.copyText} />
      <section className="slot" data-slot="comment-ideas">
        {signedIn && props.analyses ? (
          <CommentIdeas
            key={video.videoId}
            usage={props.analyses.usage === undefined ? undefined : (props.analyses.usage?.comments ?? null)}
            analyze={props.analyses.analyzeComments}
            upgradeUrl={props.upgradeUrl ?? loginUrl}
            copyText={props.copyText}
          />
        ) : (
          <div className="ideas">
            <h3 className="section-title">{t("ideas.title")}</h3>
            <p className="empty">
              <SignInSentence text="panel.signInIdeas" loginUrl={loginUrl} />
            </p>
          </div>
        )}
      </section>
      <section className="slot" data-slot="transcript">
        {signedIn && props.transcripts ? (
          <Transcript
            key={video.videoId}
            videoTitle={video.title}
            tracks={video.captionTracks}
            usage={props.transcripts.usage}
            claim={props.transcripts.claim}
            load={props.loadTranscript}
            save={props.saveFile}
            copyText={props.copyText}
            upgradeUrl={props.upgradeUrl ?? loginUrl}
          />
        ) : (
          <div className="transcript" data-testid="transcript">
            <h3 className="section-title">{t("transcript.title")}</h3>
            <p className="empty">
              <SignInSentence text="panel.signInTranscript" loginUrl={loginUrl} />
            </p>
          </div>
        )}
      </section>
    </section>
  );
}

/** A sentence whose "Sign in" part (<1>...</1> in the catalog) links to the website's sign-in. */
function SignInSentence(props: { text: "panel.signInIdeas" | "panel.signInTranscript"; loginUrl: string }) {
  const { t, i18n } = useUiText();
  return (
    <Trans
      t={t}
      i18n={i18n}
      i18nKey={props.text}
      components={{
        link: <a className="link" href={props.loginUrl} target="_blank" rel="noopener" />,
      }}
    />
  );
}

function Stat(props: { label: string; value: string; hint?: string }) {
  const { t } = useUiText();
  return (
    <div className="stat" title={props.hint}>
      <span className="label">{props.label}</span>
      {props.value === "" ? (
        <span className="value skeleton" aria-label={t("panel.loading")} />
      ) : (
        <span className="value">{props.value}</span>
      )}
    </div>
  );
}

/** The outlier score, with the formula on hover and on keyboard focus. */
function OutlierStat(props: { state: InsightState | undefined }) {
  const tipId = useId();
  const { t } = useUiText();
  const state = props.state ?? { status: "loading" };
  const score = state.status === "ready" ? (state.insight?.videoOutlier ?? null) : null;
  return (
    <div className="stat outlier" data-testid="outlier">
      <span className="label">{t("panel.outlierScore")}</span>
      {state.status === "loading" ? (
        <span className="value skeleton" aria-label={t("panel.loading")} />
      ) : (
        <span className="has-tip">
          {/* Focusable so keyboard users get the explanation too. */}
          <span className="score" tabIndex={0} aria-describedby={tipId}>
            <span className={`value ${score === null ? "muted" : `band-${outlierBand(score)}`}`}>
              {formatOutlier(score)}
            </span>
            {score === null && (
              <span className="note">
                {state.status === "ready" && state.insight === null
                  ? t("panel.noDataYet")
                  : t("panel.notEnoughHistory")}
              </span>
            )}
            <InfoIcon />
          </span>
          <span className="tip" role="tooltip" id={tipId}>
            <strong>{t("panel.outlierScore")}</strong> = {t("panel.outlierFormula")}.
          </span>
        </span>
      )}
    </div>
  );
}

function SaveToggle(props: { saved: boolean; setSaved(saved: boolean): Promise<string | null> }) {
  // The optimistic value while a change is on its way; null follows the stored state.
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const { t } = useUiText();
  const saved = pending ?? props.saved;

  const toggle = async () => {
    if (pending !== null) return;
    const next = !saved;
    setPending(next);
    setError(null);
    const failure = await props.setSaved(next);
    setPending(null);
    if (failure) {
      setError(t(next ? "panel.couldNotSave" : "panel.couldNotRemove", { reason: failure }));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setError(null), SAVE_ERROR_MS);
    }
  };

  return (
    <div className="save">
      <button
        type="button"
        className={`button save-button${saved ? " on" : ""}`}
        aria-pressed={saved}
        onClick={onTrustedClick(toggle)}
        title={saved ? t("panel.removeHint") : t("panel.saveHint")}
      >
        <BookmarkIcon filled={saved} />
        {saved ? t("panel.saved") : t("panel.save")}
      </button>
      {error && (
        <span className="save-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

type CopyState = "idle" | "copied" | "failed";

function Tags(props: { tags: string[]; copyText(text: string): Promise<void> }) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const { t } = useUiText();

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
          {t("panel.tags")}
          {props.tags.length > 0 && <span className="count">{props.tags.length}</span>}
        </h3>
        {props.tags.length > 0 && (
          <button type="button" className="button copy-button" onClick={copy} aria-live="polite">
            {state === "copied" ? (
              <>
                <CheckIcon /> {t("panel.copied")}
              </>
            ) : state === "failed" ? (
              t("panel.copyFailed")
            ) : (
              <>
                <CopyIcon /> {t("panel.copyTags")}
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
        <p className="empty">{t("panel.noTags")}</p>
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

function BookmarkIcon(props: { filled: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      {props.filled ? (
        <path d="M18 3H6a1 1 0 0 0-1 1v17l7-4.2 7 4.2V4a1 1 0 0 0-1-1Z" />
      ) : (
        <path d="M18 3H6a1 1 0 0 0-1 1v17l7-4.2 7 4.2V4a1 1 0 0 0-1-1Zm-1 15.5-5-3-5 3V5h10v13.5Z" />
      )}
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg className="icon info" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M11 7h2v2h-2V7Zm0 4h2v6h-2v-6Zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z" />
    </svg>
  );
}
