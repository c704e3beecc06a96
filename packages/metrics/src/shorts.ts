/** The longest a video can be and still count as a Short (seconds). */
export const SHORT_MAX_SECONDS = 180;

/**
 * A Short is a video of at most 180 seconds; everything else is long-form (docs/product.md#metrics).
 * A duration of 0 (YouTube's "P0D": live or upcoming, no length yet), a negative, missing or
 * non-finite duration is not a Short.
 */
export function isShort(seconds: number | null | undefined): boolean {
  return typeof seconds === "number" && seconds > 0 && seconds <= SHORT_MAX_SECONDS;
}
