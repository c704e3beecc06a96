// The watchlist: channels a user follows (a plan limit, enforced under a lock on the user's row), their
// tracking by the jobs within the daily cap of new tracked channels, the feed of their recent uploads,
// breakout detection and the alert settings (docs/product.md#watchlist).
import {
  type AddWatchlistResponse,
  BREAKOUT_WINDOW_DAYS,
  type BreakoutAlertSettings,
  type GetWatchlistResponse,
  type ImportWatchlistResponse,
  type PlanId,
  type SubscriptionsUnavailableReason,
  TRACKED_CHANNELS_PER_DAY,
  type UpdateBreakoutAlertsRequest,
  WATCHLIST_CHANNELS,
  WATCHLIST_FEED_DAYS,
  type WatchedChannel,
  type WatchlistBreakoutsResponse,
  type WatchlistFeedQuerySchema,
  type WatchlistFeedResponse,
  type WatchlistFeedVideo,
  type WatchlistSubscriptionsResponse,
  YOUTUBE_READONLY_SCOPE,
} from "@vi/types";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { z as zod } from "zod";
import type { PlanResolver } from "../billing/plan.ts";
import type { Database } from "../db/index.ts";
import { trackedChannels, users, watchlist } from "../db/schema.ts";
import { badRequest, HttpError, notFound } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { CursorInstantSchema } from "../validation.ts";
import { requestTracking } from "../videos/tracking.ts";
import { AllowanceSpentError, type UserAllowance } from "../videos/user-allowance.ts";
import {
  GoogleUnavailableError,
  YoutubeTokenRejectedError,
  YoutubeUserApiError,
} from "../youtube-accounts/google.ts";
import { NeedsReconnectError, type YoutubeLinking } from "../youtube-accounts/service.ts";

const DAY = 86_400_000;
const PLAN_NAMES: Record<PlanId, string> = {
  free: "Free",
  standard: "Standard",
  professional: "Professional",
};
const WINDOW_MS = { "24h": DAY, "7d": 7 * DAY, "30d": WATCHLIST_FEED_DAYS * DAY } as const;

/** The user's words when a follow waits for the next day's tracking (docs/product.md#watchlist). */
export const TRACKING_TOMORROW_NOTICE = `You have added ${TRACKED_CHANNELS_PER_DAY} new channels to tracking today, so this channel's uploads are tracked from tomorrow.`;

export interface WatchlistDeps {
  db: Database;
  plans: PlanResolver;
  allowance: Pick<UserAllowance, "grantChannels" | "spendUnits">;
  /** Channel linking, for importing the linked channel's subscriptions; null when it is not configured. */
  linking?: Pick<YoutubeLinking, "linkOf" | "readSubscriptions"> | null;
  /** The one channel reference resolver (channel analyses'): id, @handle or URL to a channel id. */
  resolveChannel(raw: string, uid: string): Promise<string>;
  now: () => Date;
  logger: Logger;
  upgradeUrl: string;
  /** New channels were queued for tracking (nudges the track job). */
  onChannelsQueued?: () => void;
}

export type WatchlistFeedQuery = zod.output<typeof WatchlistFeedQuerySchema>;

type Cursor =
  | { sort: "newest"; publishedAt: Date; id: string }
  | { sort: "breakout"; score: number; publishedAt: Date; id: string };

const VideoIdPart = zod.string().regex(/^[A-Za-z0-9_-]{11}$/);
const NewestCursorSchema = zod.tuple([zod.literal("n"), CursorInstantSchema, VideoIdPart]);
const BreakoutCursorSchema = zod.tuple([
  zod.literal("b"),
  zod
    .string()
    .regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/)
    .transform(Number)
    .refine(Number.isFinite),
  CursorInstantSchema,
  VideoIdPart,
]);

function encodeCursor(cursor: Cursor): string {
  const parts =
    cursor.sort === "newest"
      ? ["n", cursor.publishedAt.toISOString(), cursor.id]
      : ["b", String(cursor.score), cursor.publishedAt.toISOString(), cursor.id];
  return Buffer.from(parts.join("|")).toString("base64url");
}

/** A cursor of this sort written by encodeCursor, else 400 naming `cursor`. */
function decodeCursor(text: string, sort: "newest" | "breakout"): Cursor {
  const parts = Buffer.from(text, "base64url").toString("utf8").split("|");
  if (sort === "newest") {
    const parsed = NewestCursorSchema.safeParse(parts);
    if (parsed.success) return { sort, publishedAt: new Date(parsed.data[1]), id: parsed.data[2] };
  } else {
    const parsed = BreakoutCursorSchema.safeParse(parts);
    if (parsed.success)
      return { sort, score: parsed.data[1], publishedAt: new Date(parsed.data[2]), id: parsed.data[3] };
  }
  throw badRequest("cursor: not a nextCursor of GET /watchlist/feed with this sort", "cursor");
}

function cannotRead(reason: SubscriptionsUnavailableReason, message: string) {
  return new HttpError(409, "CONFLICT", message, { details: { reason } });
}
const NO_CHANNEL = "Link your YouTube channel to import the channels it subscribes to.";
const GRANT_REVOKED =
  "Google no longer accepts VidInsight's access to your YouTube channel. Link it again to import its subscriptions.";
const MISSING_SCOPE =
  "VidInsight may not read your channel's subscriptions. Link the channel again and allow VidInsight to view your YouTube account.";
const GOOGLE_DOWN = "YouTube is not answering right now. Try again in a few minutes.";
const YOUTUBE_LIMIT = "YouTube's daily limit is reached. Try again tomorrow.";

export function createWatchlist(deps: WatchlistDeps) {
  const { db, now, logger } = deps;

  async function settings(uid: string): Promise<BreakoutAlertSettings> {
    const [row] = await db
      .select({ email: users.breakoutEmail, multiple: users.breakoutMultiple })
      .from(users)
      .where(eq(users.uid, uid));
    if (!row) throw notFound("No user record yet: sign in again.");
    return row;
  }

  async function channelsOf(uid: string, only?: string): Promise<WatchedChannel[]> {
    const rows = await db.execute<{
      channel_id: string;
      title: string | null;
      handle: string | null;
      thumbnail_url: string | null;
      added_at: Date | string;
      tracking_from: Date | string | null;
    }>(sql`
      select w.channel_id, c.title, c.handle, c.thumbnail_url, w.added_at, w.tracking_from
      from watchlist w left join channels c on c.id = w.channel_id
      where w.uid = ${uid} ${only ? sql`and w.channel_id = ${only}` : sql``}
      order by w.added_at desc, w.channel_id
    `);
    return rows.rows.map((row) => ({
      channelId: row.channel_id,
      title: row.title,
      handle: row.handle,
      thumbnailUrl: row.thumbnail_url,
      addedAt: new Date(row.added_at).toISOString(),
      tracking: row.tracking_from === null ? "tomorrow" : "tracked",
    }));
  }

  /**
   * Queues the channel for tracking if the user's daily cap of new channels allows (a channel the jobs
   * already track costs nothing); true when it is tracked now.
   */
  async function startTracking(uid: string, channelId: string): Promise<boolean> {
    const [known] = await db
      .select({ id: trackedChannels.channelId })
      .from(trackedChannels)
      .where(eq(trackedChannels.channelId, channelId));
    if (!known && (await deps.allowance.grantChannels(uid, 1)) === 0) return false;
    const added = await requestTracking(db, [channelId], "watchlist", now());
    await db
      .update(watchlist)
      .set({ trackingFrom: now() })
      .where(and(eq(watchlist.uid, uid), eq(watchlist.channelId, channelId)));
    if (added.length > 0) deps.onChannelsQueued?.();
    return true;
  }

  function fullMessage(plan: PlanId, limit: number): string {
    return plan === "professional"
      ? `You follow ${limit} channels, the most the ${PLAN_NAMES[plan]} plan allows. Remove one to follow another.`
      : `You follow ${limit} channels, the most the ${PLAN_NAMES[plan]} plan allows. Remove one, or upgrade to follow more.`;
  }

  return {
    async list(uid: string): Promise<GetWatchlistResponse> {
      const [alerts, plan, channels] = await Promise.all([
        settings(uid),
        deps.plans.planFor(uid),
        channelsOf(uid),
      ]);
      return { channels, limit: WATCHLIST_CHANNELS[plan], plan, alerts };
    },

    /** Follows a channel; `created` false when it was already followed. */
    async add(uid: string, reference: string): Promise<AddWatchlistResponse & { created: boolean }> {
      const channelId = await deps.resolveChannel(reference, uid);
      const plan = await deps.plans.planFor(uid);
      const limit = WATCHLIST_CHANNELS[plan];
      // The user's row is locked for the count and the insert, so parallel follows cannot pass the limit.
      const outcome = await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ uid: users.uid })
          .from(users)
          .where(eq(users.uid, uid))
          .for("update");
        if (!user) return "no-user" as const;
        const [existing] = await tx
          .select({ channelId: watchlist.channelId })
          .from(watchlist)
          .where(and(eq(watchlist.uid, uid), eq(watchlist.channelId, channelId)));
        if (existing) return "exists" as const;
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(watchlist)
          .where(eq(watchlist.uid, uid));
        if ((count?.n ?? 0) >= limit) return "full" as const;
        await tx.insert(watchlist).values({ uid, channelId, addedAt: now() });
        return "added" as const;
      });
      if (outcome === "no-user") throw notFound("No user record yet: sign in again.");
      if (outcome === "full") {
        throw new HttpError(403, "FORBIDDEN", fullMessage(plan, limit), {
          details: { limit, plan, upgradeUrl: deps.upgradeUrl },
        });
      }
      let tracked = true;
      if (outcome === "added") {
        tracked = await startTracking(uid, channelId);
        if (!tracked) logger.info({ uid, channelId }, "watchlist follow waits for tomorrow's tracking");
      }
      const [channel] = await channelsOf(uid, channelId);
      if (!channel) throw notFound("This channel was removed from your watchlist meanwhile.");
      return {
        created: outcome === "added",
        channel,
        notice: channel.tracking === "tomorrow" ? TRACKING_TOMORROW_NOTICE : null,
      };
    },

    /**
     * The linked channel's subscriptions, read from YouTube now: each page (1 unit) is charged to the
     * caller's daily allowance before it is asked for. Alphabetical, each marked when already followed.
     */
    async subscriptions(uid: string): Promise<WatchlistSubscriptionsResponse> {
      const linking = deps.linking;
      if (!linking) {
        throw new HttpError(
          503,
          "SERVICE_UNAVAILABLE",
          "Reading your YouTube subscriptions is not available right now. Try again later.",
        );
      }
      const link = await linking.linkOf(uid);
      if (!link) throw cannotRead("no_channel", NO_CHANNEL);
      if (link.needsReconnect) throw cannotRead("grant_revoked", GRANT_REVOKED);
      if (!link.scopes.includes(YOUTUBE_READONLY_SCOPE)) throw cannotRead("missing_scope", MISSING_SCOPE);
      const plan = await deps.plans.planFor(uid);
      let read: Awaited<ReturnType<typeof linking.readSubscriptions>>;
      try {
        read = await linking.readSubscriptions(link.channelId, () => deps.allowance.spendUnits(uid, plan, 1));
      } catch (error) {
        if (error instanceof NeedsReconnectError || error instanceof YoutubeTokenRejectedError)
          throw cannotRead("grant_revoked", GRANT_REVOKED);
        if (error instanceof YoutubeUserApiError && error.reason === "insufficientPermissions")
          throw cannotRead("missing_scope", MISSING_SCOPE);
        if (error instanceof YoutubeUserApiError && error.reason === "quotaExceeded")
          throw new HttpError(503, "SERVICE_UNAVAILABLE", YOUTUBE_LIMIT, { cause: error });
        if (error instanceof Error && error.name === "QuotaBudgetExhaustedError")
          throw new HttpError(503, "SERVICE_UNAVAILABLE", YOUTUBE_LIMIT, { cause: error });
        if (error instanceof GoogleUnavailableError)
          throw new HttpError(503, "SERVICE_UNAVAILABLE", GOOGLE_DOWN, { cause: error });
        if (error instanceof AllowanceSpentError) {
          throw new HttpError(
            429,
            "TOO_MANY_REQUESTS",
            "You have used today's allowance of YouTube lookups for your plan; it resets at midnight Pacific Time",
            {
              retryAfterSeconds: Math.max(1, Math.ceil((error.resetsAt.getTime() - now().getTime()) / 1000)),
              cause: error,
            },
          );
        }
        throw error;
      }
      const followed = new Set(
        (
          await db.select({ channelId: watchlist.channelId }).from(watchlist).where(eq(watchlist.uid, uid))
        ).map((row) => row.channelId),
      );
      const limit = WATCHLIST_CHANNELS[plan];
      return {
        channelId: link.channelId,
        channelTitle: link.title,
        subscriptions: read
          .map((entry) => ({
            channelId: entry.channelId,
            title: entry.title,
            thumbnailUrl: entry.thumbnailUrl ?? null,
            followed: followed.has(entry.channelId),
          }))
          .sort((a, b) => a.title.localeCompare(b.title, "en") || a.channelId.localeCompare(b.channelId)),
        limit,
        remaining: Math.max(0, limit - followed.size),
      };
    },

    /**
     * Follows channels of the linked channels' subscriptions (as last read), in the order given, up to the
     * plan's remaining slots: one transaction under the user's row lock, as `add`, so parallel imports and
     * follows cannot pass the limit together.
     */
    async importChannels(uid: string, channelIds: readonly string[]): Promise<ImportWatchlistResponse> {
      const plan = await deps.plans.planFor(uid);
      const limit = WATCHLIST_CHANNELS[plan];
      const outcome = await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ youtube: users.youtube })
          .from(users)
          .where(eq(users.uid, uid))
          .for("update");
        if (!user) return null;
        const known = new Set(
          user.youtube.flatMap((account) => account.subscriptions.map((s) => s.channelId)),
        );
        const unknown = channelIds.filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw badRequest(
            unknown.length === 1
              ? "channelIds: one channel is not among your YouTube channel's subscriptions; load them again"
              : `channelIds: ${unknown.length} channels are not among your YouTube channel's subscriptions; load them again`,
            "channelIds",
          );
        }
        const existing = new Set(
          (
            await tx
              .select({ channelId: watchlist.channelId })
              .from(watchlist)
              .where(and(eq(watchlist.uid, uid), inArray(watchlist.channelId, [...channelIds])))
          ).map((row) => row.channelId),
        );
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(watchlist)
          .where(eq(watchlist.uid, uid));
        const room = Math.max(0, limit - (count?.n ?? 0));
        const fresh = channelIds.filter((id) => !existing.has(id));
        const added = fresh.slice(0, room);
        const at = now();
        if (added.length > 0) {
          await tx.insert(watchlist).values(added.map((channelId) => ({ uid, channelId, addedAt: at })));
        }
        return {
          added,
          alreadyFollowed: channelIds.filter((id) => existing.has(id)),
          refused: fresh.slice(room),
        };
      });
      if (!outcome) throw notFound("No user record yet: sign in again.");
      let waiting = 0;
      for (const channelId of outcome.added) {
        if (!(await startTracking(uid, channelId))) waiting++;
      }
      if (waiting > 0) logger.info({ uid, waiting }, "watchlist import waits for tomorrow's tracking");
      const channels = new Map((await channelsOf(uid)).map((channel) => [channel.channelId, channel]));
      const added = outcome.added.flatMap((id) => channels.get(id) ?? []);
      const notices: string[] = [];
      if (outcome.refused.length > 0) {
        notices.push(
          `${outcome.refused.length === 1 ? "One channel was" : `${outcome.refused.length} channels were`} not added. ${fullMessage(plan, limit)}`,
        );
      }
      if (waiting > 0) {
        notices.push(
          `You have added ${TRACKED_CHANNELS_PER_DAY} new channels to tracking today, so the uploads of ${waiting === 1 ? "one of them" : `${waiting} of them`} are tracked from tomorrow.`,
        );
      }
      return {
        added,
        alreadyFollowed: outcome.alreadyFollowed,
        refused: outcome.refused,
        limit,
        notice: notices.length > 0 ? notices.join(" ") : null,
      };
    },

    async remove(uid: string, channelId: string): Promise<void> {
      await db.delete(watchlist).where(and(eq(watchlist.uid, uid), eq(watchlist.channelId, channelId)));
    },

    async updateAlerts(uid: string, body: UpdateBreakoutAlertsRequest): Promise<BreakoutAlertSettings> {
      const [row] = await db
        .update(users)
        .set({
          ...(body.email !== undefined ? { breakoutEmail: body.email } : {}),
          ...(body.multiple !== undefined ? { breakoutMultiple: body.multiple } : {}),
          updatedAt: now(),
        })
        .where(eq(users.uid, uid))
        .returning({ email: users.breakoutEmail, multiple: users.breakoutMultiple });
      if (!row) throw notFound("No user record yet: sign in again.");
      return row;
    },

    /** Turns the breakout email off (the one-click unsubscribe); false when there is no such user. */
    async unsubscribe(uid: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ breakoutEmail: false, updatedAt: now() })
        .where(eq(users.uid, uid))
        .returning({ uid: users.uid });
      return rows.length > 0;
    },

    async feed(uid: string, query: WatchlistFeedQuery): Promise<WatchlistFeedResponse> {
      const at = now();
      const since = new Date(at.getTime() - WINDOW_MS[query.window]);
      const after = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
      const score = sql`coalesce(v.outlier_at_age, -1)`;
      const keyset = !after
        ? sql``
        : after.sort === "newest"
          ? sql`and (v.published_at, v.id) < (${after.publishedAt.toISOString()}::timestamptz, ${after.id})`
          : sql`and (${score}, v.published_at, v.id) < (${after.score}::float8, ${after.publishedAt.toISOString()}::timestamptz, ${after.id})`;
      const order =
        query.sort === "newest"
          ? sql`v.published_at desc, v.id desc`
          : sql`${score} desc, v.published_at desc, v.id desc`;
      const rows = await db.execute<{
        id: string;
        title: string;
        channel_id: string;
        channel_title: string;
        published_at: Date | string;
        format: "short" | "long";
        view_count: string | number;
        thumbnail_url: string | null;
        outlier_at_age: number | null;
        outlier_at_age_sample: number;
        breakout_at: Date | string | null;
      }>(sql`
        select v.id, v.title, v.channel_id, v.channel_title, v.published_at, v.format, v.view_count,
               v.thumbnail_url, v.outlier_at_age, v.outlier_at_age_sample, b.detected_at as breakout_at
        from watchlist w
        join videos v on v.channel_id = w.channel_id
        left join watchlist_breakouts b on b.uid = w.uid and b.video_id = v.id
        where w.uid = ${uid}
          and v.published_at > ${since.toISOString()}::timestamptz
          and v.published_at <= ${at.toISOString()}::timestamptz
          ${query.format ? sql`and v.format = ${query.format}` : sql``}
          ${query.channelId ? sql`and w.channel_id = ${query.channelId}` : sql``}
          ${keyset}
        order by ${order}
        limit ${query.limit + 1}
      `);
      const page = rows.rows.slice(0, query.limit);
      const videos: WatchlistFeedVideo[] = page.map((row) => ({
        videoId: row.id,
        title: row.title,
        channelId: row.channel_id,
        channelTitle: row.channel_title,
        publishedAt: new Date(row.published_at).toISOString(),
        format: row.format,
        viewCount: Number(row.view_count),
        thumbnailUrl: row.thumbnail_url,
        outlierAtAge: row.outlier_at_age,
        outlierAtAgeSample: row.outlier_at_age_sample,
        breakoutAt: row.breakout_at === null ? null : new Date(row.breakout_at).toISOString(),
      }));
      const last = page.at(-1);
      const nextCursor =
        rows.rows.length > query.limit && last
          ? encodeCursor(
              query.sort === "newest"
                ? { sort: "newest", publishedAt: new Date(last.published_at), id: last.id }
                : {
                    sort: "breakout",
                    score: last.outlier_at_age ?? -1,
                    publishedAt: new Date(last.published_at),
                    id: last.id,
                  },
            )
          : null;
      return { videos, nextCursor };
    },

    async breakouts(uid: string, since: Date | null): Promise<WatchlistBreakoutsResponse> {
      const from = since ?? new Date(now().getTime() - BREAKOUT_WINDOW_DAYS * DAY);
      const rows = await db.execute<{
        video_id: string;
        title: string;
        channel_title: string;
        multiple: number;
        detected_at: Date | string;
      }>(sql`
        select b.video_id, v.title, v.channel_title, b.multiple, b.detected_at
        from watchlist_breakouts b join videos v on v.id = b.video_id
        where b.uid = ${uid} and b.detected_at > ${from.toISOString()}::timestamptz
        order by b.detected_at desc, b.video_id
        limit 50
      `);
      return {
        breakouts: rows.rows.map((row) => ({
          videoId: row.video_id,
          title: row.title,
          channelTitle: row.channel_title,
          multiple: row.multiple,
          alertedAt: new Date(row.detected_at).toISOString(),
        })),
      };
    },

    /**
     * The follows that waited for the daily cap, oldest first per user, queued as far as each user's new
     * day allows; and every followed channel's tracking request renewed (they never expire while followed).
     */
    async maintainTracking(): Promise<{ started: number; renewed: number }> {
      const waiting = await db
        .select({ uid: watchlist.uid, channelId: watchlist.channelId })
        .from(watchlist)
        .where(sql`${watchlist.trackingFrom} is null`)
        .orderBy(watchlist.addedAt)
        .limit(5_000);
      let started = 0;
      const full = new Set<string>();
      for (const row of waiting) {
        if (full.has(row.uid)) continue;
        if (await startTracking(row.uid, row.channelId)) started++;
        else full.add(row.uid);
      }
      let renewed = 0;
      let afterId = "";
      for (;;) {
        const batch = await db
          .selectDistinct({ channelId: watchlist.channelId })
          .from(watchlist)
          .where(and(sql`${watchlist.trackingFrom} is not null`, gt(watchlist.channelId, afterId)))
          .orderBy(watchlist.channelId)
          .limit(1_000);
        if (batch.length === 0) break;
        afterId = batch.at(-1)?.channelId ?? afterId;
        await requestTracking(
          db,
          batch.map((row) => row.channelId),
          "watchlist",
          now(),
        );
        renewed += batch.length;
        if (batch.length < 1_000) break;
      }
      return { started, renewed };
    },
  };
}

export type Watchlist = ReturnType<typeof createWatchlist>;

/**
 * Records the breakouts: each followed channel's video published since the follow, within its first
 * BREAKOUT_WINDOW_DAYS, whose outlier at the same age reached the user's N. Once per user and video (the
 * primary key), whatever happens later. Returns the new records.
 */
export async function detectBreakouts(
  db: Database,
  now: Date,
): Promise<{ uid: string; videoId: string; multiple: number }[]> {
  const since = new Date(now.getTime() - BREAKOUT_WINDOW_DAYS * DAY);
  const result = await db.execute<{ uid: string; video_id: string; multiple: number }>(sql`
    insert into watchlist_breakouts (uid, video_id, channel_id, multiple, detected_at)
    select w.uid, v.id, v.channel_id, v.outlier_at_age, ${now.toISOString()}::timestamptz
    from watchlist w
    join users u on u.uid = w.uid
    join videos v on v.channel_id = w.channel_id
    where v.published_at > ${since.toISOString()}::timestamptz
      and v.published_at >= w.added_at
      and v.outlier_at_age >= u.breakout_multiple
    on conflict (uid, video_id) do nothing
    returning uid, video_id, multiple
  `);
  return result.rows.map((row) => ({ uid: row.uid, videoId: row.video_id, multiple: row.multiple }));
}
