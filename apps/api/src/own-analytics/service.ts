// A linked channel's own analytics from the YouTube Analytics API (docs/product.md#your-channel): the last
// 28 finished days against the 28 before, per day, the top videos and the traffic sources. Read with the
// channel's own grant, three reports.query calls and one videos.list (for titles), then kept per channel
// and report day (docs/decisions/channel-analytics.md).
import {
  CHANNEL_ANALYTICS_LAG_DAYS,
  CHANNEL_ANALYTICS_PERIOD_DAYS,
  CHANNEL_ANALYTICS_TOP_VIDEOS,
  type ChannelAnalyticsDay,
  type ChannelAnalyticsFigures,
  type ChannelAnalyticsPeriod,
  type ChannelAnalyticsRelinkDetails,
  type ChannelAnalyticsResponse,
  ChannelAnalyticsResponseSchema,
  VIDEO_ID_RE,
  YOUTUBE_ANALYTICS_SCOPE,
} from "@vi/types";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { channelAnalytics } from "../db/schema.ts";
import { HttpError, notFound } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { QuotaBudget } from "../youtube/quota.ts";
import { pacificDay } from "../youtube/quota.ts";
import {
  type AnalyticsRow,
  type GoogleClient,
  GoogleUnavailableError,
  YoutubeTokenRejectedError,
  YoutubeUserApiError,
} from "../youtube-accounts/google.ts";
import { NeedsReconnectError, type YoutubeLinking } from "../youtube-accounts/service.ts";

export interface OwnAnalytics {
  get(uid: string, channelId?: string): Promise<ChannelAnalyticsResponse>;
}

export interface OwnAnalyticsDeps {
  db: Database;
  linking: YoutubeLinking;
  google: GoogleClient;
  /** The project's YouTube Data API budget: videos.list with the user's token counts against it. */
  quota: QuotaBudget | null;
  logger: Logger;
  now: () => Date;
}

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' shifted by whole days. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The two periods for a report day: each 28 days, the current one ending the lag before today. */
export function periodsAt(at: Date) {
  const endDate = addDays(pacificDay(at.getTime()), -CHANNEL_ANALYTICS_LAG_DAYS);
  const startDate = addDays(endDate, -(CHANNEL_ANALYTICS_PERIOD_DAYS - 1));
  const previousEnd = addDays(startDate, -1);
  const previousStart = addDays(previousEnd, -(CHANNEL_ANALYTICS_PERIOD_DAYS - 1));
  return {
    current: { startDate, endDate },
    previous: { startDate: previousStart, endDate: previousEnd },
  };
}

function relink(message: string, details: ChannelAnalyticsRelinkDetails) {
  return new HttpError(409, "CONFLICT", message, { details });
}
const MISSING_SCOPE =
  "VidInsight may not read this channel's YouTube Analytics yet. Link the channel again from Connected Accounts and allow 'View YouTube Analytics reports'.";
const GRANT_REVOKED =
  "Google no longer accepts VidInsight's access to this channel. Link the channel again from Connected Accounts.";

/** A whole, non-negative number from a report cell (Google's INTEGER columns). */
function whole(row: AnalyticsRow, name: string): number {
  const value = Number(row[name] ?? 0);
  if (!Number.isFinite(value) || value < 0) throw new Error(`YouTube Analytics sent ${name}=${row[name]}`);
  return Math.round(value);
}

/** Sums of days; the average view duration is weighted by views (seconds watched over views). */
function totalsOf(days: readonly ChannelAnalyticsDay[]): ChannelAnalyticsFigures {
  let views = 0;
  let seconds = 0;
  let minutes = 0;
  let gained = 0;
  let lost = 0;
  for (const day of days) {
    views += day.views;
    seconds += (day.averageViewDurationSeconds ?? 0) * day.views;
    minutes += day.estimatedMinutesWatched;
    gained += day.subscribersGained;
    lost += day.subscribersLost;
  }
  return {
    views,
    estimatedMinutesWatched: minutes,
    averageViewDurationSeconds: views > 0 ? Math.round(seconds / views) : null,
    subscribersGained: gained,
    subscribersLost: lost,
  };
}

export function createOwnAnalytics(deps: OwnAnalyticsDeps): OwnAnalytics {
  const { db, linking, google, logger, now } = deps;

  async function read(channelId: string, channelTitle: string | null, at: Date) {
    const periods = periodsAt(at);
    const ids = "channel==MINE";
    return linking.withChannelToken(channelId, async (token) => {
      // Both periods in one daily report; then the current period's top videos and traffic sources.
      const [dayRows, videoRows, sourceRows] = await Promise.all([
        google.analyticsReport(token, {
          ids,
          startDate: periods.previous.startDate,
          endDate: periods.current.endDate,
          metrics: "views,estimatedMinutesWatched,averageViewDuration,subscribersGained,subscribersLost",
          dimensions: "day",
          sort: "day",
        }),
        google.analyticsReport(token, {
          ids,
          ...periods.current,
          metrics: "views,estimatedMinutesWatched,averageViewDuration",
          dimensions: "video",
          sort: "-views",
          maxResults: String(CHANNEL_ANALYTICS_TOP_VIDEOS),
        }),
        google.analyticsReport(token, {
          ids,
          ...periods.current,
          metrics: "views,estimatedMinutesWatched",
          dimensions: "insightTrafficSourceType",
          sort: "-views",
        }),
      ]);
      const days: ChannelAnalyticsDay[] = dayRows
        .filter((row) => typeof row.day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(row.day))
        .map((row) => ({
          day: String(row.day),
          views: whole(row, "views"),
          estimatedMinutesWatched: whole(row, "estimatedMinutesWatched"),
          averageViewDurationSeconds: whole(row, "views") > 0 ? whole(row, "averageViewDuration") : null,
          subscribersGained: whole(row, "subscribersGained"),
          subscribersLost: whole(row, "subscribersLost"),
        }))
        .sort((a, b) => a.day.localeCompare(b.day));
      const period = (range: { startDate: string; endDate: string }): ChannelAnalyticsPeriod => {
        const inside = days.filter((day) => day.day >= range.startDate && day.day <= range.endDate);
        return { ...range, totals: totalsOf(inside), days: inside };
      };
      const top = videoRows
        .filter((row) => typeof row.video === "string" && VIDEO_ID_RE.test(row.video))
        .slice(0, CHANNEL_ANALYTICS_TOP_VIDEOS);
      let titles = new Map<string, string>();
      if (top.length > 0) {
        // One Data API unit, charged before the call.
        await deps.quota?.spend(1);
        titles = await google.videoTitles(
          token,
          top.map((row) => String(row.video)),
        );
      }
      const response: ChannelAnalyticsResponse = {
        channelId,
        channelTitle,
        current: period(periods.current),
        previous: period(periods.previous),
        topVideos: top.map((row) => {
          const views = whole(row, "views");
          return {
            videoId: String(row.video),
            title: titles.get(String(row.video)) ?? null,
            views,
            estimatedMinutesWatched: whole(row, "estimatedMinutesWatched"),
            averageViewDurationSeconds: views > 0 ? whole(row, "averageViewDuration") : null,
          };
        }),
        trafficSources: sourceRows
          .filter(
            (row) =>
              typeof row.insightTrafficSourceType === "string" &&
              /^[A-Z_]{1,64}$/.test(row.insightTrafficSourceType),
          )
          .map((row) => ({
            source: String(row.insightTrafficSourceType),
            views: whole(row, "views"),
            estimatedMinutesWatched: whole(row, "estimatedMinutesWatched"),
          })),
        fetchedAt: at.toISOString(),
      };
      return ChannelAnalyticsResponseSchema.parse(response);
    });
  }

  return {
    async get(uid, requested) {
      const link = await linking.linkOf(uid, requested);
      if (!link) {
        throw notFound(
          requested
            ? "This YouTube channel is not linked to your account."
            : "Link your YouTube channel in Connected Accounts to see its analytics.",
        );
      }
      const { channelId } = link;
      if (link.needsReconnect) throw relink(GRANT_REVOKED, { reason: "grant_revoked", channelId });
      if (!link.scopes.includes(YOUTUBE_ANALYTICS_SCOPE))
        throw relink(MISSING_SCOPE, { reason: "missing_scope", channelId });

      const at = now();
      const { endDate } = periodsAt(at).current;
      const [cached] = await db
        .select({ report: channelAnalytics.report })
        .from(channelAnalytics)
        .where(and(eq(channelAnalytics.channelId, channelId), eq(channelAnalytics.endDate, endDate)));
      if (cached) {
        const parsed = ChannelAnalyticsResponseSchema.safeParse(cached.report);
        if (parsed.success) return { ...parsed.data, channelTitle: link.title };
      }

      let report: ChannelAnalyticsResponse;
      try {
        report = await read(channelId, link.title, at);
      } catch (error) {
        if (error instanceof NeedsReconnectError)
          throw relink(GRANT_REVOKED, { reason: "grant_revoked", channelId });
        if (error instanceof YoutubeTokenRejectedError)
          throw relink(GRANT_REVOKED, { reason: "grant_revoked", channelId });
        if (error instanceof YoutubeUserApiError && error.reason === "insufficientPermissions")
          throw relink(MISSING_SCOPE, { reason: "missing_scope", channelId });
        if (error instanceof YoutubeUserApiError && error.reason === "quotaExceeded")
          throw new HttpError(
            503,
            "SERVICE_UNAVAILABLE",
            "YouTube's daily limit is reached. Try again tomorrow.",
          );
        if (error instanceof Error && error.name === "QuotaBudgetExhaustedError")
          throw new HttpError(
            503,
            "SERVICE_UNAVAILABLE",
            "YouTube's daily limit is reached. Try again tomorrow.",
          );
        if (error instanceof GoogleUnavailableError) {
          logger.warn({ channelId, err: error }, "YouTube Analytics did not answer");
          throw new HttpError(
            503,
            "SERVICE_UNAVAILABLE",
            "YouTube Analytics is not answering right now. Try again in a few minutes.",
          );
        }
        throw error;
      }

      // One row per channel and report day: the first writer's report is the day's (a parallel request
      // that read YouTube too answers the stored one); older days are dropped.
      const stored = await db
        .transaction(async (tx) => {
          await tx
            .insert(channelAnalytics)
            .values({ channelId, endDate, report, fetchedAt: at })
            .onConflictDoNothing();
          await tx
            .delete(channelAnalytics)
            .where(and(eq(channelAnalytics.channelId, channelId), lt(channelAnalytics.endDate, endDate)));
          const [row] = await tx
            .select({ report: channelAnalytics.report })
            .from(channelAnalytics)
            .where(and(eq(channelAnalytics.channelId, channelId), eq(channelAnalytics.endDate, endDate)));
          return row?.report;
        })
        .catch((error: unknown) => {
          // The channel was unlinked while YouTube was being read: its report is not kept.
          if (isForeignKeyViolation(error))
            throw notFound("This YouTube channel is not linked to your account.");
          throw error;
        });
      const parsed = ChannelAnalyticsResponseSchema.safeParse(stored);
      return parsed.success ? parsed.data : report;
    },
  };
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
