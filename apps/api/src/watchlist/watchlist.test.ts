// The watchlist's routes on both databases: follows within the plan's limit (parallel requests on real
// connections), the daily cap of new tracked channels (tomorrow's tracking said in the answer), the feed's
// sorts, filters and cursors, and the breakout records and emails (once per video, one an hour, the same
// Message-ID after a crash).
import { type SmtpCatcher, startSmtpCatcher } from "@vi/emulators/smtp";
import {
  AddWatchlistResponseSchema,
  GetWatchlistResponseSchema,
  TRACKED_CHANNELS_PER_DAY,
  WatchlistBreakoutsResponseSchema,
  WatchlistFeedResponseSchema,
} from "@vi/types";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { createTestApp, jsonRequest } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { channelId, insertChannels, insertVideos, videoId } from "../../test/videos.ts";
import {
  breakoutEmails,
  trackedChannels,
  userDailyUsage,
  users,
  videos as videos_,
  watchlist,
  watchlistBreakouts,
} from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { prepareRecap } from "../recap/content.ts";
import { createSmtpMailer, type Mailer } from "../recap/mailer.ts";
import { renderRecap } from "../recap/render.ts";
import { signUnsubscribeToken } from "../recap/token.ts";
import { pacificDay } from "../youtube/quota.ts";
import { type BreakoutEmailDeps, sendBreakoutEmail } from "./email.ts";
import { detectBreakouts, TRACKING_TOMORROW_NOTICE } from "./service.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SECRET = "watchlist-test-signing-secret-0123456789";

forEachDatabase((t) => {
  let clock = new Date("2026-03-10T12:00:00Z");
  let user: TestUser;
  let other: TestUser;
  let catcher: SmtpCatcher;
  let mailer: Mailer;
  const app = () => createTestApp(t.connection, { RECAP_SIGNING_SECRET: SECRET }, { now: () => clock });
  const call = async (path: string, init: RequestInit = {}, who: TestUser = user) => {
    const response = await app().request(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...bearer(who) },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const follow = (channel: string, who: TestUser = user) =>
    call("/watchlist", jsonRequest("POST", { channel }), who);

  beforeAll(async () => {
    [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    catcher = await startSmtpCatcher({ smtpPort: 0, httpPort: 0 });
    mailer = createSmtpMailer({ url: catcher.smtpUrl, from: "VidInsight <alerts@vidinsight.test>" });
    await insertChannels(
      t.db,
      Array.from({ length: 12 }, (_, i) => ({ n: i + 1, title: `Channel ${i + 1}` })),
    );
  });
  afterAll(async () => {
    mailer?.close();
    await catcher?.close();
  });
  beforeEach(async () => {
    clock = new Date("2026-03-10T12:00:00Z");
    catcher.clear();
    await t.db.execute(sql`truncate users, tracked_channels, user_daily_usage cascade`);
    for (const who of [user, other])
      await t.db.insert(users).values({ uid: who.uid, email: who.email, emailVerified: true });
  });

  test("a follow by id, @handle-free URL or repeat; the list, and an unfollow", async () => {
    const first = await follow(channelId(1));
    expect(first.status).toBe(201);
    const added = AddWatchlistResponseSchema.parse(first.body);
    expect(added.channel).toMatchObject({ channelId: channelId(1), title: "Channel 1", tracking: "tracked" });
    expect(added.notice).toBeNull();
    // The same channel again (as a URL): 200, nothing new.
    const again = await follow(`https://www.youtube.com/channel/${channelId(1)}`);
    expect(again.status).toBe(200);
    const [tracked] = await t.db
      .select()
      .from(trackedChannels)
      .where(eq(trackedChannels.channelId, channelId(1)));
    expect(tracked?.source).toBe("watchlist");

    const list = GetWatchlistResponseSchema.parse((await call("/watchlist")).body);
    expect(list).toMatchObject({ limit: 3, plan: "free", alerts: { email: true, multiple: 3 } });
    expect(list.channels.map((c) => c.channelId)).toEqual([channelId(1)]);
    // Another user's list is their own.
    expect(GetWatchlistResponseSchema.parse((await call("/watchlist", {}, other)).body).channels).toEqual([]);

    expect((await call(`/watchlist?channelId=${channelId(1)}`, { method: "DELETE" })).status).toBe(200);
    expect(GetWatchlistResponseSchema.parse((await call("/watchlist")).body).channels).toEqual([]);
    // Bad input is a 400 naming the field.
    const bad = await follow("not a channel");
    expect(bad.status).toBe(400);
    expect((await call("/watchlist?channelId=nope", { method: "DELETE" })).status).toBe(400);
  });

  test("the Free plan's 3 channels hold under 10 parallel follows", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => follow(channelId(i + 1))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(7);
    const refused = answers.find((a) => a.status === 403);
    expect(refused?.body.error).toHaveProperty(
      "message",
      "You follow 3 channels, the most the Free plan allows. Remove one, or upgrade to follow more.",
    );
    const rows = await t.db.select().from(watchlist).where(eq(watchlist.uid, user.uid));
    expect(rows).toHaveLength(3);
  });

  test("past the daily cap of new tracked channels a follow is tracked the next day, and says so", async () => {
    await t.db
      .insert(userDailyUsage)
      .values({ uid: user.uid, day: pacificDay(clock.getTime()), channelsAdded: TRACKED_CHANNELS_PER_DAY });
    const answer = AddWatchlistResponseSchema.parse((await follow(channelId(5))).body);
    expect(answer.channel.tracking).toBe("tomorrow");
    expect(answer.notice).toBe(TRACKING_TOMORROW_NOTICE);
    expect(await t.db.select().from(trackedChannels)).toEqual([]);
    // A channel the jobs already track costs nothing from the cap.
    await t.db
      .insert(trackedChannels)
      .values({ channelId: channelId(6), source: "seed", requestedAt: clock });
    expect(AddWatchlistResponseSchema.parse((await follow(channelId(6))).body).channel.tracking).toBe(
      "tracked",
    );

    clock = new Date(clock.getTime() + DAY);
    const services = (await import("../services.ts")).createServices({
      env: (await import("../../test/app.ts")).testEnv(),
      db: t.connection,
      logger: createLogger("silent"),
      now: () => clock,
    });
    expect(await services.watchlist.maintainTracking()).toMatchObject({ started: 1 });
    const list = GetWatchlistResponseSchema.parse((await call("/watchlist")).body);
    expect(list.channels.every((c) => c.tracking === "tracked")).toBe(true);
  });

  test("the feed: newest or breaking out first, filters, cursor pages, bad cursors", async () => {
    await t.db.execute(sql`truncate videos cascade`);
    const byN = new Map([1, 2, 3].map((n) => [n, { n, title: `Channel ${n}` }]));
    await insertVideos(
      t.db,
      [
        {
          n: 1,
          channel: 1,
          publishedAt: new Date(clock.getTime() - 2 * HOUR),
          outlierAtAge: 1.1,
          format: "long",
        },
        {
          n: 2,
          channel: 1,
          publishedAt: new Date(clock.getTime() - 3 * DAY),
          outlierAtAge: 5.2,
          format: "long",
        },
        {
          n: 3,
          channel: 2,
          publishedAt: new Date(clock.getTime() - 10 * DAY),
          outlierAtAge: 2.5,
          format: "short",
        },
        {
          n: 4,
          channel: 2,
          publishedAt: new Date(clock.getTime() - 40 * DAY),
          outlierAtAge: null,
          format: "long",
        },
        { n: 5, channel: 3, publishedAt: new Date(clock.getTime() - HOUR), outlierAtAge: 9, format: "long" },
      ],
      byN,
    );
    await follow(channelId(1));
    await follow(channelId(2));
    const feed = async (query: string) => {
      const answer = await call(`/watchlist/feed?${query}`);
      expect(answer.status).toBe(200);
      return WatchlistFeedResponseSchema.parse(answer.body);
    };
    const ids = (page: { videos: { videoId: string }[] }) => page.videos.map((v) => v.videoId);
    // Channel 3 is not followed; video 4 is older than 30 days.
    expect(ids(await feed(""))).toEqual([videoId(1), videoId(2), videoId(3)]);
    expect(ids(await feed("sort=breakout"))).toEqual([videoId(2), videoId(3), videoId(1)]);
    expect(ids(await feed("window=7d"))).toEqual([videoId(1), videoId(2)]);
    expect(ids(await feed("window=24h"))).toEqual([videoId(1)]);
    expect(ids(await feed("format=short"))).toEqual([videoId(3)]);
    expect(ids(await feed(`channelId=${channelId(2)}`))).toEqual([videoId(3)]);

    for (const sort of ["newest", "breakout"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { videos: { videoId: string }[]; nextCursor: string | null } = await feed(
          `sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ""}`,
        );
        seen.push(...ids(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(ids(await feed(`sort=${sort}`)));
    }
    const newestCursor = (await feed("limit=1")).nextCursor;
    const wrongSort = await call(`/watchlist/feed?sort=breakout&cursor=${newestCursor}`);
    expect(wrongSort.status).toBe(400);
    expect(wrongSort.body.error).toMatchObject({ field: "cursor" });
    const forged = Buffer.from("n|1|x").toString("base64url");
    expect((await call(`/watchlist/feed?cursor=${forged}`)).status).toBe(400);
    expect((await call("/watchlist/feed?window=1y")).status).toBe(400);
  });

  test("breakouts: recorded once per video, emailed at most hourly, the same Message-ID after a crash", async () => {
    await t.db.execute(sql`truncate videos cascade`);
    const byN = new Map([1, 2].map((n) => [n, { n, title: `Channel ${n}` }]));
    await follow(channelId(1));
    await t.db.update(users).set({ breakoutMultiple: 4 }).where(eq(users.uid, user.uid));
    clock = new Date(clock.getTime() + HOUR);
    await insertVideos(
      t.db,
      [
        // Since the follow, within 7 days, at 4x or more: breakouts.
        {
          n: 11,
          channel: 1,
          title: "Big one",
          publishedAt: new Date(clock.getTime() - 30 * 60_000),
          outlierAtAge: 6,
        },
        {
          n: 12,
          channel: 1,
          title: "Below N",
          publishedAt: new Date(clock.getTime() - 20 * 60_000),
          outlierAtAge: 3.9,
        },
        // Published before the follow: not an alert.
        { n: 13, channel: 1, publishedAt: new Date(clock.getTime() - 2 * DAY), outlierAtAge: 8 },
        // Not followed.
        { n: 14, channel: 2, publishedAt: new Date(clock.getTime() - 10 * 60_000), outlierAtAge: 8 },
      ],
      byN,
    );
    const deps: BreakoutEmailDeps = {
      db: t.db,
      mailer,
      logger: createLogger("silent"),
      now: () => clock,
      signingSecret: SECRET,
      webOrigin: "https://vidinsight.test",
      apiPublicUrl: "https://api.vidinsight.test",
      from: "VidInsight <alerts@vidinsight.test>",
    };
    expect(await detectBreakouts(t.db, clock)).toEqual([
      { uid: user.uid, videoId: videoId(11), multiple: 6 },
    ]);
    expect(await detectBreakouts(t.db, clock)).toEqual([]);
    expect(await sendBreakoutEmail(deps, user.uid)).toMatchObject({ status: "sent", breakouts: 1 });
    const [mail] = await catcher.waitForMessages(1);
    expect(mail?.subject).toBe("Breaking out: Big one (6.00X)");
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(await sendBreakoutEmail(deps, user.uid)).toEqual({ status: "nothing" });

    // Two more within the hour: held, then one email with both.
    await t.db
      .update(videos_)
      .set({ outlierAtAge: 4.5 })
      .where(eq(videos_.id, videoId(12)));
    clock = new Date(clock.getTime() + 10 * 60_000);
    await insertVideos(
      t.db,
      [
        {
          n: 15,
          channel: 1,
          title: "Another",
          publishedAt: new Date(clock.getTime() - 5 * 60_000),
          outlierAtAge: 7,
        },
      ],
      byN,
    );
    expect(await detectBreakouts(t.db, clock)).toHaveLength(2);
    expect(await sendBreakoutEmail(deps, user.uid)).toMatchObject({ status: "waiting" });
    clock = new Date(clock.getTime() + HOUR);
    // A crash between send and record: the SMTP server took it, the row still says 'sending'.
    catcher.failNext(1);
    await expect(sendBreakoutEmail(deps, user.uid)).rejects.toThrow();
    const [pending] = await t.db.select().from(breakoutEmails).where(eq(breakoutEmails.status, "sending"));
    expect(pending).toBeDefined();
    expect(await sendBreakoutEmail(deps, user.uid)).toMatchObject({
      status: "sent",
      breakouts: 2,
      attempts: 2,
    });
    const mails = await catcher.waitForMessages(2);
    expect(mails[1]?.subject).toBe("2 videos are breaking out on channels you follow");
    expect(mails[1]?.messageId).toBe(pending?.messageId);
    // Every video in exactly one email.
    const records = await t.db.select().from(watchlistBreakouts).where(eq(watchlistBreakouts.uid, user.uid));
    expect(records.map((r) => r.videoId).sort()).toEqual([videoId(11), videoId(12), videoId(15)]);
    expect(records.every((r) => r.emailId !== null)).toBe(true);

    // The extension's view of them, and the feed marks them.
    // The next morning's recap has a section of them.
    const [row] = await t.db.select().from(users).where(eq(users.uid, user.uid));
    const prepared = await prepareRecap(
      t.db,
      row!,
      "2026-03-11",
      { standard: [], professional: [] },
      new Date("2026-03-11T08:00:00Z"),
    );
    if (prepared.kind !== "recap") throw new Error("expected a recap");
    expect(prepared.content.followedBreakouts?.map((b) => b.videoId)).toEqual([
      videoId(15),
      videoId(11),
      videoId(12),
    ]);
    const rendered = await renderRecap(prepared.content, {
      web: "https://w.test",
      unsubscribePage: "https://w.test/u",
    });
    expect(rendered.text).toContain("BREAKING OUT ON CHANNELS YOU FOLLOW\n- Another");

    const breakouts = WatchlistBreakoutsResponseSchema.parse((await call("/watchlist/breakouts")).body);
    expect(breakouts.breakouts.map((b) => b.videoId)).toEqual([videoId(12), videoId(15), videoId(11)]);
    const feed = WatchlistFeedResponseSchema.parse((await call("/watchlist/feed?sort=breakout")).body);
    // Video 13 (8x) is first on the feed but never alerted: it was published before the follow.
    expect(feed.videos.map((v) => [v.videoId, v.breakoutAt !== null])).toEqual([
      [videoId(13), false],
      [videoId(15), true],
      [videoId(11), true],
      [videoId(12), true],
    ]);
  });

  test("alert settings, and the one-click unsubscribe turns the email off", async () => {
    const set = await call("/watchlist/alerts", jsonRequest("PUT", { multiple: 5 }));
    expect(set).toEqual({ status: 200, body: { email: true, multiple: 5 } });
    expect((await call("/watchlist/alerts", jsonRequest("PUT", { multiple: 11 }))).status).toBe(400);
    expect((await call("/watchlist/alerts", jsonRequest("PUT", {}))).status).toBe(400);
    const token = signUnsubscribeToken(SECRET, user.uid, clock, "breakouts-unsubscribe");
    const response = await app().request(`/watchlist/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
    });
    expect(response.status).toBe(200);
    expect(GetWatchlistResponseSchema.parse((await call("/watchlist")).body).alerts).toEqual({
      email: false,
      multiple: 5,
    });
    // The recap's token does not turn breakout emails off, nor the other way round.
    const recapToken = signUnsubscribeToken(SECRET, user.uid, clock);
    const refused = await app().request(`/watchlist/unsubscribe?token=${encodeURIComponent(recapToken)}`, {
      method: "POST",
    });
    expect(refused.status).toBe(400);
  });
});
