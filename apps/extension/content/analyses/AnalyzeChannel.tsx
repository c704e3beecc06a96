import { useState } from "react";
import { onTrustedClick } from "../trusted-events.ts";
import { type AnalysisFailure, QuotaMessage, Spinner } from "./quota.tsx";

export type ChannelAnswer = { ok: true; url: string } | { ok: false; failure: AnalysisFailure };

export interface AnalyzeChannelProps {
  /** Starts the analysis; the background opens its result page on the website. */
  analyze(): Promise<ChannelAnswer>;
  upgradeUrl: string;
  /** "1 of 2 left today", or null (unlimited, unknown). */
  left?: string | null;
}

type State =
  | { status: "idle" }
  | { status: "running" }
  | { status: "opened"; url: string }
  | { status: "failed"; failure: AnalysisFailure };

/** 'Analyze channel': a button that opens the channel's analysis on the website, or says why it cannot. */
export function AnalyzeChannel(props: AnalyzeChannelProps) {
  const [state, setState] = useState<State>({ status: "idle" });
  const run = async () => {
    if (state.status === "running") return;
    setState({ status: "running" });
    const answer = await props.analyze();
    setState(
      answer.ok ? { status: "opened", url: answer.url } : { status: "failed", failure: answer.failure },
    );
  };
  return (
    <div className="analyze-channel">
      <button
        type="button"
        className="button analyze-button"
        onClick={onTrustedClick(run)}
        disabled={state.status === "running"}
        aria-busy={state.status === "running" || undefined}
        title={
          props.left ? `Channel analyses: ${props.left}` : "Open a channel analysis on the VidInsight website"
        }
      >
        {state.status === "running" ? <Spinner /> : <ChartIcon />}
        Analyze channel
      </button>
      {state.status === "opened" && (
        <span className="analyze-note" role="status">
          Opened on the website.{" "}
          <a className="link" href={state.url} target="_blank" rel="noopener">
            Open again
          </a>
        </span>
      )}
      {state.status === "failed" && <QuotaMessage failure={state.failure} upgradeUrl={props.upgradeUrl} />}
    </div>
  );
}

export function ChartIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 20V10h3v10H4Zm6.5 0V4h3v16h-3ZM17 20v-7h3v7h-3Z" />
    </svg>
  );
}
