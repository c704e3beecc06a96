// YouTube pages for the browser tests, made from the YouTube emulator's catalog: the same videos the
// API fetches from the emulator, so the numbers the extension shows can be checked against the API.
// The markup follows the shapes of test/fixtures (YouTube's ytd-* and yt-lockup-view-model layouts).

import { broadcastStateAt, type Catalog, type CatalogVideo } from "@vi/emulators/youtube/catalog";
import { formatAge } from "@vi/format";

/** One video as a YouTube page shows it at a given instant. */
export interface PageVideo {
  id: string;
  title: string;
  description: string;
  channelId: string;
  channelTitle: string;
  handle: string;
  subscriberCount: number;
  views: number;
  likes: number;
  publishedAt: number;
  durationSeconds: number;
  tags: string[];
  isShort: boolean;
  /** A premiere not aired yet (scheduled for publishedAt), or a stream on air now. */
  broadcast: "upcoming" | "live" | null;
}

export function pageVideo(catalog: Catalog, video: CatalogVideo, now: number): PageVideo {
  const channel = catalog.channels[video.channelIndex];
  if (!channel) throw new Error(`no channel ${video.channelIndex}`);
  const stats = catalog.videoStatsAt(video, now);
  return {
    id: video.id,
    title: catalog.titleAt(video, now),
    description: video.description,
    channelId: channel.id,
    channelTitle: channel.title,
    handle: channel.handle,
    subscriberCount: channel.subscriberCount,
    views: stats.viewCount,
    likes: stats.likeCount,
    publishedAt: video.publishedAt,
    durationSeconds: video.durationSeconds,
    tags: video.tags,
    isShort: video.isShort,
    broadcast: ((state) => (state === "none" ? null : state))(broadcastStateAt(video, now)),
  };
}

const esc = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Inline JSON that cannot close its <script>. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** YouTube's short counts on cards: "987", "1.2K", "12K", "1.2M", "12M". */
export function youtubeShortCount(n: number): string {
  const units: Array<[number, string]> = [
    [1e9, "B"],
    [1e6, "M"],
    [1e3, "K"],
  ];
  for (const [size, suffix] of units) {
    if (n >= size) {
      const value = n / size;
      const text =
        value < 10 ? (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, "") : String(Math.floor(value));
      return `${text}${suffix}`;
    }
  }
  return String(n);
}

export function viewsText(n: number): string {
  if (n === 0) return "No views";
  return `${youtubeShortCount(n)} ${n === 1 ? "view" : "views"}`;
}

/** The spelled-out views YouTube puts on a card's aria-label since late 2026: "1.1 million views". */
export function spelledViewsText(n: number): string {
  if (n === 0) return "No views";
  const words: Record<string, string> = { K: " thousand", M: " million", B: " billion" };
  const short = youtubeShortCount(n);
  const word = words[short.slice(-1)];
  return `${word ? short.slice(0, -1) + word : short} ${n === 1 ? "view" : "views"}`;
}

/** A card's age as YouTube prints it since late 2026: "6d ago" for "6 days ago". */
export function shortAgeText(publishedAt: number, now: number): string {
  const short: Record<string, string> = {
    second: "s",
    minute: "m",
    hour: "h",
    day: "d",
    week: "w",
    month: "mo",
    year: "y",
  };
  const age = formatAge(publishedAt, now);
  const match = /^(\d+) (second|minute|hour|day|week|month|year)s? ago$/.exec(age);
  return match ? `${match[1]}${short[match[2]!]} ago` : age;
}

function durationText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

const thumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
const avatarUrl = (channelId: string) => `https://i.ytimg.com/ch/${channelId}/s88.jpg`;

function shell(
  title: string,
  main: string,
  options: { pageClass: string; scripts?: string } = { pageClass: "" },
): string {
  return `<!DOCTYPE html>
<html style="font-size: 10px;font-family: Roboto, Arial, sans-serif;" lang="en" system-icons typography typography-spacing>
<head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="/s/_fixtures/youtube.css"></head>
<body dir="ltr">
<ytd-app class="${options.pageClass}"><div id="content" class="style-scope ytd-app">
<div id="masthead-container" class="style-scope ytd-app"><ytd-masthead id="masthead" class="style-scope ytd-app"><div id="container" class="style-scope ytd-masthead"><div id="start"><span class="guide-icon" aria-hidden="true"></span><a id="logo" href="/" title="YouTube Home"><span class="yt-logo-mark"></span>YouTube</a></div><div id="center"><form class="search-form" action="/results"><input id="search" name="search_query" placeholder="Search" aria-label="Search" value=""><button class="search-button" type="submit" aria-label="Search"></button></form></div><div id="end"><span class="masthead-avatar"></span></div></div></ytd-masthead></div>
<ytd-page-manager id="page-manager" class="style-scope ytd-app">
${main}
</ytd-page-manager>
</div></ytd-app>
${options.scripts ?? ""}
</body>
</html>`;
}

function lockup(video: PageVideo, now: number, direction: "vertical" | "horizontal"): string {
  const id = video.id;
  const avatar =
    direction === "vertical"
      ? `<div class="yt-lockup-metadata-view-model__avatar"><a href="/${esc(video.handle)}" class="yt-spec-avatar-shape"><img alt="" src="${avatarUrl(video.channelId)}"></a></div>`
      : "";
  return `<yt-lockup-view-model class="ytd-rich-item-renderer lockup yt-lockup-view-model-wiz--${direction}"><div class="yt-lockup-view-model yt-lockup-view-model--${direction} content-id-${id}">
<a href="/watch?v=${id}" class="yt-lockup-view-model__content-image" tabindex="-1" aria-hidden="true"><yt-thumbnail-view-model class="ytThumbnailViewModelHost"><div class="ytThumbnailViewModelImage"><img class="ytCoreImageHost ytCoreImageLoaded" alt="" src="${thumbnailUrl(id)}"></div><yt-thumbnail-overlay-badge-view-model class="ytThumbnailOverlayBadgeViewModelHost ytThumbnailOverlayBadgeViewModelBottomEnd"><yt-thumbnail-badge-view-model class="ytThumbnailBadgeViewModelHost"><badge-shape class="badge-shape-wiz badge-shape-wiz--thumbnail-default" role="img" aria-label="${durationText(video.durationSeconds)}"><div class="badge-shape-wiz__text">${durationText(video.durationSeconds)}</div></badge-shape></yt-thumbnail-badge-view-model></yt-thumbnail-overlay-badge-view-model></yt-thumbnail-view-model></a>
<div class="yt-lockup-view-model__metadata"><yt-lockup-metadata-view-model class="yt-lockup-metadata-view-model yt-lockup-metadata-view-model--${direction}">${avatar}<div class="yt-lockup-metadata-view-model__text-container"><h3 class="yt-lockup-metadata-view-model__heading-reset" title="${esc(video.title)}"><a href="/watch?v=${id}" class="yt-lockup-metadata-view-model__title"><span class="yt-core-attributed-string" role="text">${esc(video.title)}</span></a></h3>
<div class="yt-lockup-metadata-view-model__metadata"><yt-content-metadata-view-model class="yt-content-metadata-view-model"><div class="yt-content-metadata-view-model__metadata-row"><span class="yt-core-attributed-string"><a class="yt-core-attributed-string__link" href="/${esc(video.handle)}">${esc(video.channelTitle)}</a></span></div><div class="yt-content-metadata-view-model__metadata-row"><span class="yt-core-attributed-string">${viewsText(video.views)}</span><span class="yt-content-metadata-view-model__delimiter"> • </span><span class="yt-core-attributed-string">${formatAge(video.publishedAt, now)}</span></div></yt-content-metadata-view-model></div></div></yt-lockup-metadata-view-model></div>
</div></yt-lockup-view-model>`;
}

/**
 * A home-grid lockup in YouTube's 2026 markup: CSS-module class names (ytLockupViewModel*,
 * ytContentMetadataViewModel*), as in test/fixtures/real/home-2026-*.html. Upcoming videos carry the
 * "Notify me" toggle and their schedule instead of views; live ones the LIVE badge and a viewer count.
 * `abbreviated`: the form since late September 2026 (test/fixtures/real/lockups-2026-10.html): an eye
 * icon, "1.1M" and "6d ago", the spelled-out words on the aria-labels.
 */
function lockup2026(video: PageVideo, now: number, abbreviated = false): string {
  const id = video.id;
  const text = (content: string, label?: string) =>
    `<span class="ytAttributedStringHost ytContentMetadataViewModelMetadataText ytAttributedStringWhiteSpacePreWrap ytAttributedStringLinkInheritColor" dir="auto"${label ? ` aria-label="${esc(label)}"` : ""} role="text">${content}</span>`;
  const delimiter = '<span aria-hidden="true" class="ytContentMetadataViewModelDelimiter"> • </span>';
  const badge =
    video.broadcast === "live"
      ? '<badge-shape class="ytBadgeShapeHost ytBadgeShapeThumbnailLive ytBadgeShapeThumbnailBadge ytBadgeShapeTypography"><div class="ytBadgeShapeText">LIVE</div></badge-shape>'
      : video.broadcast === "upcoming"
        ? '<badge-shape class="ytBadgeShapeHost ytBadgeShapeThumbnailDefault ytBadgeShapeThumbnailBadge ytBadgeShapeTypography"><div class="ytBadgeShapeText">Upcoming</div></badge-shape>'
        : `<badge-shape class="ytBadgeShapeHost ytBadgeShapeThumbnailDefault ytBadgeShapeThumbnailBadge ytBadgeShapeTypography"><div class="ytBadgeShapeText">${durationText(video.durationSeconds)}</div></badge-shape>`;
  const stats =
    video.broadcast === "live"
      ? text(`${youtubeShortCount(Math.max(1, Math.round(video.views / 20)))} watching`)
      : video.broadcast === "upcoming"
        ? text(
            `Scheduled for ${new Date(video.publishedAt).toLocaleString("en-US", { month: "numeric", day: "numeric", year: "2-digit", hour: "numeric", minute: "2-digit" })}`,
          )
        : abbreviated
          ? `<span class="ytIconWrapperHost ytContentMetadataViewModelLeadingIcon"><span class="yt-icon-shape ytSpecIconShapeHost"></span></span>${text(youtubeShortCount(video.views), spelledViewsText(video.views))}<span aria-hidden="true" class="ytContentMetadataViewModelDelimiter"></span>${text(shortAgeText(video.publishedAt, now), formatAge(video.publishedAt, now))}`
          : `${text(viewsText(video.views))}${delimiter}${text(formatAge(video.publishedAt, now))}`;
  const notify =
    video.broadcast === "upcoming"
      ? '<lockup-attachments-view-model class="ytLockupAttachmentsViewModelHost"><div class="ytLockupAttachmentsViewModelAttachment"><yt-flexible-actions-view-model class="ytFlexibleActionsViewModelHost"><div class="ytFlexibleActionsViewModelActionRow"><div class="ytFlexibleActionsViewModelAction"><toggle-button-view-model><button-view-model class="ytSpecButtonViewModelHost"><button class="ytSpecButtonShapeNextHost ytSpecButtonShapeNextTonal" aria-pressed="false"><div class="ytSpecButtonShapeNextButtonTextContent">Notify me</div></button></button-view-model></toggle-button-view-model></div></div></yt-flexible-actions-view-model></div></lockup-attachments-view-model>'
      : "";
  return `<yt-lockup-view-model class="ytd-rich-item-renderer lockup ytLockupViewModelWrapper"><div class="ytLockupViewModelHost ytLockupViewModelVertical content-id-${id} ytLockupViewModelRichGridLegacyMargin ytLockupViewModelFlexNone">
<a href="/watch?v=${id}" class="ytLockupViewModelContentImage" aria-haspopup="false" tabindex="-1" aria-hidden="true"><yt-thumbnail-view-model class="ytThumbnailViewModelHost ytThumbnailViewModelAspectRatio16By9 ytThumbnailViewModelLarge"><div class="ytThumbnailViewModelImage"><img alt="" class="ytCoreImageHost ytCoreImageLoaded" src="${thumbnailUrl(id)}"></div><yt-thumbnail-bottom-overlay-view-model class="ytThumbnailBottomOverlayViewModelHost"><div class="ytThumbnailBottomOverlayViewModelBadgeContainer"><yt-thumbnail-badge-view-model class="ytThumbnailBadgeViewModelHost ytThumbnailBottomOverlayViewModelBadge">${badge}</yt-thumbnail-badge-view-model></div></yt-thumbnail-bottom-overlay-view-model></yt-thumbnail-view-model></a>
<div class="ytLockupViewModelMetadata"><yt-lockup-metadata-view-model class="ytLockupMetadataViewModelHost ytLockupMetadataViewModelVertical ytLockupMetadataViewModelStandard"><div class="ytLockupMetadataViewModelAvatar"><yt-decorated-avatar-view-model class="ytDecoratedAvatarViewModelHost"><a href="/${esc(video.handle)}" class="ytSpecAvatarShapeHost"><img alt="" class="ytCoreImageHost ytSpecAvatarShapeImage" src="${avatarUrl(video.channelId)}"></a></yt-decorated-avatar-view-model></div><div class="ytLockupMetadataViewModelTextContainer"><h3 class="ytLockupMetadataViewModelHeadingReset" title="${esc(video.title)}"><a href="/watch?v=${id}" class="ytLockupMetadataViewModelTitle"><span class="ytAttributedStringHost ytAttributedStringWhiteSpacePreWrap" dir="auto" role="text">${esc(video.title)}</span></a></h3>
<div class="ytLockupMetadataViewModelMetadata"><yt-content-metadata-view-model class="ytContentMetadataViewModelHost ytContentMetadataViewModelMediumText"><div tabindex="0" role="group" class="ytContentMetadataViewModelMetadataRow">${text(`<a class="ytAttributedStringLink" href="/${esc(video.handle)}">${esc(video.channelTitle)}</a>`)}</div><div tabindex="0" role="group" class="ytContentMetadataViewModelMetadataRow">${stats}</div></yt-content-metadata-view-model></div></div></yt-lockup-metadata-view-model>${notify}</div>
</div></yt-lockup-view-model>`;
}

/**
 * The home feed: a rich grid of lockups (YouTube's current home layout; `layout: "2026"` for the 2026
 * class names). With `deferred`, the cards wait in a <template id="deferred-cards"> for a test to
 * render them, the way YouTube adds a batch.
 */
export function homePageHtml(
  videos: PageVideo[],
  now: number,
  options: { deferred?: boolean; layout?: "2026" | "2026-10" } = {},
): string {
  const card = (video: PageVideo) =>
    options.layout === "2026" || options.layout === "2026-10"
      ? lockup2026(video, now, options.layout === "2026-10")
      : lockup(video, now, "vertical");
  const items = videos
    .map(
      (video) =>
        `<ytd-rich-item-renderer class="style-scope ytd-rich-grid-renderer" items-per-row="4" rendered-from-rich-grid><div id="content" class="style-scope ytd-rich-item-renderer">${card(video)}</div></ytd-rich-item-renderer>`,
    )
    .join("\n");
  const chips = ["All", "Gaming", "Music", "Live", "Cooking", "Travel", "Recently uploaded", "New to you"]
    .map((chip, i) => `<span class="chip${i === 0 ? " selected" : ""}">${chip}</span>`)
    .join("");
  return shell(
    "YouTube",
    `<ytd-browse class="style-scope ytd-page-manager" page-subtype="home" role="main"><ytd-two-column-browse-results-renderer class="style-scope ytd-browse grid" page-subtype="home"><div id="primary" class="style-scope ytd-two-column-browse-results-renderer">
<ytd-rich-grid-renderer class="style-scope ytd-two-column-browse-results-renderer" is-default-grid><div id="header" class="chips-bar">${chips}</div><div id="contents" class="style-scope ytd-rich-grid-renderer">
${options.deferred ? "" : items}
</div>${options.deferred ? `<template id="deferred-cards">${items}</template>` : ""}</ytd-rich-grid-renderer></div></ytd-two-column-browse-results-renderer></ytd-browse>`,
    { pageClass: "page-home" },
  );
}

/**
 * Search results: classic ytd-video-renderer rows. `abbreviated`: the form since late September 2026
 * (test/fixtures/real/search-2026-10.html): "193K" and "1d ago", no word and no aria-label.
 */
export function searchPageHtml(query: string, videos: PageVideo[], now: number, abbreviated = false): string {
  const metadataLine = (video: PageVideo) =>
    abbreviated
      ? [youtubeShortCount(video.views), shortAgeText(video.publishedAt, now)]
      : [viewsText(video.views), formatAge(video.publishedAt, now)];
  const rows = videos
    .map((video) => {
      const id = video.id;
      return `<ytd-video-renderer class="style-scope ytd-item-section-renderer" lockup bigger-thumbs-style="BIG"><div id="dismissible" class="style-scope ytd-video-renderer">
<ytd-thumbnail class="style-scope ytd-video-renderer" size="large" loaded><a id="thumbnail" class="yt-simple-endpoint inline-block style-scope ytd-thumbnail" aria-hidden="true" tabindex="-1" href="/watch?v=${id}&amp;pp=ygUFcXVlcnk%3D"><yt-image class="style-scope ytd-thumbnail"><img alt="" class="yt-core-image yt-core-image--loaded" src="${thumbnailUrl(id)}"></yt-image><div id="overlays" class="style-scope ytd-thumbnail"><ytd-thumbnail-overlay-time-status-renderer class="style-scope ytd-thumbnail" overlay-style="DEFAULT"><badge-shape class="badge-shape-wiz badge-shape-wiz--thumbnail-default"><div class="badge-shape-wiz__text">${durationText(video.durationSeconds)}</div></badge-shape></ytd-thumbnail-overlay-time-status-renderer></div></a></ytd-thumbnail>
<div class="text-wrapper style-scope ytd-video-renderer"><div id="meta" class="style-scope ytd-video-renderer"><div id="title-wrapper" class="style-scope ytd-video-renderer"><h3 class="title-and-badge style-scope ytd-video-renderer"><a id="video-title" class="yt-simple-endpoint style-scope ytd-video-renderer" title="${esc(video.title)}" href="/watch?v=${id}"><yt-formatted-string class="style-scope ytd-video-renderer">${esc(video.title)}</yt-formatted-string></a></h3></div>
<ytd-video-meta-block class="style-scope ytd-video-renderer byline-separated"><div id="metadata" class="style-scope ytd-video-meta-block"><div id="metadata-line" class="style-scope ytd-video-meta-block">${metadataLine(
        video,
      )
        .map((item) => `<span class="inline-metadata-item style-scope ytd-video-meta-block">${item}</span>`)
        .join("")}</div></div></ytd-video-meta-block></div>
<div id="channel-info" class="style-scope ytd-video-renderer"><a id="channel-thumbnail" class="style-scope ytd-video-renderer" href="/${esc(video.handle)}"><img alt="" class="channel-avatar" src="${avatarUrl(video.channelId)}"></a><ytd-channel-name id="channel-name" class="style-scope ytd-video-renderer"><a class="yt-simple-endpoint" href="/${esc(video.handle)}">${esc(video.channelTitle)}</a></ytd-channel-name></div>
<div class="metadata-snippet-container style-scope ytd-video-renderer"><yt-formatted-string class="metadata-snippet-text style-scope ytd-video-renderer">${esc(video.description.split("\n")[0] ?? "")}</yt-formatted-string></div></div>
</div></ytd-video-renderer>`;
    })
    .join("\n");
  return shell(
    `${query} - YouTube`,
    `<ytd-search class="style-scope ytd-page-manager" role="main"><ytd-two-column-search-results-renderer class="style-scope ytd-search"><div id="primary" class="style-scope ytd-two-column-search-results-renderer"><ytd-section-list-renderer class="style-scope ytd-two-column-search-results-renderer"><div id="contents" class="style-scope ytd-section-list-renderer"><ytd-item-section-renderer class="style-scope ytd-section-list-renderer"><div id="contents" class="style-scope ytd-item-section-renderer">
${rows}
</div></ytd-item-section-renderer></div></ytd-section-list-renderer></div></ytd-two-column-search-results-renderer></ytd-search>`,
    { pageClass: "page-search" },
  );
}

/** A watch page with the inline player response and initial data YouTube ships, and related videos. */
export function watchPageHtml(video: PageVideo, related: PageVideo[], now: number): string {
  const id = video.id;
  const publishDate = new Date(video.publishedAt).toISOString();
  const upcoming = video.broadcast === "upcoming";
  const live = video.broadcast === "live";
  // Shaped like test/fixtures/real/player-upcoming-premiere.json for a scheduled video.
  const playerResponse = {
    playabilityStatus: upcoming
      ? {
          status: "LIVE_STREAM_OFFLINE",
          liveStreamability: {
            liveStreamabilityRenderer: {
              videoId: id,
              offlineSlate: {
                liveStreamOfflineSlateRenderer: {
                  scheduledStartTime: String(Math.floor(video.publishedAt / 1000)),
                },
              },
            },
          },
        }
      : { status: "OK" },
    videoDetails: {
      videoId: id,
      title: video.title,
      lengthSeconds: upcoming || live ? "0" : String(video.durationSeconds),
      channelId: video.channelId,
      shortDescription: video.description,
      viewCount: String(video.views),
      author: video.channelTitle,
      isLiveContent: video.broadcast !== null,
      ...(upcoming ? { isUpcoming: true } : {}),
      ...(live ? { isLive: true } : {}),
      keywords: video.tags,
    },
    microformat: {
      playerMicroformatRenderer: {
        title: { simpleText: video.title },
        lengthSeconds: String(video.durationSeconds),
        externalChannelId: video.channelId,
        viewCount: String(video.views),
        publishDate,
        uploadDate: publishDate,
        ownerChannelName: video.channelTitle,
        ...(video.broadcast !== null
          ? { liveBroadcastDetails: { isLiveNow: live, startTimestamp: publishDate } }
          : {}),
      },
    },
  };
  const likeKey = `like-${id}`;
  const initialData = {
    contents: {
      twoColumnWatchNextResults: {
        results: {
          results: { contents: [{ videoPrimaryInfoRenderer: { title: { runs: [{ text: video.title }] } } }] },
        },
      },
    },
    currentVideoEndpoint: { watchEndpoint: { videoId: id } },
    frameworkUpdates: {
      entityBatchUpdate: {
        mutations: [
          {
            entityKey: likeKey,
            payload: {
              likeCountEntity: {
                key: likeKey,
                likeCountIfIndifferentNumber: String(video.likes),
                expandedLikeCountIfIndifferent: { content: video.likes.toLocaleString("en-US") },
              },
            },
          },
        ],
      },
    },
  };
  const date = new Date(video.publishedAt).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });
  const relatedHtml = related.map((other) => lockup(other, now, "horizontal")).join("\n");
  return shell(
    `${video.title} - YouTube`,
    `<ytd-watch-flexy class="style-scope ytd-page-manager hide-skeleton" video-id="${id}" role="main" flexy>
<div id="columns" class="style-scope ytd-watch-flexy">
<div id="primary" class="style-scope ytd-watch-flexy"><div id="primary-inner" class="style-scope ytd-watch-flexy">
<div id="player" class="style-scope ytd-watch-flexy"><div id="movie_player" class="html5-video-player" data-video-id="${id}"><img class="player-poster" alt="" src="https://i.ytimg.com/vi/${id}/maxresdefault.jpg"></div></div>
<div id="below" class="style-scope ytd-watch-flexy">
<ytd-watch-metadata class="watch-active-metadata style-scope ytd-watch-flexy" video-id="${id}" flex-menu-enabled>
<div id="above-the-fold" class="style-scope ytd-watch-metadata">
<div id="title" class="style-scope ytd-watch-metadata"><h1 class="style-scope ytd-watch-metadata"><yt-formatted-string force-default-style class="style-scope ytd-watch-metadata">${esc(video.title)}</yt-formatted-string></h1></div>
<div id="top-row" class="style-scope ytd-watch-metadata">
<div id="owner" class="item style-scope ytd-watch-metadata"><ytd-video-owner-renderer class="style-scope ytd-watch-metadata"><a class="owner-avatar" href="/${esc(video.handle)}"><img class="avatar" alt="" src="${avatarUrl(video.channelId)}"></a><div id="upload-info"><ytd-channel-name id="channel-name"><a href="/${esc(video.handle)}">${esc(video.channelTitle)}</a></ytd-channel-name><yt-formatted-string id="owner-sub-count">${youtubeShortCount(video.subscriberCount)} subscribers</yt-formatted-string></div></ytd-video-owner-renderer><button class="yt-spec-button-shape-next--filled">Subscribe</button></div>
<div id="actions" class="item style-scope ytd-watch-metadata"><div class="pill"><span class="like">${LIKE_ICON} ${youtubeShortCount(video.likes)}</span><span class="sep"></span><span>${DISLIKE_ICON}</span></div><div class="pill">Share</div><div class="pill">Save</div><div class="pill">&middot;&middot;&middot;</div></div>
</div>
<div id="bottom-row" class="style-scope ytd-watch-metadata"><div id="description" class="item style-scope ytd-watch-metadata"><div id="description-inner"><div id="info-container"><b>${video.views.toLocaleString("en-US")} views&nbsp;&nbsp;${date}</b></div><div class="description-text">${esc(video.description.split("\n")[0] ?? "")}</div></div></div></div>
</div>
</ytd-watch-metadata>
<div id="comments" class="style-scope ytd-watch-flexy"><h2 class="comments-count">Comments</h2></div>
</div>
</div></div>
<div id="secondary" class="style-scope ytd-watch-flexy"><div id="secondary-inner" class="style-scope ytd-watch-flexy"><div id="related" class="style-scope ytd-watch-flexy"><ytd-watch-next-secondary-results-renderer class="style-scope ytd-watch-flexy"><div id="items" class="style-scope ytd-watch-next-secondary-results-renderer">
${relatedHtml}
</div></ytd-watch-next-secondary-results-renderer></div></div></div>
</div>
</ytd-watch-flexy>`,
    {
      pageClass: "page-watch",
      scripts: `<script>var ytInitialPlayerResponse = ${inlineJson(playerResponse)};</script>
<script>var ytInitialData = ${inlineJson(initialData)};</script>
<script src="/s/_fixtures/yt-spa.js"></script>`,
    },
  );
}

const LIKE_ICON =
  '<svg class="yt-icon" viewBox="0 0 24 24" width="24" height="24"><path fill="currentColor" d="M9 21h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.58 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2zM1 21h4V9H1v12z"/></svg>';
const DISLIKE_ICON =
  '<svg class="yt-icon" viewBox="0 0 24 24" width="24" height="24"><path fill="currentColor" d="M15 3H6c-.83 0-1.54.5-1.84 1.22l-3.02 7.05c-.09.23-.14.47-.14.73v2c0 1.1.9 2 2 2h6.31l-.95 4.57-.03.32c0 .41.17.79.44 1.06L9.83 23l6.59-6.59c.36-.36.58-.86.58-1.41V5c0-1.1-.9-2-2-2zm4 0v12h4V3h-4z"/></svg>';

/** A channel's page (its header, as YouTube's 2024+ page header draws it, and its latest uploads). */
export function channelPageHtml(
  channel: { title: string; handle: string; subscriberCount: number },
  uploads: PageVideo[],
  now: number,
): string {
  const header = `<yt-page-header-renderer class="style-scope ytd-browse"><yt-page-header-view-model class="yt-page-header-view-model"><div class="yt-page-header-view-model__page-header-headline"><h1 class="dynamic-text-view-model-wiz__h1"><span class="yt-core-attributed-string">${esc(channel.title)}</span></h1>
<div class="yt-content-metadata-view-model"><span class="yt-core-attributed-string">${esc(channel.handle)}</span> • <span>${youtubeShortCount(channel.subscriberCount)} subscribers</span></div></div></yt-page-header-view-model></yt-page-header-renderer>`;
  const grid = uploads.map((video) => lockup(video, now, "vertical")).join("\n");
  return shell(
    `${channel.title} - YouTube`,
    `<ytd-browse class="style-scope ytd-page-manager" page-subtype="channels" role="main">${header}
<ytd-rich-grid-renderer class="style-scope ytd-browse"><div id="contents" class="style-scope ytd-rich-grid-renderer">${grid}</div></ytd-rich-grid-renderer></ytd-browse>`,
    { pageClass: "page-channel" },
  );
}
