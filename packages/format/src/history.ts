// How the history's figures read (docs/product.md#history): a video's age as "18 hours" or "3 days",
// and the outlier at the same age as one sentence, the same on the website and in the watch panel.
import { HISTORY_MAX_AGE_MS } from "@vi/metrics";
import { type Localizer, localized } from "./localizer.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Below this many videos at an age there is no typical start there (as HISTORY_MIN_SAMPLE). */
const MIN_SAMPLE = 5;

/**
 * An age since publication: minutes below an hour, whole hours below 48 hours (the hourly part of the
 * curve), whole days after: "40 minutes", "1 hour", "18 hours", "3 days". "-" for an invalid age.
 */
export function formatHistoryAge(ageMs: number | null | undefined, l?: Localizer): string {
  if (ageMs === null || ageMs === undefined || !Number.isFinite(ageMs) || ageMs < 0) return "-";
  const t = localized(l);
  const unit = (count: number, name: string) =>
    t ? t.t(`format.age.${name}s`, { count }) : `${count} ${name}${count === 1 ? "" : "s"}`;
  if (ageMs < HOUR_MS) return unit(Math.floor(ageMs / 60_000), "minute");
  if (ageMs < 48 * HOUR_MS) return unit(Math.floor(ageMs / HOUR_MS), "hour");
  return unit(Math.floor(ageMs / DAY_MS), "day");
}

/** A ratio to the channel's usual start with one decimal: "4.2x". */
export function formatStartRatio(score: number, l?: Localizer): string {
  const t = localized(l);
  if (!t) return `${score.toFixed(1)}x`;
  const number = new Intl.NumberFormat(t.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${number.format(score)}x`;
}

/**
 * The outlier at the same age as a sentence: "At 18 hours: 4.2x this channel's usual start", or why
 * there is none (older than 30 days; fewer than 5 of the channel's videos at that age).
 */
export function outlierAtAgeSentence(
  {
    score,
    sampleSize,
    ageMs,
  }: {
    score: number | null | undefined;
    sampleSize: number;
    ageMs: number;
  },
  l?: Localizer,
): string {
  const t = localized(l);
  if (!Number.isFinite(ageMs) || ageMs > HISTORY_MAX_AGE_MS) {
    return t
      ? t.t("format.history.past")
      : "Past its first 30 days: compare with the lifetime outlier score.";
  }
  const age = formatHistoryAge(ageMs, l);
  if (t) {
    if (score === null || score === undefined || !Number.isFinite(score)) {
      return sampleSize < MIN_SAMPLE
        ? t.t("format.history.notEnough", { age, sample: sampleSize, needed: MIN_SAMPLE })
        : t.t("format.history.noUsualStart", { age });
    }
    return t.t("format.history.ratio", { age, ratio: formatStartRatio(score, l) });
  }
  if (score === null || score === undefined || !Number.isFinite(score)) {
    if (sampleSize < MIN_SAMPLE) {
      return `At ${age}: not enough history yet (${sampleSize} of the ${MIN_SAMPLE} videos of this channel needed at this age).`;
    }
    return `At ${age}: no usual start to compare with yet.`;
  }
  return `At ${age}: ${formatStartRatio(score)} this channel's usual start`;
}
