// Today's use of each analysis kind against the plan's allowance, with the user's reset time; and the
// quota-reached notice with its Upgrade link.

import {
  type QuotaTone,
  quotaHeadline,
  quotaKindNames,
  quotaSpentText,
  quotaState,
  quotaView,
  resetAtText,
} from "@vi/format";
import {
  ANALYSIS_KINDS,
  type AnalysisKind,
  type KindUsage,
  type QuotaExceededDetails,
  type UsageResponse,
} from "@vi/types";
import type { TFunction } from "i18next";
import { Link } from "react-router-dom";
import { buttonClass } from "../../components/ui.tsx";
import { useLocalizer } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
import { quotaExceeded, useUsage } from "./use-analyses.ts";

const KIND_KEYS = {
  comments: "kindComments",
  channel: "kindChannel",
  results: "kindResults",
  transcripts: "kindTranscripts",
} as const satisfies Record<AnalysisKind, string>;

/** "Comment analysis", "Transcript download", in the reader's language. */
export function useKindName(): (kind: AnalysisKind) => string {
  const { t } = useT("research.analyses");
  return (kind) => t(KIND_KEYS[kind]);
}

/** "Comment analyses" (a kind's title, as the popup's usage names it), in the reader's language. */
export function useKindTitle(): (kind: AnalysisKind) => string {
  const { t } = useT("popup.kinds");
  return (kind) => t(kind);
}

/**
 * "Resets at 12:00 AM (midnight UTC)" in the browser's clock, with the timezone whose midnight it is, in
 * the reader's language.
 */
export function useResetText(): (resetsAt: string, zone: Parameters<typeof resetAtText>[1]) => string {
  const l = useLocalizer();
  return (resetsAt, zone) => resetAtText(resetsAt, zone, l);
}

/** "1 of 2 used", "5 used (unlimited)". */
function usedText(usage: KindUsage, t: TFunction): string {
  return usage.limit === null
    ? t("usedUnlimited", { used: usage.used })
    : t("usedOf", { used: usage.used, limit: usage.limit });
}

const BAR_TONE: Record<QuotaTone, string> = {
  ok: "bg-emerald-500",
  low: "bg-amber-400",
  spent: "bg-red-500",
};

export function UsageGrid({ usage, compact = false }: { usage: UsageResponse; compact?: boolean }) {
  const { t } = useT("research.analyses");
  const title = useKindTitle();
  return (
    <ul
      className={`grid gap-3 ${compact ? "grid-cols-2" : "grid-cols-2 lg:grid-cols-4"}`}
      aria-label={t("usageToday")}
    >
      {ANALYSIS_KINDS.map((kind) => {
        const entry = usage.usage[kind];
        const state = quotaState(entry);
        return (
          <li key={kind} className="rounded-xl border border-white/10 bg-zinc-900/60 p-4">
            <p className="text-xs font-medium uppercase tracking-wide text-zinc-400">{title(kind)}</p>
            <p className={`mt-1 text-lg font-semibold ${state.spent ? "text-red-300" : "text-white"}`}>
              {usedText(entry, t)}
            </p>
            {entry.limit !== null ? (
              <div
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/10"
                role="progressbar"
                aria-label={t("usedToday", { kind: title(kind) })}
                aria-valuemin={0}
                aria-valuemax={entry.limit}
                aria-valuenow={entry.used}
              >
                <div
                  data-tone={state.tone}
                  className={`h-full rounded-full ${BAR_TONE[state.tone]}`}
                  style={{ width: `${state.share * 100}%` }}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The one spent-allowance state of every analysis card: spent when GET /usage says so (so it shows after
 * a reload) or when the API refused with QUOTA_EXCEEDED (the usage shown was stale).
 */
export function useKindQuota(kind: AnalysisKind, error: unknown) {
  const usage = useUsage();
  const entry = usage.data?.usage[kind];
  // The state and words every card shares with the extension's (@vi/format quotaView).
  const l = useLocalizer();
  const view = quotaView(entry, quotaKindNames(kind, l), l);
  const fromUsage: QuotaExceededDetails | null =
    usage.data && entry && entry.limit !== null && view.spent
      ? {
          kind,
          plan: usage.data.plan,
          used: entry.used,
          limit: entry.limit,
          resetsAt: entry.resetsAt,
          upgradeUrl: usage.data.upgradeUrl,
        }
      : null;
  const spent = quotaExceeded(error) ?? fromUsage;
  return {
    /** The facts of a spent allowance, or null while uses are left. */
    spent,
    /** "1 of 2 left today"; null when unlimited or not known yet. */
    leftText: spent ? null : view.leftText,
  };
}

/** 'Daily limit reached', what was used, when it resets, and Upgrade: the same box on every card. */
export function QuotaNotice({ details }: { details: QuotaExceededDetails }) {
  const { t } = useT("research.analyses");
  const l = useLocalizer();
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-500/30 bg-amber-500/10 p-4 text-sm text-amber-100"
    >
      <p className="font-semibold text-amber-200">{quotaHeadline(l)}</p>
      <p className="mt-1">{quotaSpentText(details, quotaKindNames(details.kind, l), l)}</p>
      <Link to="/pricing" className={buttonClass("primary", "md", "mt-3")}>
        {t("upgrade")}
      </Link>
    </div>
  );
}
