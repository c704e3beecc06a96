import type { VideoPageData } from "../shared/page-protocol.ts";
import { VIDEO_ID_PATTERN } from "../shared/video-id.ts";

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function path(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof key === "number") {
      if (!Array.isArray(current)) return undefined;
      current = current[key];
    } else {
      if (!isObject(current)) return undefined;
      current = current[key];
    }
  }
  return current;
}

function str(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** A count from YouTube's text ("2847193", "98,412", "12.877"); null when it holds no digits. */
export function parseCount(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const digits = value.replace(/[^\d]/g, "");
  if (digits === "") return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}

function isoTime(value: unknown): string | null {
  const text = str(value);
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** The video id a player response is about, or null if it is not a video's player response. */
export function playerResponseVideoId(playerResponse: unknown): string | null {
  const id = path(playerResponse, "videoDetails", "videoId");
  return typeof id === "string" && VIDEO_ID_PATTERN.test(id) ? id : null;
}

/** The video id an initial-data object belongs to (watch pages), or null. */
export function initialDataVideoId(initialData: unknown): string | null {
  const id = path(initialData, "currentVideoEndpoint", "watchEndpoint", "videoId");
  return typeof id === "string" && VIDEO_ID_PATTERN.test(id) ? id : null;
}

const LIKE_A11Y = /along with ([\d.,\s\u00a0\u202f]+) other/i;

/**
 * The like count from a watch page's initial data. YouTube has carried it in several shapes; the
 * exact number is tried first (framework entity), then the expanded text, then button labels.
 * Only the primary-info area and the entity store are searched: the rest (related videos,
 * comments) is large and never holds the count.
 */
export function likeCountFromInitialData(initialData: unknown): number | null {
  const mutations = path(initialData, "frameworkUpdates", "entityBatchUpdate", "mutations");
  if (Array.isArray(mutations)) {
    for (const mutation of mutations) {
      const entity = path(mutation, "payload", "likeCountEntity");
      if (!isObject(entity)) continue;
      const exact = parseCount(entity.likeCountIfIndifferentNumber);
      if (exact !== null) return exact;
      const expanded = parseCount(path(entity, "expandedLikeCountIfIndifferent", "content"));
      if (expanded !== null) return expanded;
    }
  }
  const contents = path(
    initialData,
    "contents",
    "twoColumnWatchNextResults",
    "results",
    "results",
    "contents",
  );
  if (!Array.isArray(contents)) return null;
  for (const item of contents) {
    const buttons = path(item, "videoPrimaryInfoRenderer", "videoActions", "menuRenderer", "topLevelButtons");
    if (!Array.isArray(buttons)) continue;
    for (const button of buttons) {
      const label =
        path(
          button,
          "segmentedLikeDislikeButtonViewModel",
          "likeButtonViewModel",
          "likeButtonViewModel",
          "toggleButtonViewModel",
          "toggleButtonViewModel",
          "defaultButtonViewModel",
          "buttonViewModel",
          "accessibilityText",
        ) ??
        path(
          button,
          "segmentedLikeDislikeButtonRenderer",
          "likeButton",
          "toggleButtonRenderer",
          "defaultText",
          "accessibility",
          "accessibilityData",
          "label",
        );
      if (typeof label !== "string") continue;
      const match = LIKE_A11Y.exec(label) ?? /^([\d.,\s\u00a0\u202f]+) likes?$/i.exec(label);
      const count = parseCount(match?.[1]);
      if (count !== null) return count;
    }
  }
  return null;
}

/**
 * The panel's data from a player response and (optionally) the initial data of the same video.
 * Null when the player response does not describe a video.
 */
export function videoPageDataFrom(playerResponse: unknown, initialData?: unknown): VideoPageData | null {
  const videoId = playerResponseVideoId(playerResponse);
  if (!videoId) return null;
  const details = path(playerResponse, "videoDetails");
  const micro = path(playerResponse, "microformat", "playerMicroformatRenderer");
  const keywords = path(details, "keywords");
  const liveStart = path(micro, "liveBroadcastDetails", "startTimestamp");
  const sameVideoData = initialDataVideoId(initialData) === videoId ? initialData : undefined;
  return {
    videoId,
    title: str(path(details, "title")) ?? str(path(micro, "title", "simpleText")) ?? "",
    channelId: str(path(details, "channelId")) ?? str(path(micro, "externalChannelId")),
    channelName: str(path(details, "author")) ?? str(path(micro, "ownerChannelName")),
    viewCount: parseCount(path(details, "viewCount")) ?? parseCount(path(micro, "viewCount")),
    likeCount: sameVideoData === undefined ? null : likeCountFromInitialData(sameVideoData),
    lengthSeconds: parseCount(path(details, "lengthSeconds")) ?? parseCount(path(micro, "lengthSeconds")),
    keywords: Array.isArray(keywords)
      ? keywords.filter((k): k is string => typeof k === "string" && k !== "")
      : [],
    // A past live stream is "published" when it started; publishDate is only its calendar day then.
    publishedAt:
      isoTime(liveStart) ?? isoTime(path(micro, "publishDate")) ?? isoTime(path(micro, "uploadDate")),
    isLive: path(details, "isLive") === true || path(micro, "liveBroadcastDetails", "isLiveNow") === true,
  };
}

/**
 * Reads `var NAME = {...};` from the page's inline scripts (how YouTube ships ytInitialPlayerResponse
 * and ytInitialData on a full page load). Used where the page's globals are not reachable, such as
 * parsing saved pages. Returns null when absent or malformed.
 */
export function readInlineJson(doc: Document, name: "ytInitialPlayerResponse" | "ytInitialData"): unknown {
  const markers = [`var ${name} = `, `window["${name}"] = `, `${name} = `];
  for (const script of doc.querySelectorAll("script:not([src])")) {
    const text = script.textContent ?? "";
    for (const marker of markers) {
      const at = text.indexOf(marker);
      if (at < 0) continue;
      const json = balancedObject(text, at + marker.length);
      if (json === null) continue;
      try {
        return JSON.parse(json);
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The `{...}` that starts at `from` (string-aware brace matching), or null. */
function balancedObject(text: string, from: number): string | null {
  if (text[from] !== "{") return null;
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}") {
      depth--;
      if (depth === 0) return text.slice(from, i + 1);
    }
  }
  return null;
}
