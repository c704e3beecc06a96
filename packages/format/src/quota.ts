// One reading of a daily allowance for every analysis card, on the website and in the extension: whether
// it is spent, how many uses are left, the bar's tone, and the words ('Daily limit reached', "1 of 2 left
// today", "You have used your 2 channel analyses for today. Resets at 12:00 AM."); in another language
// through the optional trailing Localizer (./localizer.ts).
import { ANALYSIS_KIND_LABELS, type AnalysisKind } from "@vi/types/core";
import { type Localizer, localized } from "./localizer.ts";

/** An allowance as GET /usage and a 429 QUOTA_EXCEEDED describe it; limit null = unlimited. */
export interface QuotaFacts {
  used: number;
  limit: number | null;
  resetsAt: string;
  /** The timezone whose midnight ends the day (the account's as it was when the day began). */
  timezone?: string | undefined;
  /** A timezone chosen since, which counts from the next day on. */
  nextTimezone?: string | null | undefined;
}

/** ok: plenty left; low: the last use(s) of the day; spent: nothing left until the reset. */
export type QuotaTone = "ok" | "low" | "spent";

export interface QuotaState {
  spent: boolean;
  /** Uses left today; null when unlimited. */
  left: number | null;
  /** Share used, 0..1 (0 when unlimited). */
  share: number;
  tone: QuotaTone;
}

export const QUOTA_HEADLINE = "Daily limit reached";

/** 'Daily limit reached' in the reader's language. */
export function quotaHeadline(l?: Localizer): string {
  const t = localized(l);
  return t ? t.t("format.quota.headline") : QUOTA_HEADLINE;
}

export function quotaState(facts: QuotaFacts): QuotaState {
  if (facts.limit === null) return { spent: false, left: null, share: 0, tone: "ok" };
  const left = Math.max(0, facts.limit - facts.used);
  const share = facts.limit === 0 ? 1 : Math.min(1, facts.used / facts.limit);
  // "Low" is the last quarter of the allowance, and at least the last use.
  const tone: QuotaTone =
    left === 0 ? "spent" : left <= Math.max(1, Math.floor(facts.limit / 4)) ? "low" : "ok";
  return { spent: left === 0, left, share, tone };
}

/** "1 of 2 left today"; null when unlimited. */
export function leftTodayText(facts: QuotaFacts, l?: Localizer): string | null {
  const { left } = quotaState(facts);
  if (left === null) return null;
  const t = localized(l);
  return t ? t.t("format.quota.left", { left, limit: facts.limit }) : `${left} of ${facts.limit} left today`;
}

/**
 * "Resets at 12:00 AM (midnight UTC)": the instant in the viewer's clock, and the timezone whose midnight it
 * is when known. A timezone changed since counts from then on, so no change can reopen a spent day.
 */
export function resetAtText(
  resetsAt: string,
  zone: Pick<QuotaFacts, "timezone" | "nextTimezone"> = {},
  l?: Localizer,
): string {
  const t = localized(l);
  const time = new Date(resetsAt).toLocaleTimeString(t ? t.language : "en-US", {
    hour: "numeric",
    minute: "2-digit",
  });
  if (t) {
    const at = t.t("format.quota.resetsAt", { time });
    if (!zone.timezone) return at;
    const next = zone.nextTimezone ? t.t("format.quota.nextZone", { zone: zone.nextTimezone }) : "";
    return `${t.t("format.quota.midnight", { at, zone: zone.timezone })}${next}`;
  }
  const at = `Resets at ${time}`;
  if (!zone.timezone) return at;
  const next = zone.nextTimezone ? `; your new time zone (${zone.nextTimezone}) counts from then on` : "";
  return `${at} (midnight ${zone.timezone})${next}`;
}

/**
 * "You have used your 2 channel analyses for today. Resets at 12:00 AM." `names` are the kind's words for
 * one and for many ("channel analysis", "channel analyses").
 */
export function quotaSpentText(
  facts: QuotaFacts,
  names: { one: string; many: string },
  l?: Localizer,
): string {
  const limit = facts.limit ?? facts.used;
  const t = localized(l);
  if (t) {
    const reset = resetAtText(facts.resetsAt, facts, t);
    return t.t("format.quota.spent", { limit, names: limit === 1 ? names.one : names.many, reset });
  }
  return `You have used your ${limit} ${limit === 1 ? names.one : names.many} for today. ${resetAtText(facts.resetsAt, facts)}.`;
}

/** What every analysis card shows for its allowance, on the website and in the extension alike. */
export interface QuotaView {
  /** Nothing left until the reset: the card's button is off (and shown, so the person sees why). */
  spent: boolean;
  /** "1 of 2 left today" while uses are left on a limited plan; null when spent, unlimited or unknown. */
  leftText: string | null;
  /** The box of a spent allowance ('Daily limit reached', what was used, when it resets); null otherwise. */
  notice: { headline: string; text: string } | null;
}

/**
 * The card's quota state from today's facts (null or undefined while they are unknown: the button stays
 * on and the server has the last word). `names` are the kind's words ("comment analysis"/"analyses").
 */
export function quotaView(
  facts: QuotaFacts | null | undefined,
  names: { one: string; many: string },
  l?: Localizer,
): QuotaView {
  if (!facts) return { spent: false, leftText: null, notice: null };
  const { spent } = quotaState(facts);
  return {
    spent,
    leftText: spent ? null : leftTodayText(facts, l),
    notice: spent ? { headline: quotaHeadline(l), text: quotaSpentText(facts, names, l) } : null,
  };
}

/** A card's button: "Find ideas (1 of 2 left today)" while uses are left, the bare action otherwise. */
export function quotaActionLabel(action: string, view: Pick<QuotaView, "leftText">, l?: Localizer): string {
  if (!view.leftText) return action;
  const t = localized(l);
  return t ? t.t("format.quota.action", { action, left: view.leftText }) : `${action} (${view.leftText})`;
}

/** A kind's words for one and for many ("channel analysis", "channel analyses") in the reader's language. */
export function quotaKindNames(kind: AnalysisKind, l?: Localizer): { one: string; many: string } {
  const t = localized(l);
  if (!t) return ANALYSIS_KIND_LABELS[kind];
  return { one: t.t(`format.kinds.${kind}`, { count: 1 }), many: t.t(`format.kinds.${kind}`, { count: 5 }) };
}
