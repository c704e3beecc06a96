// A linked channel's own analytics (YouTube Analytics API): the last 28 days against the 28 before, per day,
// the top videos and the traffic sources (docs/product.md#your-channel).
import { z } from "zod";
import { ChannelIdSchema, IsoDateTimeSchema, VideoIdSchema } from "./common.ts";

/** The scope channel linking asks for besides youtube.readonly, so the channel's own reports can be read. */
export const YOUTUBE_ANALYTICS_SCOPE = "https://www.googleapis.com/auth/yt-analytics.readonly";

/** Days in each compared period. */
export const CHANNEL_ANALYTICS_PERIOD_DAYS = 28;
/**
 * YouTube Analytics reports a day about two days late: each period ends this many Pacific-time days
 * before today, so both periods hold only finished days (docs/decisions/channel-analytics.md).
 */
export const CHANNEL_ANALYTICS_LAG_DAYS = 2;
/** Videos in the top videos table. */
export const CHANNEL_ANALYTICS_TOP_VIDEOS = 10;

const count = z.number().int().nonnegative();
const DaySchema = z.iso.date();

export const GetChannelAnalyticsQuerySchema = z.object({
  /** A channel the caller linked; the current account (the last linked) when left out. */
  channelId: ChannelIdSchema.optional(),
});
export type GetChannelAnalyticsQuery = z.infer<typeof GetChannelAnalyticsQuerySchema>;

/** The figures of one day, or the sums of a period. */
export const ChannelAnalyticsFiguresSchema = z.object({
  views: count,
  /** Minutes of the channel's videos watched (YouTube's estimatedMinutesWatched). */
  estimatedMinutesWatched: count,
  /** Seconds watched per view: watch time divided by views; null without views. */
  averageViewDurationSeconds: count.nullable(),
  subscribersGained: count,
  subscribersLost: count,
});
export type ChannelAnalyticsFigures = z.infer<typeof ChannelAnalyticsFiguresSchema>;

export const ChannelAnalyticsDaySchema = ChannelAnalyticsFiguresSchema.extend({ day: DaySchema });
export type ChannelAnalyticsDay = z.infer<typeof ChannelAnalyticsDaySchema>;

export const ChannelAnalyticsPeriodSchema = z.object({
  /** First and last day (Pacific time, as YouTube reports days), inclusive. */
  startDate: DaySchema,
  endDate: DaySchema,
  /** Sums over the days YouTube reported (a day it has not reported yet is left out of both). */
  totals: ChannelAnalyticsFiguresSchema,
  /** One entry per reported day, oldest first. */
  days: z.array(ChannelAnalyticsDaySchema),
});
export type ChannelAnalyticsPeriod = z.infer<typeof ChannelAnalyticsPeriodSchema>;

export const ChannelAnalyticsTopVideoSchema = z.object({
  videoId: VideoIdSchema,
  /** From the YouTube Data API; null when the video is no longer public. */
  title: z.string().nullable(),
  views: count,
  estimatedMinutesWatched: count,
  averageViewDurationSeconds: count.nullable(),
});
export type ChannelAnalyticsTopVideo = z.infer<typeof ChannelAnalyticsTopVideoSchema>;

export const ChannelAnalyticsTrafficSourceSchema = z.object({
  /** YouTube's insightTrafficSourceType, e.g. YT_SEARCH, SUBSCRIBER, SHORTS (the website names them). */
  source: z.string().regex(/^[A-Z_]{1,64}$/),
  views: count,
  estimatedMinutesWatched: count,
});
export type ChannelAnalyticsTrafficSource = z.infer<typeof ChannelAnalyticsTrafficSourceSchema>;

export const ChannelAnalyticsResponseSchema = z.object({
  channelId: ChannelIdSchema,
  channelTitle: z.string().nullable(),
  current: ChannelAnalyticsPeriodSchema,
  previous: ChannelAnalyticsPeriodSchema,
  /** The current period's videos with the most views, most first (at most 10). */
  topVideos: z.array(ChannelAnalyticsTopVideoSchema).max(CHANNEL_ANALYTICS_TOP_VIDEOS),
  /** The current period's views by where viewers found the videos, most first. */
  trafficSources: z.array(ChannelAnalyticsTrafficSourceSchema),
  /** When the figures were read from YouTube (they are kept for the rest of the day). */
  fetchedAt: IsoDateTimeSchema,
});
export type ChannelAnalyticsResponse = z.infer<typeof ChannelAnalyticsResponseSchema>;

/**
 * `details` of the 409 asking to link the channel again: the grant lacks the analytics scope (linked
 * before it was asked for, or unticked on Google's consent screen), or Google no longer accepts it.
 */
export const ChannelAnalyticsRelinkDetailsSchema = z.object({
  reason: z.enum(["missing_scope", "grant_revoked"]),
  channelId: ChannelIdSchema,
});
export type ChannelAnalyticsRelinkDetails = z.infer<typeof ChannelAnalyticsRelinkDetailsSchema>;

/** Names of the traffic sources for people (YouTube's documented insightTrafficSourceType values). */
export const TRAFFIC_SOURCE_NAMES: Record<string, string> = {
  ADVERTISING: "Ads",
  ANNOTATION: "Annotations",
  CAMPAIGN_CARD: "Campaign cards",
  END_SCREEN: "End screens",
  EXT_URL: "Other websites",
  HASHTAGS: "Hashtag pages",
  LIVE_REDIRECT: "Live redirects",
  NO_LINK_EMBEDDED: "Embedded players",
  NO_LINK_OTHER: "Direct or unknown",
  NOTIFICATION: "Notifications",
  PLAYLIST: "Playlists",
  PRODUCT_PAGE: "Product pages",
  PROMOTED: "Promoted",
  RELATED_VIDEO: "Suggested videos",
  SHORTS: "Shorts feed",
  SOUND_PAGE: "Sound pages",
  SUBSCRIBER: "Browse features",
  VIDEO_REMIXES: "Remixes",
  YT_CHANNEL: "Channel pages",
  YT_OTHER_PAGE: "Other YouTube pages",
  YT_PLAYLIST_PAGE: "Playlist pages",
  YT_SEARCH: "YouTube search",
};
