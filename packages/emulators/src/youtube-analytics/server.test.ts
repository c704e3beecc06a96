// The YouTube Analytics emulator over HTTP with tokens from the Google OAuth emulator: Google's answer
// shape, figures that agree with the YouTube emulator's catalog, the scope and channel checks, and errors.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GoogleOAuthEmulator, startGoogleOAuthEmulator } from "../google-oauth/server.ts";
import { generateCatalog } from "../youtube/catalog.ts";
import { pacificDay } from "../youtube/quota.ts";
import { nextDay, pacificDayStart } from "./figures.ts";
import { startYoutubeAnalyticsEmulator, type YoutubeAnalyticsEmulator } from "./server.ts";

const catalog = generateCatalog(42, { channels: 12 });
const CLIENT = { clientId: "analytics-test.apps.googleusercontent.com", clientSecret: "s3cret" };
const REDIRECT = "http://localhost:5173/oauth-callback";
const YOUTUBE = "https://www.googleapis.com/auth/youtube.readonly";
const ANALYTICS = "https://www.googleapis.com/auth/yt-analytics.readonly";
const DAY = 86_400_000;
// 20 days after the catalog's anchor, so there are weeks of uploads and views to report.
const now = catalog.anchor + 20 * DAY;
const channel = catalog.channels[0];
if (!channel) throw new Error("catalog too small");
let google: GoogleOAuthEmulator;
let analytics: YoutubeAnalyticsEmulator;

beforeAll(async () => {
  google = await startGoogleOAuthEmulator({
    catalog,
    clients: [{ ...CLIENT, redirectUris: [REDIRECT], name: "VidInsight" }],
    now: () => now,
  });
  analytics = await startYoutubeAnalyticsEmulator({
    catalog,
    oauth: { verifyAccessToken: (token) => google.verifyAccessToken(token) },
    now: () => now,
  });
});
afterAll(async () => {
  await analytics.close();
  await google.close();
});

/** An access token for the channel's grant with these scopes (through the consent and token endpoints). */
async function tokenFor(channelId: string | null, scopes: readonly string[], granted = scopes) {
  const verifier = randomBytes(32).toString("base64url");
  const url = new URL(`${google.url}/o/oauth2/v2/auth`);
  url.search = new URLSearchParams({
    client_id: CLIENT.clientId,
    redirect_uri: REDIRECT,
    response_type: "code",
    scope: scopes.join(" "),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  const redirect = new URL(await google.approve(url.toString(), { channelId, scopes: granted }));
  const response = await fetch(`${google.url}/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: redirect.searchParams.get("code") ?? "",
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    }),
  });
  const body = (await response.json()) as { access_token: string; scope: string };
  return body;
}

interface Report {
  kind: string;
  columnHeaders: Array<{ name: string; columnType: string; dataType: string }>;
  rows?: Array<Array<string | number>>;
  error?: { code: number; message: string; errors: Array<{ reason: string }>; status?: string };
}

async function report(token: string | null, params: Record<string, string>) {
  const url = new URL(`${analytics.baseUrl}/reports`);
  url.search = new URLSearchParams(params).toString();
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: response.status, body: (await response.json()) as Report };
}

const today = pacificDay(now);
const daysBefore = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY).toISOString().slice(0, 10);
const endDate = daysBefore(today, 2);
const startDate = daysBefore(endDate, 27);

describe("reports.query", () => {
  it("answers kind, columnHeaders and rows per day, equal to the catalog's view growth", async () => {
    const { access_token: token } = await tokenFor(channel.id, [YOUTUBE, ANALYTICS]);
    const { status, body } = await report(token, {
      ids: "channel==MINE",
      startDate,
      endDate,
      metrics: "views,estimatedMinutesWatched,averageViewDuration,subscribersGained,subscribersLost",
      dimensions: "day",
      sort: "day",
    });
    expect(status).toBe(200);
    expect(body.kind).toBe("youtubeAnalytics#resultTable");
    expect(body.columnHeaders).toEqual([
      { name: "day", columnType: "DIMENSION", dataType: "STRING" },
      { name: "views", columnType: "METRIC", dataType: "INTEGER" },
      { name: "estimatedMinutesWatched", columnType: "METRIC", dataType: "INTEGER" },
      { name: "averageViewDuration", columnType: "METRIC", dataType: "INTEGER" },
      { name: "subscribersGained", columnType: "METRIC", dataType: "INTEGER" },
      { name: "subscribersLost", columnType: "METRIC", dataType: "INTEGER" },
    ]);
    expect(body.rows).toHaveLength(28);
    expect(body.rows?.[0]?.[0]).toBe(startDate);
    expect(body.rows?.at(-1)?.[0]).toBe(endDate);
    // A day's views are what the channel's public view counts grew by between its Pacific midnights.
    const day = body.rows?.[10];
    const from = pacificDayStart(String(day?.[0]));
    const to = pacificDayStart(nextDay(String(day?.[0])));
    const growth =
      catalog.channelStatsAt(channel, to).viewCount - catalog.channelStatsAt(channel, from).viewCount;
    expect(day?.[1]).toBe(growth);
    for (const row of body.rows ?? []) {
      const [, views, minutes, average, gained, lost] = row as [
        string,
        number,
        number,
        number,
        number,
        number,
      ];
      expect(views).toBeGreaterThan(0);
      expect(Math.abs(minutes * 60 - views * average)).toBeLessThanOrEqual(views + 60);
      expect(lost).toBeLessThanOrEqual(gained);
    }
  });

  it("totals without a dimension, the top videos sorted by views, and traffic sources that add up", async () => {
    const { access_token: token } = await tokenFor(channel.id, [YOUTUBE, ANALYTICS]);
    const base = { ids: `channel==${channel.id}`, startDate, endDate };
    const totals = await report(token, { ...base, metrics: "views,averageViewDuration" });
    expect(totals.status).toBe(200);
    expect(totals.body.rows).toHaveLength(1);
    const totalViews = Number(totals.body.rows?.[0]?.[0]);

    const top = await report(token, {
      ...base,
      metrics: "views,averageViewDuration",
      dimensions: "video",
      sort: "-views",
      maxResults: "10",
    });
    expect(top.status).toBe(200);
    const views = (top.body.rows ?? []).map((row) => Number(row[1]));
    expect(views.length).toBeGreaterThan(0);
    expect(views.length).toBeLessThanOrEqual(10);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    for (const row of top.body.rows ?? []) {
      const video = catalog.videoById(String(row[0]), now);
      expect(video?.channelId).toBe(channel.id);
      // Shorts loop, so their average may pass their length; long videos' never does.
      if (video && !video.isShort) expect(Number(row[2])).toBeLessThanOrEqual(video.durationSeconds);
    }

    const sources = await report(token, {
      ...base,
      metrics: "views,estimatedMinutesWatched",
      dimensions: "insightTrafficSourceType",
      sort: "-views",
    });
    expect(sources.status).toBe(200);
    expect(sources.body.columnHeaders[0]?.name).toBe("insightTrafficSourceType");
    const sum = (sources.body.rows ?? []).reduce((total, row) => total + Number(row[1]), 0);
    expect(sum).toBe(totalViews);
    expect((sources.body.rows ?? []).map((row) => row[0])).toContain("YT_SEARCH");
  });

  it("leaves out the days Google has not finished reporting (rows omitted when none)", async () => {
    const { access_token: token } = await tokenFor(channel.id, [YOUTUBE, ANALYTICS]);
    const recent = await report(token, {
      ids: "channel==MINE",
      startDate: daysBefore(today, 1),
      endDate: today,
      metrics: "views",
      dimensions: "day",
    });
    expect(recent.status).toBe(200);
    expect(recent.body.rows).toBeUndefined();
    expect(recent.body.columnHeaders).toHaveLength(2);
  });

  it("refuses a grant without the analytics scope (unticked on the consent page) with insufficientPermissions", async () => {
    const granted = await tokenFor(channel.id, [YOUTUBE, ANALYTICS], [YOUTUBE]);
    expect(granted.scope).toBe(YOUTUBE);
    const { status, body } = await report(granted.access_token, {
      ids: "channel==MINE",
      startDate,
      endDate,
      metrics: "views",
    });
    expect(status).toBe(403);
    expect(body.error?.errors[0]?.reason).toBe("insufficientPermissions");
    expect(body.error?.message).toBe("Request had insufficient authentication scopes.");
  });

  it("refuses no token, a revoked one, another channel's reports and an account without a channel", async () => {
    const params = { ids: "channel==MINE", startDate, endDate, metrics: "views" };
    const none = await report(null, params);
    expect(none.status).toBe(401);
    expect(none.body.error?.status).toBe("UNAUTHENTICATED");

    const other = catalog.channels[1]?.id ?? "";
    const { access_token: token } = await tokenFor(other, [YOUTUBE, ANALYTICS]);
    const foreign = await report(token, { ...params, ids: `channel==${channel.id}` });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.errors[0]?.reason).toBe("forbidden");

    // The HTTP control a browser test uses: the user revoking access at Google.
    const revoked = await fetch(`${google.url}/_emulator/channels/${other}/revoke`, { method: "POST" });
    expect(await revoked.json()).toEqual({ revoked: expect.any(Number) });
    const after = await report(token, params);
    expect(after.status).toBe(401);
    expect(after.body.error?.errors[0]?.reason).toBe("authError");

    const { access_token: viewer } = await tokenFor(null, [YOUTUBE, ANALYTICS]);
    expect((await report(viewer, params)).status).toBe(403);
  });

  it("answers Google's 400s for missing parameters, unknown metrics and unsupported queries", async () => {
    const { access_token: token } = await tokenFor(channel.id, [YOUTUBE, ANALYTICS]);
    const base = { ids: "channel==MINE", startDate, endDate, metrics: "views" };
    const missing = await report(token, { ids: "channel==MINE", metrics: "views" });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe("Required parameter: startDate");
    const unknown = await report(token, { ...base, metrics: "views,bogus" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe("Unknown identifier (bogus) given in field parameters.metrics.");
    const unsorted = await report(token, { ...base, dimensions: "video" });
    expect(unsorted.status).toBe(400);
    expect(unsorted.body.error?.message).toBe("The query is not supported.");
    const backwards = await report(token, { ...base, startDate: endDate, endDate: startDate });
    expect(backwards.status).toBe(400);
    analytics.failNext(1);
    expect((await report(token, base)).status).toBe(503);
    expect((await report(token, base)).status).toBe(200);
  });
});
