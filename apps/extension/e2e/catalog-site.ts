// Which emulator-catalog videos the browser tests' YouTube pages show, and the pages themselves.
import { type Catalog, type CatalogVideo, generateCatalog } from "@vi/emulators/youtube/catalog";
import { channelPageHtml, homePageHtml, pageVideo, searchPageHtml, watchPageHtml } from "./catalog-pages";

const DAY = 86_400_000;

export interface CatalogSite {
  catalog: Catalog;
  /** The home feed: uploads of various ages from the first channels, mixed. */
  home(count: number, now?: number): CatalogVideo[];
  /** A long-form video at least `minAgeDays` old from channel `channelIndex` (newest such upload). */
  longVideo(channelIndex: number, now?: number, minAgeDays?: number): CatalogVideo;
  /**
   * Long-form videos 3 to 30 days old that the catalog made outliers, from channels with at least
   * 100K subscribers: good showcases for screenshots.
   */
  standouts(count: number, now?: number): CatalogVideo[];
  /** A premiere the catalog lists as upcoming at `now` (the first found, channel by channel). */
  upcomingVideo(now?: number): CatalogVideo;
  /** The HTML YouTube would answer for this URL, or null for pages the site does not have. */
  page(url: URL, now?: number): string | null;
  /** Makes the watch page of `from` list `to` first among its related videos. */
  linkRelated(from: string, to: string): void;
}

export function catalogSite(seed: number, options: { homeCount?: number } = {}): CatalogSite {
  const catalog = generateCatalog(seed);
  const homeCount = options.homeCount ?? 60;
  /** Extra watch-page links: the sidebar of a watch page shows these (the SPA navigation test uses them). */
  const relatedExtra = new Map<string, string[]>();

  // Like a real home feed, a mix of new and older uploads (outlier scores need a few days to build up),
  // plus each channel's biggest breakout of the last year, as recommendations favour them - so
  // the badged grid shows the outlier colour bands, not only scores under 2X.
  const HOME_PICKS = [0, 2, 4, 7, 11, 16];
  const home = (count: number, now = Date.now()) => {
    const videos: CatalogVideo[] = [];
    for (const channel of catalog.channels) {
      const uploads = catalog.uploadsAt(channel, now);
      const picks = HOME_PICKS.flatMap((i) => uploads[i] ?? []);
      const breakout = uploads
        .filter((v) => now - v.publishedAt >= 7 * DAY && now - v.publishedAt <= 365 * DAY)
        .reduce<CatalogVideo | null>(
          (best, v) => (v.outlierFactor > (best?.outlierFactor ?? 1) ? v : best),
          null,
        );
      if (breakout && !picks.includes(breakout)) picks.push(breakout);
      videos.push(...picks);
      if (videos.length >= count) break;
    }
    // A feed is not in date order; sorting by id mixes channels and ages deterministically.
    return videos.slice(0, count).sort((a, b) => (a.id < b.id ? -1 : 1));
  };

  const longVideo = (channelIndex: number, now = Date.now(), minAgeDays = 2) => {
    const channel = catalog.channels[channelIndex];
    if (!channel) throw new Error(`no channel ${channelIndex}`);
    const found = catalog
      .uploadsAt(channel, now)
      .find((video) => !video.isShort && now - video.publishedAt >= minAgeDays * DAY);
    if (!found)
      throw new Error(`channel ${channelIndex} has no long-form video older than ${minAgeDays} days`);
    return found;
  };

  const standouts = (count: number, now = Date.now()) => {
    const found: CatalogVideo[] = [];
    for (const channel of catalog.channels) {
      if (channel.subscriberCount < 100_000) continue;
      const hit = catalog
        .uploadsAt(channel, now)
        .find(
          (v) =>
            !v.isShort &&
            v.outlierFactor >= 3 &&
            now - v.publishedAt >= 3 * DAY &&
            now - v.publishedAt <= 30 * DAY,
        );
      if (hit) found.push(hit);
      if (found.length >= count) break;
    }
    return found;
  };

  const upcomingVideo = (now = Date.now()) => {
    for (const channel of catalog.channels) {
      const [upcoming] = catalog.upcomingAt(channel, now);
      if (upcoming) return upcoming;
    }
    throw new Error("the catalog lists no upcoming premiere");
  };

  return {
    catalog,
    home,
    longVideo,
    standouts,
    upcomingVideo,
    page(url, now = Date.now()) {
      if (url.pathname === "/")
        return homePageHtml(
          home(homeCount, now).map((v) => pageVideo(catalog, v, now)),
          now,
        );
      // The home feed in YouTube's 2026 markup, headed by an upcoming premiere (as feeds show them).
      if (url.pathname === "/feed/2026") {
        const videos = [upcomingVideo(now), ...home(homeCount, now)].map((v) => pageVideo(catalog, v, now));
        return homePageHtml(videos, now, { layout: "2026" });
      }
      // The same feed in the abbreviated form YouTube prints since late September 2026 ("1.1M", "6d ago").
      if (url.pathname === "/feed/2026-10") {
        const videos = [upcomingVideo(now), ...home(homeCount, now)].map((v) => pageVideo(catalog, v, now));
        return homePageHtml(videos, now, { layout: "2026-10" });
      }
      // A feed whose cards a test renders itself (the benchmark: ?count=200).
      if (url.pathname === "/feed/deferred") {
        const count = Number(url.searchParams.get("count") ?? homeCount);
        const videos = home(count, now).map((v) => pageVideo(catalog, v, now));
        return homePageHtml(videos, now, { deferred: true });
      }
      if (url.pathname === "/results") {
        const query = url.searchParams.get("search_query") ?? "";
        const results = home(homeCount, now)
          .filter((v) => !v.isShort)
          .slice(0, 20);
        // vi_cards=2026-10 (a flag of these tests, not YouTube's): the results as printed since late September 2026.
        return searchPageHtml(
          query,
          results.map((v) => pageVideo(catalog, v, now)),
          now,
          url.searchParams.get("vi_cards") === "2026-10",
        );
      }
      // A channel's page by its @handle (the tab after it, if any, shows the same page here).
      const handle = /^\/(@[^/]+)/.exec(url.pathname)?.[1];
      if (handle) {
        const channel = catalog.channels.find((c) => c.handle === decodeURIComponent(handle));
        if (!channel) return null;
        const uploads = catalog
          .uploadsAt(channel, now)
          .slice(0, 12)
          .map((v) => pageVideo(catalog, v, now));
        return channelPageHtml(channel, uploads, now);
      }
      if (url.pathname === "/watch") {
        const video = catalog.videoById(url.searchParams.get("v") ?? "", now);
        if (!video) return null;
        const channel = catalog.channels[video.channelIndex]!;
        const sameChannel = catalog
          .uploadsAt(channel, now)
          .filter((v) => v.id !== video.id)
          .slice(0, 8);
        const extra = (relatedExtra.get(video.id) ?? []).flatMap((id) => catalog.videoById(id, now) ?? []);
        const related = [...extra, ...sameChannel].map((v) => pageVideo(catalog, v, now));
        return watchPageHtml(pageVideo(catalog, video, now), related, now);
      }
      return null;
    },
    linkRelated(from, to) {
      relatedExtra.set(from, [...(relatedExtra.get(from) ?? []), to]);
    },
  };
}
