// Plan ids, daily allowances and prices as plain constants, without zod: pages that only show them (the
// landing page's hero line) import this module alone and stay free of the validation library.
export const PLAN_IDS = ["free", "standard", "professional"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** How a plan is named to users (pricing, account, popup, recap email, developers page). */
export const PLAN_NAMES: Readonly<Record<PlanId, string>> = /* @__PURE__ */ Object.freeze({
  free: "Free",
  standard: "Standard",
  professional: "Professional",
});

/** Daily allowance of one kind of analysis; null means unlimited. */
export type DailyAllowance = number | null;

export interface PlanEntitlements {
  commentAnalyses: DailyAllowance;
  channelAnalyses: DailyAllowance;
  resultAnalyses: DailyAllowance;
  transcriptDownloads: DailyAllowance;
}

/** Analyses per day by plan (every plan also has video and channel information; docs/product.md). */
export const PLAN_ENTITLEMENTS: Readonly<Record<PlanId, Readonly<PlanEntitlements>>> =
  /* @__PURE__ */ Object.freeze({
    free: Object.freeze({
      commentAnalyses: 2,
      channelAnalyses: 2,
      resultAnalyses: 2,
      transcriptDownloads: 3,
    }),
    standard: Object.freeze({
      commentAnalyses: 10,
      channelAnalyses: 10,
      resultAnalyses: 10,
      transcriptDownloads: 12,
    }),
    professional: Object.freeze({
      commentAnalyses: null,
      channelAnalyses: null,
      resultAnalyses: null,
      transcriptDownloads: null,
    }),
  });

/** Monthly prices in dollars. */
export const PLAN_PRICES: Readonly<Record<PlanId, number>> = /* @__PURE__ */ Object.freeze({
  free: 0,
  standard: 4.99,
  professional: 9.99,
});

/**
 * YouTube Data API units a user's lookups (extension insights, saves) may spend per Pacific-time day on
 * videos not stored yet; stored videos cost nothing. 1 unit asks about up to 50 ids.
 */
export const YOUTUBE_LOOKUP_UNITS_PER_DAY: Readonly<Record<PlanId, number>> = /* @__PURE__ */ Object.freeze({
  free: 100,
  standard: 300,
  professional: 1000,
});

/**
 * Calls a user's personal API keys (and the MCP server's tool calls) may make per local day, all keys
 * together; the website's own requests are not counted (docs/product.md#api-keys).
 */
export const API_KEY_CALLS_PER_DAY: Readonly<Record<PlanId, number>> = /* @__PURE__ */ Object.freeze({
  free: 100,
  standard: 2000,
  professional: 20000,
});

/** Channels a user may follow on the watchlist (docs/product.md#watchlist). */
export const WATCHLIST_CHANNELS: Readonly<Record<PlanId, number>> = Object.freeze({
  free: 3,
  standard: 25,
  professional: 100,
});

/** New channels one user's lookups and saves may add to the tracked list per day (any plan). */
export const TRACKED_CHANNELS_PER_DAY = 100;

/** Share of the daily YouTube budget kept for the jobs that keep the store fresh; lookups never spend it. */
export const YOUTUBE_JOB_RESERVED_SHARE = 0.5;

/**
 * The metered analysis kinds (docs/analyses.md): comment analyses, channel analyses, search-result
 * analyses and transcript downloads. Each is counted per user and local day.
 */
export const ANALYSIS_KINDS = ["comments", "channel", "results", "transcripts"] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

/** What a kind is called in messages and pages ("2 comment analyses a day"). */
export const ANALYSIS_KIND_LABELS: Readonly<
  Record<AnalysisKind, { one: string; many: string; title: string }>
> = /* @__PURE__ */ Object.freeze({
  comments: { one: "comment analysis", many: "comment analyses", title: "Comment analyses" },
  channel: { one: "channel analysis", many: "channel analyses", title: "Channel analyses" },
  results: { one: "result analysis", many: "result analyses", title: "Result analyses" },
  transcripts: { one: "transcript download", many: "transcript downloads", title: "Transcript downloads" },
});

/** Which plan allowance meters which analysis kind. */
export const ANALYSIS_ALLOWANCE: Readonly<Record<AnalysisKind, keyof PlanEntitlements>> =
  /* @__PURE__ */ Object.freeze({
    comments: "commentAnalyses",
    channel: "channelAnalyses",
    results: "resultAnalyses",
    transcripts: "transcriptDownloads",
  });

/** Uses of `kind` a day on `plan`; null means unlimited. */
export function dailyAllowance(plan: PlanId, kind: AnalysisKind): DailyAllowance {
  return PLAN_ENTITLEMENTS[plan][ANALYSIS_ALLOWANCE[kind]];
}
