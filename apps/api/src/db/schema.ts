// The database schema (drizzle). Migrations in apps/api/drizzle/ are generated from this file with
// `pnpm --filter @vi/api db:generate`; never edit a generated migration that has been committed.
//
// Tables carry no schema qualifier: they live in the connection's search_path (public in production, a
// throw-away schema per test file), which is what lets test files share one PostgreSQL in parallel.

import type {
  AffiliateFollowers,
  AnalysisKind,
  AnalysisStatus,
  ChannelAnalysisProgress,
  CurvePoint,
  Role,
  SubscriptionLive,
  VideoFormat,
  YoutubeLinkedAccount,
} from "@vi/types";
import { type SQLWrapper, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    /** Firebase uid: always taken from a verified ID token, never from a request body. */
    uid: text("uid").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    /** IANA zone name, used to send the daily recap at the user's morning. */
    timezone: text("timezone").notNull().default("UTC"),
    /** The interface language the user picked (one of @vi/i18n's LANGUAGES); null: the browser's applies. */
    language: text("language"),
    /**
     * The zone analysis allowances count days in (src/analyses/quota.ts): `timezone` as it was when last
     * in force; null until first used. A change of `timezone` applies to it only from `allowanceTimezoneFrom`
     * (the end of the day then running), so changing zones never reopens a day.
     */
    allowanceTimezone: text("allowance_timezone"),
    allowanceTimezoneNext: text("allowance_timezone_next"),
    allowanceTimezoneFrom: timestamp("allowance_timezone_from", { withTimezone: true }),
    isAdmin: boolean("is_admin").notNull().default(false),
    isBetaTester: boolean("is_beta_tester").notNull().default(false),
    subscribedToDailyRecapEmail: boolean("subscribed_to_daily_recap_email").notNull().default(true),
    /** The sign-in token's email_verified, as last seen; the daily recap goes only to verified addresses. */
    emailVerified: boolean("email_verified").notNull().default(false),
    /** The breakout email of the watchlist (docs/product.md#watchlist). */
    breakoutEmail: boolean("breakout_email").notNull().default(true),
    /** N of the breakout alerts: N times the channel's usual views at the same age (2-10). */
    breakoutMultiple: integer("breakout_multiple").notNull().default(3),
    subscriptionLive: jsonb("subscription_live").$type<SubscriptionLive>(),
    /** The user's one Stripe customer, created at their first checkout. */
    stripeCustomerId: text("stripe_customer_id").unique(),
    /** The Stripe subscription `subscriptionLive` describes (a second one is a duplicate: src/billing/). */
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** Linked YouTube channels in the order they were linked; the last one is the current account. */
    youtube: jsonb("youtube").$type<YoutubeLinkedAccount[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (table) => [
    // Admins find a user by email on /data (emails are stored lower-cased).
    index("users_email_idx").on(table.email),
    // The recap planner walks the users who get a recap, in uid order.
    index("users_recap_idx").on(table.uid).where(sql`subscribed_to_daily_recap_email and email_verified`),
  ],
);

export const savedVideos = pgTable(
  "saved_videos",
  {
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    videoId: text("video_id").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.videoId] }),
    // "Who saved this video" lookups (e.g. when a video's stored data must be deleted).
    index("saved_videos_video_id_idx").on(table.videoId),
  ],
);

/** PostgreSQL's tsvector, read as its text form (the API filters on it and never reads it). */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SavedVideoRow = typeof savedVideos.$inferSelect;

// --- Video store ---
//
// videos carries copies of its channel's title, subscriber count and video count so that the outliers
// table can filter and sort on them with one index each, without a join (docs/decisions/sort-indexes.md).
// The channel refresh rewrites the copies.

/** A YouTube channel as last fetched with channels.list. */
export const channels = pgTable("channels", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  /** customUrl, e.g. '@mayacooks'. */
  handle: text("handle"),
  thumbnailUrl: text("thumbnail_url"),
  uploadsPlaylistId: text("uploads_playlist_id").notNull(),
  /** 0 when the channel hides it. */
  subscriberCount: bigint("subscriber_count", { mode: "number" }).notNull(),
  hiddenSubscriberCount: boolean("hidden_subscriber_count").notNull().default(false),
  videoCount: integer("video_count").notNull(),
  viewCount: bigint("view_count", { mode: "number" }).notNull(),
  /** When the statistics were fetched; kept 30 days at most (docs/product.md#retention). */
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * How far the channel's public feed lags the Data API (ms), measured at the last Data API refresh of
   * one of its videos younger than 48 hours; null until measured (docs/decisions/video-history.md).
   */
  feedLagMs: integer("feed_lag_ms"),
  feedLagAt: timestamp("feed_lag_at", { withTimezone: true }),
});

/**
 * The publication week (whole weeks since 1970-01-01 UTC) of a timestamptz: immutable, so it can be
 * indexed. The week indexes of `videos` and the outliers week walk must spell it the same way.
 */
export const publishedWeek = (publishedAt: SQLWrapper) =>
  sql`(floor(extract(epoch from (${publishedAt} - '1970-01-01 00:00:00+00'::timestamptz)) / 604800)::integer)`;

/** The views bound of the partial week index by subscribers (videos_week_subscriber_count_100k_idx). */
export const WEEK_INDEX_MIN_VIEWS = 100_000;

/** The filter columns the week indexes carry after the key and id (the key itself is not repeated). */
const WEEK_INDEX_FILTERS = [
  `"published_at"`,
  `"view_count"`,
  `"channel_subscriber_count"`,
  `"outlier_score"`,
  `"format"`,
];

export const videos = pgTable(
  "videos",
  {
    id: text("id").primaryKey(),
    channelId: text("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    /** contentDetails.duration as YouTube sends it, e.g. PT4M13S; P0D for live streams. */
    durationIso: text("duration_iso").notNull(),
    format: text("format").$type<VideoFormat>().notNull(),
    viewCount: bigint("view_count", { mode: "number" }).notNull(),
    /** 0 when the owner hides likes. */
    likeCount: bigint("like_count", { mode: "number" }).notNull(),
    /** 0 when comments are off. */
    commentCount: bigint("comment_count", { mode: "number" }).notNull(),
    /** @vi/metrics outlierScore against the channel's baseline; null = not enough history. */
    outlierScore: doublePrecision("outlier_score"),
    /** Lifetime views per hour at fetched_at (so it matches view_count). */
    lifetimeVph: doublePrecision("lifetime_vph").notNull(),
    /** Views per hour between the two newest snapshots; null without such snapshots. */
    recentVph: doublePrecision("recent_vph"),
    channelTitle: text("channel_title").notNull(),
    channelSubscriberCount: bigint("channel_subscriber_count", { mode: "number" }).notNull(),
    channelVideoCount: integer("channel_video_count").notNull(),
    /** The thumbnail YouTube answered last (URL, and the image's ETag when read): changes are detected on it. */
    thumbnailUrl: text("thumbnail_url"),
    thumbnailEtag: text("thumbnail_etag"),
    /** @vi/metrics outlierAtAge at fetched_at: null when too old (30 days), or 'not enough history'. */
    outlierAtAge: doublePrecision("outlier_at_age"),
    /** The channel's videos that outlierAtAge's median came from. */
    outlierAtAgeSample: integer("outlier_at_age_sample").notNull().default(0),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The title's words for the `q` filter (simple config: no stemming, any language). Stored, so that
     * filtering rows read in another index's order, or a sample of the table, does not parse every
     * title again (to_tsvector is most of the cost of such a filter). Not part of StoredVideo.
     */
    titleSearch: tsvector("title_search").notNull().generatedAlwaysAs(sql`to_tsvector('simple', title)`),
  },
  (table) => [
    index("videos_channel_id_idx").on(table.channelId),
    // The refresh job takes the stalest videos first; retention deletes by age.
    index("videos_fetched_at_idx").on(table.fetchedAt),
    // One (column, id) index per sortable column of the outliers table, scanned forwards for `asc` and
    // backwards for `desc`; outlier_score has one per direction with NULLS LAST spelled out, matching
    // the query exactly (docs/decisions/sort-indexes.md).
    index("videos_outlier_asc_idx").on(table.outlierScore.asc().nullsLast(), table.id.asc()),
    index("videos_outlier_desc_idx").on(table.outlierScore.desc().nullsLast(), table.id.desc()),
    index("videos_outlier_at_age_asc_idx").on(table.outlierAtAge.asc().nullsLast(), table.id.asc()),
    index("videos_outlier_at_age_desc_idx").on(table.outlierAtAge.desc().nullsLast(), table.id.desc()),
    index("videos_view_count_idx").on(table.viewCount, table.id),
    index("videos_like_count_idx").on(table.likeCount, table.id),
    index("videos_comment_count_idx").on(table.commentCount, table.id),
    // publishedAt also carries the numeric filters' columns (and VPH), so a "published after" query tests
    // its other filters in this index and only matches reach the table
    // (docs/decisions/published-at-filters-index.md).
    index("videos_published_at_filters_idx").on(
      table.publishedAt,
      table.id,
      table.viewCount,
      table.channelSubscriberCount,
      table.outlierScore,
      table.lifetimeVph,
      table.format,
    ),
    index("videos_lifetime_vph_idx").on(table.lifetimeVph, table.id),
    // A date range sorted by a key that goes with age is read week by week, each week in the key's order;
    // the filters' columns follow the id (drizzle has no INCLUDE) so that the weeks are read from the
    // index alone (docs/decisions/outliers-keyset-weeks.md).
    // Spelt in SQL: drizzle's asc()/desc() set flags on the shared column objects, which other
    // indexes of this list would then read.
    ...[
      ["videos_week_view_count_idx", `"view_count", "id"`],
      ["videos_week_subscriber_count_idx", `"channel_subscriber_count", "id"`],
      ["videos_week_lifetime_vph_idx", `"lifetime_vph", "id"`],
      ["videos_week_outlier_asc_idx", `"outlier_score" asc nulls last, "id" asc`],
      ["videos_week_outlier_desc_idx", `"outlier_score" desc nulls last, "id" desc nulls last`],
    ].map(([name, key]) =>
      index(name as string).on(
        publishedWeek(sql.raw(`"published_at"`)),
        sql.raw([key, ...WEEK_INDEX_FILTERS.filter((column) => !key?.startsWith(column))].join(", ")),
      ),
    ),
    // ">= 100K views" (the page's views chip) sorted by subscribers over a date range: only the videos that
    // pass, so a week's walk does not read through small channels' videos first (migration 0036;
    // docs/decisions/throughput.md). The week walk states the bound literally so that the planner matches it.
    index("videos_week_subscriber_count_100k_idx")
      .on(
        publishedWeek(sql.raw(`"published_at"`)),
        sql.raw(
          `"channel_subscriber_count", "id", ${WEEK_INDEX_FILTERS.filter((c) => c !== `"channel_subscriber_count"`).join(", ")}`,
        ),
      )
      .where(sql.raw(`"view_count" >= ${WEEK_INDEX_MIN_VIEWS}`)),
    index("videos_title_idx").on(table.title, table.id),
    index("videos_channel_title_idx").on(table.channelTitle, table.id),
    index("videos_channel_subscriber_count_idx").on(table.channelSubscriberCount, table.id),
    index("videos_channel_video_count_idx").on(table.channelVideoCount, table.id),
    // The `q` filter: every word of the query a word of the title.
    index("videos_title_search_idx").using("gin", table.titleSearch),
  ],
);

/** View counts over time, for recent VPH (docs/product.md#metrics); kept 7 days. */
/**
 * A video's statistics at each refresh, kept 30 days (YouTube API policy). PARTITIONED BY RANGE (taken_at),
 * one partition per UTC day made by video_snapshots_partition(day) before each write, so retention drops
 * days (drizzle does not model partitions: see drizzle/0025_video_history.sql).
 */
export const videoSnapshots = pgTable(
  "video_snapshots",
  {
    videoId: text("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    viewCount: bigint("view_count", { mode: "number" }).notNull(),
    /** Null when not known (the channel feed carries views only; rows from before history kept them). */
    likeCount: bigint("like_count", { mode: "number" }),
    commentCount: bigint("comment_count", { mode: "number" }),
    /** Where the count came from: the Data API (`api`) or the channel's public feed (`feed`). */
    source: text("source").$type<SnapshotSource>().notNull().default("api"),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.takenAt] })],
);

export type SnapshotSource = "api" | "feed";
export type VideoChangeKind = "title" | "thumbnail";

/**
 * A channel's typical start per format (@vi/metrics typicalStart), computed with its outlier scores after
 * its videos are refreshed: GET /channels/curve reads this row (docs/decisions/video-history.md).
 */
export const channelCurves = pgTable(
  "channel_curves",
  {
    channelId: text("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    format: text("format").$type<VideoFormat>().notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
    points: jsonb("points").$type<CurvePoint[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.format] })],
);

/** Title and thumbnail changes seen at refreshes, kept as long as snapshots (30 days). */
export const videoChanges = pgTable(
  "video_changes",
  {
    videoId: text("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    /** The refresh that saw the change (it happened since the refresh before). */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    kind: text("kind").$type<VideoChangeKind>().notNull(),
    before: text("before").notNull(),
    after: text("after").notNull(),
    /** Views per hour over the 24 hours before the change; null without snapshots to tell. */
    vphBefore: doublePrecision("vph_before"),
    /** Views per hour over the 24 hours after; null until 24 hours have passed. */
    vphAfter: doublePrecision("vph_after"),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.changedAt, table.kind] }),
    index("video_changes_changed_at_idx").on(table.changedAt),
  ],
);

export const TRACKING_SOURCES = ["seed", "demo", "lookup", "saved", "subscription", "watchlist"] as const;
export type TrackingSource = (typeof TRACKING_SOURCES)[number];

/**
 * Channels whose latest uploads the jobs keep in the store. Discovery adds to it (admin seed list, videos
 * users look up or save, channels linked users subscribe to); no foreign key, since a channel is queued
 * before it has ever been fetched.
 */
export const trackedChannels = pgTable(
  "tracked_channels",
  {
    channelId: text("channel_id").primaryKey(),
    source: text("source").$type<TrackingSource>().notNull(),
    /** Last time discovery asked for this channel; lookup channels nobody asks for expire. */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    /** Last successful track; null until the first one. */
    trackedAt: timestamp("tracked_at", { withTimezone: true }),
    /** Consecutive failed attempts; each one doubles the wait before the next (at most a day). */
    failures: integer("failures").notNull().default(0),
    lastError: text("last_error"),
    /** Not tried again before this instant (set after a failure). */
    retryAt: timestamp("retry_at", { withTimezone: true }),
  },
  (table) => [index("tracked_channels_tracked_at_idx").on(table.trackedAt)],
);

/** YouTube quota units spent per Pacific-time day (Google's quota day), shared by every API process. */
export const quotaUsage = pgTable("quota_usage", {
  day: text("day").primaryKey(),
  units: integer("units").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Video ids YouTube answered it does not have (deleted, private, never valid), remembered about a day so no
 * lookup, save or job asks again (docs/decisions/rate-limits.md).
 */
export const youtubeMissingVideos = pgTable(
  "youtube_missing_videos",
  {
    videoId: text("video_id").primaryKey(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("youtube_missing_videos_checked_at_idx").on(table.checkedAt)],
);

/**
 * Per user and Pacific-time quota day: YouTube units their lookups spent and channels they added to
 * tracking, against the plan's allowances (@vi/types YOUTUBE_LOOKUP_UNITS_PER_DAY, TRACKED_CHANNELS_PER_DAY).
 */
export const userDailyUsage = pgTable(
  "user_daily_usage",
  {
    uid: text("uid").notNull(),
    day: text("day").notNull(),
    youtubeUnits: integer("youtube_units").notNull().default(0),
    /** Typed-keyword searches (search.list), charged before the call (KEYWORD_SEARCHES_PER_DAY). */
    keywordSearches: integer("keyword_searches").notNull().default(0),
    channelsAdded: integer("channels_added").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.day] }),
    index("user_daily_usage_day_idx").on(table.day),
  ],
);

/** Applications sent from the /affiliate page, reviewed by admins on /data. */
export const affiliateApplications = pgTable(
  "affiliate_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    website: text("website").notNull(),
    followers: text("followers").$type<AffiliateFollowers>().notNull(),
    message: text("message").notNull(),
    /** HMAC-SHA256 (AFFILIATE_IP_SECRET) of the sender's address key: counts per address, keeps no address. */
    ipHash: text("ip_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("affiliate_applications_created_at_idx").on(table.createdAt),
    index("affiliate_applications_ip_hash_idx").on(table.ipHash, table.createdAt),
  ],
);

export type ChannelRow = typeof channels.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;
export type TrackedChannelRow = typeof trackedChannels.$inferSelect;
export type AffiliateApplicationRow = typeof affiliateApplications.$inferSelect;

// --- Daily recap email and roles (issue 20; apps/api/src/recap, docs/decisions/recap-email.md) ---

export const RECAP_STATUSES = ["sending", "sent", "failed", "skipped"] as const;
export type RecapStatus = (typeof RECAP_STATUSES)[number];

/** What a recap said about one saved video, so that the next one can tell how it moved. */
export interface RecapVideoMark {
  views: number;
  outlierScore: number | null;
}

/**
 * One row per user and local day: the daily recap's outbox. The primary key is what makes the recap
 * once-only across workers and restarts: a sender claims the row ('sending') before talking to SMTP.
 */
export const recapOutbox = pgTable(
  "recap_outbox",
  {
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    /** The user's local calendar day (YYYY-MM-DD in their timezone) the recap is for. */
    day: text("day").notNull(),
    status: text("status").$type<RecapStatus>().notNull(),
    /** SMTP attempts so far (a crash between send and record shows as a second attempt). */
    attempts: integer("attempts").notNull().default(0),
    /** Fixed per user and day, so a repeat after a crash carries the same Message-ID. */
    messageId: text("message_id").notNull(),
    /** Why it was skipped, or the last SMTP error. */
    detail: text("detail"),
    /** The saved videos' figures the recap showed (compared by the next recap). */
    marks: jsonb("marks").$type<Record<string, RecapVideoMark>>(),
    bytes: integer("bytes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.day] }),
    index("recap_outbox_created_at_idx").on(table.createdAt),
  ],
);

/**
 * Every grant and revocation of a role (who, whom, what, when). No foreign keys: the record outlives
 * the accounts it names.
 */
export const roleChanges = pgTable(
  "role_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The admin who made the change; null when made with the command line (`npm run admin`). */
    actorUid: text("actor_uid"),
    /** The admin's email, or "command line". */
    actor: text("actor").notNull(),
    targetUid: text("target_uid").notNull(),
    targetEmail: text("target_email").notNull(),
    role: text("role").$type<Role>().notNull(),
    granted: boolean("granted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("role_changes_created_at_idx").on(table.createdAt)],
);

export type RecapOutboxRow = typeof recapOutbox.$inferSelect;
export type RoleChangeRow = typeof roleChanges.$inferSelect;
// --- YouTube channel linking (src/youtube-accounts/) ---

/**
 * Authorizations started with GET /youtubeInitiateAuth: the state is kept as its SHA-256 only, bound to
 * the user, single-use (used_at) and valid 10 minutes.
 */
export const youtubeOauthStates = pgTable(
  "youtube_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    /** The PKCE code verifier, encrypted like the tokens (a secret until the code is exchanged). */
    codeVerifier: text("code_verifier").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("youtube_oauth_states_uid_idx").on(table.uid, table.expiresAt)],
);

/**
 * Linked channels and their Google grant. A channel is linked to one user at most (the key). Tokens are
 * AES-256-GCM ciphertexts (`v1:<key id>:...`); key_id names the key so rows can be re-encrypted when
 * keys rotate. The channel's subscriptions live in users.youtube, where the user info and discovery read them.
 */
export const youtubeLinks = pgTable(
  "youtube_links",
  {
    channelId: text("channel_id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    title: text("title").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    accessToken: text("access_token").notNull(),
    /** Null when Google sent none (the grant then ends with the access token). */
    refreshToken: text("refresh_token"),
    keyId: text("key_id").notNull(),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }).notNull(),
    scope: text("scope").notNull(),
    /** Google refused the grant (revoked, expired): the user must link the channel again. */
    needsReconnect: boolean("needs_reconnect").notNull().default(false),
    subscriptionsRefreshedAt: timestamp("subscriptions_refreshed_at", { withTimezone: true }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("youtube_links_uid_idx").on(table.uid),
    index("youtube_links_subscriptions_refreshed_at_idx").on(table.subscriptionsRefreshedAt),
  ],
);

/**
 * A linked channel's own analytics (src/own-analytics/), kept per channel and report day (the last day of
 * the current period): read from YouTube once a day; only the latest day is kept, and unlinking the
 * channel deletes it.
 */
export const channelAnalytics = pgTable(
  "channel_analytics",
  {
    channelId: text("channel_id")
      .notNull()
      .references(() => youtubeLinks.channelId, { onDelete: "cascade" }),
    /** 'YYYY-MM-DD', Pacific time. */
    endDate: text("end_date").notNull(),
    report: jsonb("report").$type<Record<string, unknown>>().notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.endDate] })],
);

export type YoutubeOauthStateRow = typeof youtubeOauthStates.$inferSelect;
export type YoutubeLinkRow = typeof youtubeLinks.$inferSelect;

/** Stripe webhook events already applied (Stripe may deliver an event more than once). */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
// --- Analyses and their daily metering (src/analyses/, docs/analyses.md) ---

/**
 * Uses of each analysis kind per user and local day (YYYY-MM-DD in the user's timezone). A claim is one
 * conditional upsert that only increments below the plan's limit (src/analyses/quota.ts).
 */
export const analysisUsage = pgTable(
  "analysis_usage",
  {
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    kind: text("kind").$type<AnalysisKind>().notNull(),
    day: text("day").notNull(),
    used: integer("used").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.kind, table.day] }),
    // Retention deletes old days.
    index("analysis_usage_updated_at_idx").on(table.updatedAt),
  ],
);

/**
 * Every analysis a user made: one per user, kind, local day and subject (`key`), so asking again the
 * same day reopens it for free. `result` is the kind's JSON answer (no caption text for transcripts).
 */
export const analyses = pgTable(
  "analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    kind: text("kind").$type<AnalysisKind>().notNull(),
    day: text("day").notNull(),
    /** What makes two analyses the same that day: the video id, `videoId:language`, channel id, search text. */
    key: text("key").notNull(),
    /** The video id, channel id or search text it is about. */
    target: text("target").notNull(),
    title: text("title"),
    language: text("language"),
    result: jsonb("result").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("analyses_once_a_day_idx").on(table.uid, table.kind, table.day, table.key),
    // The user's list, newest first (ascending index read backwards: docs/decisions/sort-indexes.md on NULLS order).
    index("analyses_uid_created_at_idx").on(table.uid, table.createdAt, table.id),
    index("analyses_created_at_idx").on(table.createdAt),
  ],
);

export type AnalysisUsageRow = typeof analysisUsage.$inferSelect;
export type AnalysisRow = typeof analyses.$inferSelect;

// --- Channel analysis runs (src/channel-analyses/) ---

/**
 * A channel analysis accepted by POST /analyses/channel and run by the channel-analysis job: its progress
 * while it runs, the stored analysis (same id in `analyses`) once done. Kept here so that an API restart
 * loses nothing: the job is in pg-boss, its state in this row.
 */
export const channelAnalysisRuns = pgTable(
  "channel_analysis_runs",
  {
    /** Also the id of the analyses row written when it is done. */
    id: uuid("id").primaryKey().defaultRandom(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    /** What the user asked for, as typed. */
    input: text("input").notNull(),
    channelId: text("channel_id").notNull(),
    timezone: text("timezone").notNull(),
    /** The local day the use was claimed on (refunded on that day when the run fails). */
    day: text("day").notNull(),
    status: text("status").$type<AnalysisStatus>().notNull(),
    progress: jsonb("progress").$type<ChannelAnalysisProgress>().notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("channel_analysis_runs_uid_created_at_idx").on(table.uid, table.createdAt),
    // One run per user, channel and day that has not failed: parallel starts store one (and claim one use).
    uniqueIndex("channel_analysis_runs_once_a_day_idx")
      .on(table.uid, table.channelId, table.day)
      .where(sql`status <> 'failed'`),
  ],
);

export type ChannelAnalysisRunRow = typeof channelAnalysisRuns.$inferSelect;

/**
 * The request limits' counters shared by every API process when there is no Redis (src/rate-limit/store.ts):
 * rate-limiter-flexible's PostgreSQL layout - `key` is "<limit>:<who>", `points` the requests counted in
 * the window that ends at `expire` (epoch milliseconds). Rows past their window are swept by the library.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: bigint("expire", { mode: "number" }),
  },
  (table) => [index("rate_limits_expire_idx").on(table.expire)],
);

/**
 * Personal API keys (src/api-keys/): only the SHA-256 of the key is stored (the key is 32 random bytes,
 * so a fast hash is enough), with its first characters for the owner to tell keys apart. Revoking deletes
 * the row; deleting the user deletes their keys.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    hash: text("hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("api_keys_uid_idx").on(table.uid, table.createdAt)],
);

/**
 * Key calls per user and local day, against @vi/types API_KEY_CALLS_PER_DAY: one conditional upsert
 * counts a call only below the plan's allowance (src/api-keys/service.ts).
 */
export const apiKeyUsage = pgTable(
  "api_key_usage",
  {
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    day: text("day").notNull(),
    calls: integer("calls").notNull(),
  },
  (table) => [primaryKey({ columns: [table.uid, table.day] })],
);

// --- Watchlist (src/watchlist/, docs/product.md#watchlist) ---

/** Channels a user follows. */
export const watchlist = pgTable(
  "watchlist",
  {
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    channelId: text("channel_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
    /** When it was queued for tracking; null while it waits for the next day (the daily cap of new channels). */
    trackingFrom: timestamp("tracking_from", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.channelId] }),
    index("watchlist_channel_id_idx").on(table.channelId),
    index("watchlist_waiting_idx").on(table.addedAt).where(sql`${table.trackingFrom} is null`),
  ],
);

/** 'skipped' closes breakouts that came while the email was off (never emailed later). */
export type BreakoutEmailStatus = "sending" | "sent" | "skipped";

/** The breakout emails, one row per email (the outbox: claimed 'sending' before SMTP, 'sent' after). */
export const breakoutEmails = pgTable(
  "breakout_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    status: text("status").$type<BreakoutEmailStatus>().notNull(),
    /** Fixed per email, so a repeat after a crash carries the same Message-ID. */
    messageId: text("message_id").notNull(),
    attempts: integer("attempts").notNull().default(0),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("breakout_emails_uid_idx").on(table.uid, table.createdAt),
    uniqueIndex("breakout_emails_one_sending_idx").on(table.uid).where(sql`${table.status} = 'sending'`),
  ],
);

/** A followed channel's video that broke out, once per user and video (the alert's record). */
export const watchlistBreakouts = pgTable(
  "watchlist_breakouts",
  {
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    videoId: text("video_id").notNull(),
    channelId: text("channel_id").notNull(),
    /** The outlier at the same age when it was detected. */
    multiple: doublePrecision("multiple").notNull(),
    detectedAt: timestamp("detected_at", { withTimezone: true }).notNull(),
    /** The email that carried it; null until one claims it. */
    emailId: uuid("email_id").references(() => breakoutEmails.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.videoId] }),
    index("watchlist_breakouts_uid_idx").on(table.uid, table.detectedAt),
    index("watchlist_breakouts_unsent_idx").on(table.uid).where(sql`${table.emailId} is null`),
  ],
);

export type WebsubState = "pending" | "active" | "failed";

/** Our WebSub (PubSubHubbub) subscriptions to followed channels' upload feeds, one per channel. */
export const websubSubscriptions = pgTable(
  "websub_subscriptions",
  {
    channelId: text("channel_id").primaryKey(),
    /** The HMAC secret the hub signs this channel's notifications with. */
    secret: text("secret").notNull(),
    state: text("state").$type<WebsubState>().notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    lastNotifiedAt: timestamp("last_notified_at", { withTimezone: true }),
    /** The Atom feed's last poll (the fallback when pushes stop). */
    polledAt: timestamp("polled_at", { withTimezone: true }),
  },
  (table) => [index("websub_subscriptions_lease_idx").on(table.leaseExpiresAt)],
);
