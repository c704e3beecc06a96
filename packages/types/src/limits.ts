// Request limits every context needs (the API's schemas, the extension's content scripts, the website), as
// plain numbers without zod: the schemas of @vi/types bound their lists with these, and callers chunk with
// the same values instead of repeating them.

/** Video ids one POST /videos/insights takes (the extension batches a page's lookups by this). */
export const VIDEO_INSIGHTS_MAX_IDS = 200;
/** Saved video ids one GET /getSavedVideoData takes. */
export const SAVED_VIDEOS_MAX_IDS = 500;
/** Rows one page of the outliers table may ask for. */
export const OUTLIERS_MAX_LIMIT = 200;
/**
 * Deepest row a page of the outliers table may start at: a deep offset reads and drops every row before
 * it (10,000 rows cost about 4x page 1 on 25K rows), so deeper pages answer 400 and go by `cursor`.
 */
export const OUTLIERS_MAX_OFFSET = 10_000;
/** Uploads a channel analysis reads (newest first). */
export const CHANNEL_ANALYSIS_MAX_UPLOADS = 200;
/** Videos a results analysis accepts (one page of YouTube's search results holds about 20). */
export const RESULTS_ANALYSIS_MAX_VIDEOS = 50;
