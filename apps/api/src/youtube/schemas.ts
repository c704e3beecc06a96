import { parseDuration } from "@vi/format";
import { z } from "zod";

// Zod schemas for the YouTube Data API v3 responses the product uses, following the resource
// representations in the API reference (developers.google.com/youtube/v3/docs). Unknown fields are
// dropped; counts, which the API sends as decimal strings ("unsigned long"), become numbers.
// `z.input<...>` of these schemas is the wire shape, which the local emulator is typed against.
// A list response is validated in two steps: its envelope here (items left unchecked), then each item
// on its own in the client, so that one unexpected item is skipped instead of failing the batch.

const timestamp = z.iso.datetime({ offset: true });
const count = z
  .string()
  .regex(/^\d+$/, "expected a decimal count")
  .transform((text) => Number(text));

// Absent or empty ({}) on items whose video is private or deleted.
const thumbnailsSchema = z.record(
  z.string(),
  z.object({
    url: z.string(),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
  }),
);

const pageInfoSchema = z.object({
  totalResults: z.number().int().nonnegative(),
  resultsPerPage: z.number().int().nonnegative(),
});

/** A list response's envelope; `items` stay unknown until each is checked against `item`. */
function listEnvelope<const Kind extends string>(kind: Kind) {
  return z.object({
    kind: z.literal(kind),
    etag: z.string(),
    nextPageToken: z.string().optional(),
    prevPageToken: z.string().optional(),
    pageInfo: pageInfoSchema,
    items: z.array(z.unknown()).default([]),
  });
}

// --- videos.list (part=snippet,statistics,contentDetails) ---

const videoSchema = z.object({
  kind: z.literal("youtube#video"),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({
    publishedAt: timestamp,
    channelId: z.string(),
    title: z.string(),
    description: z.string(),
    thumbnails: thumbnailsSchema.optional(),
    channelTitle: z.string(),
    tags: z.array(z.string()).optional(),
    categoryId: z.string().optional(),
    liveBroadcastContent: z.string().optional(),
    defaultLanguage: z.string().optional(),
    localized: z.object({ title: z.string(), description: z.string() }).optional(),
    defaultAudioLanguage: z.string().optional(),
  }),
  contentDetails: z.object({
    duration: z.string().refine((text) => parseDuration(text) !== null, "expected an ISO 8601 duration"),
    dimension: z.string().optional(),
    definition: z.string().optional(),
    caption: z.string().optional(),
    licensedContent: z.boolean().optional(),
    contentRating: z.record(z.string(), z.unknown()).optional(),
    projection: z.string().optional(),
  }),
  statistics: z.object({
    // Each count is absent when its owner hides it: likes hidden, comments turned off, and (rarely)
    // the view count of some live and restricted videos.
    viewCount: count.optional(),
    likeCount: count.optional(),
    favoriteCount: count.optional(),
    commentCount: count.optional(),
  }),
  // Only with part=liveStreamingDetails, and only for live streams and premieres (past or upcoming).
  liveStreamingDetails: z
    .object({
      actualStartTime: timestamp.optional(),
      actualEndTime: timestamp.optional(),
      scheduledStartTime: timestamp.optional(),
      scheduledEndTime: timestamp.optional(),
      concurrentViewers: count.optional(),
      activeLiveChatId: z.string().optional(),
    })
    .optional(),
});
export type YoutubeVideo = z.output<typeof videoSchema>;

export const videoList = {
  envelope: listEnvelope("youtube#videoListResponse"),
  item: videoSchema,
};

// --- channels.list (part=snippet,statistics,contentDetails) ---

const channelSchema = z.object({
  kind: z.literal("youtube#channel"),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({
    title: z.string(),
    description: z.string(),
    customUrl: z.string().optional(),
    publishedAt: timestamp,
    thumbnails: thumbnailsSchema.optional(),
    defaultLanguage: z.string().optional(),
    localized: z.object({ title: z.string(), description: z.string() }).optional(),
    country: z.string().optional(),
  }),
  contentDetails: z.object({
    relatedPlaylists: z.object({
      likes: z.string().optional(),
      favorites: z.string().optional(),
      uploads: z.string(),
    }),
  }),
  statistics: z.object({
    viewCount: count,
    // Absent when the channel hides its subscriber count.
    subscriberCount: count.optional(),
    hiddenSubscriberCount: z.boolean(),
    videoCount: count,
  }),
});
export type YoutubeChannel = z.output<typeof channelSchema>;

export const channelList = {
  envelope: listEnvelope("youtube#channelListResponse"),
  item: channelSchema,
};

// --- playlistItems.list (part=snippet,contentDetails) ---

const playlistItemSchema = z.object({
  kind: z.literal("youtube#playlistItem"),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({
    publishedAt: timestamp,
    channelId: z.string(),
    title: z.string(),
    description: z.string(),
    thumbnails: thumbnailsSchema.optional(),
    channelTitle: z.string(),
    videoOwnerChannelTitle: z.string().optional(),
    videoOwnerChannelId: z.string().optional(),
    playlistId: z.string(),
    position: z.number().int().nonnegative(),
    resourceId: z.object({ kind: z.string(), videoId: z.string() }),
  }),
  contentDetails: z.object({
    videoId: z.string(),
    // Absent for private and deleted videos still listed in a playlist.
    videoPublishedAt: timestamp.optional(),
    note: z.string().optional(),
  }),
});
export type YoutubePlaylistItem = z.output<typeof playlistItemSchema>;

export const playlistItemList = {
  envelope: listEnvelope("youtube#playlistItemListResponse"),
  item: playlistItemSchema,
};

// --- commentThreads.list (part=snippet) ---

const commentSchema = z.object({
  kind: z.literal("youtube#comment"),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({
    authorDisplayName: z.string(),
    authorProfileImageUrl: z.string().optional(),
    authorChannelUrl: z.string().optional(),
    authorChannelId: z.object({ value: z.string() }).optional(),
    channelId: z.string().optional(),
    videoId: z.string().optional(),
    textDisplay: z.string(),
    textOriginal: z.string(),
    parentId: z.string().optional(),
    canRate: z.boolean().optional(),
    viewerRating: z.string().optional(),
    likeCount: z.number().int().nonnegative(),
    publishedAt: timestamp,
    updatedAt: timestamp,
  }),
});

const commentThreadSchema = z.object({
  kind: z.literal("youtube#commentThread"),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({
    // Missing from older threads (the API added it later), so optional.
    channelId: z.string().optional(),
    videoId: z.string(),
    topLevelComment: commentSchema,
    canReply: z.boolean(),
    totalReplyCount: z.number().int().nonnegative(),
    isPublic: z.boolean(),
  }),
  replies: z.object({ comments: z.array(commentSchema) }).optional(),
});
export type YoutubeCommentThread = z.output<typeof commentThreadSchema>;

export const commentThreadList = {
  envelope: listEnvelope("youtube#commentThreadListResponse"),
  item: commentThreadSchema,
};

// --- errors: { error: { code, message, errors: [{ domain, reason, message }], status?, details? } } ---

export const errorBodySchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    errors: z
      .array(
        z.object({
          message: z.string().optional(),
          domain: z.string().optional(),
          reason: z.string().optional(),
          location: z.string().optional(),
          locationType: z.string().optional(),
        }),
      )
      .optional(),
    status: z.string().optional(),
    details: z
      .array(z.looseObject({ "@type": z.string().optional(), reason: z.string().optional() }))
      .optional(),
  }),
});

// --- channels.list by handle (part=id) ---

const channelIdItemSchema = z.object({ kind: z.literal("youtube#channel"), id: z.string() });
export const channelIdList = {
  envelope: listEnvelope("youtube#channelListResponse"),
  item: channelIdItemSchema,
};

// --- search.list (part=id, type=video) ---

const searchResultSchema = z.object({
  kind: z.literal("youtube#searchResult"),
  id: z.object({ kind: z.literal("youtube#video"), videoId: z.string() }),
});
export const searchList = {
  envelope: listEnvelope("youtube#searchListResponse"),
  item: searchResultSchema,
};
