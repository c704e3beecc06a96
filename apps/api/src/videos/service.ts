// What the routes ask of the video store: stored videos by id, with unknown ids fetched from YouTube
// within the caller's daily allowance (docs/decisions/rate-limits.md).

import { KEYWORD_SEARCHES_PER_DAY, VIDEO_ID_RE } from "@vi/types";
import { inArray } from "drizzle-orm";
import type { PlanResolver } from "../billing/plan.ts";
import type { Database } from "../db/index.ts";
import { type TrackingSource, trackedChannels } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { IDS_PER_REQUEST, type YoutubeClient } from "../youtube/client.ts";
import { fetchAndStoreVideos } from "./ingest.ts";
import { recentlyMissing } from "./missing.ts";
import { loadVideos, type StoredVideo } from "./store.ts";
import { requestTracking } from "./tracking.ts";
import { AllowanceSpentError, KeywordSearchesSpentError, type UserAllowance } from "./user-allowance.ts";

export interface VideoServiceDeps {
  db: Database;
  /**
   * The request-path client (one attempt, a short deadline, the lookups' share of the daily budget);
   * null when YOUTUBE_API_KEY is unset: only stored videos are answered.
   */
  youtube: YoutubeClient | null;
  plans: PlanResolver;
  allowance: UserAllowance;
  now: () => Date;
  logger: Logger;
  /** Called when channels were queued for tracking (a track job is sent so they are tracked soon). */
  onChannelsQueued?: () => void;
}

interface VideoLookup {
  videos: Map<string, StoredVideo>;
  /** Ids YouTube says it does not have (deleted, private, never valid), now or within the last day. */
  notOnYoutube: string[];
  /** Ids not stored that could not be asked about (no API key, quota spent, YouTube unreachable). */
  unavailable: string[];
  /** Set when the caller's daily lookup allowance is spent: when it resets (the ids are `unavailable`). */
  allowanceResetsAt?: Date;
}

/** Who asks: the verified caller, and the request's abort signal (a client that left stops the calls). */
interface LookupCaller {
  uid: string;
  signal?: AbortSignal | undefined;
  /** Units of this lookup the caller was already charged for (a keyword search pays its lookup with it). */
  prepaidUnits?: number;
}

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** The 429 of a request whose YouTube calls the caller's daily allowance no longer covers. */
function lookupAllowanceSpent(error: AllowanceSpentError, now: Date): HttpError {
  return new HttpError(
    429,
    "TOO_MANY_REQUESTS",
    "You have used today's allowance of new YouTube lookups for your plan; what is already stored still works, and the allowance resets at midnight Pacific Time",
    { retryAfterSeconds: secondsUntil(error.resetsAt, now), cause: error },
  );
}

export interface VideoService {
  readonly youtubeEnabled: boolean;
  /**
   * Stored videos for `ids`; the ones not stored (and not reported missing within a day) are fetched from
   * YouTube in batches of 50, charged to the caller's allowance, stored, and their channels queued for
   * tracking under `source` (up to the caller's daily cap of new channels). A YouTube failure (quota
   * spent, outage) is logged and leaves those ids `unavailable` rather than failing the request.
   */
  getVideos(ids: readonly string[], source: TrackingSource, caller: LookupCaller): Promise<VideoLookup>;
  /**
   * Charges `units` of YouTube calls the caller's request is about to make (a handle or channel id to
   * resolve, comment pages) to their daily allowance, before they are sent; never refunded, since the shared
   * budget is spent once a call goes out. 429 when the allowance would be passed.
   */
  chargeCaller(uid: string, units: number): Promise<void>;
  /**
   * Charges a typed-keyword search (search.list) and `units` of the lookup of its results, together and
   * before the search is sent; 429 when the day's searches or the lookup allowance are spent.
   */
  chargeSearch(uid: string, units: number): Promise<void>;
}

export function createVideoService(deps: VideoServiceDeps): VideoService {
  const { db, youtube, logger, allowance } = deps;

  /** Queues the channels; those new to the list only within the caller's daily cap. */
  async function track(channelIds: readonly string[], source: TrackingSource, uid: string) {
    if (channelIds.length === 0) return;
    const tracked = await db
      .select({ id: trackedChannels.channelId })
      .from(trackedChannels)
      .where(inArray(trackedChannels.channelId, [...channelIds]));
    const known = new Set(tracked.map((row) => row.id));
    const fresh = channelIds.filter((id) => !known.has(id));
    const granted = await allowance.grantChannels(uid, fresh.length);
    if (granted < fresh.length) logger.info({ uid, refused: fresh.length - granted }, "tracking cap reached");
    const added = await requestTracking(db, [...known, ...fresh.slice(0, granted)], source, deps.now());
    if (added.length > 0) deps.onChannelsQueued?.();
  }

  return {
    youtubeEnabled: youtube !== null,
    async chargeCaller(uid, units) {
      try {
        await allowance.spendUnits(uid, await deps.plans.planFor(uid), units);
      } catch (error) {
        if (error instanceof AllowanceSpentError) throw lookupAllowanceSpent(error, deps.now());
        throw error;
      }
    },
    async chargeSearch(uid, units) {
      try {
        await allowance.spendSearch(uid, await deps.plans.planFor(uid), units);
      } catch (error) {
        if (error instanceof AllowanceSpentError) throw lookupAllowanceSpent(error, deps.now());
        if (error instanceof KeywordSearchesSpentError) {
          throw new HttpError(
            429,
            "TOO_MANY_REQUESTS",
            `You can search ${KEYWORD_SEARCHES_PER_DAY} keywords a day; analyse a YouTube results page with the extension instead, or come back after midnight Pacific Time.`,
            { retryAfterSeconds: secondsUntil(error.resetsAt, deps.now()), cause: error },
          );
        }
        throw error;
      }
    },
    async getVideos(ids, source, { uid, signal, prepaidUnits = 0 }) {
      const wanted = [...new Set(ids)].filter((id) => VIDEO_ID_RE.test(id));
      const videos = await loadVideos(db, wanted);
      const unknown = wanted.filter((id) => !videos.has(id));
      if (unknown.length === 0) return { videos, notOnYoutube: [], unavailable: [] };
      const missing = await recentlyMissing(db, unknown, deps.now());
      const toAsk = unknown.filter((id) => !missing.has(id));
      if (toAsk.length === 0) return { videos, notOnYoutube: [...missing], unavailable: [] };
      if (!youtube) return { videos, notOnYoutube: [...missing], unavailable: toAsk };
      try {
        const due = Math.ceil(toAsk.length / IDS_PER_REQUEST) - prepaidUnits;
        if (due > 0) await allowance.spendUnits(uid, await deps.plans.planFor(uid), due);
      } catch (error) {
        if (!(error instanceof AllowanceSpentError)) throw error;
        logger.info({ uid, plan: error.plan }, "lookup allowance spent");
        return { videos, notOnYoutube: [...missing], unavailable: toAsk, allowanceResetsAt: error.resetsAt };
      }
      try {
        const fetched = await fetchAndStoreVideos({ db, youtube, now: deps.now, logger }, toAsk, { signal });
        await track(fetched.channelIds, source, uid);
        for (const [id, row] of await loadVideos(db, fetched.stored)) videos.set(id, row);
        return { videos, notOnYoutube: [...missing, ...fetched.missing], unavailable: [] };
      } catch (err) {
        logger.warn({ err, ids: toAsk.length }, "could not fetch unknown videos from YouTube");
        return { videos, notOnYoutube: [...missing], unavailable: toAsk };
      }
    },
  };
}
