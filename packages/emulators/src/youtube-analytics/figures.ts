// The emulator's YouTube Analytics figures, derived from the YouTube emulator's catalog so both agree:
// a day's views of a channel are exactly what its videos' public view counts grew by that day (Pacific
// time, as YouTube Analytics reports days). Watch time, subscribers and traffic sources are plausible
// shares of those views, fixed per channel and video by hashing (the same catalog gives the same figures).
import type { Catalog, CatalogChannel, CatalogVideo } from "../youtube/catalog.ts";
import { hash32 } from "../youtube/prng.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A number in [0, 1) fixed by the parts. */
const unit = (...parts: ReadonlyArray<number | string>) => hash32("analytics", ...parts) / 2 ** 32;

const pacificParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Minutes Pacific time is ahead of UTC at an instant (-480 or -420). */
function pacificOffsetMinutes(at: number): number {
  const parts = Object.fromEntries(pacificParts.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((asUtc - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** The instant a Pacific-time calendar day ('YYYY-MM-DD') starts. */
export function pacificDayStart(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // Midnight Pacific is 7 or 8 hours after midnight UTC; the offset at that instant decides which.
  const guess = utcMidnight + 8 * HOUR;
  return utcMidnight - pacificOffsetMinutes(guess) * 60_000;
}

/** The day after a 'YYYY-MM-DD' day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Days from `start` to `end` inclusive ('YYYY-MM-DD'). */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = nextDay(day)) days.push(day);
  return days;
}

/**
 * Average share of a video watched per view: long videos 30-55 %, Shorts 75-115 % (a Short loops, so
 * viewers often watch more than its length).
 */
export function watchShare(video: CatalogVideo): number {
  const spread = unit("watch-share", video.id);
  return video.isShort ? 0.75 + 0.4 * spread : 0.3 + 0.25 * spread;
}

/** Average seconds watched per view of a video. */
export function averageViewSeconds(video: CatalogVideo): number {
  return Math.max(1, Math.round(video.durationSeconds * watchShare(video)));
}

/** Views a video gained between two instants (its public view count's growth). */
function viewsBetween(catalog: Catalog, video: CatalogVideo, from: number, to: number): number {
  if (to <= video.publishedAt) return 0;
  return (
    catalog.videoStatsAt(video, to).viewCount -
    catalog.videoStatsAt(video, Math.max(from, video.publishedAt)).viewCount
  );
}

export interface DayFigures {
  day: string;
  views: number;
  /** Seconds watched (the metrics are derived from it). */
  watchSeconds: number;
  subscribersGained: number;
  subscribersLost: number;
}

/** New subscribers per view: 0.2 % to 0.6 % depending on the channel. */
const subscribeRate = (channel: CatalogChannel) => 0.002 + 0.004 * unit("subscribe-rate", channel.id);

export function dayFigures(catalog: Catalog, channel: CatalogChannel, day: string): DayFigures {
  const from = pacificDayStart(day);
  const to = pacificDayStart(nextDay(day));
  let views = 0;
  let watchSeconds = 0;
  for (const video of catalog.uploadsAt(channel, to)) {
    const gained = viewsBetween(catalog, video, from, to);
    views += gained;
    watchSeconds += gained * averageViewSeconds(video);
  }
  // Whole subscribers with a fixed per-day dither, so a small channel still gains one now and then.
  const subscribersGained = Math.floor(
    views * subscribeRate(channel) + unit("subscribe-dither", channel.id, day),
  );
  const subscribersLost = Math.floor(
    subscribersGained * (0.1 + 0.25 * unit("unsubscribe", channel.id, day)) +
      unit("unsubscribe-dither", channel.id, day),
  );
  return { day, views, watchSeconds, subscribersGained, subscribersLost };
}

export interface VideoFigures {
  video: CatalogVideo;
  views: number;
  watchSeconds: number;
}

/** Each video's views and watch time over whole days `start`..`end` (videos without views left out). */
export function videoFigures(
  catalog: Catalog,
  channel: CatalogChannel,
  start: string,
  end: string,
): VideoFigures[] {
  const from = pacificDayStart(start);
  const to = pacificDayStart(nextDay(end));
  return catalog
    .uploadsAt(channel, to)
    .map((video) => {
      const views = viewsBetween(catalog, video, from, to);
      return { video, views, watchSeconds: views * averageViewSeconds(video) };
    })
    .filter((entry) => entry.views > 0);
}

/** YouTube's insightTrafficSourceType values this emulator reports, with their base weight for long videos. */
const LONG_SOURCES: ReadonlyArray<readonly [string, number]> = [
  ["YT_SEARCH", 0.26],
  ["RELATED_VIDEO", 0.22],
  ["SUBSCRIBER", 0.13],
  ["YT_OTHER_PAGE", 0.1],
  ["YT_CHANNEL", 0.07],
  ["PLAYLIST", 0.06],
  ["EXT_URL", 0.05],
  ["NO_LINK_OTHER", 0.04],
  ["NOTIFICATION", 0.03],
  ["END_SCREEN", 0.02],
  ["HASHTAGS", 0.01],
];
/** Shorts are mostly watched in the Shorts feed. */
const SHORT_SOURCES: ReadonlyArray<readonly [string, number]> = [
  ["SHORTS", 0.86],
  ["YT_SEARCH", 0.05],
  ["YT_CHANNEL", 0.04],
  ["RELATED_VIDEO", 0.03],
  ["HASHTAGS", 0.02],
];

/** Splits a whole number by weights so the parts are whole and add up to it (largest remainder). */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (sum > 0 ? (total * weight) / sum : 0));
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left--;
  }
  return parts;
}

export interface TrafficSourceFigures {
  source: string;
  views: number;
  watchSeconds: number;
}

/** Views and watch time of whole days `start`..`end` by traffic source; they add up to the channel's. */
export function trafficSourceFigures(
  catalog: Catalog,
  channel: CatalogChannel,
  start: string,
  end: string,
): TrafficSourceFigures[] {
  const totals = new Map<string, TrafficSourceFigures>();
  for (const kind of ["long", "short"] as const) {
    const videos = videoFigures(catalog, channel, start, end).filter(
      (entry) => entry.video.isShort === (kind === "short"),
    );
    const views = videos.reduce((sum, entry) => sum + entry.views, 0);
    const watchSeconds = videos.reduce((sum, entry) => sum + entry.watchSeconds, 0);
    const sources = kind === "short" ? SHORT_SOURCES : LONG_SOURCES;
    // Each channel leans its own way: every weight varies by up to +-50 %.
    const weights = sources.map(([source, weight]) => weight * (0.5 + unit("source", channel.id, source)));
    const viewParts = split(views, weights);
    const secondParts = split(watchSeconds, weights);
    sources.forEach(([source], index) => {
      const entry = totals.get(source) ?? { source, views: 0, watchSeconds: 0 };
      entry.views += viewParts[index] ?? 0;
      entry.watchSeconds += secondParts[index] ?? 0;
      totals.set(source, entry);
    });
  }
  return [...totals.values()].filter((entry) => entry.views > 0);
}

export { DAY };
