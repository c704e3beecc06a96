// The extension's side of the one quota component (the website's is features/analyses/usage.tsx): the
// state and words come from @vi/format, so both say 'Daily limit reached' the same way.
import { leftTodayText, QUOTA_HEADLINE, quotaSpentText } from "@vi/format";
import { ANALYSIS_KIND_LABELS, type AnalysisKind } from "@vi/types/core";
import type { UsageCount } from "../../shared/analysis-protocol.ts";

/** A failed analysis as its UI shows it: a spent allowance gets the Upgrade link. */
export interface AnalysisFailure {
  message: string;
  quota: boolean;
}

/** "1 of 2 left today"; null when the plan has no limit for this kind. */
export function leftToday(count: UsageCount | null | undefined): string | null {
  return count ? leftTodayText(count) : null;
}

/**
 * The message shown before asking when the day's uses are gone (the background words the API's 429 the
 * same way): the allowance and when it comes back.
 */
export function spentMessage(count: UsageCount, kind: AnalysisKind): string {
  return quotaSpentText(count, ANALYSIS_KIND_LABELS[kind]);
}

/** A spent allowance: 'Daily limit reached', the words, Upgrade; any other failure: its message. */
export function QuotaMessage(props: { failure: AnalysisFailure; upgradeUrl: string }) {
  if (!props.failure.quota) {
    return (
      <p className="notice" role="alert">
        {props.failure.message}
      </p>
    );
  }
  return (
    <div className="quota" role="alert">
      <p className="quota-title">{QUOTA_HEADLINE}</p>
      <p className="quota-text">{props.failure.message}</p>
      <a
        className="button primary-button small-button upgrade"
        href={props.upgradeUrl}
        target="_blank"
        rel="noopener"
      >
        Upgrade
      </a>
    </div>
  );
}

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
