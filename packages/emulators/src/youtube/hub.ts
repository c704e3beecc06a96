import { createHmac, randomBytes } from "node:crypto";
import type { Catalog, CatalogChannel } from "./catalog.ts";

// YouTube's WebSub (PubSubHubbub) hub, as pubsubhubbub.appspot.com plays it for
// https://www.youtube.com/xml/feeds/videos.xml?channel_id=...: a subscriber POSTs a form (hub.mode,
// hub.topic, hub.callback, hub.secret, hub.lease_seconds), gets 202, and the hub then GETs the callback
// with a challenge it must echo (verification of intent). Once verified, each new upload is POSTed to the
// callback as an Atom entry signed with X-Hub-Signature: sha1=HMAC-SHA1(secret, body), until the lease
// lapses. Uploads are found by comparing the catalog at the emulator's clock with the last delivery.

export const HUB_TOPIC_PREFIX = "https://www.youtube.com/xml/feeds/videos.xml?channel_id=";
export const HUB_DEFAULT_LEASE_SECONDS = 432_000;
export const HUB_MAX_LEASE_SECONDS = 864_000;

export interface HubSubscription {
  callback: string;
  topic: string;
  channelId: string;
  secret: string | null;
  leaseExpiresAt: number;
  /** Uploads published up to this instant have been delivered. */
  deliveredUpTo: number;
}

export interface HubDelivery {
  at: number;
  callback: string;
  channelId: string;
  videoIds: string[];
  status: number;
}

export interface YoutubeHub {
  /** Handles POST /hub (form body); answers the HTTP status and text. */
  subscribeRequest(form: URLSearchParams): Promise<{ status: number; text: string }>;
  /** Pushes every upload published since the last delivery to each verified subscriber. */
  deliver(): Promise<HubDelivery[]>;
  readonly subscriptions: ReadonlyMap<string, HubSubscription>;
  readonly deliveries: readonly HubDelivery[];
  /** Settles when the verifications started so far are done (tests wait on it). */
  idle(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+00:00");

/** The Atom document of a push: the new uploads' entries, as the hub relays them. */
export function pushXml(
  channel: CatalogChannel,
  topic: string,
  origin: string,
  videos: readonly { id: string; title: string; publishedAt: number }[],
  at: number,
): string {
  const channelUrl = `https://www.youtube.com/channel/${channel.id}`;
  const entries = videos.map(
    (video) => `<entry>
  <id>yt:video:${video.id}</id>
  <yt:videoId>${video.id}</yt:videoId>
  <yt:channelId>${channel.id}</yt:channelId>
  <title>${escapeXml(video.title)}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${video.id}"/>
  <author>
   <name>${escapeXml(channel.title)}</name>
   <uri>${channelUrl}</uri>
  </author>
  <published>${iso(video.publishedAt)}</published>
  <updated>${iso(at)}</updated>
 </entry>`,
  );
  return `<?xml version='1.0' encoding='UTF-8'?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns="http://www.w3.org/2005/Atom"><link rel="hub" href="${escapeXml(`${origin}/hub`)}"/><link rel="self" href="${escapeXml(topic)}"/><title>YouTube video feed</title><updated>${iso(at)}</updated>${entries.join("")}</feed>
`;
}

export function createYoutubeHub(options: {
  catalog: Catalog;
  now: () => number;
  origin: () => string;
  fetch?: typeof fetch;
}): YoutubeHub {
  const { catalog, now } = options;
  const send = options.fetch ?? fetch;
  const subscriptions = new Map<string, HubSubscription>();
  const deliveries: HubDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const key = (callback: string, topic: string) => `${callback} ${topic}`;

  async function verify(
    mode: "subscribe" | "unsubscribe",
    callback: string,
    topic: string,
    channel: CatalogChannel,
    secret: string | null,
    leaseSeconds: number,
  ): Promise<void> {
    const challenge = randomBytes(16).toString("hex");
    const url = new URL(callback);
    url.searchParams.set("hub.mode", mode);
    url.searchParams.set("hub.topic", topic);
    url.searchParams.set("hub.challenge", challenge);
    if (mode === "subscribe") url.searchParams.set("hub.lease_seconds", String(leaseSeconds));
    try {
      const response = await send(url, { method: "GET" });
      const text = await response.text();
      if (!response.ok || text !== challenge) return;
    } catch {
      return;
    }
    const id = key(callback, topic);
    if (mode === "unsubscribe") {
      subscriptions.delete(id);
      return;
    }
    const at = now();
    const existing = subscriptions.get(id);
    subscriptions.set(id, {
      callback,
      topic,
      channelId: channel.id,
      secret,
      leaseExpiresAt: at + leaseSeconds * 1000,
      // A renewal keeps its place; a new subscriber hears of uploads from now on.
      deliveredUpTo: existing?.deliveredUpTo ?? at,
    });
  }

  return {
    subscriptions,
    deliveries,
    async subscribeRequest(form) {
      const mode = form.get("hub.mode");
      const callback = form.get("hub.callback") ?? "";
      const topic = form.get("hub.topic") ?? "";
      if (mode !== "subscribe" && mode !== "unsubscribe")
        return { status: 400, text: "Invalid value for hub.mode" };
      let callbackUrl: URL;
      try {
        callbackUrl = new URL(callback);
      } catch {
        return { status: 400, text: "Invalid value for hub.callback" };
      }
      if (!/^https?:$/.test(callbackUrl.protocol))
        return { status: 400, text: "Invalid value for hub.callback" };
      if (!topic.startsWith(HUB_TOPIC_PREFIX)) return { status: 400, text: "Invalid value for hub.topic" };
      const channel = catalog.channelById(topic.slice(HUB_TOPIC_PREFIX.length));
      if (!channel) return { status: 400, text: "Invalid value for hub.topic" };
      const secret = form.get("hub.secret") || null;
      if (secret !== null && Buffer.byteLength(secret) >= 200)
        return { status: 400, text: "Invalid value for hub.secret" };
      const requested = Number(form.get("hub.lease_seconds") ?? HUB_DEFAULT_LEASE_SECONDS);
      const lease = Number.isFinite(requested)
        ? Math.min(Math.max(Math.trunc(requested), 60), HUB_MAX_LEASE_SECONDS)
        : HUB_DEFAULT_LEASE_SECONDS;
      const job = verify(mode, callbackUrl.toString(), topic, channel, secret, lease).finally(() =>
        pending.delete(job),
      );
      pending.add(job);
      return { status: 202, text: "" };
    },
    async deliver() {
      const at = now();
      const out: HubDelivery[] = [];
      for (const [id, subscription] of subscriptions) {
        if (subscription.leaseExpiresAt <= at) {
          subscriptions.delete(id);
          continue;
        }
        const channel = catalog.channelById(subscription.channelId);
        if (!channel) continue;
        const fresh = catalog
          .uploadsAt(channel, at)
          .filter((video) => video.publishedAt > subscription.deliveredUpTo && video.publishedAt <= at);
        if (fresh.length === 0) continue;
        // YouTube pushes one entry per upload; one document with several is what a subscriber must accept.
        const body = pushXml(
          channel,
          subscription.topic,
          options.origin(),
          fresh.map((video) => ({
            id: video.id,
            title: catalog.titleAt(video, at),
            publishedAt: video.publishedAt,
          })),
          at,
        );
        const headers: Record<string, string> = {
          "content-type": "application/atom+xml",
          link: `<${options.origin()}/hub>; rel=hub, <${subscription.topic}>; rel=self`,
        };
        if (subscription.secret)
          headers["x-hub-signature"] =
            `sha1=${createHmac("sha1", subscription.secret).update(body).digest("hex")}`;
        let status = 0;
        try {
          const response = await send(subscription.callback, { method: "POST", headers, body });
          status = response.status;
          await response.arrayBuffer();
        } catch {
          status = 0;
        }
        const delivery = {
          at,
          callback: subscription.callback,
          channelId: channel.id,
          videoIds: fresh.map((video) => video.id),
          status,
        };
        deliveries.push(delivery);
        out.push(delivery);
        // Delivered when the subscriber took it (2xx); otherwise tried again at the next round.
        if (status >= 200 && status < 300) subscription.deliveredUpTo = at;
      }
      return out;
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
