// The history routes' database work: a stored video's snapshots and changes, and a stored channel's
// typical start (the sums themselves are videos/history.ts's).
import { eq } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { channels } from "../db/schema.ts";
import { channelCurve, loadVideoHistory } from "../videos/history.ts";

export function createHistory({ db, now }: { db: Database; now: () => Date }) {
  return {
    videoHistory: (videoId: string, publishedAt?: Date) => loadVideoHistory(db, videoId, publishedAt),
    /** The channel's curve, or null when the channel is not in the store. */
    async channelCurve(channelId: string, format: Parameters<typeof channelCurve>[2]) {
      const [channel] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, channelId));
      return channel ? channelCurve(db, channelId, format, now()) : null;
    },
  };
}
export type History = ReturnType<typeof createHistory>;
