// How the outlier score reads on YouTube pages: the badges and the watch panel colour it and explain it alike.

/** Colour bands of the outlier score: from 2X, 5X and 10X. */
export function outlierBand(score: number): 0 | 2 | 5 | 10 {
  if (score >= 10) return 10;
  if (score >= 5) return 5;
  if (score >= 2) return 2;
  return 0;
}

/** What the outlier score means (the tooltip of the badge and the panel). */
export const OUTLIER_EXPLANATION =
  "views ÷ median views of the channel's last 30 videos of the same format, each at least 7 days old";
