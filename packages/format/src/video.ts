import type { OutlierVideo } from "@vi/types";

export type { OutlierVideo };

/**
 * A row the table helpers accept: any field of the record may be missing or null (rows come from
 * caches and older API answers too), and extra fields are kept untouched.
 */
export type VideoRow = { [K in keyof OutlierVideo]?: OutlierVideo[K] | null };

export type VideoKey = keyof OutlierVideo;
