import { SHORT_MAX_SECONDS as SHORTS_MAX_SECONDS } from "@vi/metrics";
import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG_ANCHOR, generateCatalog, growthShare } from "./catalog.ts";
import { CHANNEL_ID_PATTERN, decodeVideoId, encodeVideoId, VIDEO_ID_PATTERN } from "./ids.ts";

const DAY = 86_400_000;
const catalog = generateCatalog(42);
const at = catalog.anchor;
const videos = catalog.videosAt(at);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe("determinism", () => {
  it("gives the same channels, videos and statistics for the same seed, in any generation order", () => {
    const again = generateCatalog(42);
    // Generate in a different order (last channel first) to prove there is no shared PRNG state.
    const lastChannel = again.channels.at(-1);
    if (!lastChannel) throw new Error("no channels");
    again.uploadsAt(lastChannel, at);
    expect(again.channels).toEqual(catalog.channels);
    const againVideos = again.videosAt(at);
    expect(againVideos.map((video) => video.id)).toEqual(videos.map((video) => video.id));
    expect(againVideos.slice(0, 500)).toEqual(videos.slice(0, 500));
    const sample = videos.slice(0, 200);
    expect(sample.map((video) => again.videoStatsAt(video, at + DAY))).toEqual(
      sample.map((video) => catalog.videoStatsAt(video, at + DAY)),
    );
  });

  it("gives a different catalog for a different seed", () => {
    const other = generateCatalog(43);
    expect(other.channels[0]?.id).not.toBe(catalog.channels[0]?.id);
    const otherTitles = new Set(other.channels.map((channel) => channel.title));
    const overlap = catalog.channels.filter((channel) => otherTitles.has(channel.title)).length;
    expect(overlap).toBeLessThan(catalog.channels.length / 2);
  });

  it("is fast enough to build on every emulator start", () => {
    const started = performance.now();
    const fresh = generateCatalog(7);
    fresh.videosAt(fresh.anchor);
    expect(performance.now() - started).toBeLessThan(5_000); // ~0.3 s on an idle 2-core machine
  });
});

describe("ids", () => {
  it("uses YouTube's id shapes and never repeats an id", () => {
    expect(catalog.channels).toHaveLength(500);
    for (const channel of catalog.channels) {
      expect(channel.id).toMatch(CHANNEL_ID_PATTERN);
      expect(channel.uploadsPlaylistId).toBe(`UU${channel.id.slice(2)}`);
      expect(channel.handle).toMatch(/^@[a-z0-9]+$/);
    }
    expect(videos.filter((video) => !VIDEO_ID_PATTERN.test(video.id))).toEqual([]);
    expect(new Set(videos.map((video) => video.id)).size).toBe(videos.length);
    expect(new Set(catalog.channels.map((channel) => channel.id)).size).toBe(500);
    expect(new Set(catalog.channels.map((channel) => channel.handle)).size).toBe(500);
  });

  it("decodes a video id back to its channel and upload, and rejects ids it did not make", () => {
    for (const video of videos.slice(0, 300)) {
      expect(decodeVideoId(42, video.id)).toEqual({ channel: video.channelIndex, upload: video.upload });
      expect(catalog.videoById(video.id, at)).toBe(video);
    }
    expect(encodeVideoId(42, 3, 17)).not.toBe(encodeVideoId(43, 3, 17));
    expect(decodeVideoId(43, encodeVideoId(42, 3, 17))).toBeUndefined();
    for (const id of ["dQw4w9WgXcQ", "AAAAAAAAAAA", "___________", "short"]) {
      expect(catalog.videoById(id, at)).toBeUndefined();
    }
  });
});

describe("uploads over time", () => {
  it("spreads about 60 uploads per channel over the two years before the anchor", () => {
    const perChannel = catalog.channels.map((channel) => catalog.uploadCountAt(channel, at));
    const average = perChannel.reduce((sum, count) => sum + count, 0) / perChannel.length;
    expect(average).toBeGreaterThan(55);
    expect(average).toBeLessThan(65);
    const outside = videos.filter(
      (video) => video.publishedAt > at || video.publishedAt <= at - 2 * 365 * DAY,
    );
    expect(outside).toEqual([]);
    expect(Math.min(...videos.map((video) => video.publishedAt))).toBeLessThan(at - 600 * DAY);
  });

  it("keeps publication dates fixed and adds new uploads as time passes", () => {
    const channel = catalog.channels[0];
    if (!channel) throw new Error("no channel");
    const now = catalog.uploadsAt(channel, at);
    const later = catalog.uploadsAt(channel, at + 60 * DAY);
    expect(later.length).toBeGreaterThan(now.length);
    // The old uploads are still there with the same data (newest-first lists, so compare the tail).
    expect(later.slice(later.length - now.length)).toEqual(now);
    const earlier = catalog.uploadsAt(channel, at - 365 * DAY);
    expect(earlier.length).toBeLessThan(now.length);
  });

  it("hides removed videos from the moment they are removed", () => {
    const removed = catalog.channels
      .flatMap((channel) =>
        Array.from({ length: catalog.uploadCountAt(channel, at) }, (_, upload) =>
          catalog.video(channel.index, upload),
        ),
      )
      .filter((video) => video.removedAt !== undefined && video.removedAt < at);
    expect(removed.length).toBeGreaterThan(50);
    for (const video of removed.slice(0, 50)) {
      expect(catalog.videoById(video.id, at)).toBeUndefined();
      expect(catalog.videoById(video.id, (video.removedAt as number) - 1)).toBe(video);
    }
  });
});

describe("views grow with time", () => {
  it("never decreases, and rises for videos still in their first weeks", () => {
    // One expect over the whole catalog (30k videos) keeps this fast.
    const decreasing = videos.filter((video) => {
      const before = catalog.videoStatsAt(video, at);
      const after = catalog.videoStatsAt(video, at + 6 * 3_600_000);
      return (
        after.viewCount < before.viewCount ||
        after.likeCount < before.likeCount ||
        after.commentCount < before.commentCount
      );
    });
    expect(decreasing.map((video) => video.id)).toEqual([]);
    const recent = videos.filter((video) => at - video.publishedAt < 14 * DAY && video.finalViews > 1_000);
    expect(recent.length).toBeGreaterThan(100);
    const flat = recent.filter(
      (video) => catalog.videoStatsAt(video, at + DAY).viewCount <= catalog.videoStatsAt(video, at).viewCount,
    );
    expect(flat.map((video) => video.id)).toEqual([]);
  });

  it("approaches the final views: mostly reached after a month, never exceeded", () => {
    expect(growthShare(0, 80)).toBe(0);
    expect(growthShare(30 * 24, 80)).toBeGreaterThan(0.85);
    expect(growthShare(100 * 365 * 24, 80)).toBeLessThan(1);
    const over = videos.filter(
      (video) => catalog.videoStatsAt(video, at + 10 * 365 * DAY).viewCount > video.finalViews,
    );
    expect(over).toEqual([]);
  });

  it("shows zero views before publication", () => {
    const video = videos[0];
    if (!video) throw new Error("no video");
    expect(catalog.videoStatsAt(video, video.publishedAt - 1).viewCount).toBe(0);
  });
});

describe("distributions", () => {
  it("spreads subscriber counts log-normally from hundreds to tens of millions", () => {
    const logs = catalog.channels.map((channel) => Math.log10(channel.subscriberCount));
    const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length;
    const sd = Math.sqrt(logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / logs.length);
    const skew = logs.reduce((sum, value) => sum + ((value - mean) / sd) ** 3, 0) / logs.length;
    expect(Math.min(...catalog.channels.map((channel) => channel.subscriberCount))).toBeLessThan(1_000);
    expect(Math.max(...catalog.channels.map((channel) => channel.subscriberCount))).toBeGreaterThan(
      10_000_000,
    );
    expect(mean).toBeGreaterThan(4); // median channel in the tens of thousands
    expect(mean).toBeLessThan(5);
    expect(sd).toBeGreaterThan(0.7); // about two orders of magnitude either side
    expect(sd).toBeLessThan(1.2);
    expect(Math.abs(skew)).toBeLessThan(0.4); // symmetric on a log scale
    // Rounded to three significant figures, like the API's public counts.
    for (const channel of catalog.channels)
      expect(String(channel.subscriberCount).replace(/0+$/, "").length).toBeLessThanOrEqual(3);
  });

  it("makes about a fifth of uploads Shorts, all at most three minutes, whole seconds", () => {
    const shorts = videos.filter((video) => video.isShort);
    const share = shorts.length / videos.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.28);
    const wrong = videos.filter(
      (video) =>
        video.isShort !== video.durationSeconds <= SHORTS_MAX_SECONDS ||
        !Number.isInteger(video.durationSeconds) ||
        video.durationSeconds <= 0,
    );
    expect(wrong).toEqual([]);
  });

  it("has heavy-tailed outliers against each channel's median of the same format", () => {
    const ratios: number[] = [];
    for (const channel of catalog.channels) {
      for (const isShort of [true, false]) {
        const views = catalog
          .uploadsAt(channel, at)
          .filter((video) => video.isShort === isShort && at - video.publishedAt >= 7 * DAY)
          .map((video) => catalog.videoStatsAt(video, at).viewCount);
        if (views.length < 5) continue;
        const typical = Math.max(1, median(views));
        for (const value of views) ratios.push(value / typical);
      }
    }
    const outliers = ratios.filter((ratio) => ratio >= 3).length / ratios.length;
    expect(outliers).toBeGreaterThan(0.03);
    expect(outliers).toBeLessThan(0.12);
    expect(Math.max(...ratios)).toBeGreaterThan(50);
  });

  it("gives channels of different sizes different view baselines", () => {
    const sorted = [...catalog.channels].sort((a, b) => a.subscriberCount - b.subscriberCount);
    const small = sorted.slice(0, 50).map((channel) => channel.longViewBaseline);
    const big = sorted.slice(-50).map((channel) => channel.longViewBaseline);
    expect(median(big)).toBeGreaterThan(100 * median(small));
  });
});

describe("text", () => {
  it("fills every title template and gives most videos tags", () => {
    const badTitles = videos
      .map((video) => video.title)
      .filter(
        (title) =>
          /[{}]/.test(title) ||
          title.length <= 5 ||
          title.length > 100 ||
          title.charAt(0) !== title.charAt(0).toUpperCase(),
      );
    expect(badTitles).toEqual([]);
    const tagged = videos.filter((video) => video.tags.length > 0).length / videos.length;
    expect(tagged).toBeGreaterThan(0.8);
    // Titles repeat across the catalog now and then (as on YouTube) but rarely within one channel.
    expect(new Set(videos.map((video) => video.title)).size).toBeGreaterThan(videos.length * 0.45);
    let distinct = 0;
    for (const channel of catalog.channels) {
      distinct += new Set(catalog.uploadsAt(channel, at).map((video) => video.title)).size;
    }
    expect(distinct / videos.length).toBeGreaterThan(0.9);
  });

  it("writes plausible comment threads, never more than the public comment count", () => {
    const popular = videos
      .filter((video) => !video.commentsDisabled && video.finalViews > 50_000)
      .slice(0, 40);
    for (const video of popular) {
      const threads = catalog.commentThreadsAt(video, at);
      expect(threads.length).toBeLessThanOrEqual(catalog.videoStatsAt(video, at).commentCount);
      for (const comment of threads) {
        expect(comment.text).not.toMatch(/[{}]/);
        expect(comment.publishedAt).toBeGreaterThanOrEqual(video.publishedAt);
        expect(comment.publishedAt).toBeLessThanOrEqual(at);
      }
      const times = threads.map((comment) => comment.publishedAt);
      expect(times).toEqual([...times].sort((a, b) => b - a)); // newest first
    }
    expect(popular.some((video) => catalog.commentThreadsAt(video, at).length >= 20)).toBe(true);
  });

  it("uses a fixed default anchor so restarts give the same dates", () => {
    expect(generateCatalog().anchor).toBe(DEFAULT_CATALOG_ANCHOR);
  });
});
