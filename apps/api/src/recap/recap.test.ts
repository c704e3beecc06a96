// The daily recap on each database: who is due when (time zones), the outbox's once-only rule across a
// crash between send and record, SMTP retries, who never gets one, and the pg-boss fan-out. Mail goes
// over real SMTP (nodemailer) to the SMTP catcher of @vi/emulators.
import { type SmtpCatcher, startSmtpCatcher } from "@vi/emulators/smtp";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { forEachDatabase } from "../../test/db.ts";
import { waitUntil } from "../../test/queue.ts";
import { channelId, insertChannels, insertVideos, videoId } from "../../test/videos.ts";
import { recapOutbox, savedVideos, users } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createJobQueue, type JobQueue } from "../queue/index.ts";
import { defineRecapJobs, planRecaps, RECAP_JOBS, recapJobId } from "./jobs.ts";
import { createSmtpMailer, MailError, type Mailer } from "./mailer.ts";
import { dueRecapDay, localTime, previousDay, startOfLocalDay } from "./schedule.ts";
import { type RecapDeps, recapMessageId, sendDailyRecap } from "./send.ts";
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, verifyUnsubscribeToken } from "./token.ts";

const logger = createLogger("silent");
const SECRET = "test-recap-signing-secret-0123456789";

describe("schedule", () => {
  test("08:00 local in Tokyo (UTC+9) and Los Angeles (UTC-8 in winter)", () => {
    // 2026-01-14 22:59 UTC is 07:59 on the 15th in Tokyo; 23:00 UTC is 08:00 there.
    expect(dueRecapDay("Asia/Tokyo", new Date("2026-01-14T22:59:00Z"))).toBeNull();
    expect(dueRecapDay("Asia/Tokyo", new Date("2026-01-14T23:00:00Z"))).toBe("2026-01-15");
    // 15:59 UTC is 07:59 in Los Angeles; 16:00 UTC is 08:00.
    expect(dueRecapDay("America/Los_Angeles", new Date("2026-01-14T15:59:00Z"))).toBeNull();
    expect(dueRecapDay("America/Los_Angeles", new Date("2026-01-14T16:00:00Z"))).toBe("2026-01-14");
    // Until the local day ends (a late start after downtime still sends that day's recap).
    expect(dueRecapDay("America/Los_Angeles", new Date("2026-01-15T07:59:00Z"))).toBe("2026-01-14");
    expect(dueRecapDay("America/Los_Angeles", new Date("2026-01-15T08:00:00Z"))).toBeNull();
    // Half-hour zones.
    expect(dueRecapDay("Asia/Kolkata", new Date("2026-01-15T02:29:00Z"))).toBeNull();
    expect(dueRecapDay("Asia/Kolkata", new Date("2026-01-15T02:30:00Z"))).toBe("2026-01-15");
  });

  test("an unknown zone counts as UTC; local midnights across DST", () => {
    expect(localTime("Mars/Olympus", new Date("2026-01-15T08:00:00Z"))).toMatchObject({
      day: "2026-01-15",
      hour: 8,
      timeZone: "UTC",
    });
    expect(startOfLocalDay("Asia/Tokyo", "2026-01-15").toISOString()).toBe("2026-01-14T15:00:00.000Z");
    expect(startOfLocalDay("America/Los_Angeles", "2026-03-08").toISOString()).toBe(
      "2026-03-08T08:00:00.000Z",
    );
    expect(startOfLocalDay("America/Los_Angeles", "2026-03-09").toISOString()).toBe(
      "2026-03-09T07:00:00.000Z",
    );
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
  });
});

describe("unsubscribe token", () => {
  const now = new Date("2026-01-15T08:00:00Z");
  test("valid, forged, expired, malformed", () => {
    const token = signUnsubscribeToken(SECRET, "uid-1", now);
    expect(verifyUnsubscribeToken(SECRET, token, now)).toEqual({ ok: true, uid: "uid-1" });
    expect(verifyUnsubscribeToken("another-secret-0123456789", token, now)).toEqual({
      ok: false,
      reason: "forged",
    });
    // Someone else's uid under this signature.
    const [, expires, signature] = token.split(".");
    const swapped = `${Buffer.from("uid-2").toString("base64url")}.${expires}.${signature}`;
    expect(verifyUnsubscribeToken(SECRET, swapped, now)).toEqual({ ok: false, reason: "forged" });
    // A later expiry under the same signature.
    const extended = `${token.split(".")[0]}.${Number(expires) + 86_400}.${signature}`;
    expect(verifyUnsubscribeToken(SECRET, extended, now)).toEqual({ ok: false, reason: "forged" });
    const later = new Date(now.getTime() + (UNSUBSCRIBE_TOKEN_DAYS * 86_400 + 1) * 1000);
    expect(verifyUnsubscribeToken(SECRET, token, later)).toEqual({ ok: false, reason: "expired" });
    expect(verifyUnsubscribeToken(SECRET, "not-a-token", now)).toEqual({ ok: false, reason: "malformed" });
  });
});

/** A mailer that delivers for real and then "crashes" before the sender can record it. */
function crashingAfterSend(inner: Mailer): Mailer {
  return {
    async send(mail) {
      await inner.send(mail);
      throw new Error("process died right after SMTP accepted the message");
    },
    close: () => inner.close(),
  };
}

forEachDatabase((t) => {
  let catcher: SmtpCatcher;
  let mailer: Mailer;
  let clock: Date;
  const queues: JobQueue[] = [];
  const deps = (overrides: Partial<RecapDeps> = {}): RecapDeps => ({
    db: t.db,
    mailer,
    logger,
    now: () => clock,
    products: { standard: ["prod_standard"], professional: ["prod_professional"] },
    signingSecret: SECRET,
    webOrigin: "https://vidinsight.test",
    apiPublicUrl: "https://api.vidinsight.test",
    from: "VidInsight <recap@vidinsight.test>",
    ...overrides,
  });

  beforeAll(async () => {
    catcher = await startSmtpCatcher({ smtpPort: 0, httpPort: 0 });
    mailer = createSmtpMailer({ url: catcher.smtpUrl, from: "VidInsight <recap@vidinsight.test>" });
    // A niche: channel 1 (saved videos) and channel 2 (a linked account's subscription).
    const channelList = [
      { n: 1, title: "Pasta Lab" },
      { n: 2, title: "Knife Skills" },
      { n: 3, title: "Elsewhere" },
    ];
    await insertChannels(t.db, channelList);
    const byN = new Map(channelList.map((channel) => [channel.n, channel]));
    await insertVideos(
      t.db,
      [
        // Saved videos.
        { n: 1, channel: 1, title: "Saved one", viewCount: 10_000, outlierScore: 1.2 },
        { n: 2, channel: 1, title: "Saved two", viewCount: 50_000, outlierScore: 2.5 },
        // Published "yesterday" (14 January, Tokyo and Los Angeles both) with high scores.
        {
          n: 3,
          channel: 1,
          title: "Niche outlier <b>bold</b>",
          publishedAt: new Date("2026-01-14T12:00:00Z"),
          outlierScore: 6.4,
        },
        {
          n: 4,
          channel: 2,
          title: "Subscription outlier",
          publishedAt: new Date("2026-01-14T12:30:00Z"),
          outlierScore: 3.1,
        },
        // Not in the niche, or not an outlier.
        {
          n: 5,
          channel: 3,
          title: "Outside the niche",
          publishedAt: new Date("2026-01-14T12:00:00Z"),
          outlierScore: 9,
        },
        {
          n: 6,
          channel: 2,
          title: "Ordinary",
          publishedAt: new Date("2026-01-14T13:00:00Z"),
          outlierScore: 1.1,
        },
      ],
      byN,
    );
  });
  afterAll(async () => {
    mailer?.close();
    await catcher?.close();
  });
  beforeEach(async () => {
    catcher.clear();
    catcher.failNext(0);
    clock = new Date("2026-01-15T00:00:00Z");
    await t.db.delete(users);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop({ timeoutMs: 1_000 })));
  });

  let serial = 0;
  async function user(fields: Partial<typeof users.$inferInsert> & { saved?: number[] } = {}) {
    const { saved = [1, 2], ...rest } = fields;
    const uid = `user-${++serial}`;
    await t.db.insert(users).values({
      uid,
      email: `${uid}@example.com`,
      name: "Ada Lovelace",
      timezone: "UTC",
      emailVerified: true,
      subscribedToDailyRecapEmail: true,
      youtube: [
        {
          channelId: channelId(9),
          title: "My channel",
          subscriptions: [{ channelId: channelId(2), title: "Knife Skills" }],
        },
      ],
      ...rest,
    });
    if (saved.length > 0)
      await t.db.insert(savedVideos).values(saved.map((n) => ({ uid, videoId: videoId(n) })));
    return uid;
  }
  const outbox = async (uid: string) => t.db.select().from(recapOutbox).where(eq(recapOutbox.uid, uid));
  /** A stand-in for the queue that records what the planner queued. */
  const recorder = () => {
    const sent: { uid: string; day: string; id: string | undefined }[] = [];
    return {
      sent,
      async sendMany(
        _name: string,
        jobs: readonly { data: { uid: string; day: string }; options?: { id?: string } }[],
      ) {
        for (const job of jobs) sent.push({ ...job.data, id: job.options?.id });
      },
    };
  };

  test("users at UTC+9 and UTC-8 are queued at their own 08:00, once per local day", async () => {
    const tokyo = await user({ timezone: "Asia/Tokyo" });
    const la = await user({ timezone: "America/Los_Angeles" });
    const queue = recorder();
    const plan = async (at: string) => {
      clock = new Date(at);
      const before = queue.sent.length;
      await planRecaps(deps(), queue as never);
      return queue.sent.slice(before);
    };
    expect(await plan("2026-01-14T15:59:00Z")).toEqual([]);
    expect(await plan("2026-01-14T16:00:00Z")).toEqual([
      { uid: la, day: "2026-01-14", id: recapJobId(la, "2026-01-14") },
    ]);
    await sendDailyRecap(deps(), { uid: la, day: "2026-01-14", lastAttempt: false });
    expect(await plan("2026-01-14T22:59:00Z")).toEqual([]);
    expect(await plan("2026-01-14T23:00:00Z")).toEqual([
      { uid: tokyo, day: "2026-01-15", id: recapJobId(tokyo, "2026-01-15") },
    ]);
    await sendDailyRecap(deps(), { uid: tokyo, day: "2026-01-15", lastAttempt: false });
    expect(await plan("2026-01-15T15:59:00Z")).toEqual([]);
    expect(await plan("2026-01-15T16:00:00Z")).toEqual([
      { uid: la, day: "2026-01-15", id: recapJobId(la, "2026-01-15") },
    ]);
    await sendDailyRecap(deps(), { uid: la, day: "2026-01-15", lastAttempt: false });
    expect(await plan("2026-01-15T22:00:00Z")).toEqual([]);

    const mails = catcher.messages();
    expect(mails.map((mail) => mail.envelopeTo[0])).toEqual([
      `${la}@example.com`,
      `${tokyo}@example.com`,
      `${la}@example.com`,
    ]);
    // "Yesterday" is the user's own: the outliers published on 14 January (UTC midday: evening in
    // Tokyo, early morning in Los Angeles) are in Tokyo's 15 January recap and Los Angeles' 15 January
    // one, not in Los Angeles' 14 January one.
    const [laFirst, tokyoMail, laSecond] = mails;
    // Nothing new for Los Angeles' first recap (no outlier yesterday, no earlier recap to compare with).
    expect(laFirst?.subject).toBe("Your morning recap");
    expect(laFirst?.text).toContain("A quiet night");
    expect(laFirst?.text).not.toContain("Niche outlier");
    for (const mail of [tokyoMail, laSecond]) {
      expect(mail?.subject).toBe("Your morning recap: 2 outliers in your niche");
      expect(mail?.text).toMatch(/Niche outlier <b>bold<\/b>[\s\S]*Subscription outlier/);
      expect(mail?.text).not.toContain("Outside the niche");
      expect(mail?.text).not.toContain("Ordinary");
    }
  });

  test("nobody without the flag or a verified email; nobody without data", async () => {
    const off = await user({ subscribedToDailyRecapEmail: false });
    const unverified = await user({ emailVerified: false });
    const empty = await user({ saved: [], youtube: [] });
    const ok = await user();
    clock = new Date("2026-01-15T09:00:00Z");
    const queue = recorder();
    await planRecaps(deps(), queue as never, { batchSize: 2 });
    expect(queue.sent.map((job) => job.uid).sort()).toEqual([empty, ok].sort());
    // A job queued before the user turned the recap off sends nothing.
    expect(await sendDailyRecap(deps(), { uid: off, day: "2026-01-15", lastAttempt: false })).toEqual({
      status: "skipped",
      reason: "unsubscribed",
    });
    expect(
      await sendDailyRecap(deps(), { uid: unverified, day: "2026-01-15", lastAttempt: false }),
    ).toMatchObject({
      status: "skipped",
    });
    expect(await sendDailyRecap(deps(), { uid: empty, day: "2026-01-15", lastAttempt: false })).toEqual({
      status: "skipped",
      reason: "no data yet",
    });
    expect(catcher.messages()).toHaveLength(0);
    // Skipped days are recorded, so the planner does not queue them again.
    const again = recorder();
    await planRecaps(deps(), again as never);
    expect(again.sent.map((job) => job.uid)).toEqual([ok]);
  });

  test("a crash between send and record sends again with the same Message-ID, then never again", async () => {
    const uid = await user();
    const day = "2026-01-15";
    clock = new Date("2026-01-15T09:00:00Z");
    await expect(
      sendDailyRecap(deps({ mailer: crashingAfterSend(mailer) }), { uid, day, lastAttempt: false }),
    ).rejects.toThrow(/process died/);
    expect(await outbox(uid)).toMatchObject([{ status: "sending", attempts: 1 }]);
    // The job is retried (pg-boss expires or retries it): the day is sent again and recorded.
    expect(await sendDailyRecap(deps(), { uid, day, lastAttempt: false })).toEqual({
      status: "sent",
      attempts: 2,
    });
    expect(await sendDailyRecap(deps(), { uid, day, lastAttempt: false })).toEqual({
      status: "done",
      was: "sent",
    });
    const mails = catcher.messages();
    expect(mails).toHaveLength(2);
    expect(mails[0]?.messageId).toBe(recapMessageId(uid, day, "VidInsight <recap@vidinsight.test>"));
    expect(mails[1]?.messageId).toBe(mails[0]?.messageId);
    expect(await outbox(uid)).toMatchObject([{ status: "sent", attempts: 2, detail: null }]);
  });

  test("SMTP failures are retried, then the day is given up and recorded failed", async () => {
    const uid = await user();
    const day = "2026-01-15";
    clock = new Date("2026-01-15T09:00:00Z");
    catcher.failNext(1);
    await expect(sendDailyRecap(deps(), { uid, day, lastAttempt: false })).rejects.toBeInstanceOf(MailError);
    expect(await outbox(uid)).toMatchObject([
      { status: "sending", attempts: 1, detail: expect.stringMatching(/451/) },
    ]);
    expect(await sendDailyRecap(deps(), { uid, day, lastAttempt: false })).toEqual({
      status: "sent",
      attempts: 2,
    });

    const other = await user();
    catcher.failNext(5);
    await expect(sendDailyRecap(deps(), { uid: other, day, lastAttempt: false })).rejects.toBeInstanceOf(
      MailError,
    );
    await expect(sendDailyRecap(deps(), { uid: other, day, lastAttempt: true })).rejects.toBeInstanceOf(
      MailError,
    );
    expect(await outbox(other)).toMatchObject([{ status: "failed", attempts: 2 }]);
    // Given up is final: neither a late retry nor the planner sends it.
    expect(await sendDailyRecap(deps(), { uid: other, day, lastAttempt: false })).toEqual({
      status: "done",
      was: "failed",
    });
    const queue = recorder();
    await planRecaps(deps(), queue as never);
    expect(queue.sent).toEqual([]);
    expect(catcher.messages()).toHaveLength(1);
  });

  test("the next recap tells how saved videos moved since the last one", async () => {
    const uid = await user();
    clock = new Date("2026-01-15T09:00:00Z");
    await sendDailyRecap(deps(), { uid, day: "2026-01-15", lastAttempt: false });
    const { videos } = await import("../db/schema.ts");
    await t.db
      .update(videos)
      .set({ viewCount: 12_345, outlierScore: 2.2 })
      .where(eq(videos.id, videoId(1)));
    clock = new Date("2026-01-16T09:00:00Z");
    await sendDailyRecap(deps(), { uid, day: "2026-01-16", lastAttempt: false });
    const second = catcher.messages()[1];
    expect(second?.text).toContain("Saved one [NEW OUTLIER] (Pasta Lab · +2.3K views (12.3K total)");
    expect(second?.html).toContain("NEW OUTLIER");
    await t.db
      .update(videos)
      .set({ viewCount: 10_000, outlierScore: 1.2 })
      .where(eq(videos.id, videoId(1)));
  });

  test("on the queue: the planner's fan-out is sent by a worker once per user and day", async () => {
    const uids = [await user(), await user(), await user()];
    clock = new Date("2026-01-15T09:00:00Z");
    const queue = createJobQueue({
      database: t.connection.queue,
      db: t.db,
      logger,
      config: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, cron: false },
    });
    defineRecapJobs(queue, deps());
    await queue.start({ work: true });
    queues.push(queue);
    // Two planner runs racing (two workers after a restart, say) queue each day once.
    await Promise.all([planRecaps(deps(), queue), planRecaps(deps(), queue)]);
    await catcher.waitForMessages(3);
    await waitUntil(async () => {
      const rows = await t.db
        .select()
        .from(recapOutbox)
        .where(and(eq(recapOutbox.day, "2026-01-15")));
      return rows.filter((row) => row.status === "sent").length === 3;
    });
    await planRecaps(deps(), queue);
    const state = (await queue.state()).find((entry) => entry.name === RECAP_JOBS.send);
    expect(state?.queued).toBe(0);
    expect(
      catcher
        .messages()
        .map((mail) => mail.envelopeTo[0])
        .sort(),
    ).toEqual(uids.map((uid) => `${uid}@example.com`).sort());
    const mail = catcher.messages()[0];
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.headers["list-unsubscribe"]).toMatch(
      /^<https:\/\/api\.vidinsight\.test\/unsubscribe\?token=[\w.%-]+>$/,
    );
  });

  test("on the queue: an SMTP failure is retried by pg-boss with backoff, and the retry sends", async () => {
    const uid = await user();
    clock = new Date("2026-01-15T09:00:00Z");
    const queue = createJobQueue({
      database: t.connection.queue,
      db: t.db,
      logger,
      config: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, cron: false },
    });
    // The production backoff starts at 60 s; a 1 s start keeps the test short (same code path).
    defineRecapJobs(queue, deps(), { retryDelaySeconds: 1 });
    await queue.start({ work: true });
    queues.push(queue);
    catcher.failNext(1);
    await planRecaps(deps(), queue);
    await waitUntil(async () => (await outbox(uid))[0]?.status === "sent", { timeoutMs: 30_000 });
    expect(await outbox(uid)).toMatchObject([{ status: "sent", attempts: 2, detail: null }]);
    expect(catcher.messages()).toHaveLength(1);
    const state = (await queue.state()).find((entry) => entry.name === RECAP_JOBS.send);
    expect(state?.lastRuns[0]).toMatchObject({ state: "completed", retryCount: 1 });
  });
});
