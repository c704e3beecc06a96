// The figures of a video's history page, computed from the API's answers with @vi/metrics (one definition
// of "views at an age" for the API, the page and the panel; docs/product.md#history).
import { viewsAtAge } from "@vi/metrics";
import type { ChannelCurveResponse, VideoChange, VideoHistoryResponse } from "@vi/types";

const HOUR_MS = 3_600_000;

/** One row of "The numbers": the channel's typical start at an age beside this video's views there. */
export interface AgeRow {
  ageHours: number;
  /** Null when the video has not reached the age or its snapshots do not tell (see viewsAtAge). */
  video: number | null;
  median: number | null;
  p25: number | null;
  p75: number | null;
  sampleSize: number;
}

export function ageRows(history: VideoHistoryResponse, curve: ChannelCurveResponse | undefined): AgeRow[] {
  const snapshots = history.snapshots.map((s) => ({ at: s.at, views: s.views }));
  return (curve?.points ?? []).map((point) => ({
    ageHours: point.ageHours,
    video: viewsAtAge(snapshots, history.video.publishedAt, point.ageHours * HOUR_MS),
    median: point.median,
    p25: point.p25,
    p75: point.p75,
    sampleSize: point.sampleSize,
  }));
}

/** The chart's series on one x axis (hours since publication): uPlot's aligned columns, nulls as gaps. */
export interface ChartColumns {
  hours: number[];
  video: (number | null)[];
  median: (number | null)[];
  p25: (number | null)[];
  p75: (number | null)[];
}

/** The earliest age the chart shows (its x axis is logarithmic, so the first hour has room). */
const CHART_MIN_HOURS = 0.25;

export function chartColumns(
  history: VideoHistoryResponse,
  curve: ChannelCurveResponse | undefined,
): ChartColumns {
  const published = Date.parse(history.video.publishedAt);
  const byHour = new Map<number, { video?: number; median?: number; p25?: number; p75?: number }>();
  const at = (hours: number) => {
    const key = Math.round(hours * 1000) / 1000;
    let entry = byHour.get(key);
    if (!entry) {
      entry = {};
      byHour.set(key, entry);
    }
    return entry;
  };
  for (const snapshot of history.snapshots) {
    const hours = (Date.parse(snapshot.at) - published) / HOUR_MS;
    if (hours >= CHART_MIN_HOURS) at(hours).video = snapshot.views;
  }
  for (const point of curve?.points ?? []) {
    if (point.median === null) continue;
    const entry = at(point.ageHours);
    entry.median = point.median;
    entry.p25 = point.p25 ?? undefined;
    entry.p75 = point.p75 ?? undefined;
  }
  const hours = [...byHour.keys()].sort((a, b) => a - b);
  const column = (
    pick: (e: { video?: number; median?: number; p25?: number; p75?: number }) => number | undefined,
  ) => hours.map((h) => pick(byHour.get(h)!) ?? null);
  return {
    hours,
    video: column((e) => e.video),
    median: column((e) => e.median),
    p25: column((e) => e.p25),
    p75: column((e) => e.p75),
  };
}

/** Where each change falls on the chart, in hours since publication. */
export function changeHours(history: VideoHistoryResponse): { hours: number; change: VideoChange }[] {
  const published = Date.parse(history.video.publishedAt);
  return history.changes.map((change) => ({ hours: (Date.parse(change.at) - published) / HOUR_MS, change }));
}

/** A thumbnail change's side: the image address and its ETag (stored as "URL#etag=ETAG"). */
export function thumbnailParts(description: string): { url: string; etag: string | null } {
  const index = description.indexOf("#etag=");
  return index === -1
    ? { url: description, etag: null }
    : { url: description.slice(0, index), etag: description.slice(index + "#etag=".length) };
}
