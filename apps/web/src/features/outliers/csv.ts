// CSV export of the outliers table: raw values (not "1.2M"), one row per video, RFC 4180 quoting.

import { parseDuration } from "@vi/format";
import type { OutliersQueryInput, OutliersResponse, OutlierVideo } from "@vi/types";
import { OUTLIERS_MAX_LIMIT } from "@vi/types";
import { watchUrl } from "./video-cells.tsx";

/** More than this many rows is a job for the API, not a browser download. */
export const EXPORT_ROW_CAP = 5000;

/** h:mm:ss (0:12:34), which spreadsheets read as a time; empty when the video has no length (P0D). */
function clock(iso: string): string {
  const seconds = parseDuration(iso);
  if (!seconds) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(Math.floor(seconds % 60))}`;
}

/** Scores and rates with 2 decimals (the stored values carry many more). */
const twoDecimals = (value: number | null) => (value === null ? null : value.toFixed(2));

// Headers as the table names the columns (in the reader's language: the `research.csv` part of the
// catalogs); values raw (3400000, not "3.4M") so they sort and sum.
const COLUMNS = [
  ["videoId", "Video ID", (v) => v.videoId],
  ["videoUrl", "Video URL", (v) => watchUrl(v.videoId)],
  ["videoTitle", "Video Title", (v) => v.videoTitle],
  ["channel", "Channel", (v) => v.channelTitle],
  ["views", "Views", (v) => v.videoViewCount],
  ["likes", "Likes", (v) => v.videoLikeCount],
  ["comments", "Comments", (v) => v.videoCommentCount],
  ["publishedAt", "Published At", (v) => v.videoPublishedAt],
  ["duration", "Duration", (v) => clock(v.videoDuration)],
  ["subscribers", "Subscribers", (v) => v.channelSubscriberCount],
  ["channelVideos", "Channel Videos", (v) => v.channelVideoCount],
  ["outlier", "Outlier", (v) => twoDecimals(v.videoOutlier)],
  ["viewsPerHour", "Views per Hour", (v) => twoDecimals(v.videoVph)],
] as const satisfies readonly [string, string, (video: OutlierVideo) => string | number | null][];

export type CsvColumn = (typeof COLUMNS)[number][0];

function cell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  // Titles are written by strangers: a leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The file; `header` names a column (English when not given). */
export function toCsv(videos: readonly OutlierVideo[], header?: (column: CsvColumn) => string): string {
  const lines = [COLUMNS.map(([key, name]) => cell(header ? header(key) : name)).join(",")];
  for (const video of videos) lines.push(COLUMNS.map(([, , get]) => cell(get(video))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export interface ExportResult {
  videos: OutlierVideo[];
  /** Rows matching the filters when the export started. */
  total: number;
  /** True when `total` was above the cap and only the first `cap` rows were fetched. */
  capped: boolean;
}

/**
 * All rows of a filtered, sorted query, page by page at the API's maximum page size, up to `cap` rows.
 * Each page after the first starts at the previous page's `nextCursor` (keyset paging: a deep page
 * costs the server what the first does); without one, at the next offset. Rows that move between pages
 * while paging (new data arriving) are kept once.
 */
export async function fetchAllOutliers(
  fetchPage: (query: OutliersQueryInput) => Promise<OutliersResponse>,
  query: OutliersQueryInput,
  {
    cap = EXPORT_ROW_CAP,
    onProgress,
  }: { cap?: number; onProgress?: (done: number, target: number) => void } = {},
): Promise<ExportResult> {
  const seen = new Set<string>();
  const videos: OutlierVideo[] = [];
  let total = 0;
  let target = cap;
  let cursor: string | null | undefined;
  for (let offset = 0; offset < target; offset += OUTLIERS_MAX_LIMIT) {
    const limit = Math.min(OUTLIERS_MAX_LIMIT, target - offset);
    const page = await fetchPage(
      cursor ? { ...query, limit, offset: 0, cursor } : { ...query, limit, offset },
    );
    if (offset === 0) {
      total = page.total;
      target = Math.min(cap, total);
    }
    for (const video of page.videoData) {
      if (seen.has(video.videoId) || videos.length >= target) continue;
      seen.add(video.videoId);
      videos.push(video);
    }
    onProgress?.(videos.length, target);
    if (page.videoData.length < limit || page.nextCursor === null) break; // the end came sooner than the total said
    cursor = page.nextCursor;
  }
  return { videos, total, capped: total > cap };
}

/** Hands a text file to the browser's downloads. */
export function downloadText(filename: string, text: string, type = "text/csv;charset=utf-8"): void {
  // The BOM makes Excel read the file as UTF-8 (titles in every script).
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
