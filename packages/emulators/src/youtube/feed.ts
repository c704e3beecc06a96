import type { Catalog, CatalogChannel } from "./catalog.ts";
import { hash32 } from "./prng.ts";

// The channel's public Atom feed, as www.youtube.com/feeds/videos.xml?channel_id= serves it: the 15 newest
// public videos with their view counts (media:statistics) and likes (media:starRating count). YouTube
// serves it from a cache: here each channel's feed is rebuilt every FEED_CACHE_MS, at a phase of its own,
// so its counts lag the Data API's by 0 to 15 minutes (docs/decisions/video-history.md).

export const FEED_ENTRIES = 15;
export const FEED_CACHE_MS = 15 * 60_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char]!,
  );
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+00:00");

/** The instant the channel's cached feed was built, for a request at `at`. */
export function feedBuiltAt(channel: CatalogChannel, at: number): number {
  const phase = hash32(channel.id, "feed") % FEED_CACHE_MS;
  return Math.floor((at - phase) / FEED_CACHE_MS) * FEED_CACHE_MS + phase;
}

export function channelFeedXml(
  catalog: Catalog,
  channel: CatalogChannel,
  at: number,
  origin: string,
): string {
  const built = feedBuiltAt(channel, at);
  const channelUrl = `https://www.youtube.com/channel/${channel.id}`;
  const entries = catalog
    .uploadsAt(channel, built)
    .slice(0, FEED_ENTRIES)
    .map((video) => {
      const stats = catalog.videoStatsAt(video, built);
      const title = escapeXml(catalog.titleAt(video, built));
      const likes = video.likesHidden ? 0 : stats.likeCount;
      return ` <entry>
  <id>yt:video:${video.id}</id>
  <yt:videoId>${video.id}</yt:videoId>
  <yt:channelId>${channel.id}</yt:channelId>
  <title>${title}</title>
  <link rel="alternate" href="https://www.youtube.com/${video.isShort ? "shorts/" : "watch?v="}${video.id}"/>
  <author>
   <name>${escapeXml(channel.title)}</name>
   <uri>${channelUrl}</uri>
  </author>
  <published>${iso(video.publishedAt)}</published>
  <updated>${iso(built)}</updated>
  <media:group>
   <media:title>${title}</media:title>
   <media:content url="https://www.youtube.com/v/${video.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="${origin}/vi/${video.id}/hqdefault.jpg" width="480" height="360"/>
   <media:description>${escapeXml(video.description)}</media:description>
   <media:community>
    <media:starRating count="${likes}" average="5.00" min="1" max="5"/>
    <media:statistics views="${stats.viewCount}"/>
   </media:community>
  </media:group>
 </entry>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channel.id}"/>
 <id>yt:channel:${channel.id}</id>
 <yt:channelId>${channel.id}</yt:channelId>
 <title>${escapeXml(channel.title)}</title>
 <link rel="alternate" href="${channelUrl}"/>
 <author>
  <name>${escapeXml(channel.title)}</name>
  <uri>${channelUrl}</uri>
 </author>
 <published>${iso(channel.createdAt)}</published>
${entries.join("\n")}
</feed>
`;
}
