// The watchlist's acceptance path on the API (issue 34), against the YouTube emulator's moving catalog:
// a user follows a channel (POST /watchlist), the API subscribes at the emulator's WebSub hub, the clock
// moves on, the hub pushes each new upload to the callback on a real port, the job stores it, the refresh
// keeps the cadence, and when one of the new videos reaches N times the channel's usual views at its age
// the user gets exactly one email in the SMTP catcher, the video leads the breaking-out feed and is in
// GET /watchlist/breakouts (what the extension counts on its icon).
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type SmtpCatcher, startSmtpCatcher } from "@vi/emulators/smtp";
import type { YoutubeEmulator } from "@vi/emulators/youtube";
import { WatchlistBreakoutsResponseSchema, WatchlistFeedResponseSchema } from "@vi/types";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { jsonRequest, testEnv } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { waitUntil } from "../../test/queue.ts";
import {
  DAY,
  HOUR,
  ingestContext,
  startTestEmulator,
  TestClock,
  testCatalog,
  youtubeVars,
} from "../../test/youtube.ts";
import { createApp } from "../app.ts";
import { createFirebaseAuth } from "../auth/firebase.ts";
import { users, videos } from "../db/schema.ts";
import { refreshVideos } from "../jobs/refresh.ts";
import { trackChannels } from "../jobs/track.ts";
import { createLogger } from "../logger.ts";
import { createSmtpMailer } from "../recap/mailer.ts";
import { createServices, type Services } from "../services.ts";
import { breakoutRound, websubConfig } from "./jobs.ts";
import { renewSubscriptions } from "./websub.ts";

const catalog = testCatalog();
const logger = createLogger("silent");
const FROM = "VidInsight <alerts@vidinsight.test>";

/**
 * A channel of the moving catalog and an instant to follow it at: at least 7 long-form uploads in the 12
 * days before (its typical start), and a long-form upload 1-5 days after that the catalog made a strong
 * outlier (8x its channel's typical video). Found from the catalog, not hard-coded.
 */
function scenario() {
  for (let day = 12; day <= 120; day++) {
    const followAt = catalog.anchor + day * DAY + 12 * HOUR;
    for (const channel of catalog.channels) {
      const long = catalog
        .uploadsAt(channel, followAt + 8 * DAY)
        .filter((video) => !video.isShort && !video.broadcast);
      const before = long.filter((v) => v.publishedAt < followAt && v.publishedAt > followAt - 12 * DAY);
      const star = long.find(
        (v) => v.publishedAt > followAt + DAY && v.publishedAt < followAt + 5 * DAY && v.outlierFactor >= 8,
      );
      if (star && before.length >= 7) return { channel, followAt, star };
    }
  }
  throw new Error("no breakout scenario in the test catalog");
}

forEachDatabase((t) => {
  const { channel, followAt, star } = scenario();
  const clock = new TestClock(followAt - 12 * DAY);
  let emulator: YoutubeEmulator;
  let catcher: SmtpCatcher;
  let services: Services;
  let server: ReturnType<typeof serve>;
  let app: ReturnType<typeof createApp>;
  let user: TestUser;

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
    catcher = await startSmtpCatcher({ smtpPort: 0, httpPort: 0 });
    user = await createTestUser();
    await t.db.execute(sql`truncate users, channels, videos, tracked_channels, websub_subscriptions cascade`);
    await t.db.insert(users).values({ uid: user.uid, email: user.email, emailVerified: true });
    const env = testEnv({ ...youtubeVars(emulator), WEBSUB_HUB_URL: `${emulator.url}/hub` });
    services = createServices({
      env,
      db: t.connection,
      logger,
      now: clock.now,
      queue: { cron: false, pollingIntervalSeconds: 0.5 },
      mailer: createSmtpMailer({ url: catcher.smtpUrl, from: FROM }),
    });
    await services.queue.start({ work: true });
    app = createApp({
      env,
      db: t.connection,
      logger,
      auth: createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID }),
      services,
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
  }, 60_000);
  afterAll(async () => {
    await services?.queue.stop({ timeoutMs: 1_000 });
    services?.recap.mailer?.close();
    await new Promise((resolve) => server?.close(resolve));
    await catcher?.close();
    await emulator?.close();
  });

  test("follow, uploads pushed as the clock moves, one breakout email, first on the feed", async () => {
    const ctx = ingestContext(t.db, emulator, clock);
    // The channel's history before the follow: its uploads tracked and refreshed every 2 hours for 12 days,
    // so its typical start (the usual views at each age) is known.
    await trackChannels(ctx, [channel.id]);
    for (; clock.ms < followAt; clock.advance(2 * HOUR)) await refreshVideos(ctx);

    const followed = await app.request(
      "/watchlist",
      jsonRequest("POST", { channel: channel.id }, bearer(user)),
    );
    expect(followed.status).toBe(201);
    const set = await app.request("/watchlist/alerts", jsonRequest("PUT", { multiple: 2 }, bearer(user)));
    expect(set.status).toBe(200);
    const port = (server.address() as AddressInfo).port;
    const config = {
      ...websubConfig(testEnv()),
      hubUrl: `${emulator.url}/hub`,
      callbackBase: `http://127.0.0.1:${port}`,
    };
    expect(await renewSubscriptions({ db: t.db, config, now: clock.now, logger })).toMatchObject({
      requested: 1,
    });
    await emulator.hub.idle();
    const followedAt = clock.ms;

    // The clock moves on in steps of 1 hour: pushes, the job storing the new uploads, refreshes,
    // breakout rounds (what the jobs do every minute), until the email comes (at most 14 days).
    let mailed = false;
    let pushes = 0;
    for (const end = clock.ms + 14 * DAY; clock.ms < end && !mailed; ) {
      clock.advance(HOUR);
      for (const delivery of await emulator.hub.deliver()) {
        expect(delivery.status).toBe(204);
        pushes++;
        await waitUntil(async () => {
          const stored = await t.db
            .select({ id: videos.id })
            .from(videos)
            .where(eq(videos.id, delivery.videoIds.at(-1)!));
          return stored.length === 1;
        });
      }
      await refreshVideos(ctx);
      const round = await breakoutRound({ db: t.db, recap: services.recap, logger, now: clock.now });
      mailed = (round.emails.sent ?? 0) > 0;
    }
    expect(pushes).toBeGreaterThan(0);
    expect(mailed).toBe(true);
    const mails = await catcher.waitForMessages(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain(user.email);
    expect(mails[0]?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const breakouts = WatchlistBreakoutsResponseSchema.parse(
      await (await app.request("/watchlist/breakouts", { headers: bearer(user) })).json(),
    );
    expect(breakouts.breakouts).toHaveLength(1);
    const [breakout] = breakouts.breakouts;
    expect(mails[0]?.subject).toContain(breakout!.title.slice(0, 20));
    // The catalog's strong outlier, alerted within its first 7 days.
    expect(breakout!.videoId).toBe(star.id);
    expect(star.publishedAt).toBeGreaterThan(followedAt);
    expect(clock.ms - star.publishedAt).toBeLessThanOrEqual(7 * DAY);

    const feed = WatchlistFeedResponseSchema.parse(
      await (await app.request("/watchlist/feed?sort=breakout&window=7d", { headers: bearer(user) })).json(),
    );
    expect(feed.videos[0]?.videoId).toBe(breakout!.videoId);
    expect(feed.videos[0]?.breakoutAt).not.toBeNull();

    // Another round sends nothing more for it.
    clock.advance(2 * HOUR);
    await breakoutRound({ db: t.db, recap: services.recap, logger, now: clock.now });
    expect(
      catcher.messages().filter((mail) => mail.subject.includes(breakout!.title.slice(0, 20))),
    ).toHaveLength(1);
  }, 900_000);
});
