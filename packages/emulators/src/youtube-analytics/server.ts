// A local stand-in for the YouTube Analytics API v2 (https://youtubeanalytics.googleapis.com/v2/reports,
// reports.query) for a channel's own reports: the metrics, dimensions and sorts the product asks for, the
// `kind` / `columnHeaders` / `rows` answer (rows left out when there is no data), Google's error bodies,
// and the OAuth checks: a token issued by the Google OAuth emulator, with the analytics scope and a
// YouTube read scope (Google now asks for youtube.readonly too), for the channel the report is about.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AccessTokenCheck } from "../google-oauth/server.ts";
import { closeServer, sendJson as send, serve } from "../http.ts";
import { listenOn } from "../listen.ts";
import type { Catalog, CatalogChannel } from "../youtube/catalog.ts";
import { EmulatorError, errors, googleError } from "../youtube/errors.ts";
import { pacificDay } from "../youtube/quota.ts";
import {
  averageViewSeconds,
  DAY,
  dayFigures,
  daysBetween,
  trafficSourceFigures,
  videoFigures,
} from "./figures.ts";

export const YT_ANALYTICS_SCOPES = [
  "https://www.googleapis.com/auth/yt-analytics.readonly",
  "https://www.googleapis.com/auth/yt-analytics-monetary.readonly",
];
const YOUTUBE_READ_SCOPES = [
  "https://www.googleapis.com/auth/youtube.readonly",
  "https://www.googleapis.com/auth/youtube",
  "https://www.googleapis.com/auth/youtube.force-ssl",
];

export interface YoutubeAnalyticsEmulatorOptions {
  catalog: Catalog;
  /** The Google OAuth emulator's token check. */
  oauth: { verifyAccessToken(token: string): AccessTokenCheck };
  port?: number;
  host?: string;
  /** Clock (epoch ms). Default Date.now. */
  now?: () => number;
  /**
   * Days YouTube Analytics lags: the latest day reported is this many Pacific days before today
   * (default 2). Rows for later days are left out, as Google does.
   */
  reportingLagDays?: number;
}

export interface AnalyticsRequestLogEntry {
  at: number;
  status: number;
  /** The query's parameters as sent. */
  params: Record<string, string>;
  reason?: string;
}

export interface YoutubeAnalyticsEmulator {
  url: string;
  /** What to give the product: `${url}/v2`. */
  baseUrl: string;
  port: number;
  close(): Promise<void>;
  /** The next `count` queries fail with this status and reason (default 503 backendError). */
  failNext(count: number, failure?: { status: number; reason: string }): void;
  readonly requestLog: readonly AnalyticsRequestLogEntry[];
}

type Metric =
  | "views"
  | "estimatedMinutesWatched"
  | "averageViewDuration"
  | "subscribersGained"
  | "subscribersLost";
const METRICS: readonly Metric[] = [
  "views",
  "estimatedMinutesWatched",
  "averageViewDuration",
  "subscribersGained",
  "subscribersLost",
];
type Dimension = "day" | "video" | "insightTrafficSourceType";
const DIMENSIONS: readonly Dimension[] = ["day", "video", "insightTrafficSourceType"];
/** Metrics each dimension supports here (subscribers are not reported per traffic source, as on Google). */
const SUPPORTED: Record<Dimension | "none", readonly Metric[]> = {
  none: METRICS,
  day: METRICS,
  video: METRICS,
  insightTrafficSourceType: ["views", "estimatedMinutesWatched", "averageViewDuration"],
};
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const badRequest = (message: string) =>
  googleError(400, message, { domain: "global", reason: "badRequest" }, { status: "INVALID_ARGUMENT" });
const unknownIdentifier = (value: string, field: string) =>
  badRequest(`Unknown identifier (${value}) given in field parameters.${field}.`);
const forbidden = () =>
  googleError(403, "Forbidden", { domain: "global", reason: "forbidden" }, { status: "PERMISSION_DENIED" });
const loginRequired = () =>
  googleError(
    401,
    "Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
    { domain: "global", reason: "required", location: "Authorization", locationType: "header" },
    { status: "UNAUTHENTICATED" },
  );

interface Row {
  key: string;
  views: number;
  watchSeconds: number;
  subscribersGained: number;
  subscribersLost: number;
}

function metricValue(row: Row, metric: Metric): number {
  switch (metric) {
    case "views":
      return row.views;
    case "estimatedMinutesWatched":
      return Math.round(row.watchSeconds / 60);
    case "averageViewDuration":
      return row.views > 0 ? Math.round(row.watchSeconds / row.views) : 0;
    case "subscribersGained":
      return row.subscribersGained;
    case "subscribersLost":
      return row.subscribersLost;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  send(
    res,
    status,
    body,
    { "content-type": "application/json; charset=UTF-8", "cache-control": "private" },
    true,
  );
}

/** Answers one reports.query for the channel the token is for; throws EmulatorError for Google's errors. */
function query(
  params: URLSearchParams,
  channel: CatalogChannel,
  catalog: Catalog,
  lastReportedDay: string,
): unknown {
  for (const name of ["ids", "startDate", "endDate", "metrics"]) {
    if (!params.get(name)) throw errors.required(name);
  }
  const ids = params.get("ids") ?? "";
  const match = /^channel==(.+)$/.exec(ids);
  if (!match)
    throw badRequest(
      `Invalid value '${ids}'. Values must match the following regular expression: '(channel|contentOwner)==.+'`,
    );
  if (match[1] !== "MINE" && match[1] !== channel.id) throw forbidden();
  const startDate = params.get("startDate") ?? "";
  const endDate = params.get("endDate") ?? "";
  for (const value of [startDate, endDate]) {
    if (!DATE_RE.test(value) || Number.isNaN(Date.parse(value)))
      throw badRequest(
        `Invalid value '${value}'. Values must match the following regular expression: '[0-9]{4}-[0-9]{2}-[0-9]{2}'`,
      );
  }
  if (startDate > endDate)
    throw badRequest("The query is not supported. The start date is after the end date.");
  const metrics = (params.get("metrics") ?? "").split(",").map((m) => m.trim());
  for (const metric of metrics) {
    if (!METRICS.includes(metric as Metric)) throw unknownIdentifier(metric, "metrics");
  }
  const dimensionText = params.get("dimensions") ?? "";
  if (dimensionText.includes(",")) throw badRequest("The query is not supported.");
  if (dimensionText && !DIMENSIONS.includes(dimensionText as Dimension))
    throw unknownIdentifier(dimensionText, "dimensions");
  const dimension = (dimensionText || "none") as Dimension | "none";
  if (metrics.some((metric) => !SUPPORTED[dimension].includes(metric as Metric)))
    throw badRequest("The query is not supported.");
  const sort = params.get("sort") ?? "";
  const sortKey = sort.replace(/^-/, "");
  if (sort && sortKey !== dimensionText && !metrics.includes(sortKey)) throw unknownIdentifier(sort, "sort");
  const maxResultsText = params.get("maxResults");
  const maxResults = maxResultsText === null ? null : Number(maxResultsText);
  if (maxResults !== null && (!Number.isInteger(maxResults) || maxResults < 1))
    throw badRequest(`Invalid value '${maxResultsText}'. Value must be a positive integer.`);
  const startIndex = Number(params.get("startIndex") ?? "1");
  if (!Number.isInteger(startIndex) || startIndex < 1)
    throw badRequest(`Invalid value '${params.get("startIndex")}'. Value must be a positive integer.`);
  // Google: a video report needs a descending metric sort and at most 200 rows.
  if (
    dimension === "video" &&
    (!sort.startsWith("-") || sortKey === "video" || maxResults === null || maxResults > 200)
  )
    throw badRequest("The query is not supported.");

  // Only days Google has finished reporting, and none before the channel existed ('YYYY-MM-DD' sorts).
  const firstDay = pacificDay(channel.createdAt);
  const from = [startDate, firstDay].sort()[1] ?? startDate;
  const to = [endDate, lastReportedDay].sort()[0] ?? endDate;
  let rows: Row[] = [];
  if (from <= to) {
    if (dimension === "day" || dimension === "none") {
      const days = daysBetween(from, to).map((day) => {
        const figures = dayFigures(catalog, channel, day);
        return { key: day, ...figures };
      });
      rows =
        dimension === "day"
          ? days
          : [
              days.reduce(
                (sum, day) => ({
                  key: "",
                  views: sum.views + day.views,
                  watchSeconds: sum.watchSeconds + day.watchSeconds,
                  subscribersGained: sum.subscribersGained + day.subscribersGained,
                  subscribersLost: sum.subscribersLost + day.subscribersLost,
                }),
                { key: "", views: 0, watchSeconds: 0, subscribersGained: 0, subscribersLost: 0 },
              ),
            ];
    } else if (dimension === "video") {
      rows = videoFigures(catalog, channel, from, to).map(({ video, views }) => {
        const gained = Math.round(views * 0.004);
        return {
          key: video.id,
          views,
          // Whole seconds per view, as the per-video figure is reported.
          watchSeconds: views * averageViewSeconds(video),
          subscribersGained: gained,
          subscribersLost: Math.round(gained * 0.2),
        };
      });
    } else {
      rows = trafficSourceFigures(catalog, channel, from, to).map((entry) => ({
        key: entry.source,
        views: entry.views,
        watchSeconds: entry.watchSeconds,
        subscribersGained: 0,
        subscribersLost: 0,
      }));
    }
  }
  if (sort) {
    const direction = sort.startsWith("-") ? -1 : 1;
    const value = (row: Row) => (sortKey === dimensionText ? row.key : metricValue(row, sortKey as Metric));
    rows.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (x < y ? -1 : x > y ? 1 : 0) * direction || a.key.localeCompare(b.key);
    });
  }
  rows = rows.slice(startIndex - 1, maxResults === null ? undefined : startIndex - 1 + maxResults);

  const columnHeaders = [
    ...(dimension === "none" ? [] : [{ name: dimension, columnType: "DIMENSION", dataType: "STRING" }]),
    ...metrics.map((name) => ({ name, columnType: "METRIC", dataType: "INTEGER" })),
  ];
  const body: Record<string, unknown> = { kind: "youtubeAnalytics#resultTable", columnHeaders };
  // Google leaves `rows` out when there is no data.
  if (rows.length > 0 && (dimension !== "none" || from <= to)) {
    body.rows = rows.map((row) => [
      ...(dimension === "none" ? [] : [row.key]),
      ...metrics.map((metric) => metricValue(row, metric as Metric)),
    ]);
  }
  return body;
}

export async function startYoutubeAnalyticsEmulator(
  options: YoutubeAnalyticsEmulatorOptions,
): Promise<YoutubeAnalyticsEmulator> {
  const now = options.now ?? Date.now;
  const lag = options.reportingLagDays ?? 2;
  const failures: Array<{ status: number; reason: string }> = [];
  const requestLog: AnalyticsRequestLogEntry[] = [];
  let origin = "";

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const at = now();
    const url = new URL(req.url ?? "/", origin);
    const params = url.searchParams;
    const fail = (error: EmulatorError) => {
      requestLog.push({ at, status: error.status, params: Object.fromEntries(params), reason: error.reason });
      sendJson(res, error.status, error.body);
    };
    if (req.method === "GET" && (url.pathname === "/" || url.pathname === "/healthz")) {
      return sendJson(res, 200, { service: "youtube-analytics-api-v2-emulator", baseUrl: `${origin}/v2` });
    }
    if (url.pathname !== "/v2/reports") return fail(errors.notFound());
    if (req.method !== "GET") return fail(errors.methodNotAllowed());

    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer) return fail(loginRequired());
    const check = options.oauth.verifyAccessToken(bearer);
    if (!check.ok) return fail(errors.invalidCredentials());
    const { scopes, channelId } = check.info;
    if (
      !scopes.some((scope) => YT_ANALYTICS_SCOPES.includes(scope)) ||
      !scopes.some((scope) => YOUTUBE_READ_SCOPES.includes(scope))
    ) {
      return fail(errors.insufficientScopes());
    }
    const channel = channelId ? options.catalog.channelById(channelId) : undefined;
    // An account without a channel has no reports.
    if (!channel) return fail(forbidden());

    const failure = failures.shift();
    if (failure) {
      return fail(errors.injected(failure.status, failure.reason));
    }
    try {
      const lastReportedDay = pacificDay(at - lag * DAY);
      const body = query(params, channel, options.catalog, lastReportedDay);
      requestLog.push({ at, status: 200, params: Object.fromEntries(params) });
      sendJson(res, 200, body);
    } catch (error) {
      if (error instanceof EmulatorError) return fail(error);
      throw error;
    }
  };

  const server = serve(handle, (error, res) => {
    console.error("[youtube-analytics-emulator]", error);
    sendJson(res, 500, errors.injected(500, "backendError").body);
  });
  const listening = await listenOn(server, options);
  origin = listening.origin;
  return {
    url: origin,
    baseUrl: `${origin}/v2`,
    port: listening.port,
    close: () => closeServer(server),
    failNext(count, failure = { status: 503, reason: "backendError" }) {
      for (let i = 0; i < count; i++) failures.push({ ...failure });
    },
    requestLog,
  };
}
