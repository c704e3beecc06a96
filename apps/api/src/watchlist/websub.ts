// New uploads of followed channels without spending quota (docs/decisions/watchlist.md): one WebSub
// subscription per followed channel at YouTube's hub (renewed before its lease lapses), whose signed
// pushes name the new videos; the channel's public Atom feed polled as the fallback. Only the videos'
// statistics then come from the Data API (videos.list, 50 ids a unit).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CHANNEL_ID_RE, VIDEO_ID_RE, WEBSUB_CALLBACK_PATH } from "@vi/types";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { websubSubscriptions } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { loadVideos } from "../videos/store.ts";

const WEBSUB_TOPIC_PREFIX = "https://www.youtube.com/xml/feeds/videos.xml?channel_id=";
/** The lease asked for (the hub may grant less); renewed a day before it lapses. */
export const WEBSUB_LEASE_SECONDS = 5 * 86_400;
const WEBSUB_RENEW_BEFORE_MS = 86_400_000;
/** A subscription not verified within this is asked for again. */
const WEBSUB_PENDING_RETRY_MS = 3_600_000;
/** Feeds of channels without a working subscription are read this often; the others as a safety net. */
const FEED_POLL_UNSUBSCRIBED_MS = 15 * 60_000;
const FEED_POLL_SUBSCRIBED_MS = 6 * 3_600_000;
/** Largest push body read (a feed document of a few entries is a few KB). */
export const WEBSUB_MAX_BODY_BYTES = 256 * 1024;

export interface WebsubConfig {
  hubUrl: string;
  /** Public base the hub calls: `${callbackBase}${WEBSUB_CALLBACK_PATH}?channel_id=...`. */
  callbackBase: string;
  feedBaseUrl: string;
}

const topicOf = (channelId: string) => `${WEBSUB_TOPIC_PREFIX}${channelId}`;
const callbackOf = (config: WebsubConfig, channelId: string) =>
  `${config.callbackBase}${WEBSUB_CALLBACK_PATH}?channel_id=${channelId}`;

/** The video ids of an Atom document (a push or the feed), for the given channel only. */
export function videoIdsOfAtom(xml: string, channelId: string): string[] {
  const ids: string[] = [];
  for (const entry of xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)) {
    const body = entry[1] ?? "";
    const videoId = /<yt:videoId>([^<]+)<\/yt:videoId>/.exec(body)?.[1]?.trim();
    const owner = /<yt:channelId>([^<]+)<\/yt:channelId>/.exec(body)?.[1]?.trim();
    if (videoId && VIDEO_ID_RE.test(videoId) && owner === channelId) ids.push(videoId);
  }
  return [...new Set(ids)];
}

/** X-Hub-Signature check: `sha1=<hex>` (YouTube's hub) or sha256, HMAC of the raw body with our secret. */
export function validSignature(secret: string, body: Buffer, header: string | undefined): boolean {
  const match = /^(sha1|sha256)=([0-9a-f]{40,64})$/i.exec(header?.trim() ?? "");
  if (!match) return false;
  const algorithm = (match[1] ?? "sha1").toLowerCase();
  const expected = createHmac(algorithm, secret).update(body).digest();
  const given = Buffer.from(match[2] ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Asks the hub for (or renews) the subscriptions of followed channels that have none, a pending one
 * older than an hour, or a lease that lapses within a day. Channels nobody follows any more are left to
 * lapse (their rows go). Returns the subscribe requests the hub accepted.
 */
export async function renewSubscriptions(
  deps: { db: Database; config: WebsubConfig; now: () => Date; logger: Logger; fetch?: typeof fetch },
  { limit = 200 }: { limit?: number } = {},
): Promise<{ requested: number; failed: number; dropped: number }> {
  const { db, config, logger } = deps;
  const send = deps.fetch ?? fetch;
  const now = deps.now();
  const dropped = await db.execute(sql`
    delete from websub_subscriptions s
    where not exists (select 1 from watchlist w where w.channel_id = s.channel_id)
    returning s.channel_id
  `);
  const due = await db.execute<{ channel_id: string; secret: string | null }>(sql`
    select f.channel_id, s.secret
    from (select distinct channel_id from watchlist where tracking_from is not null) f
    left join websub_subscriptions s on s.channel_id = f.channel_id
    where s.channel_id is null
       or (s.state = 'active' and s.lease_expires_at < ${new Date(now.getTime() + WEBSUB_RENEW_BEFORE_MS).toISOString()}::timestamptz)
       or (s.state <> 'active' and s.requested_at < ${new Date(now.getTime() - WEBSUB_PENDING_RETRY_MS).toISOString()}::timestamptz)
    order by s.lease_expires_at asc nulls first
    limit ${limit}
  `);
  let requested = 0;
  let failed = 0;
  for (const row of due.rows) {
    if (!CHANNEL_ID_RE.test(row.channel_id)) continue;
    const secret = row.secret ?? randomBytes(24).toString("base64url");
    await db
      .insert(websubSubscriptions)
      .values({ channelId: row.channel_id, secret, state: "pending", requestedAt: now })
      .onConflictDoUpdate({
        target: websubSubscriptions.channelId,
        // An active lease stays active while its renewal is verified.
        set: {
          requestedAt: now,
          state: sql`case when ${websubSubscriptions.state} = 'active' then 'active' else 'pending' end`,
        },
      });
    const form = new URLSearchParams({
      "hub.mode": "subscribe",
      "hub.topic": topicOf(row.channel_id),
      "hub.callback": callbackOf(config, row.channel_id),
      "hub.verify": "async",
      "hub.secret": secret,
      "hub.lease_seconds": String(WEBSUB_LEASE_SECONDS),
    });
    try {
      const response = await send(config.hubUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.status === 202 || response.status === 204) requested++;
      else {
        failed++;
        logger.warn({ channelId: row.channel_id, status: response.status }, "websub subscribe refused");
      }
    } catch (error) {
      failed++;
      logger.warn({ err: error, channelId: row.channel_id }, "websub hub unreachable");
    }
  }
  return { requested, failed, dropped: dropped.rows.length };
}

/**
 * The hub's verification of intent: a subscription we asked for (subscribe) or that nobody follows any
 * more (unsubscribe) answers the challenge; anything else is refused (null).
 */
export async function verifyIntent(
  deps: { db: Database; now: () => Date },
  params: { mode: string; topic: string; challenge: string; leaseSeconds: number | null; channelId: string },
): Promise<string | null> {
  const { db } = deps;
  if (params.topic !== topicOf(params.channelId) || !params.challenge) return null;
  const [row] = await db
    .select({ state: websubSubscriptions.state })
    .from(websubSubscriptions)
    .where(eq(websubSubscriptions.channelId, params.channelId));
  if (params.mode === "subscribe") {
    if (!row) return null;
    const lease = params.leaseSeconds ?? WEBSUB_LEASE_SECONDS;
    const now = deps.now();
    await db
      .update(websubSubscriptions)
      .set({ state: "active", verifiedAt: now, leaseExpiresAt: new Date(now.getTime() + lease * 1000) })
      .where(eq(websubSubscriptions.channelId, params.channelId));
    return params.challenge;
  }
  if (params.mode === "unsubscribe") return row ? null : params.challenge;
  if (params.mode === "denied" && row) {
    await db
      .update(websubSubscriptions)
      .set({ state: "failed" })
      .where(eq(websubSubscriptions.channelId, params.channelId));
  }
  return null;
}

/**
 * A push: checked against the channel's secret (a bad or missing signature is ignored, as WebSub asks:
 * the hub still gets 2xx), then the ids of videos not stored yet. Null when it is not to be trusted.
 */
async function acceptPush(
  deps: { db: Database; now: () => Date },
  channelId: string,
  body: Buffer,
  signature: string | undefined,
): Promise<string[] | null> {
  const [row] = await deps.db
    .select({ secret: websubSubscriptions.secret })
    .from(websubSubscriptions)
    .where(eq(websubSubscriptions.channelId, channelId));
  if (!row || !validSignature(row.secret, body, signature)) return null;
  await deps.db
    .update(websubSubscriptions)
    .set({ lastNotifiedAt: deps.now() })
    .where(eq(websubSubscriptions.channelId, channelId));
  const ids = videoIdsOfAtom(body.toString("utf8"), channelId);
  const stored = await loadVideos(deps.db, ids);
  return ids.filter((id) => !stored.has(id));
}

/**
 * The fallback: reads the Atom feed of followed channels without an active subscription (every 15
 * minutes) or not polled for 6 hours, and answers the ids of videos not stored yet, by channel.
 */
export async function pollFeeds(
  deps: { db: Database; config: WebsubConfig; now: () => Date; logger: Logger; fetch?: typeof fetch },
  { limit = 100 }: { limit?: number } = {},
): Promise<{ polled: number; fresh: Map<string, string[]> }> {
  const { db, config, logger } = deps;
  const send = deps.fetch ?? fetch;
  const now = deps.now();
  const due = await db.execute<{ channel_id: string }>(sql`
    select f.channel_id
    from (select distinct channel_id from watchlist where tracking_from is not null) f
    left join websub_subscriptions s on s.channel_id = f.channel_id
    where s.channel_id is null
       or (coalesce(s.state, '') <> 'active' or s.lease_expires_at < ${now.toISOString()}::timestamptz)
          and (s.polled_at is null or s.polled_at < ${new Date(now.getTime() - FEED_POLL_UNSUBSCRIBED_MS).toISOString()}::timestamptz)
       or (s.polled_at is null or s.polled_at < ${new Date(now.getTime() - FEED_POLL_SUBSCRIBED_MS).toISOString()}::timestamptz)
    order by s.polled_at asc nulls first
    limit ${limit}
  `);
  const fresh = new Map<string, string[]>();
  let polled = 0;
  for (const { channel_id: channelId } of due.rows) {
    if (!CHANNEL_ID_RE.test(channelId)) continue;
    try {
      const response = await send(`${config.feedBaseUrl}/feeds/videos.xml?channel_id=${channelId}`, {
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (!response.ok) {
        logger.warn({ channelId, status: response.status }, "channel feed not read");
        continue;
      }
      polled++;
      const ids = videoIdsOfAtom(text, channelId);
      const stored = await loadVideos(db, ids);
      const unknown = ids.filter((id) => !stored.has(id));
      if (unknown.length > 0) fresh.set(channelId, unknown);
    } catch (error) {
      logger.warn({ err: error, channelId }, "channel feed unreachable");
      continue;
    }
    await db
      .update(websubSubscriptions)
      .set({ polledAt: now })
      .where(eq(websubSubscriptions.channelId, channelId));
  }
  return { polled, fresh };
}

/** The callback's database work, bound to its dependencies for the routes (which never reach the database). */
export function createWebsubCallbacks(deps: { db: Database; now: () => Date }) {
  return {
    verifyIntent: (params: Parameters<typeof verifyIntent>[1]) => verifyIntent(deps, params),
    acceptPush: (channelId: string, body: Buffer, signature: string | undefined) =>
      acceptPush(deps, channelId, body, signature),
  };
}
export type WebsubCallbacks = ReturnType<typeof createWebsubCallbacks>;
