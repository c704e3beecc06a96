// Today's use of each analysis kind against the plan's allowance, with the user's reset time; and the
// quota-reached notice with its Upgrade link.
import {
  ANALYSIS_KIND_LABELS,
  ANALYSIS_KINDS,
  type AnalysisKind,
  type KindUsage,
  type QuotaExceededDetails,
  type UsageResponse,
} from "@vi/types";
import { Link } from "react-router-dom";
import { buttonClass } from "../../components/ui.tsx";

/** "Comment analysis", "Transcript download". */
export function kindName(kind: AnalysisKind): string {
  const one = ANALYSIS_KIND_LABELS[kind].one;
  return `${one.charAt(0).toUpperCase()}${one.slice(1)}`;
}

const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/**
 * "Resets at 12:00 AM (midnight UTC)": the instant in the browser's clock, and the timezone whose midnight
 * it is (the account's as it was when the day began). A timezone changed since counts from then on.
 */
export function resetText(
  resetsAt: string,
  zone: { timezone?: string | undefined; nextTimezone?: string | null | undefined } = {},
): string {
  const at = `Resets at ${time.format(new Date(resetsAt))}`;
  if (!zone.timezone) return at;
  const next = zone.nextTimezone ? `; your new time zone (${zone.nextTimezone}) counts from then on` : "";
  return `${at} (midnight ${zone.timezone})${next}`;
}

/** "1 of 2 used", "5 used (unlimited)". */
export function usedText(usage: KindUsage): string {
  return usage.limit === null ? `${usage.used} used (unlimited)` : `${usage.used} of ${usage.limit} used`;
}

export function UsageGrid({ usage, compact = false }: { usage: UsageResponse; compact?: boolean }) {
  return (
    <ul
      className={`grid gap-3 ${compact ? "grid-cols-2" : "grid-cols-2 lg:grid-cols-4"}`}
      aria-label="Usage today"
    >
      {ANALYSIS_KINDS.map((kind) => {
        const entry = usage.usage[kind];
        const share = entry.limit === null ? 0 : Math.min(1, entry.used / Math.max(1, entry.limit));
        const spent = entry.limit !== null && entry.used >= entry.limit;
        return (
          <li key={kind} className="rounded-xl border border-white/10 bg-zinc-900/60 p-4">
            <p className="text-xs font-medium uppercase tracking-wide text-zinc-400">
              {ANALYSIS_KIND_LABELS[kind].title}
            </p>
            <p className={`mt-1 text-lg font-semibold ${spent ? "text-amber-300" : "text-white"}`}>
              {usedText(entry)}
            </p>
            {entry.limit !== null ? (
              <div
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/10"
                role="progressbar"
                aria-label={`${ANALYSIS_KIND_LABELS[kind].title} used today`}
                aria-valuemin={0}
                aria-valuemax={entry.limit}
                aria-valuenow={entry.used}
              >
                <div
                  className={`h-full rounded-full ${spent ? "bg-amber-400" : "bg-red-500"}`}
                  style={{ width: `${share * 100}%` }}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function QuotaNotice({ details }: { details: QuotaExceededDetails }) {
  const label = ANALYSIS_KIND_LABELS[details.kind];
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-500/30 bg-amber-500/10 p-4 text-sm text-amber-100"
    >
      <p className="font-semibold text-amber-200">Daily limit reached</p>
      <p className="mt-1">
        You have used your {details.limit} {details.limit === 1 ? label.one : label.many} for today.{" "}
        {resetText(details.resetsAt, details)}.
      </p>
      <Link to="/pricing" className={buttonClass("primary", "md", "mt-3")}>
        Upgrade
      </Link>
    </div>
  );
}
