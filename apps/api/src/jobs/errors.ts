import {
  QuotaBudgetExhaustedError,
  YoutubeApiKeyError,
  YoutubeQuotaExceededError,
} from "../youtube/errors.ts";

/** The day's YouTube quota is gone (our budget or Google's): nothing more can be fetched until it resets. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof QuotaBudgetExhaustedError || error instanceof YoutubeQuotaExceededError;
}

/** Errors no retry within the day can fix: the quota is spent, or the API key is refused. */
export function isBlockingError(error: unknown): boolean {
  return isQuotaError(error) || error instanceof YoutubeApiKeyError;
}
