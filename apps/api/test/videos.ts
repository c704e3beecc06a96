// Video store rows written directly, for route tests that are about reading (filters, sorts, paging,
// ownership) rather than about fetching. Ids have YouTube's shapes.
import type { Database } from "../src/db/index.ts";
import { channels, type NewVideoRow, videos } from "../src/db/schema.ts";

export function videoId(n: number): string {
  return `vid${String(n).padStart(8, "0")}`;
}

export function channelId(n: number): string {
  return `UC${String(n).padStart(22, "0")}`;
}

export interface FixtureChannel {
  n: number;
  title?: string;
  subscribers?: number;
  videoCount?: number;
}

export type FixtureVideo = Partial<NewVideoRow> & { n: number; channel: number };

export async function insertChannels(db: Database, list: readonly FixtureChannel[], fetchedAt = new Date()) {
  await db.insert(channels).values(
    list.map((channel) => ({
      id: channelId(channel.n),
      title: channel.title ?? `Channel ${channel.n}`,
      uploadsPlaylistId: `UU${channelId(channel.n).slice(2)}`,
      subscriberCount: channel.subscribers ?? 1_000,
      videoCount: channel.videoCount ?? 10,
      viewCount: 1_000_000,
      fetchedAt,
    })),
  );
}

/** Videos with plausible defaults; the channel copies come from `channelsByN`. */
export async function insertVideos(
  db: Database,
  list: readonly FixtureVideo[],
  channelsByN: ReadonlyMap<number, FixtureChannel>,
  fetchedAt = new Date(),
) {
  if (list.length === 0) return;
  await db.insert(videos).values(
    list.map(({ n, channel, ...rest }) => {
      const owner = channelsByN.get(channel);
      if (!owner) throw new Error(`fixture channel ${channel} missing`);
      return {
        id: videoId(n),
        channelId: channelId(channel),
        title: `Video ${n}`,
        publishedAt: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000),
        durationSeconds: 600,
        durationIso: "PT10M",
        format: "long" as const,
        viewCount: 1_000 * n,
        likeCount: 10 * n,
        commentCount: n,
        outlierScore: 1,
        lifetimeVph: n,
        channelTitle: owner.title ?? `Channel ${owner.n}`,
        channelSubscriberCount: owner.subscribers ?? 1_000,
        channelVideoCount: owner.videoCount ?? 10,
        fetchedAt,
        ...rest,
      };
    }),
  );
}
