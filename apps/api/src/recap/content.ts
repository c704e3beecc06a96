// What a user's recap says, read from the store: yesterday's top outliers in their niche (the channels
// of their saved videos and of their linked channels' subscriptions), how their saved videos moved since
// the last recap, and their plan's analyses for today. Plain data: render.ts turns it into the email.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@vi/i18n/languages";
import { PLAN_ENTITLEMENTS, type PlanEntitlements, type PlanId, type PlanProducts, planOf } from "@vi/types";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { type RecapVideoMark, recapOutbox, type UserRow, users } from "../db/schema.ts";
import { previousDay, startOfLocalDay } from "./schedule.ts";

/** A video counts as an outlier in the recap from this score on ("2.00X": twice its channel's median). */
const RECAP_OUTLIER_MIN_SCORE = 2;
/** At most this many niche outliers and saved videos are listed (the email stays short and small). */
const RECAP_MAX_OUTLIERS = 5;
const RECAP_MAX_SAVED = 8;

interface RecapOutlier {
  videoId: string;
  title: string;
  channelTitle: string;
  views: number;
  outlierScore: number;
  vph: number;
}

interface RecapSavedVideo {
  videoId: string;
  title: string;
  channelTitle: string;
  views: number;
  /** Views since the last recap; null when the last recap did not show this video (or there was none). */
  viewsGained: number | null;
  /** Recent VPH when known, else lifetime VPH. */
  vph: number;
  outlierScore: number | null;
  /** An outlier now and not at the last recap that showed it (false without such a recap). */
  newOutlier: boolean;
}

/** A followed channel's video that broke out yesterday (src/watchlist/). */
interface RecapBreakout {
  videoId: string;
  title: string;
  channelTitle: string;
  views: number;
  /** Its outlier at the same age when it broke out. */
  multiple: number;
}

export interface RecapContent {
  uid: string;
  email: string;
  name: string | null;
  /** The user's local day the recap is for (YYYY-MM-DD). */
  day: string;
  timezone: string;
  /** The language the email is written in: the user's (GET /user `language`), English when never picked. */
  language: Language;
  plan: PlanId;
  /**
   * Analyses a day on the user's plan. The metering of analyses used is not on this branch yet, so the
   * recap shows the plan's allowance (null: unlimited) rather than what is left.
   */
  allowance: PlanEntitlements;
  outliers: RecapOutlier[];
  saved: RecapSavedVideo[];
  /** Breakouts of the followed channels yesterday (absent: none). */
  followedBreakouts?: RecapBreakout[];
  /** Saved videos the store knows (the list above is the biggest movers among them). */
  savedInStore: number;
  /** Channels the niche is made of. */
  nicheChannels: number;
  /** The saved videos' figures now, kept in the outbox for the next recap. */
  marks: Record<string, RecapVideoMark>;
}

export type RecapPreparation =
  | { kind: "recap"; content: RecapContent }
  /** Nothing saved and no linked channel: no recap at all (not an empty one). */
  | { kind: "no-data" };

interface SavedRow extends Record<string, unknown> {
  id: string;
  title: string;
  channel_id: string;
  channel_title: string;
  view_count: number | string;
  vph: number;
  outlier_score: number | null;
}

interface OutlierRow extends Record<string, unknown> {
  id: string;
  title: string;
  channel_title: string;
  view_count: number | string;
  outlier_score: number;
  vph: number;
}

/** True when the recap has news: niche outliers, saved videos that gained views or became outliers. */
export function hasNews(content: RecapContent): boolean {
  return (
    content.outliers.length > 0 ||
    (content.followedBreakouts?.length ?? 0) > 0 ||
    content.saved.some((video) => (video.viewsGained ?? 0) > 0 || video.newOutlier)
  );
}

/** Reads what `user`'s recap for `day` says. Three indexed queries; no transaction. */
export async function prepareRecap(
  db: Database,
  user: UserRow,
  day: string,
  products: PlanProducts,
  now: Date,
  { evenWithoutData = false }: { evenWithoutData?: boolean } = {},
): Promise<RecapPreparation> {
  const saved = await db.execute<SavedRow>(sql`
    select v.id, v.title, v.channel_id, v.channel_title, v.view_count,
           coalesce(v.recent_vph, v.lifetime_vph) as vph, v.outlier_score
    from saved_videos s join videos v on v.id = s.video_id
    where s.uid = ${user.uid}
  `);
  const subscriptionChannels = user.youtube.flatMap((account) =>
    account.subscriptions.map((subscription) => subscription.channelId),
  );
  // "Yesterday" is the user's own: their local calendar day before the recap's.
  const from = startOfLocalDay(user.timezone, previousDay(day));
  const to = startOfLocalDay(user.timezone, day);
  const breakouts = await db.execute<{
    video_id: string;
    title: string;
    channel_title: string;
    view_count: number | string;
    multiple: number;
  }>(sql`
    select b.video_id, v.title, v.channel_title, v.view_count, b.multiple
    from watchlist_breakouts b join videos v on v.id = b.video_id
    where b.uid = ${user.uid}
      and b.detected_at >= ${from.toISOString()}::timestamptz and b.detected_at < ${to.toISOString()}::timestamptz
    order by b.multiple desc, b.video_id
    limit ${RECAP_MAX_OUTLIERS}
  `);
  // No saved video the store holds, no linked channel and no breakout: nothing to base a recap on yet.
  if (saved.rows.length === 0 && user.youtube.length === 0 && breakouts.rows.length === 0 && !evenWithoutData)
    return { kind: "no-data" };

  const [last] = await db
    .select({ marks: recapOutbox.marks })
    .from(recapOutbox)
    .where(and(eq(recapOutbox.uid, user.uid), eq(recapOutbox.status, "sent")))
    .orderBy(desc(recapOutbox.day))
    .limit(1);
  const previous = last?.marks ?? {};

  const niche = [...new Set([...saved.rows.map((row) => row.channel_id), ...subscriptionChannels])];
  const outliers =
    niche.length === 0
      ? []
      : (
          await db.execute<OutlierRow>(sql`
            select id, title, channel_title, view_count, outlier_score,
                   coalesce(recent_vph, lifetime_vph) as vph
            from videos
            where channel_id in (${sql.join(
              niche.map((id) => sql`${id}`),
              sql`, `,
            )})
              and published_at >= ${from.toISOString()}::timestamptz
              and published_at < ${to.toISOString()}::timestamptz
              and outlier_score >= ${RECAP_OUTLIER_MIN_SCORE}
            order by outlier_score desc, id
            limit ${RECAP_MAX_OUTLIERS}
          `)
        ).rows;

  const marks: Record<string, RecapVideoMark> = {};
  const movers: RecapSavedVideo[] = saved.rows.map((row) => {
    const views = Number(row.view_count);
    const mark = previous[row.id];
    marks[row.id] = { views, outlierScore: row.outlier_score };
    const isOutlier = (score: number | null | undefined) => (score ?? 0) >= RECAP_OUTLIER_MIN_SCORE;
    return {
      videoId: row.id,
      title: row.title,
      channelTitle: row.channel_title,
      views,
      viewsGained: mark ? Math.max(0, views - mark.views) : null,
      vph: Number(row.vph),
      outlierScore: row.outlier_score,
      // Only against a previous recap's figure: a first recap cannot tell what is new.
      newOutlier: mark !== undefined && isOutlier(row.outlier_score) && !isOutlier(mark.outlierScore),
    };
  });
  // Biggest movers first: new outliers, then views gained, then current VPH.
  movers.sort(
    (a, b) =>
      Number(b.newOutlier) - Number(a.newOutlier) ||
      (b.viewsGained ?? -1) - (a.viewsGained ?? -1) ||
      b.vph - a.vph ||
      a.videoId.localeCompare(b.videoId),
  );

  const plan = planOf(user.subscriptionLive ?? null, products, Math.floor(now.getTime() / 1000));
  return {
    kind: "recap",
    content: {
      uid: user.uid,
      email: user.email,
      name: user.name,
      day,
      timezone: user.timezone,
      language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
      plan,
      allowance: PLAN_ENTITLEMENTS[plan],
      outliers: outliers.map((row) => ({
        videoId: row.id,
        title: row.title,
        channelTitle: row.channel_title,
        views: Number(row.view_count),
        outlierScore: Number(row.outlier_score),
        vph: Number(row.vph),
      })),
      saved: movers.slice(0, RECAP_MAX_SAVED),
      followedBreakouts: breakouts.rows.map((row) => ({
        videoId: row.video_id,
        title: row.title,
        channelTitle: row.channel_title,
        views: Number(row.view_count),
        multiple: Number(row.multiple),
      })),
      savedInStore: saved.rows.length,
      nicheChannels: niche.length,
      marks,
    },
  };
}

/** The user's row, for senders that start from a uid. */
export async function recapUser(db: Database, uid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row;
}
