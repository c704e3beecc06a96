/**
 * Median of the finite values (non-finite ones are ignored); null when there are none.
 * An even count gives the mean of the two middle values.
 */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return null;
  const mid = Math.floor(n / 2);
  if (n % 2 === 1) return sorted[mid]!;
  const a = sorted[mid - 1]!;
  const b = sorted[mid]!;
  const sum = a + b;
  // Halving first would lose tiny (subnormal) values, so only do it when the sum overflows.
  return Number.isFinite(sum) ? sum / 2 : a / 2 + b / 2;
}
