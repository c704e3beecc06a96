import { SHORT_MAX_SECONDS as SHORTS_MAX_SECONDS } from "@vi/metrics";
import {
  channelIdFor,
  commentThreadIdFor,
  decodeVideoId,
  encodeVideoId,
  MAX_CHANNELS,
  MAX_UPLOADS_PER_CHANNEL,
  uploadsPlaylistIdFor,
} from "./ids.ts";
import { createRng, hash32, type Rng } from "./prng.ts";
import {
  ADJECTIVES,
  COMMENT_HANDLES,
  COMMENT_TEMPLATES,
  COUNTRIES,
  DESCRIPTION_LINES,
  FIRST_NAMES,
  LONG_TITLE_TEMPLATES,
  NAME_ADJECTIVES,
  NAME_SUFFIXES,
  NICHES,
  type Niche,
  NUMBERS,
  SHORT_TITLE_TEMPLATES,
  TITLE_SUFFIXES,
} from "./words.ts";

// A deterministic, generated YouTube: ~500 channels uploading on a regular cadence (~60 uploads in
// the two years before the anchor, and they keep uploading after it). Channel-level data is made
// eagerly (cheap); videos and comments are made on first use from hash(seed, channel, upload), so
// any one of them costs the same whether or not the others were generated.
//
// Time model: a video's publication time never depends on the clock, only on (seed, anchor); its
// statistics at instant t are final * growth(age at t), so later snapshots always show more views.

export const DEFAULT_SEED = 42;
/** Fixed so that every run (and every restart of the emulator) sees the same publication dates. */
export const DEFAULT_CATALOG_ANCHOR = Date.UTC(2026, 10, 1);
export const DEFAULT_CHANNEL_COUNT = 500;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

export interface CatalogOptions {
  /** Number of channels (default 500, at most 4096). */
  channels?: number;
  /** Instant (epoch ms) the two-year upload history ends at; uploads continue after it. */
  anchor?: number;
}

export interface CatalogChannel {
  index: number;
  id: string;
  uploadsPlaylistId: string;
  title: string;
  /** customUrl, e.g. '@mayacooks'. */
  handle: string;
  description: string;
  niche: string;
  country: string | undefined;
  createdAt: number;
  /** Public subscriber count, rounded to three significant figures as the API does. */
  subscriberCount: number;
  hiddenSubscriberCount: boolean;
  /** Typical final views of a long-form upload (before per-video noise and outliers). */
  longViewBaseline: number;
  /** Typical final views of a Short. */
  shortViewBaseline: number;
  /** Probability that an upload is a Short. */
  shortsShare: number;
  firstUploadAt: number;
  uploadIntervalMs: number;
  /** Uploads published before the anchor. */
  uploadsBeforeAnchor: number;
  /**
   * Time between uploads from the anchor on: a third of the channels speed up to every 1-3 days, so the
   * dev stack and the tests have channels with enough videos in 30 days for a typical start.
   */
  recentUploadIntervalMs: number;
}

export interface CatalogVideo {
  id: string;
  channelIndex: number;
  channelId: string;
  /** Upload number within the channel, 0 = first upload. */
  upload: number;
  title: string;
  description: string;
  tags: string[];
  topic: string;
  categoryId: string;
  publishedAt: number;
  durationSeconds: number;
  isShort: boolean;
  /** Views the video tends to (statistics approach it as it ages). */
  finalViews: number;
  /** Hours for the fast part of view growth (63% of it). */
  growthTauHours: number;
  /** Multiplier applied to the channel baseline: > 3 makes an outlier, < 0.5 an underperformer. */
  outlierFactor: number;
  likeRate: number;
  commentRate: number;
  likesHidden: boolean;
  commentsDisabled: boolean;
  /** Deleted or made private at this instant: omitted from the API afterwards. */
  removedAt: number | undefined;
  definition: "hd" | "sd";
  caption: boolean;
  /**
   * A premiere (listed, as upcoming, for PREMIERE_LEAD_MS before it airs at publishedAt) or a live
   * stream (live for `liveMs` from publishedAt, a recording after). Undefined for an ordinary upload.
   */
  broadcast: { kind: "premiere" } | { kind: "stream"; liveMs: number } | undefined;
  /**
   * How its views move after publication (uploads from the anchor on; earlier ones are all "usual"): most
   * follow the channel's usual start, a few break out after `turnHours` (adding `boost` times their views
   * again), a few stall then (growing at a twentieth of the pace).
   */
  trajectory: Trajectory;
  /** A new title from this instant on (creators retitle a video that starts slowly). */
  retitle: { at: number; title: string } | undefined;
  /** A new thumbnail (same URL, new image and ETag) from this instant on. */
  rethumbAt: number | undefined;
}

export type Trajectory =
  | { kind: "usual" }
  | { kind: "breakout"; turnHours: number; boost: number }
  | { kind: "stall"; turnHours: number };

/** What a video is at an instant: scheduled, streaming now, or watchable (the API's liveBroadcastContent). */
export type BroadcastState = "upcoming" | "live" | "none";

/** How long before it airs a premiere is listed (videos.list, uploads playlist) as upcoming. */
export const PREMIERE_LEAD_MS = 3 * 24 * 3_600_000;

export function broadcastStateAt(video: CatalogVideo, at: number): BroadcastState {
  if (!video.broadcast) return "none";
  if (at < video.publishedAt) return "upcoming";
  if (video.broadcast.kind === "stream" && at < video.publishedAt + video.broadcast.liveMs) return "live";
  return "none";
}

/** When the video first appears in the API: a premiere is listed before it airs. */
export function listedFrom(video: CatalogVideo): number {
  return video.broadcast?.kind === "premiere" ? video.publishedAt - PREMIERE_LEAD_MS : video.publishedAt;
}

export interface VideoStats {
  viewCount: number;
  likeCount: number;
  commentCount: number;
}

export interface ChannelStats {
  subscriberCount: number;
  videoCount: number;
  viewCount: number;
}

export interface CatalogComment {
  id: string;
  videoId: string;
  channelId: string;
  authorDisplayName: string;
  authorChannelId: string;
  text: string;
  likeCount: number;
  totalReplyCount: number;
  publishedAt: number;
}

export interface Catalog {
  seed: number;
  anchor: number;
  channels: readonly CatalogChannel[];
  channelById(id: string): CatalogChannel | undefined;
  channelByUploadsPlaylistId(playlistId: string): CatalogChannel | undefined;
  /** Number of uploads published at or before `at` (removed ones included). */
  uploadCountAt(channel: CatalogChannel, at: number): number;
  /** The channel's public videos that have aired by `at`, newest first. */
  uploadsAt(channel: CatalogChannel, at: number): CatalogVideo[];
  /** The channel's premieres listed but not aired at `at`, newest first (they head its uploads playlist). */
  upcomingAt(channel: CatalogChannel, at: number): CatalogVideo[];
  /** Every public video at `at`, channel by channel. */
  videosAt(at: number): CatalogVideo[];
  /** The video if it exists and is public (or an upcoming premiere) at `at`. */
  videoById(id: string, at: number): CatalogVideo | undefined;
  /** Any upload, public or not, by channel index and upload number. */
  video(channelIndex: number, upload: number): CatalogVideo;
  videoStatsAt(video: CatalogVideo, at: number): VideoStats;
  /** The video's title at `at` (see CatalogVideo.retitle). */
  titleAt(video: CatalogVideo, at: number): string;
  /** The thumbnail's version at `at`: 1, then 2 after a new thumbnail. */
  thumbnailVersionAt(video: CatalogVideo, at: number): number;
  channelStatsAt(channel: CatalogChannel, at: number): ChannelStats;
  /** Top-level comments posted by `at`, newest first. Empty when comments are disabled. */
  commentThreadsAt(video: CatalogVideo, at: number): CatalogComment[];
}

/**
 * Share of the final views reached at a given age: a fast launch (time constant tau) plus a long
 * tail that is half done after a month and keeps rising for years. Strictly increasing, below 1.
 */
export function growthShare(ageHours: number, tauHours: number): number {
  if (ageHours <= 0) return 0;
  return 0.75 * (1 - Math.exp(-ageHours / tauHours)) + 0.25 * (ageHours / (ageHours + 720));
}

function roundToSignificant(value: number, digits: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - digits + 1);
  return Math.floor(value / magnitude) * magnitude;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function channelTitle(rng: Rng, niche: Niche): string {
  const first = rng.pick(FIRST_NAMES);
  const noun = rng.pick(niche.nameNouns);
  switch (rng.int(0, 5)) {
    case 0:
      return `${first} ${niche.nameVerb}`;
    case 1:
      return `The ${rng.pick(NAME_ADJECTIVES)} ${noun}`;
    case 2:
      return `${rng.pick(NAME_ADJECTIVES)}${noun}`;
    case 3:
      return `${first}'s ${noun}`;
    case 4:
      return `${noun} ${rng.pick(NAME_SUFFIXES)}`;
    default:
      return `${first}${noun}`;
  }
}

function makeChannels(seed: number, count: number, anchor: number): CatalogChannel[] {
  const handles = new Set<string>();
  const channels: CatalogChannel[] = [];
  for (let index = 0; index < count; index++) {
    const rng = createRng(hash32(seed, "channel", index));
    const niche = rng.pick(NICHES);
    const title = channelTitle(rng, niche);
    let handle = `@${title.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
    if (handles.has(handle)) handle = `${handle}${index}`;
    handles.add(handle);

    // Log-normal around 35k subscribers: from about a hundred to tens of millions over 500 channels.
    const subscribers = clamp(rng.logNormal(35_000, 2.1), 100, 90_000_000);
    // Views per long-form upload relative to subscribers; smaller channels lean on browse traffic.
    const viewRatio = clamp(rng.logNormal(0.06 * (subscribers / 35_000) ** -0.12, 0.8), 0.004, 3);
    const longViewBaseline = Math.max(40, subscribers * viewRatio);
    const shortViewBaseline = Math.max(60, longViewBaseline * rng.logNormal(1.3, 1.0));
    const shortsShare = rng.chance(0.4) ? 0 : rng.range(0.08, 0.65);

    const uploadsBeforeAnchor = rng.int(45, 75);
    const uploadIntervalMs = (2 * YEAR * rng.range(0.75, 1)) / uploadsBeforeAnchor;
    const firstUploadAt = Math.round(anchor - uploadsBeforeAnchor * uploadIntervalMs);
    const id = channelIdFor(seed, index);
    const topics = rng.sample(niche.topics, 3);
    channels.push({
      index,
      id,
      uploadsPlaylistId: uploadsPlaylistIdFor(id),
      title,
      handle,
      description: `${title}: ${topics.join(", ")} and more. New videos every week.`,
      niche: niche.key,
      country: rng.chance(0.1) ? undefined : rng.pick(COUNTRIES),
      createdAt: Math.round(firstUploadAt - rng.range(5, 900) * DAY),
      subscriberCount: roundToSignificant(Math.round(subscribers), 3),
      hiddenSubscriberCount: rng.chance(0.015),
      longViewBaseline,
      shortViewBaseline,
      shortsShare,
      firstUploadAt,
      uploadIntervalMs,
      uploadsBeforeAnchor,
      recentUploadIntervalMs: recentUploadInterval(seed, index, uploadIntervalMs),
    });
  }
  return channels;
}

function nicheOf(channel: CatalogChannel): Niche {
  const niche = NICHES.find((candidate) => candidate.key === channel.niche);
  if (!niche) throw new Error(`unknown niche ${channel.niche}`);
  return niche;
}

// Its own random stream (as every addition since), so the rest of each channel stays as it was.
function recentUploadInterval(seed: number, index: number, uploadIntervalMs: number): number {
  const rng = createRng(hash32(seed, "recent-cadence", index));
  return rng.chance(1 / 3) ? rng.range(1, 3) * DAY : uploadIntervalMs;
}

/** Where the anchor falls in the channel's upload slots: uploads from here on use the recent interval. */
function recentStart(channel: CatalogChannel): number {
  return channel.firstUploadAt + channel.uploadsBeforeAnchor * channel.uploadIntervalMs;
}

/** Uploads land at regular slots with jitter inside the slot, so the order of uploads is the order of k. */
function publishTime(seed: number, channel: CatalogChannel, upload: number): number {
  const jitter = (hash32(seed, "publish", channel.index, upload) / 4294967296) * 0.8;
  if (upload < channel.uploadsBeforeAnchor) {
    return Math.round(channel.firstUploadAt + (upload + jitter) * channel.uploadIntervalMs);
  }
  const slot = upload - channel.uploadsBeforeAnchor + jitter;
  return Math.round(recentStart(channel) + slot * channel.recentUploadIntervalMs);
}

/** The last upload slot started by `at` (its upload may still be a little later, inside the slot). */
function slotAt(channel: CatalogChannel, at: number): number {
  const start = recentStart(channel);
  if (at < start) return Math.floor((at - channel.firstUploadAt) / channel.uploadIntervalMs);
  return channel.uploadsBeforeAnchor + Math.floor((at - start) / channel.recentUploadIntervalMs);
}

function makeTrajectory(seed: number, channel: CatalogChannel, upload: number): Trajectory {
  if (upload < channel.uploadsBeforeAnchor) return { kind: "usual" };
  const rng = createRng(hash32(seed, "trajectory", channel.index, upload));
  const roll = rng.next();
  if (roll < 0.07) return { kind: "breakout", turnHours: rng.range(6, 72), boost: rng.range(2, 8) };
  if (roll < 0.15) return { kind: "stall", turnHours: rng.range(3, 36) };
  return { kind: "usual" };
}

/** Share of the final views at `ageHours` along the video's trajectory (strictly increasing). */
export function trajectoryShare(ageHours: number, tauHours: number, trajectory: Trajectory): number {
  const usual = growthShare(ageHours, tauHours);
  if (trajectory.kind === "usual" || ageHours <= trajectory.turnHours) return usual;
  const atTurn = growthShare(trajectory.turnHours, tauHours);
  if (trajectory.kind === "stall") return atTurn + (usual - atTurn) / 20;
  // A second launch from the turn on, a little faster than the first.
  return usual + trajectory.boost * growthShare(ageHours - trajectory.turnHours, tauHours * 0.7);
}

function makeVideo(seed: number, channel: CatalogChannel, upload: number): CatalogVideo {
  const rng = createRng(hash32(seed, "video", channel.index, upload));
  const niche = nicheOf(channel);
  const publishedAt = publishTime(seed, channel, upload);
  const isShort = rng.chance(channel.shortsShare);

  const durationSeconds = isShort
    ? Math.round(8 + (SHORTS_MAX_SECONDS - 8) * rng.next() ** 1.6)
    : Math.round(clamp(rng.logNormal(11 * 60, 0.6), SHORTS_MAX_SECONDS + 1, 4 * 3600));

  // Channels drift: some grow over the two years, some fade.
  const momentum = createRng(hash32(seed, "momentum", channel.index)).normal() * 0.5;
  const progress = Math.min(1.5, upload / channel.uploadsBeforeAnchor);
  const trend = Math.exp(momentum * (progress - 0.5));
  const roll = rng.next();
  // Heavy-tailed outliers (Pareto, >= 3x the channel's typical video) and some underperformers.
  const outlierFactor =
    roll < 0.05 ? Math.min(rng.pareto(3, 1.3), 300) : roll < 0.13 ? rng.range(0.15, 0.5) : 1;
  const baseline = isShort ? channel.shortViewBaseline : channel.longViewBaseline;
  const finalViews = Math.max(20, Math.round(baseline * trend * rng.logNormal(1, 0.45) * outlierFactor));

  const topic = rng.pick(niche.topics);
  const [thing = "", thing2 = ""] = rng.sample(niche.things, 2);
  const year = String(new Date(publishedAt).getUTCFullYear());
  const values: Record<string, string> = {
    topic,
    thing,
    thing2,
    audience: rng.pick(niche.audiences),
    challenge: rng.pick(niche.challenges),
    adj: rng.pick(ADJECTIVES),
    n: String(rng.pick(NUMBERS)),
    year,
  };
  let filled = fill(rng.pick(isShort ? SHORT_TITLE_TEMPLATES : LONG_TITLE_TEMPLATES), values);
  const suffix = fill(rng.pick(TITLE_SUFFIXES), values);
  // YouTube titles are at most 100 characters.
  if (!isShort && rng.chance(0.35) && filled.length + suffix.length <= 100) filled += suffix;
  const title = filled.charAt(0).toUpperCase() + filled.slice(1);
  const description = [
    fill(DESCRIPTION_LINES[0], values),
    ...rng.sample(DESCRIPTION_LINES.slice(1), rng.int(1, 3)),
  ].join("\n\n");
  const tags = rng.chance(0.1)
    ? []
    : [
        ...new Set([
          ...rng.sample(niche.tags, rng.int(2, 5)),
          topic.toLowerCase(),
          ...(isShort ? ["shorts"] : []),
          ...(rng.chance(0.5) ? [`${topic.toLowerCase()} ${year}`] : []),
        ]),
      ];

  return {
    id: encodeVideoId(seed, channel.index, upload),
    channelIndex: channel.index,
    channelId: channel.id,
    upload,
    title,
    description,
    tags,
    topic,
    categoryId: niche.categoryId,
    publishedAt,
    durationSeconds,
    isShort,
    finalViews,
    growthTauHours: rng.logNormal(isShort ? 30 : 80, 0.5),
    outlierFactor,
    likeRate: clamp(rng.logNormal(0.03, 0.45), 0.003, 0.12),
    commentRate: clamp(rng.logNormal(0.0015, 0.6), 0.0001, 0.02),
    likesHidden: rng.chance(0.01),
    commentsDisabled: rng.chance(0.02),
    removedAt: rng.chance(0.01) ? Math.round(publishedAt + rng.range(3, 300) * DAY) : undefined,
    definition: rng.chance(0.97) ? "hd" : "sd",
    caption: rng.chance(0.3),
    broadcast: isShort ? undefined : makeBroadcast(seed, channel.index, upload),
    trajectory: makeTrajectory(seed, channel, upload),
    ...makeEdits(seed, channel, upload, publishedAt, values, isShort),
  };
}

// Uploads from the anchor on: one in ten gets a new title, one in ten a new thumbnail, 6 to 72 hours in.
function makeEdits(
  seed: number,
  channel: CatalogChannel,
  upload: number,
  publishedAt: number,
  values: Record<string, string>,
  isShort: boolean,
): Pick<CatalogVideo, "retitle" | "rethumbAt"> {
  if (upload < channel.uploadsBeforeAnchor) return { retitle: undefined, rethumbAt: undefined };
  const rng = createRng(hash32(seed, "edits", channel.index, upload));
  const retitleRoll = rng.next();
  const rethumbRoll = rng.next();
  const retitleAt = Math.round(publishedAt + rng.range(6, 72) * HOUR);
  const rethumbAt = Math.round(publishedAt + rng.range(6, 72) * HOUR);
  const filled = fill(rng.pick(isShort ? SHORT_TITLE_TEMPLATES : LONG_TITLE_TEMPLATES), values);
  const title = filled.charAt(0).toUpperCase() + filled.slice(1);
  return {
    retitle:
      retitleRoll < 0.1
        ? { at: retitleAt, title: `${title} (${rng.pick(["new", "updated", "must see"])})` }
        : undefined,
    rethumbAt: rethumbRoll < 0.1 ? rethumbAt : undefined,
  };
}

// Its own random stream, so that deciding premieres and streams leaves every other field of every
// video as it was (tests and benches rely on the catalog).
function makeBroadcast(seed: number, channelIndex: number, upload: number): CatalogVideo["broadcast"] {
  const rng = createRng(hash32(seed, "broadcast", channelIndex, upload));
  const roll = rng.next();
  if (roll < 0.03) return { kind: "premiere" };
  if (roll < 0.08) return { kind: "stream", liveMs: Math.round(rng.range(2, 12) * HOUR) };
  return undefined;
}

function formatSubscribers(count: number): string {
  if (count >= 1_000_000) return `${Math.floor(count / 1_000_000)}M`;
  if (count >= 1_000) return `${Math.floor(count / 1_000)}k`;
  return String(Math.max(10, Math.floor(count / 10) * 10));
}

function makeComment(
  seed: number,
  video: CatalogVideo,
  channel: CatalogChannel,
  index: number,
): CatalogComment {
  const rng = createRng(hash32(seed, "comment", video.channelIndex, video.upload, index));
  const niche = nicheOf(channel);
  // Comments arrive along with views, a little later on average.
  const delayHours = -Math.log(1 - rng.next()) * video.growthTauHours * 1.5 + rng.range(0.05, 2);
  const publishedAt = Math.round(video.publishedAt + delayHours * HOUR);
  const timestampSeconds = rng.int(0, Math.max(1, video.durationSeconds - 1));
  const template = rng.pick(COMMENT_TEMPLATES);
  const topic2 = rng.pick(niche.topics);
  const text = fill(template, {
    year: String(new Date(publishedAt).getUTCFullYear()),
    topic: video.topic,
    topic2,
    topicLower: topic2.toLowerCase(),
    thing: rng.pick(niche.things),
    subs: formatSubscribers(channel.subscriberCount * rng.range(0.01, 0.2)),
    timestamp: `${Math.floor(timestampSeconds / 60)}:${String(timestampSeconds % 60).padStart(2, "0")}`,
  });
  const likeCount = Math.floor(rng.logNormal(2, 1.7) * (rng.chance(0.03) ? 50 : 1));
  const handle = `@${rng.pick(COMMENT_HANDLES)}${rng.pick(["", "_", ".", "-"])}${rng.int(1, 9999)}`;
  return {
    id: commentThreadIdFor(seed, video.id, index),
    videoId: video.id,
    channelId: channel.id,
    authorDisplayName: handle,
    authorChannelId: channelIdFor(hash32(seed, "commenter"), hash32(handle) % MAX_CHANNELS),
    text,
    likeCount,
    totalReplyCount: Math.floor(Math.sqrt(likeCount) * rng.next()),
    publishedAt,
  };
}

/** Builds the catalog for a seed; the same (seed, options) always gives the same data. */
export function generateCatalog(seed: number = DEFAULT_SEED, options: CatalogOptions = {}): Catalog {
  const channelCount = options.channels ?? DEFAULT_CHANNEL_COUNT;
  const anchor = options.anchor ?? DEFAULT_CATALOG_ANCHOR;
  if (!Number.isInteger(seed)) throw new TypeError(`seed must be an integer, got ${seed}`);
  if (!Number.isInteger(channelCount) || channelCount < 1 || channelCount > MAX_CHANNELS) {
    throw new RangeError(`channels must be from 1 to ${MAX_CHANNELS}, got ${channelCount}`);
  }
  const channels = makeChannels(seed, channelCount, anchor);
  const byId = new Map(channels.map((channel) => [channel.id, channel]));
  const byPlaylist = new Map(channels.map((channel) => [channel.uploadsPlaylistId, channel]));
  const videoCache = new Map<number, CatalogVideo>();
  const commentCache = new Map<string, CatalogComment[]>();

  const video = (channelIndex: number, upload: number): CatalogVideo => {
    const key = channelIndex * MAX_UPLOADS_PER_CHANNEL + upload;
    let cached = videoCache.get(key);
    if (!cached) {
      const channel = channels[channelIndex];
      if (!channel) throw new RangeError(`no channel ${channelIndex}`);
      cached = makeVideo(seed, channel, upload);
      videoCache.set(key, cached);
    }
    return cached;
  };

  const uploadCountAt = (channel: CatalogChannel, at: number): number => {
    if (at < channel.firstUploadAt) return 0;
    let last = slotAt(channel, at);
    if (publishTime(seed, channel, last) > at) last -= 1;
    return Math.min(last + 1, MAX_UPLOADS_PER_CHANNEL);
  };

  const isPublic = (candidate: CatalogVideo, at: number) =>
    listedFrom(candidate) <= at && (candidate.removedAt === undefined || candidate.removedAt > at);

  const upcomingAt = (channel: CatalogChannel, at: number): CatalogVideo[] => {
    const out: CatalogVideo[] = [];
    for (
      let upload = uploadCountAt(channel, at);
      upload < MAX_UPLOADS_PER_CHANNEL && publishTime(seed, channel, upload) - PREMIERE_LEAD_MS <= at;
      upload++
    ) {
      const candidate = video(channel.index, upload);
      if (isPublic(candidate, at)) out.unshift(candidate);
    }
    return out;
  };

  const uploadsAt = (channel: CatalogChannel, at: number): CatalogVideo[] => {
    const out: CatalogVideo[] = [];
    for (let upload = uploadCountAt(channel, at) - 1; upload >= 0; upload--) {
      const candidate = video(channel.index, upload);
      if (isPublic(candidate, at)) out.push(candidate);
    }
    return out;
  };

  const videoStatsAt = (candidate: CatalogVideo, at: number): VideoStats => {
    const share = trajectoryShare(
      (at - candidate.publishedAt) / HOUR,
      candidate.growthTauHours,
      candidate.trajectory,
    );
    const viewCount = Math.floor(candidate.finalViews * share);
    return {
      viewCount,
      likeCount: Math.floor(viewCount * candidate.likeRate),
      commentCount: Math.floor(viewCount * candidate.commentRate),
    };
  };

  return {
    seed,
    anchor,
    channels,
    channelById: (id) => byId.get(id),
    channelByUploadsPlaylistId: (playlistId) => byPlaylist.get(playlistId),
    uploadCountAt,
    uploadsAt,
    upcomingAt,
    videosAt: (at) => channels.flatMap((channel) => uploadsAt(channel, at)),
    videoById(id, at) {
      const decoded = decodeVideoId(seed, id);
      const channel = decoded && channels[decoded.channel];
      if (!decoded || !channel || decoded.upload >= MAX_UPLOADS_PER_CHANNEL) return undefined;
      // Past uploadCountAt only an upcoming premiere is listed; the cheap check rules out the rest.
      if (decoded.upload >= uploadCountAt(channel, at)) {
        if (publishTime(seed, channel, decoded.upload) - PREMIERE_LEAD_MS > at) return undefined;
      }
      const candidate = video(decoded.channel, decoded.upload);
      return isPublic(candidate, at) ? candidate : undefined;
    },
    video,
    videoStatsAt,
    titleAt: (candidate, at) =>
      candidate.retitle && at >= candidate.retitle.at ? candidate.retitle.title : candidate.title,
    thumbnailVersionAt: (candidate, at) =>
      candidate.rethumbAt !== undefined && at >= candidate.rethumbAt ? 2 : 1,
    channelStatsAt(channel, at) {
      const uploads = uploadsAt(channel, at);
      return {
        subscriberCount: channel.subscriberCount,
        videoCount: uploads.length,
        viewCount: uploads.reduce((sum, upload) => sum + videoStatsAt(upload, at).viewCount, 0),
      };
    },
    commentThreadsAt(candidate, at) {
      if (candidate.commentsDisabled) return [];
      let all = commentCache.get(candidate.id);
      if (!all) {
        const channel = channels[candidate.channelIndex];
        if (!channel) return [];
        // Threads are a share of all comments (the rest are replies); capped above the ~500 a comment analysis
        // reads, to keep pages cheap.
        const potential = Math.min(600, Math.round(candidate.finalViews * candidate.commentRate * 0.7));
        all = Array.from({ length: potential }, (_, index) =>
          makeComment(seed, candidate, channel, index),
        ).sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id));
        commentCache.set(candidate.id, all);
      }
      const { commentCount } = videoStatsAt(candidate, at);
      // Never more threads than the video's public comment count at that instant.
      const visible = all.filter((comment) => comment.publishedAt <= at);
      return visible.length > commentCount ? visible.slice(visible.length - commentCount) : visible;
    },
  };
}
