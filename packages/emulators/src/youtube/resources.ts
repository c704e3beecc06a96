import { formatIsoDuration } from "@vi/format";
import { subscriptionsOf } from "../google-oauth/accounts.ts";
import {
  broadcastStateAt,
  type Catalog,
  type CatalogChannel,
  type CatalogComment,
  type CatalogVideo,
  listedFrom,
} from "./catalog.ts";
import { errors } from "./errors.ts";
import { etagFor } from "./ids.ts";
import { hash32 } from "./prng.ts";
import { channelThumbnails, videoThumbnails } from "./thumbnails.ts";

// Handlers for the list endpoints the API's client calls. Each validates its parameters the way YouTube
// does and renders resources in the documented shapes.

export type Endpoint =
  | "videos"
  | "channels"
  | "playlistItems"
  | "commentThreads"
  | "subscriptions"
  | "search";

export interface RequestContext {
  params: URLSearchParams;
  catalog: Catalog;
  /** The emulator's clock for this request (epoch ms). */
  now: number;
  /** Origin serving thumbnails. */
  origin: string;
  /**
   * The user an OAuth access token stands for (set when the request carried a valid one with a YouTube
   * scope): `mine=true` answers for their channel; null channelId = an account without a channel.
   */
  viewer?: { channelId: string | null } | undefined;
}

/** Query parameters every Google API accepts. */
const STANDARD_PARAMS = ["key", "part", "fields", "prettyPrint", "alt", "quotaUser", "userIp", "callback"];

interface EndpointSpec {
  params: readonly string[];
  /** Parts the API accepts; the rendered ones are handled by the endpoint. */
  parts: readonly string[];
  handle(ctx: RequestContext, parts: Set<string>): unknown;
}

const iso = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, "Z");

type Resource = { kind: string } & Record<string, unknown>;

/** Adds the etag (right after kind, as the API orders them) to a rendered resource. */
function item(resource: Resource): Resource {
  const { kind, ...rest } = resource;
  return { kind, etag: etagFor(JSON.stringify(resource)), ...rest };
}

function listResponse<T>(
  kind: string,
  items: T[],
  pageInfo: { totalResults: number; resultsPerPage: number },
  tokens: { nextPageToken?: string | undefined; prevPageToken?: string | undefined } = {},
) {
  const body = {
    kind,
    ...(tokens.nextPageToken ? { nextPageToken: tokens.nextPageToken } : {}),
    ...(tokens.prevPageToken ? { prevPageToken: tokens.prevPageToken } : {}),
    pageInfo,
    items,
  };
  const { kind: _kind, ...rest } = body;
  return { kind, etag: etagFor(JSON.stringify(body)), ...rest };
}

// --- parameter parsing ---

function idList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

function intParam(params: URLSearchParams, name: string, min: number, max: number, fallback: number): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw errors.invalidValue(name, raw, `Values must be within the range: [${min}, ${max}]`);
  }
  return value;
}

function enumParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = params.get(name);
  if (raw === null) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw errors.invalidValue(name, raw, `Allowed values: [${allowed.join(", ")}]`);
  }
  return raw as T;
}

// Page tokens are opaque to clients; this one carries the offset and a hash of the query it belongs to.
function pageTokenFor(offset: number, scope: string): string {
  return `E${Buffer.from(`${offset}:${hash32(scope).toString(36)}`).toString("base64url")}`;
}

function offsetFromToken(params: URLSearchParams, scope: string): number {
  const token = params.get("pageToken");
  if (!token) return 0;
  const decoded = token.startsWith("E") ? Buffer.from(token.slice(1), "base64url").toString() : "";
  const match = /^(\d+):([0-9a-z]+)$/.exec(decoded);
  if (!match || match[2] !== hash32(scope).toString(36)) throw errors.invalidPageToken();
  return Number(match[1]);
}

function page<T>(all: readonly T[], offset: number, size: number, scope: string) {
  const items = all.slice(offset, offset + size);
  return {
    items,
    nextPageToken: offset + size < all.length && size > 0 ? pageTokenFor(offset + size, scope) : undefined,
    prevPageToken: offset > 0 ? pageTokenFor(Math.max(0, offset - size), scope) : undefined,
  };
}

// --- resources ---

function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Display duration for thumbnails ("12:34"). */
export function clockDuration(video: CatalogVideo): string {
  return formatClock(video.durationSeconds);
}

/** liveStreamingDetails as the API gives it for premieres and streams, past, present or upcoming. */
function liveStreamingDetails(ctx: RequestContext, video: CatalogVideo): Record<string, string> | undefined {
  const { broadcast } = video;
  if (!broadcast) return undefined;
  const state = broadcastStateAt(video, ctx.now);
  const details: Record<string, string> = { scheduledStartTime: iso(video.publishedAt) };
  if (state === "upcoming") return details;
  details.actualStartTime = iso(video.publishedAt);
  const length = broadcast.kind === "stream" ? broadcast.liveMs : video.durationSeconds * 1000;
  if (state === "live") {
    const viewers = Math.max(1, Math.round(ctx.catalog.videoStatsAt(video, ctx.now).viewCount / 20));
    return { ...details, concurrentViewers: String(viewers) };
  }
  return { ...details, actualEndTime: iso(video.publishedAt + length) };
}

function videoResource(ctx: RequestContext, video: CatalogVideo, parts: Set<string>): Resource {
  const channel = ctx.catalog.channels[video.channelIndex] as CatalogChannel;
  const stats = ctx.catalog.videoStatsAt(video, ctx.now);
  const state = broadcastStateAt(video, ctx.now);
  const resource: Resource = { kind: "youtube#video", id: video.id };
  if (parts.has("snippet")) {
    resource.snippet = {
      // An upcoming premiere is dated when it was scheduled; it takes its air time once aired.
      publishedAt: iso(state === "upcoming" ? listedFrom(video) : video.publishedAt),
      channelId: channel.id,
      title: ctx.catalog.titleAt(video, ctx.now),
      description: video.description,
      thumbnails: videoThumbnails(ctx.origin, video.id),
      channelTitle: channel.title,
      ...(video.tags.length ? { tags: video.tags } : {}),
      categoryId: video.categoryId,
      liveBroadcastContent: state,
      localized: { title: ctx.catalog.titleAt(video, ctx.now), description: video.description },
      defaultAudioLanguage: "en",
    };
  }
  if (parts.has("contentDetails")) {
    resource.contentDetails = {
      // Nothing to time before it airs or while it streams: YouTube says P0D.
      duration: state === "none" ? formatIsoDuration(video.durationSeconds) : "P0D",
      dimension: "2d",
      definition: video.definition,
      caption: String(video.caption),
      licensedContent: true,
      contentRating: {},
      projection: "rectangular",
    };
  }
  if (parts.has("statistics")) {
    resource.statistics = {
      viewCount: String(stats.viewCount),
      ...(video.likesHidden ? {} : { likeCount: String(stats.likeCount) }),
      favoriteCount: "0",
      ...(video.commentsDisabled ? {} : { commentCount: String(stats.commentCount) }),
    };
  }
  const live = parts.has("liveStreamingDetails") ? liveStreamingDetails(ctx, video) : undefined;
  if (live) resource.liveStreamingDetails = live;
  return item(resource);
}

function channelResource(ctx: RequestContext, channel: CatalogChannel, parts: Set<string>): Resource {
  const resource: Resource = { kind: "youtube#channel", id: channel.id };
  if (parts.has("snippet")) {
    resource.snippet = {
      title: channel.title,
      description: channel.description,
      customUrl: channel.handle,
      publishedAt: iso(channel.createdAt),
      thumbnails: channelThumbnails(ctx.origin, channel.id),
      localized: { title: channel.title, description: channel.description },
      ...(channel.country ? { country: channel.country } : {}),
    };
  }
  if (parts.has("contentDetails")) {
    resource.contentDetails = {
      relatedPlaylists: { likes: "", uploads: channel.uploadsPlaylistId },
    };
  }
  if (parts.has("statistics")) {
    const stats = ctx.catalog.channelStatsAt(channel, ctx.now);
    resource.statistics = {
      viewCount: String(stats.viewCount),
      ...(channel.hiddenSubscriberCount ? {} : { subscriberCount: String(stats.subscriberCount) }),
      hiddenSubscriberCount: channel.hiddenSubscriberCount,
      videoCount: String(stats.videoCount),
    };
  }
  return item(resource);
}

function playlistItemResource(
  ctx: RequestContext,
  channel: CatalogChannel,
  video: CatalogVideo,
  position: number,
  parts: Set<string>,
): Resource {
  const resource: Resource = {
    kind: "youtube#playlistItem",
    id: Buffer.from(`${channel.uploadsPlaylistId}.${video.id}`).toString("base64url"),
  };
  if (parts.has("snippet")) {
    resource.snippet = {
      // When the video was added to the uploads playlist: a premiere is added when it is scheduled.
      publishedAt: iso(listedFrom(video)),
      channelId: channel.id,
      title: ctx.catalog.titleAt(video, ctx.now),
      description: video.description,
      thumbnails: videoThumbnails(ctx.origin, video.id),
      channelTitle: channel.title,
      playlistId: channel.uploadsPlaylistId,
      position,
      resourceId: { kind: "youtube#video", videoId: video.id },
      videoOwnerChannelTitle: channel.title,
      videoOwnerChannelId: channel.id,
    };
  }
  if (parts.has("contentDetails")) {
    // A premiere that has not aired has no publication time yet.
    const aired = video.publishedAt <= ctx.now;
    resource.contentDetails = {
      videoId: video.id,
      ...(aired ? { videoPublishedAt: iso(video.publishedAt) } : {}),
    };
  }
  return item(resource);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

function commentThreadResource(
  comment: CatalogComment,
  textFormat: "html" | "plainText",
  parts: Set<string>,
): Resource {
  const topLevelComment = item({
    kind: "youtube#comment",
    id: comment.id,
    snippet: {
      channelId: comment.channelId,
      videoId: comment.videoId,
      textDisplay: textFormat === "html" ? escapeHtml(comment.text) : comment.text,
      textOriginal: comment.text,
      authorDisplayName: comment.authorDisplayName,
      authorProfileImageUrl: `https://yt3.ggpht.com/ytc/${comment.authorChannelId.slice(2, 14)}=s48-c-k-c0x00ffffff-no-rj`,
      authorChannelUrl: `http://www.youtube.com/${comment.authorDisplayName}`,
      authorChannelId: { value: comment.authorChannelId },
      canRate: true,
      viewerRating: "none",
      likeCount: comment.likeCount,
      publishedAt: iso(comment.publishedAt),
      updatedAt: iso(comment.publishedAt),
    },
  });
  const resource: Resource = { kind: "youtube#commentThread", id: comment.id };
  if (parts.has("snippet")) {
    resource.snippet = {
      channelId: comment.channelId,
      videoId: comment.videoId,
      topLevelComment,
      canReply: true,
      totalReplyCount: comment.totalReplyCount,
      isPublic: true,
    };
  }
  return item(resource);
}

// --- endpoints ---

const MAX_IDS = 50;

const videos: EndpointSpec = {
  params: ["id", "chart", "myRating", "maxResults", "pageToken", "regionCode", "hl", "videoCategoryId"],
  parts: [
    "id",
    "snippet",
    "contentDetails",
    "statistics",
    "status",
    "player",
    "topicDetails",
    "recordingDetails",
    "liveStreamingDetails",
    "localizations",
    "paidProductPlacementDetails",
  ],
  handle(ctx, parts) {
    const { params } = ctx;
    const filters = ["id", "chart", "myRating"].filter((name) => params.has(name));
    if (filters.length === 0) throw errors.missingFilter(["myRated", "id", "chart"]);
    if (filters.length > 1)
      throw errors.incompatibleParameters(`Only one of ${filters.join(", ")} may be given.`);
    if (!params.has("id")) throw errors.unsupported(`The ${filters[0]} filter`);
    const ids = idList(params.get("id") ?? "");
    if (ids.length > MAX_IDS) throw errors.invalidFilters();
    const items = ids
      .map((id) => ctx.catalog.videoById(id, ctx.now))
      .filter((video): video is CatalogVideo => video !== undefined)
      .map((video) => videoResource(ctx, video, parts));
    return listResponse("youtube#videoListResponse", items, {
      totalResults: items.length,
      resultsPerPage: items.length,
    });
  },
};

const channels: EndpointSpec = {
  params: [
    "id",
    "forHandle",
    "forUsername",
    "mine",
    "managedByMe",
    "categoryId",
    "maxResults",
    "pageToken",
    "hl",
  ],
  parts: [
    "id",
    "snippet",
    "contentDetails",
    "statistics",
    "status",
    "brandingSettings",
    "topicDetails",
    "localizations",
    "contentOwnerDetails",
    "auditDetails",
  ],
  handle(ctx, parts) {
    const { params } = ctx;
    const filters = ["id", "forHandle", "forUsername", "mine", "managedByMe", "categoryId"].filter((name) =>
      params.has(name),
    );
    if (filters.length === 0) {
      throw errors.missingFilter([
        "mySubscribers",
        "forHandle",
        "forUsername",
        "id",
        "categoryId",
        "managedByMe",
        "mine",
      ]);
    }
    if (filters.length > 1)
      throw errors.incompatibleParameters(`Only one of ${filters.join(", ")} may be given.`);
    if (params.has("mine")) {
      if (!ctx.viewer) throw errors.authorizationRequired("mine");
      // An account without a channel gets an empty list, as on YouTube.
      const mine =
        params.get("mine") === "true" && ctx.viewer.channelId
          ? ctx.catalog.channelById(ctx.viewer.channelId)
          : undefined;
      const items = mine ? [channelResource(ctx, mine, parts)] : [];
      return listResponse("youtube#channelListResponse", items, {
        totalResults: items.length,
        resultsPerPage: 5,
      });
    }
    if (params.has("forHandle")) {
      // YouTube matches handles without regard to case, with or without the leading '@'.
      const wanted = (params.get("forHandle") ?? "").trim().toLowerCase().replace(/^@?/, "@");
      const found = ctx.catalog.channels.find((channel) => channel.handle.toLowerCase() === wanted);
      const items = found ? [channelResource(ctx, found, parts)] : [];
      return listResponse("youtube#channelListResponse", items, {
        totalResults: items.length,
        resultsPerPage: 5,
      });
    }
    if (!params.has("id")) throw errors.unsupported(`The ${filters[0]} filter`);
    const ids = idList(params.get("id") ?? "");
    if (ids.length > MAX_IDS) throw errors.invalidFilters();
    const items = ids
      .map((id) => ctx.catalog.channelById(id))
      .filter((c): c is CatalogChannel => c !== undefined)
      .map((channel) => channelResource(ctx, channel, parts));
    return listResponse("youtube#channelListResponse", items, {
      totalResults: items.length,
      resultsPerPage: items.length,
    });
  },
};

const playlistItems: EndpointSpec = {
  params: ["playlistId", "id", "videoId", "maxResults", "pageToken", "onBehalfOfContentOwner"],
  parts: ["id", "snippet", "contentDetails", "status"],
  handle(ctx, parts) {
    const { params } = ctx;
    const playlistId = params.get("playlistId");
    if (!playlistId) {
      if (params.has("id")) throw errors.unsupported("Listing playlist items by id");
      throw errors.missingFilter(["id", "playlistId"]);
    }
    const maxResults = intParam(params, "maxResults", 0, 50, 5);
    const channel = ctx.catalog.channelByUploadsPlaylistId(playlistId);
    if (!channel) throw errors.playlistNotFound();
    const uploads = [...ctx.catalog.upcomingAt(channel, ctx.now), ...ctx.catalog.uploadsAt(channel, ctx.now)];
    const videoId = params.get("videoId");
    const positioned = uploads
      .map((video, position) => ({ video, position }))
      .filter((entry) => !videoId || entry.video.id === videoId);
    const scope = `playlistItems:${playlistId}:${videoId ?? ""}`;
    const offset = offsetFromToken(params, scope);
    const { items, nextPageToken, prevPageToken } = page(positioned, offset, maxResults, scope);
    return listResponse(
      "youtube#playlistItemListResponse",
      items.map(({ video, position }) => playlistItemResource(ctx, channel, video, position, parts)),
      { totalResults: positioned.length, resultsPerPage: maxResults },
      { nextPageToken, prevPageToken },
    );
  },
};

const commentThreads: EndpointSpec = {
  params: [
    "videoId",
    "allThreadsRelatedToChannelId",
    "id",
    "maxResults",
    "pageToken",
    "order",
    "searchTerms",
    "textFormat",
    "moderationStatus",
  ],
  parts: ["id", "snippet", "replies"],
  handle(ctx, parts) {
    const { params } = ctx;
    const videoId = params.get("videoId");
    if (!videoId) {
      if (params.has("allThreadsRelatedToChannelId") || params.has("id")) {
        throw errors.unsupported("Listing comment threads by channel or id");
      }
      throw errors.missingFilter(["id", "videoId", "allThreadsRelatedToChannelId"]);
    }
    const maxResults = intParam(params, "maxResults", 1, 100, 20);
    const order = enumParam(params, "order", ["time", "relevance"] as const, "time");
    const textFormat = enumParam(params, "textFormat", ["html", "plainText"] as const, "html");
    const video = ctx.catalog.videoById(videoId, ctx.now);
    if (!video) throw errors.videoNotFound();
    if (video.commentsDisabled) throw errors.commentsDisabled();
    let threads = ctx.catalog.commentThreadsAt(video, ctx.now);
    const searchTerms = params.get("searchTerms")?.toLowerCase();
    if (searchTerms) threads = threads.filter((comment) => comment.text.toLowerCase().includes(searchTerms));
    if (order === "relevance") {
      threads = [...threads].sort((a, b) => b.likeCount - a.likeCount || b.publishedAt - a.publishedAt);
    }
    const scope = `commentThreads:${videoId}:${order}:${searchTerms ?? ""}`;
    const offset = offsetFromToken(params, scope);
    const { items, nextPageToken } = page(threads, offset, maxResults, scope);
    // As on YouTube, commentThreads' pageInfo counts this page, not the whole thread list.
    return listResponse(
      "youtube#commentThreadListResponse",
      items.map((comment) => commentThreadResource(comment, textFormat, parts)),
      { totalResults: items.length, resultsPerPage: maxResults },
      { nextPageToken },
    );
  },
};

const subscriptions: EndpointSpec = {
  params: [
    "channelId",
    "id",
    "mine",
    "myRecentSubscribers",
    "mySubscribers",
    "forChannelId",
    "maxResults",
    "order",
    "pageToken",
    "onBehalfOfContentOwner",
    "onBehalfOfContentOwnerChannel",
  ],
  parts: ["id", "snippet", "contentDetails", "subscriberSnippet"],
  handle(ctx, parts) {
    const { params } = ctx;
    const filters = ["channelId", "id", "mine", "myRecentSubscribers", "mySubscribers"].filter((name) =>
      params.has(name),
    );
    if (filters.length === 0) {
      throw errors.missingFilter(["channelId", "id", "mine", "myRecentSubscribers", "mySubscribers"]);
    }
    if (filters.length > 1)
      throw errors.incompatibleParameters(`Only one of ${filters.join(", ")} may be given.`);
    if (!params.has("mine")) throw errors.unsupported(`The ${filters[0]} filter`);
    if (!ctx.viewer) throw errors.authorizationRequired("mine");
    const maxResults = intParam(params, "maxResults", 0, 50, 5);
    const order = enumParam(params, "order", ["alphabetical", "relevance", "unread"] as const, "relevance");
    const own = ctx.viewer.channelId ? ctx.catalog.channelById(ctx.viewer.channelId) : undefined;
    if (!own) throw errors.subscriberNotFound();
    let all = params.get("mine") === "true" ? subscriptionsOf(ctx.catalog, own) : [];
    if (order === "alphabetical") {
      all = [...all].sort((a, b) => a.channel.title.localeCompare(b.channel.title, "en"));
    }
    const scope = `subscriptions:${own.id}:${order}`;
    const offset = offsetFromToken(params, scope);
    const { items, nextPageToken, prevPageToken } = page(all, offset, maxResults, scope);
    return listResponse(
      "youtube#subscriptionListResponse",
      items.map(({ channel, subscribedAt }) => {
        const resource: Resource = {
          kind: "youtube#subscription",
          id: Buffer.from(`${own.id}.${channel.id}`).toString("base64url").slice(0, 43),
        };
        if (parts.has("snippet")) {
          resource.snippet = {
            publishedAt: iso(subscribedAt),
            title: channel.title,
            description: channel.description,
            resourceId: { kind: "youtube#channel", channelId: channel.id },
            channelId: own.id,
            thumbnails: channelThumbnails(ctx.origin, channel.id),
          };
        }
        if (parts.has("contentDetails")) {
          resource.contentDetails = {
            totalItemCount: ctx.catalog.channelStatsAt(channel, ctx.now).videoCount,
            newItemCount: 0,
            activityType: "all",
          };
        }
        return item(resource);
      }),
      { totalResults: all.length, resultsPerPage: maxResults },
      { nextPageToken, prevPageToken },
    );
  },
};

/** search.list results: at most this many matches are ever paged through, as on YouTube (about 500). */
const SEARCH_MAX_RESULTS = 500;

const search: EndpointSpec = {
  params: [
    "q",
    "type",
    "maxResults",
    "pageToken",
    "order",
    "regionCode",
    "relevanceLanguage",
    "safeSearch",
    "publishedAfter",
    "publishedBefore",
    "videoDuration",
    "channelId",
  ],
  parts: ["id", "snippet"],
  handle(ctx, parts) {
    const { params } = ctx;
    const maxResults = intParam(params, "maxResults", 0, 50, 5);
    const order = enumParam(
      params,
      "order",
      ["relevance", "date", "viewCount", "rating", "title", "videoCount"] as const,
      "relevance",
    );
    const type = params.get("type") ?? "video,channel,playlist";
    const words = (params.get("q") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const channelId = params.get("channelId");
    // Only videos are searched (the API asks for type=video); a video matches when its title or tags
    // hold every word of q, and ranks by the words its title holds, then by views.
    const scored = type.split(",").includes("video")
      ? ctx.catalog
          .videosAt(ctx.now)
          .filter((video) => !channelId || video.channelId === channelId)
          .map((video) => {
            const title = ctx.catalog.titleAt(video, ctx.now).toLowerCase();
            const tags = video.tags.join(" ").toLowerCase();
            const all = words.every((word) => title.includes(word) || tags.includes(word));
            const inTitle = words.filter((word) => title.includes(word)).length;
            return { video, all, inTitle, views: ctx.catalog.videoStatsAt(video, ctx.now).viewCount };
          })
          .filter((entry) => entry.all)
      : [];
    const sorters: Record<typeof order, (a: (typeof scored)[number], b: (typeof scored)[number]) => number> =
      {
        relevance: (a, b) => b.inTitle - a.inTitle || b.views - a.views,
        date: (a, b) => b.video.publishedAt - a.video.publishedAt,
        viewCount: (a, b) => b.views - a.views,
        rating: (a, b) => b.views - a.views,
        title: (a, b) => a.video.title.localeCompare(b.video.title, "en"),
        videoCount: (a, b) => b.views - a.views,
      };
    const matches = scored
      .sort((a, b) => sorters[order](a, b) || a.video.id.localeCompare(b.video.id))
      .slice(0, SEARCH_MAX_RESULTS);
    const scope = `search:${words.join(" ")}:${order}:${type}:${channelId ?? ""}`;
    const offset = offsetFromToken(params, scope);
    const { items, nextPageToken, prevPageToken } = page(matches, offset, maxResults, scope);
    const body = listResponse(
      "youtube#searchListResponse",
      items.map(({ video }) => {
        const channel = ctx.catalog.channels[video.channelIndex] as CatalogChannel;
        const resource: Resource = {
          kind: "youtube#searchResult",
          id: { kind: "youtube#video", videoId: video.id },
        };
        if (parts.has("snippet")) {
          resource.snippet = {
            publishedAt: iso(video.publishedAt),
            channelId: channel.id,
            title: ctx.catalog.titleAt(video, ctx.now),
            description: video.description.slice(0, 160),
            thumbnails: videoThumbnails(ctx.origin, video.id),
            channelTitle: channel.title,
            liveBroadcastContent: broadcastStateAt(video, ctx.now),
            publishTime: iso(video.publishedAt),
          };
        }
        return item(resource);
      }),
      // Like YouTube, totalResults is an estimate and never more than about a million.
      { totalResults: Math.min(matches.length, 1_000_000), resultsPerPage: maxResults },
      { nextPageToken, prevPageToken },
    );
    return { ...body, regionCode: params.get("regionCode") ?? "US" };
  },
};

const ENDPOINTS: Record<Endpoint, EndpointSpec> = {
  videos,
  channels,
  playlistItems,
  commentThreads,
  subscriptions,
  search,
};
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as Endpoint[];

export function isEndpoint(name: string): name is Endpoint {
  return Object.hasOwn(ENDPOINTS, name);
}

/** Validates the common parameters (unknown names, part) and runs the endpoint. */
export function handleList(endpoint: Endpoint, ctx: RequestContext): unknown {
  const spec = ENDPOINTS[endpoint];
  for (const name of new Set(ctx.params.keys())) {
    if (!STANDARD_PARAMS.includes(name) && !spec.params.includes(name))
      throw errors.unexpectedParameter(name);
  }
  const partParam = ctx.params.get("part");
  if (!partParam) throw errors.required("part");
  const parts = new Set(idList(partParam));
  for (const part of parts) if (!spec.parts.includes(part)) throw errors.unknownPart(part);
  return spec.handle(ctx, parts);
}
