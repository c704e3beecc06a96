// A video's history in the store, on both databases: snapshots in day partitions made on demand (also by
// writers racing on a new day), retention dropping whole days, the refresh cadence by age, title and
// thumbnail changes with the views per hour around them, and the outlier at the same age as @vi/metrics
// computes it from the stored snapshots.
import { outlierAtAge } from "@vi/metrics";
import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { forEachDatabase } from "../../test/db.ts";
import { channels, videoChanges, videoSnapshots, videos } from "../db/schema.ts";
import { staleVideoIds } from "../jobs/refresh.ts";
import { applyRetention } from "../jobs/retention.ts";
import type { YoutubeChannel, YoutubeVideo } from "../youtube/schemas.ts";
import {
  insertSnapshots,
  loadChannelHistory,
  recomputeOutlierScores,
  upsertChannels,
  upsertVideos,
} from "./store.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 10, 21, 12);
const CHANNEL = "UCaaaaaaaaaaaaaaaaaaaaaa";

const channelItem: YoutubeChannel = {
  kind: "youtube#channel",
  etag: "e",
  id: CHANNEL,
  snippet: { title: "Maya Cooks", description: "", publishedAt: "2020-01-01T00:00:00Z" },
  contentDetails: { relatedPlaylists: { uploads: `UU${CHANNEL.slice(2)}` } },
  statistics: { viewCount: 1000, subscriberCount: 1000, hiddenSubscriberCount: false, videoCount: 10 },
};

/** A long-form video of the test channel as videos.list answers it. */
function item(
  n: number,
  publishedAt: number,
  views: number,
  title = `Video ${n}`,
  thumb = "a",
): YoutubeVideo {
  const id = `vid${String(n).padStart(8, "0")}`;
  return {
    kind: "youtube#video",
    etag: "e",
    id,
    snippet: {
      publishedAt: new Date(publishedAt).toISOString(),
      channelId: CHANNEL,
      title,
      description: "",
      channelTitle: "Maya Cooks",
      thumbnails: { medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg?v=${thumb}` } },
    },
    contentDetails: { duration: "PT10M" },
    statistics: { viewCount: views, likeCount: Math.floor(views / 20), commentCount: 3 },
  };
}

forEachDatabase((t) => {
  beforeEach(async () => {
    await t.db.execute(sql`truncate channels, videos, video_snapshots, video_changes cascade`);
    await upsertChannels(t.db, [channelItem], new Date(START));
  });

  const partitions = async () =>
    (
      await t.db.execute<{ name: string }>(sql`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'video_snapshots'::regclass order by 1`)
    ).rows.map((row) => row.name);

  test("snapshots go into day partitions made on demand; retention drops days past 30 and trims the edge", async () => {
    const published = START - 2 * DAY;
    await upsertVideos(t.db, [item(1, published, 100)], new Date(START));
    await upsertVideos(t.db, [item(1, published, 200)], new Date(START + 10 * HOUR));
    await upsertVideos(t.db, [item(1, published, 250)], new Date(START + 13 * HOUR));
    await upsertVideos(t.db, [item(1, published, 300)], new Date(START + DAY));
    expect(await partitions()).toEqual([
      "video_snapshots_p20261121",
      "video_snapshots_p20261122",
      "video_snapshots_p20261123",
    ]);
    const rows = await t.db.select().from(videoSnapshots).orderBy(asc(videoSnapshots.takenAt));
    expect(rows.map((row) => [row.viewCount, row.likeCount, row.commentCount, row.source])).toEqual([
      [100, 5, 3, "api"],
      [200, 10, 3, "api"],
      [250, 12, 3, "api"],
      [300, 15, 3, "api"],
    ]);

    // 30 days after 02:00 on the 22nd: the 21st (12:00, 22:00) is dropped whole, the 22nd keeps its
    // 12:00 snapshot and loses the one at 01:00. The video itself is kept fresh.
    const now = new Date(START + 30 * DAY + 14 * HOUR);
    await t.db.update(videos).set({ fetchedAt: now });
    await t.db.update(channels).set({ fetchedAt: now });
    const result = await applyRetention({ db: t.db, now: () => now });
    expect(result).toMatchObject({ snapshotPartitionsDropped: 1, snapshotsDeleted: 3 });
    expect(await partitions()).toEqual(["video_snapshots_p20261122", "video_snapshots_p20261123"]);
    const left = await t.db.select().from(videoSnapshots);
    expect(left.map((row) => row.viewCount)).toEqual([300]);
  });

  test("writers racing on a new day all succeed and make one partition", async () => {
    const published = START - DAY;
    await upsertVideos(
      t.db,
      Array.from({ length: 8 }, (_, n) => item(n, published, 10)),
      new Date(START),
    );
    const day = new Date(START + 3 * DAY);
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        insertSnapshots(
          t.db,
          [{ videoId: item(n, published, 0).id, views: 50 + n, likes: null, comments: null }],
          day,
          "feed",
        ),
      ),
    );
    expect((await partitions()).filter((name) => name === "video_snapshots_p20261124")).toHaveLength(1);
    const written = await t.db.select().from(videoSnapshots).where(eq(videoSnapshots.source, "feed"));
    expect(written).toHaveLength(8);
  });

  test("writers of the same videos in opposite orders all succeed: rows are locked in id order (no deadlock)", async () => {
    const published = START - DAY;
    const all = Array.from({ length: 120 }, (_, n) => item(n, published, 10));
    await upsertVideos(t.db, all, new Date(START));
    // Four writers at once (the PostgreSQL pool has four connections), two in each order, several rounds.
    for (let round = 1; round <= 5; round++) {
      await Promise.all(
        Array.from({ length: 4 }, (_, w) => {
          const views = 100 * round + w;
          const batch = all.map((video) => ({
            ...video,
            statistics: { ...video.statistics, viewCount: views },
          }));
          if (w % 2 === 1) batch.reverse();
          return upsertVideos(t.db, batch, new Date(START + round * HOUR + w * 60_000));
        }),
      );
      await recomputeOutlierScores(t.db, [CHANNEL], new Date(START + round * HOUR));
    }
    const rows = await t.db.select({ views: videos.viewCount }).from(videos);
    expect(rows).toHaveLength(120);
    // Each statement writes all of its rows: every video ends with the views of one writer of the last round.
    expect(new Set(rows.map((row) => Number(row.views))).size).toBe(1);
  });

  test("scores and curves of many channels at once (in steps) equal each channel's alone", async () => {
    // 23 channels: more than two recompute steps. Each has long-form videos of various ages and views.
    const ids = Array.from({ length: 23 }, (_, c) => `UC${String(c).padStart(22, "x")}`);
    await upsertChannels(
      t.db,
      ids.map((id, c) => ({
        ...channelItem,
        id,
        statistics: { ...channelItem.statistics, subscriberCount: 1000 * (c + 1) },
      })),
      new Date(START),
    );
    const items = ids.flatMap((channelId, c) =>
      Array.from({ length: 10 }, (_, v) => {
        const video = item(
          c * 10 + v,
          START - (v * 4 + 1) * DAY,
          100 * (v + 1) * ((c % 4) + 1) + (v === 3 ? 50_000 : 0),
        );
        return { ...video, snippet: { ...video.snippet, channelId } };
      }),
    );
    await upsertVideos(t.db, items, new Date(START - HOUR));
    await upsertVideos(t.db, items, new Date(START));
    const state = async () =>
      (
        await t.db.execute<{ id: string; s: number | null; a: number | null; n: number | null }>(sql`
          select id, outlier_score as s, outlier_at_age as a, outlier_at_age_sample as n from videos order by id`)
      ).rows;
    const curves = async () =>
      (
        await t.db.execute<{ c: string; f: string; p: unknown }>(
          sql`select channel_id as c, format as f, points as p from channel_curves order by 1, 2`,
        )
      ).rows;
    const now = new Date(START + HOUR);
    await recomputeOutlierScores(t.db, [...ids].reverse(), now);
    const together = { scores: await state(), curves: await curves() };
    expect(together.scores.filter((row) => row.s !== null).length).toBeGreaterThan(100);
    expect(together.curves).toHaveLength(2 * ids.length);
    await t.db.execute(
      sql`update videos set outlier_score = null, outlier_at_age = null, outlier_at_age_sample = 0`,
    );
    await t.db.execute(sql`delete from channel_curves`);
    for (const id of ids) await recomputeOutlierScores(t.db, [id], now);
    expect({ scores: await state(), curves: await curves() }).toEqual(together);
  });

  test("the refresh cadence follows age: hourly to 48 hours, 6-hourly to day 7, daily after", async () => {
    const now = START;
    const items = [item(1, now - 5 * HOUR, 10), item(2, now - 3 * DAY, 10), item(3, now - 20 * DAY, 10)];
    await upsertVideos(t.db, items, new Date(now));
    const ids = items.map((video) => video.id);
    const due = async (after: number) =>
      (await staleVideoIds({ db: t.db, now: () => new Date(now + after) }, 100)).sort();
    expect(await due(50 * 60_000)).toEqual([]);
    expect(await due(HOUR)).toEqual([ids[0]]);
    expect(await due(6 * HOUR)).toEqual([ids[0], ids[1]]);
    expect(await due(DAY)).toEqual(ids);
  });

  test("a title or thumbnail change is stored with before/after and the views per hour 24 hours around it", async () => {
    const published = START - 10 * DAY;
    // Hourly-ish history: 100 views an hour until the change, 300 an hour after it.
    for (let h = 0; h <= 24; h += 6) {
      await upsertVideos(t.db, [item(1, published, 10_000 + 100 * h)], new Date(START + h * HOUR));
    }
    const changedAt = START + 24 * HOUR;
    // The refresh at 24 h sees a new title and a new thumbnail.
    await upsertVideos(t.db, [item(1, published, 12_400, "A better title", "b")], new Date(changedAt + 1));
    let changes = await t.db.select().from(videoChanges).orderBy(asc(videoChanges.kind));
    expect(changes.map((c) => [c.kind, c.before, c.after, c.vphAfter])).toEqual([
      ["thumbnail", expect.stringContaining("?v=a"), expect.stringContaining("?v=b"), null],
      ["title", "Video 1", "A better title", null],
    ]);
    // 24 hours before: 10,000 -> 12,400 views (interpolated at both ends) = 100 an hour.
    expect(changes[0]!.vphBefore).toBeCloseTo(100, 3);

    for (let h = 6; h <= 30; h += 6) {
      await upsertVideos(
        t.db,
        [item(1, published, 12_400 + 300 * h, "A better title", "b")],
        new Date(changedAt + h * HOUR),
      );
    }
    changes = await t.db.select().from(videoChanges);
    expect(changes).toHaveLength(2);
    for (const change of changes) expect(change.vphAfter).toBeCloseTo(300, 3);
  });

  test("a thumbnail whose ETag changes at the same URL is a change; an unread ETag is not", async () => {
    const published = START - 3 * DAY;
    const video = item(1, published, 100);
    await upsertVideos(t.db, [video], new Date(START), new Map([[video.id, '"v1"']]));
    await upsertVideos(t.db, [video], new Date(START + HOUR));
    expect(await t.db.select().from(videoChanges)).toEqual([]);
    await upsertVideos(t.db, [video], new Date(START + 2 * HOUR), new Map([[video.id, '"v2"']]));
    const changes = await t.db.select().from(videoChanges);
    expect(
      changes.map((c) => [c.kind, c.before.endsWith('#etag="v1"'), c.after.endsWith('#etag="v2"')]),
    ).toEqual([["thumbnail", true, true]]);
  });

  test("the stored outlier at the same age is @vi/metrics' from the channel's snapshots", async () => {
    // Five earlier videos with hourly-enough snapshots through their first day, then a new one at 18 h.
    const peers = [500, 1000, 2000, 1000, 1500];
    const base = START - 20 * DAY;
    for (const [n, perHourAt18] of peers.entries()) {
      const published = base + n * 2 * DAY;
      for (const h of [6, 12, 17, 19, 24]) {
        await upsertVideos(
          t.db,
          [item(n, published, Math.round((perHourAt18 / 18) * h))],
          new Date(published + h * HOUR),
        );
      }
    }
    const target = item(9, START - 18 * HOUR, 4200);
    await upsertVideos(t.db, [target], new Date(START));
    await recomputeOutlierScores(t.db, [CHANNEL], new Date(START));
    const [row] = await t.db.select().from(videos).where(eq(videos.id, target.id));
    const history = await loadChannelHistory(t.db, CHANNEL, new Date(START), "long");
    const expected = outlierAtAge(
      { videoId: target.id, views: 4200, publishedAt: START - 18 * HOUR },
      history,
      START,
    );
    expect(expected).toEqual({ score: 4.2, sampleSize: 5, ageMs: 18 * HOUR });
    expect(row).toMatchObject({ outlierAtAge: 4.2, outlierAtAgeSample: 5 });

    // Four peers only: 'not enough history'.
    await t.db.delete(videos).where(eq(videos.id, item(0, 0, 0).id));
    await recomputeOutlierScores(t.db, [CHANNEL], new Date(START));
    const [after] = await t.db.select().from(videos).where(eq(videos.id, target.id));
    expect(after).toMatchObject({ outlierAtAge: null, outlierAtAgeSample: 4 });
  });
});
