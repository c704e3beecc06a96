import type { UsageCount } from "../../shared/analysis-protocol.ts";
import { usesLeft } from "../../shared/analysis-protocol.ts";

/** A failed analysis as its UI shows it: a spent allowance gets the Upgrade link. */
export interface AnalysisFailure {
  message: string;
  quota: boolean;
}

export function analysisFailure(answer: { error: string; code?: string | undefined }): AnalysisFailure {
  return { message: answer.error, quota: answer.code === "QUOTA_EXCEEDED" };
}

/** "1 of 2 left today"; null when the plan has no limit for this kind. */
export function leftToday(count: UsageCount | null | undefined): string | null {
  if (!count) return null;
  const left = usesLeft(count);
  return left === null ? null : `${left} of ${count.limit} left today`;
}

/** The local time the allowance resets, as "12:00 AM" (today's or tomorrow's midnight of the user). */
export function resetTime(resetsAt: string): string {
  return new Date(resetsAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
}

/**
 * The message shown before asking when the day's uses are gone (the API's own 429 message is shown
 * when it refuses); the wording names the allowance and when it comes back.
 */
export function spentMessage(count: UsageCount, what: string): string {
  return `You have used your ${count.limit} ${what} for today. More at ${resetTime(count.resetsAt)}, or upgrade your plan.`;
}

export function QuotaMessage(props: { failure: AnalysisFailure; upgradeUrl: string }) {
  return (
    <p className={props.failure.quota ? "quota" : "notice"} role="alert">
      {props.failure.message}
      {props.failure.quota && (
        <>
          {" "}
          <a className="link upgrade" href={props.upgradeUrl} target="_blank" rel="noopener">
            Upgrade
          </a>
        </>
      )}
    </p>
  );
}

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
