/**
 * Tags on window messages between the main-world page-data script and the content script. Types and
 * tags only, kept apart from the schemas in page-messages.ts so the main-world script does not bundle zod.
 */
export const PAGE_SOURCE = "vidinsight:page";
export const CONTENT_SOURCE = "vidinsight:content";

/**
 * What the watch panel needs about a video, read from YouTube's own page data (the player response
 * and the initial data). Parsed in the page's main world (page-world/video-page-data.ts), then sent
 * to the content script, which validates it again (shared/page-messages.ts).
 */
export interface VideoPageData {
  videoId: string;
  title: string;
  channelId: string | null;
  channelName: string | null;
  viewCount: number | null;
  likeCount: number | null;
  lengthSeconds: number | null;
  /** The video's tags (videoDetails.keywords); empty when the video has none. */
  keywords: string[];
  /** ISO-8601 publication time (stream start for past live streams); null when unknown or not aired. */
  publishedAt: string | null;
  /** Streaming now. */
  isLive: boolean;
  /** A premiere or stream that has not started (videoDetails.isUpcoming). */
  isUpcoming: boolean;
  /** When an upcoming video is scheduled to start (ISO-8601); null otherwise or when unknown. */
  scheduledStartAt: string | null;
}
