import { useState } from "react";
import type { UsageCount } from "../../shared/analysis-protocol.ts";
import { onTrustedClick } from "../trusted-events.ts";
import { useLocalizer, useUiText } from "../ui-i18n.tsx";
import { type AnalysisFailure, kindQuota, QuotaMessage, Spinner, spentFailure } from "./quota.tsx";

export type ChannelAnswer = { ok: true; url: string } | { ok: false; failure: AnalysisFailure };

export interface AnalyzeChannelProps {
  /** Starts the analysis; the background opens its result page on the website. */
  analyze(): Promise<ChannelAnswer>;
  upgradeUrl: string;
  /** Today's channel analyses; null or absent when unknown. A spent allowance turns the button off. */
  usage?: UsageCount | null | undefined;
}

type State =
  | { status: "idle" }
  | { status: "running" }
  | { status: "opened"; url: string }
  | { status: "failed"; failure: AnalysisFailure };

/** 'Analyze channel': a button that opens the channel's analysis on the website, or says why it cannot. */
export function AnalyzeChannel(props: AnalyzeChannelProps) {
  const [state, setState] = useState<State>({ status: "idle" });
  const { t } = useUiText();
  const quota = kindQuota(props.usage, "channel", useLocalizer());
  const spent = spentFailure(quota);
  const refused = state.status === "failed" && state.failure.quota;
  const run = async () => {
    if (state.status === "running" || spent || refused) return;
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
        disabled={state.status === "running" || spent !== null || refused}
        aria-busy={state.status === "running" || undefined}
        title={
          quota.leftText ? t("channel.analysesLeft", { left: quota.leftText }) : t("channel.analyzeHint")
        }
      >
        {state.status === "running" ? <Spinner /> : <ChartIcon />}
        {t("channel.analyze")}
      </button>
      {state.status === "opened" && (
        <span className="analyze-note" role="status">
          {t("channel.opened")}{" "}
          <a className="link" href={state.url} target="_blank" rel="noopener">
            {t("channel.openAgain")}
          </a>
        </span>
      )}
      {state.status === "failed" ? (
        <QuotaMessage failure={state.failure} upgradeUrl={props.upgradeUrl} />
      ) : spent ? (
        <QuotaMessage failure={spent} upgradeUrl={props.upgradeUrl} />
      ) : null}
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
