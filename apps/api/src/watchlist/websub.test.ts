// New uploads of a followed channel through the emulator's WebSub hub and the API's callback on a real
// port: subscription, the hub's verification challenge, a signed push as the clock moves past an upload
// (the upload stored with one videos.list), a forged push ignored, lease renewal, and the Atom feed
// polled when there is no subscription.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { YoutubeEmulator } from "@vi/emulators/youtube";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { testEnv } from "../../test/app.ts";
import { forEachDatabase } from "../../test/db.ts";
import { waitUntil } from "../../test/queue.ts";
import { DAY, HOUR, startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../test/youtube.ts";
import { createApp } from "../app.ts";
import { createFirebaseAuth } from "../auth/firebase.ts";
import { users, videos, watchlist, websubSubscriptions } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createServices, type Services } from "../services.ts";
import {
  pollFeeds,
  renewSubscriptions,
  validSignature,
  videoIdsOfAtom,
  WEBSUB_LEASE_SECONDS,
} from "./websub.ts";

const catalog = testCatalog();
const channel = catalog.channels.find((candidate) => candidate.recentUploadIntervalMs <= 2 * DAY)!;
const logger = createLogger("silent");

forEachDatabase((t) => {
  const clock = new TestClock(catalog.anchor + 10 * DAY);
  let emulator: YoutubeEmulator;
  let server: ReturnType<typeof serve>;
  let callbackBase = "";
  let services: Services;

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
    // The real app and its job queue (started, cron off): the push's upload is stored by the job.
    const env = testEnv(youtubeVars(emulator));
    services = createServices({
      env,
      db: t.connection,
      logger,
      now: clock.now,
      queue: { cron: false, pollingIntervalSeconds: 0.5 },
    });
    await services.queue.start({ work: true });
    const app = createApp({
      env,
      db: t.connection,
      logger,
      auth: createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID }),
      services,
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    callbackBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await t.db.insert(users).values({ uid: "websub-user", email: "w@example.com", emailVerified: true });
    await t.db
      .insert(watchlist)
      .values({ uid: "websub-user", channelId: channel.id, addedAt: clock.now(), trackingFrom: clock.now() });
  });
  afterAll(async () => {
    await services?.queue.stop({ timeoutMs: 1_000 });
    await new Promise((resolve) => server?.close(resolve));
    await emulator?.close();
  });

  const config = () => ({
    hubUrl: `${emulator.url}/hub`,
    callbackBase,
    feedBaseUrl: emulator.url,
  });

  test("subscribe, verify, a signed push of the next upload, renewal before the lease lapses", async () => {
    const deps = { db: t.db, config: config(), now: clock.now, logger };
    expect(await renewSubscriptions(deps)).toEqual({ requested: 1, failed: 0, dropped: 0 });
    await emulator.hub.idle();
    const [row] = await t.db.select().from(websubSubscriptions);
    expect(row).toMatchObject({ channelId: channel.id, state: "active" });
    expect(row?.leaseExpiresAt?.getTime()).toBe(clock.ms + WEBSUB_LEASE_SECONDS * 1000);
    // Not due again while the lease has more than a day left.
    expect(await renewSubscriptions(deps)).toMatchObject({ requested: 0 });

    // The clock moves past the channel's next upload: the hub pushes it, signed.
    const next = catalog
      .uploadsAt(channel, clock.ms + 5 * DAY)
      .filter((video) => video.publishedAt > clock.ms)
      .sort((a, b) => a.publishedAt - b.publishedAt)[0]!;
    clock.ms = next.publishedAt + 60_000;
    const requests = emulator.requestLog.length;
    const [delivery] = await emulator.hub.deliver();
    expect(delivery).toMatchObject({ channelId: channel.id, status: 204 });
    expect(delivery?.videoIds).toContain(next.id);
    const [pushed] = await t.db.select().from(websubSubscriptions);
    expect(pushed?.lastNotifiedAt?.getTime()).toBe(clock.ms);

    // The job stores it: videos.list (1 unit for up to 50 ids) and channels.list for a new channel.
    await waitUntil(
      async () =>
        (await t.db.select({ id: videos.id }).from(videos).where(eq(videos.id, next.id))).length === 1,
    );
    const spent = emulator.requestLog.slice(requests).filter((entry) => entry.units > 0);
    expect(spent.map((entry) => entry.endpoint).sort()).toEqual(["channels", "videos"]);

    // Four days on, the lease has less than a day left: renewed (the row stays active meanwhile).
    clock.advance(4 * DAY + HOUR);
    expect(await renewSubscriptions(deps)).toMatchObject({ requested: 1 });
    await emulator.hub.idle();
    const [renewed] = await t.db.select().from(websubSubscriptions);
    expect(renewed?.leaseExpiresAt?.getTime()).toBe(clock.ms + WEBSUB_LEASE_SECONDS * 1000);
  });

  test("a push with a forged signature is answered but ignored", async () => {
    const body = `<feed><entry><yt:videoId>abcdefghijk</yt:videoId><yt:channelId>${channel.id}</yt:channelId></entry></feed>`;
    const response = await fetch(`${callbackBase}/websub/youtube?channel_id=${channel.id}`, {
      method: "POST",
      headers: { "content-type": "application/atom+xml", "x-hub-signature": `sha1=${"0".repeat(40)}` },
      body,
    });
    expect(response.status).toBe(204);
    const [row] = await t.db.select().from(websubSubscriptions);
    expect(row?.lastNotifiedAt?.getTime()).not.toBe(clock.ms + 1);
    // Verification of a subscription never asked for is refused.
    const verify = await fetch(
      `${callbackBase}/websub/youtube?channel_id=UC${"x".repeat(22)}&hub.mode=subscribe&hub.topic=x&hub.challenge=abc`,
    );
    expect(verify.status).toBe(404);
    expect(validSignature("s", Buffer.from(body), undefined)).toBe(false);
    expect(videoIdsOfAtom(body, channel.id)).toEqual(["abcdefghijk"]);
    expect(videoIdsOfAtom(body, `UC${"y".repeat(22)}`)).toEqual([]);
  });

  test("without an active subscription the channel's Atom feed is polled", async () => {
    await t.db.execute(sql`update websub_subscriptions set state = 'failed', polled_at = null`);
    await t.db.execute(sql`truncate videos cascade`);
    const polled = await pollFeeds({ db: t.db, config: config(), now: clock.now, logger });
    expect(polled.polled).toBe(1);
    expect(polled.fresh.get(channel.id)?.length).toBeGreaterThan(0);
    // Polled again only after 15 minutes.
    expect((await pollFeeds({ db: t.db, config: config(), now: clock.now, logger })).polled).toBe(0);
  });
});
