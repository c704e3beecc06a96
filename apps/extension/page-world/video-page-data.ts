import { VIDEO_ID_RE as VIDEO_ID_PATTERN } from "@vi/types/core";
import { type CaptionTrack, TIMEDTEXT_URL_RE, type VideoPageData } from "../shared/page-protocol.ts";

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

const SEPARATORS = /[.,'\u00a0\u202f ]/;

/**
 * The one exact count a label or text carries, in any interface language: "like this video along with
 * 6,550 other people", "6.550", "1 234 likes", "좋아요 1,554개". Null when it holds no number, several, or
 * an abbreviated one ("1.2K", "6,5 Tsd.", "1,2 万"): a separator not followed by exactly three digits is
 * a decimal mark, and a letter right after ungrouped digits is a unit ("12K"). After grouped digits a
 * letter is a counter word (Korean 개, 명): YouTube never abbreviates a number it writes with groups.
 * Why: docs/decisions/extension-card-metadata.md.
 */
export function exactCountIn(text: string): number | null {
  const tokens = text.match(/\d(?:[\d.,'\u00a0\u202f ]*\d)?/g) ?? [];
  const [token] = tokens;
  if (tokens.length !== 1 || token === undefined) return null;
  const [head = "", ...groups] = token.split(SEPARATORS);
  if (groups.some((group) => group.length !== 3) || (groups.length > 0 && head.length > 3)) return null;
  if (groups.length === 0 && /^\p{L}/u.test(text.slice(text.indexOf(token) + token.length))) return null;
  const n = Number(head + groups.join(""));
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * A count from a button or factoid: its accessibility text (the exact number, in words of the
 * interface language) checked against its short display text ("6.5K", "6550"). A display text with a
 * unit ("K", "Tsd.", "万") stands for at least a thousand, which rules out an accessibility text that
 * was abbreviated too ("12 Tsd." read as 12).
 */
function countFromLabels(accessibility: unknown, display: unknown): number | null {
  const shown = typeof display === "string" ? display : "";
  const abbreviated = /\p{L}/u.test(shown);
  const fromLabel = typeof accessibility === "string" ? exactCountIn(accessibility) : null;
  if (fromLabel !== null && (!abbreviated || fromLabel >= 1000)) return fromLabel;
  return abbreviated ? null : exactCountIn(shown);
}

/** A toggle-button renderer's count: its accessibility label, then its default text's. */
function toggleRendererCount(renderer: Json): number | null {
  const shown = path(renderer, "defaultText", "simpleText");
  return (
    countFromLabels(path(renderer, "accessibilityData", "accessibilityData", "label"), shown) ??
    countFromLabels(path(renderer, "defaultText", "accessibility", "accessibilityData", "label"), shown)
  );
}

/** Whether a top-level toggle button is the like button, by its icon or id rather than its words. */
function isLikeToggle(renderer: Json): boolean {
  return (
    path(renderer, "defaultIcon", "iconType") === "LIKE" ||
    path(renderer, "toggleButtonSupportedData", "toggleButtonIdData", "id") === "TOGGLE_BUTTON_ID_TYPE_LIKE"
  );
}

/**
 * A like-count entity's count while the viewer has neither liked nor disliked: its number, else its
 * expanded text ("19,853,521"). Null for the placeholder (`unset_like_count_entity_key`) that holds none.
 * The button's accessibility text counts the viewer in ("along with 19,853,522 other people").
 */
function likeEntityCount(entity: unknown): number | null {
  if (!isObject(entity)) return null;
  return (
    parseCount(entity.likeCountIfIndifferentNumber) ??
    exactCountIn(String(path(entity, "expandedLikeCountIfIndifferent", "content") ?? ""))
  );
}

/**
 * The like button of a primary-info block: the view-model shape (2024-; the count entity inside it
 * first, as of September 2026), the segmented renderer shape (2022-2023), or a bare toggle renderer next
 * to the dislike one (-2022).
 */
function likeButtonCount(button: unknown): number | null {
  const inline = likeEntityCount(path(button, "segmentedLikeDislikeButtonViewModel", "likeCountEntity"));
  if (inline !== null) return inline;
  const viewModel = path(
    button,
    "segmentedLikeDislikeButtonViewModel",
    "likeButtonViewModel",
    "likeButtonViewModel",
    "toggleButtonViewModel",
    "toggleButtonViewModel",
    "defaultButtonViewModel",
    "buttonViewModel",
  );
  if (isObject(viewModel)) return countFromLabels(viewModel.accessibilityText, viewModel.title);
  const renderer = path(button, "segmentedLikeDislikeButtonRenderer", "likeButton", "toggleButtonRenderer");
  if (isObject(renderer)) return toggleRendererCount(renderer);
  const toggle = path(button, "toggleButtonRenderer");
  return isObject(toggle) && isLikeToggle(toggle) ? toggleRendererCount(toggle) : null;
}

/**
 * The like button of the player's full-screen quick actions (2025-): a view model with the exact number
 * in its accessibility text. Present even where the primary-info block carries no buttons.
 */
function quickActionsLikeCount(initialData: unknown): number | null {
  const buttons = path(
    initialData,
    "playerOverlays",
    "playerOverlayRenderer",
    "fullscreenQuickActionsBar",
    "quickActionsViewModel",
    "quickActionButtons",
  );
  if (!Array.isArray(buttons)) return null;
  for (const button of buttons) {
    const viewModel = path(
      button,
      "likeButtonViewModel",
      "toggleButtonViewModel",
      "toggleButtonViewModel",
      "defaultButtonViewModel",
      "buttonViewModel",
    );
    if (!isObject(viewModel)) continue;
    const count = countFromLabels(viewModel.accessibilityText, viewModel.title);
    if (count !== null) return count;
  }
  return null;
}

/**
 * The description header's first factoid: the likes (then views and the date). Present where the
 * primary-info block is not.
 */
function likeFactoidCount(initialData: unknown): number | null {
  const panels = path(initialData, "engagementPanels");
  if (!Array.isArray(panels)) return null;
  for (const panel of panels) {
    const items = path(
      panel,
      "engagementPanelSectionListRenderer",
      "content",
      "structuredDescriptionContentRenderer",
      "items",
    );
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      const factoids = path(item, "videoDescriptionHeaderRenderer", "factoid");
      if (!Array.isArray(factoids)) continue;
      const likes = path(factoids[0], "factoidRenderer");
      if (!isObject(likes)) continue;
      return countFromLabels(likes.accessibilityText, path(likes, "value", "simpleText"));
    }
  }
  return null;
}

/**
 * The like count from a watch page's initial data, without reading any language's words: the exact
 * number of the framework entity when YouTube fills it (many pages only hold a placeholder entity),
 * else the like button's own entity or the number in its labels (under the title, then in the player's
 * quick actions), else the description header's likes factoid. Null when none holds an exact count; the
 * panel then shows the API's stored likeCount.
 */
export function likeCountFromInitialData(initialData: unknown): number | null {
  const mutations = path(initialData, "frameworkUpdates", "entityBatchUpdate", "mutations");
  if (Array.isArray(mutations)) {
    for (const mutation of mutations) {
      const count = likeEntityCount(path(mutation, "payload", "likeCountEntity"));
      if (count !== null) return count;
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
  if (Array.isArray(contents)) {
    for (const item of contents) {
      const buttons = path(
        item,
        "videoPrimaryInfoRenderer",
        "videoActions",
        "menuRenderer",
        "topLevelButtons",
      );
      if (!Array.isArray(buttons)) continue;
      for (const button of buttons) {
        const count = likeButtonCount(button);
        if (count !== null) return count;
      }
    }
  }
  return quickActionsLikeCount(initialData) ?? likeFactoidCount(initialData);
}

/** Seconds since the epoch (YouTube's "1655906400") as ISO-8601; null when not such a number. */
function epochSecondsTime(value: unknown): string | null {
  const seconds = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : null;
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
  // A premiere or stream that has not started: its start time is a schedule, not a publication.
  const isUpcoming = path(details, "isUpcoming") === true;
  const slate = path(
    playerResponse,
    "playabilityStatus",
    "liveStreamability",
    "liveStreamabilityRenderer",
    "offlineSlate",
    "liveStreamOfflineSlateRenderer",
  );
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
    publishedAt: isUpcoming
      ? null
      : (isoTime(liveStart) ?? isoTime(path(micro, "publishDate")) ?? isoTime(path(micro, "uploadDate"))),
    isLive: path(details, "isLive") === true || path(micro, "liveBroadcastDetails", "isLiveNow") === true,
    isUpcoming,
    scheduledStartAt: isUpcoming
      ? (epochSecondsTime(path(slate, "scheduledStartTime")) ?? isoTime(liveStart))
      : null,
    captionTracks: captionTracksFrom(playerResponse),
  };
}

const LANGUAGE_RE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/;

/**
 * The player's caption tracks: address (made absolute on www.youtube.com), language, shown name and
 * whether speech recognition made it. Tracks with another host or a malformed language are left out.
 */
export function captionTracksFrom(playerResponse: unknown): CaptionTrack[] {
  const tracks = path(playerResponse, "captions", "playerCaptionsTracklistRenderer", "captionTracks");
  if (!Array.isArray(tracks)) return [];
  const found: CaptionTrack[] = [];
  for (const track of tracks) {
    const languageCode = str(path(track, "languageCode"));
    const rawUrl = str(path(track, "baseUrl"));
    if (!languageCode || !LANGUAGE_RE.test(languageCode) || !rawUrl) continue;
    let baseUrl: string;
    try {
      baseUrl = new URL(rawUrl, "https://www.youtube.com").href;
    } catch {
      continue;
    }
    if (!TIMEDTEXT_URL_RE.test(baseUrl) || baseUrl.length > 4000) continue;
    const runs = path(track, "name", "runs");
    const name =
      str(path(track, "name", "simpleText")) ??
      (Array.isArray(runs) ? runs.map((run) => str(path(run, "text")) ?? "").join("") : "");
    found.push({
      baseUrl,
      languageCode,
      name: (name || languageCode).slice(0, 200),
      autoGenerated: path(track, "kind") === "asr",
    });
  }
  return found.slice(0, 200);
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
