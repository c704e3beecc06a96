// The watchlist (followed channels), its feed of their recent uploads and breakout alerts
// (docs/product.md#watchlist).
import { z } from "zod";
import { CHANNEL_REFERENCE_MESSAGE, parseChannelReference } from "./channel-analyses.ts";
import { ChannelIdSchema, CountSchema, IsoDateTimeSchema, VideoIdSchema } from "./common.ts";
import { integerParam, patternInput, textInput } from "./input.ts";
import { PLAN_IDS } from "./plan-constants.ts";
import { UnsubscribeQuerySchema, UnsubscribeResponseSchema } from "./recap.ts";
import { VideoFormatSchema } from "./video.ts";

/** A breakout: N times the channel's usual views at the same age, N = 3 unless the user picks 2-10. */
export const BREAKOUT_MULTIPLE_DEFAULT = 3;
export const BREAKOUT_MULTIPLE_MIN = 2;
export const BREAKOUT_MULTIPLE_MAX = 10;
/** Only a video's first 7 days can make a breakout alert. */
export const BREAKOUT_WINDOW_DAYS = 7;
/** The feed shows uploads of the last 30 days. */
export const WATCHLIST_FEED_DAYS = 30;
/** At most one breakout email per user in this many minutes; it collects every breakout since the last. */
export const BREAKOUT_EMAIL_INTERVAL_MINUTES = 60;

/** The user's breakout alert settings. */
export const BreakoutAlertSettingsSchema = z.object({
  /** The breakout email (the extension's badge and notifications are switched in its popup). */
  email: z.boolean(),
  /** N: a video alerts at N times its channel's usual views at the same age. */
  multiple: z.int().min(BREAKOUT_MULTIPLE_MIN).max(BREAKOUT_MULTIPLE_MAX),
});
export type BreakoutAlertSettings = z.infer<typeof BreakoutAlertSettingsSchema>;

/** Whether the jobs track a followed channel now, or from the next day (the daily cap of new channels). */
export const WATCH_TRACKING_STATES = ["tracked", "tomorrow"] as const;

export const WatchedChannelSchema = z.object({
  channelId: ChannelIdSchema,
  /** Null until the channel's record is read (a follow waiting for tomorrow's tracking). */
  title: z.string().nullable(),
  handle: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  addedAt: IsoDateTimeSchema,
  tracking: z.enum(WATCH_TRACKING_STATES),
});
export type WatchedChannel = z.infer<typeof WatchedChannelSchema>;

/** GET /watchlist answer. */
export const GetWatchlistResponseSchema = z.object({
  /** Newest follow first. */
  channels: z.array(WatchedChannelSchema),
  /** Channels the user's plan may follow. */
  limit: CountSchema,
  plan: z.enum(PLAN_IDS),
  alerts: BreakoutAlertSettingsSchema,
});
export type GetWatchlistResponse = z.infer<typeof GetWatchlistResponseSchema>;

/** POST /watchlist body: a channel id (UC...), an @handle or a youtube.com channel URL. */
export const AddWatchlistRequestSchema = z.object({
  channel: textInput(300, { min: 1, label: "channel" }).refine(
    (value) => parseChannelReference(value) !== null,
    CHANNEL_REFERENCE_MESSAGE,
  ),
});
export type AddWatchlistRequest = z.infer<typeof AddWatchlistRequestSchema>;

/** POST /watchlist answer (201 for a new follow, 200 when already followed). */
export const AddWatchlistResponseSchema = z.object({
  channel: WatchedChannelSchema,
  /** For the user: when tracking waits for tomorrow, it says so; null otherwise. */
  notice: z.string().nullable(),
});
export type AddWatchlistResponse = z.infer<typeof AddWatchlistResponseSchema>;

export const DeleteWatchlistQuerySchema = z.object({ channelId: ChannelIdSchema }).strict();
export type DeleteWatchlistQuery = z.infer<typeof DeleteWatchlistQuerySchema>;
export const DeleteWatchlistResponseSchema = z.object({ success: z.literal(true) });

export const WATCHLIST_FEED_WINDOWS = ["24h", "7d", "30d"] as const;
export const WATCHLIST_FEED_SORTS = ["newest", "breakout"] as const;

/** GET /watchlist/feed query. */
export const WatchlistFeedQuerySchema = z
  .object({
    /** Newest first, or 'breaking out' first (highest outlier at the same age). */
    sort: z.enum(WATCHLIST_FEED_SORTS).default("newest"),
    window: z.enum(WATCHLIST_FEED_WINDOWS).default("30d"),
    format: VideoFormatSchema.optional(),
    channelId: ChannelIdSchema.optional(),
    limit: integerParam({ min: 1, max: 100 }).default(30),
    /** The `nextCursor` of the previous page (same sort and filters). */
    cursor: patternInput(/^[A-Za-z0-9_-]{1,200}$/, "Invalid cursor").optional(),
  })
  .strict();
export type WatchlistFeedQuery = z.input<typeof WatchlistFeedQuerySchema>;

export const WatchlistFeedVideoSchema = z.object({
  videoId: VideoIdSchema,
  title: z.string(),
  channelId: ChannelIdSchema,
  channelTitle: z.string(),
  publishedAt: IsoDateTimeSchema,
  format: VideoFormatSchema,
  viewCount: CountSchema,
  thumbnailUrl: z.string().nullable(),
  /** Views / the channel's median at the same age; null: not enough history. */
  outlierAtAge: z.number().nonnegative().nullable(),
  outlierAtAgeSample: CountSchema,
  /** When this video alerted the user as a breakout; null if it has not. */
  breakoutAt: IsoDateTimeSchema.nullable(),
});
export type WatchlistFeedVideo = z.infer<typeof WatchlistFeedVideoSchema>;

export const WatchlistFeedResponseSchema = z.object({
  videos: z.array(WatchlistFeedVideoSchema),
  nextCursor: z.string().nullable(),
});
export type WatchlistFeedResponse = z.infer<typeof WatchlistFeedResponseSchema>;

/** PUT /watchlist/alerts body: either setting, at least one. */
export const UpdateBreakoutAlertsRequestSchema = z
  .object({
    email: z.boolean().optional(),
    multiple: z.int().min(BREAKOUT_MULTIPLE_MIN).max(BREAKOUT_MULTIPLE_MAX).optional(),
  })
  .strict()
  .refine((body) => body.email !== undefined || body.multiple !== undefined, "Nothing to update");
export type UpdateBreakoutAlertsRequest = z.infer<typeof UpdateBreakoutAlertsRequestSchema>;

/** GET /watchlist/breakouts query: the extension's badge count and notifications. */
export const WatchlistBreakoutsQuerySchema = z
  .object({
    /** Breakouts alerted after this instant (the extension's last look); default the last 7 days. */
    since: patternInput(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/,
      "since: an instant such as 2026-03-01T10:00:00.000Z",
    )
      // A real instant between 1970 and 2100 (PostgreSQL has no year 0; nothing of ours is older).
      .refine((text) => {
        const at = Date.parse(text);
        return at >= 0 && at < Date.UTC(2100, 0, 1);
      }, "since: an instant such as 2026-03-01T10:00:00.000Z")
      .optional(),
  })
  .strict();

export const WatchlistBreakoutSchema = z.object({
  videoId: VideoIdSchema,
  title: z.string(),
  channelTitle: z.string(),
  /** The outlier at the same age when it alerted. */
  multiple: z.number().nonnegative(),
  alertedAt: IsoDateTimeSchema,
});
export type WatchlistBreakout = z.infer<typeof WatchlistBreakoutSchema>;

export const WatchlistBreakoutsResponseSchema = z.object({
  /** Newest first, at most 50. */
  breakouts: z.array(WatchlistBreakoutSchema),
});
export type WatchlistBreakoutsResponse = z.infer<typeof WatchlistBreakoutsResponseSchema>;

/** POST /watchlist/unsubscribe?token=: the breakout email's one-click unsubscribe (same token form as the recap's). */
export const WatchlistUnsubscribeQuerySchema = UnsubscribeQuerySchema.strict();
export const WatchlistUnsubscribeResponseSchema = UnsubscribeResponseSchema;

/**
 * Where YouTube's WebSub hub calls the API: GET answers the hub's verification challenge, POST takes a
 * signed Atom notification of a new upload. Not a JSON contract (the hub speaks text and Atom).
 */
export const WEBSUB_CALLBACK_PATH = "/websub/youtube";

/** Why GET /watchlist/subscriptions cannot read the linked channel's subscriptions (409 details.reason). */
export const SUBSCRIPTIONS_UNAVAILABLE_REASONS = ["no_channel", "grant_revoked", "missing_scope"] as const;
export type SubscriptionsUnavailableReason = (typeof SUBSCRIPTIONS_UNAVAILABLE_REASONS)[number];

export const WatchlistSubscriptionSchema = z.object({
  channelId: ChannelIdSchema,
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Already on the user's watchlist. */
  followed: z.boolean(),
});
export type WatchlistSubscription = z.infer<typeof WatchlistSubscriptionSchema>;

/** GET /watchlist/subscriptions answer: the linked channel's subscriptions, alphabetical. */
export const WatchlistSubscriptionsResponseSchema = z.object({
  /** The linked channel whose subscriptions these are. */
  channelId: ChannelIdSchema,
  channelTitle: z.string().nullable(),
  subscriptions: z.array(WatchlistSubscriptionSchema),
  /** Channels the plan may follow, and how many more the user can add now. */
  limit: CountSchema,
  remaining: CountSchema,
});
export type WatchlistSubscriptionsResponse = z.infer<typeof WatchlistSubscriptionsResponseSchema>;

/** POST /watchlist/import body: channel ids from GET /watchlist/subscriptions, each once. */
export const ImportWatchlistRequestSchema = z
  .object({
    channelIds: z
      .array(ChannelIdSchema)
      .min(1, "channelIds: choose at least one channel")
      .max(100, "channelIds: at most 100 channels at once")
      .refine((ids) => new Set(ids).size === ids.length, "channelIds: each channel once"),
  })
  .strict();
export type ImportWatchlistRequest = z.infer<typeof ImportWatchlistRequestSchema>;

/** POST /watchlist/import answer. */
export const ImportWatchlistResponseSchema = z.object({
  /** Newly followed, in the order asked. */
  added: z.array(WatchedChannelSchema),
  /** Asked but already followed. */
  alreadyFollowed: z.array(ChannelIdSchema),
  /** Not followed: the plan's limit was reached. */
  refused: z.array(ChannelIdSchema),
  limit: CountSchema,
  /** For the user: what was refused and why, or that tracking waits for tomorrow; null otherwise. */
  notice: z.string().nullable(),
});
export type ImportWatchlistResponse = z.infer<typeof ImportWatchlistResponseSchema>;
