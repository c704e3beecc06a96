// Channel analyses (accepted, then run by a job the client polls) and search-result analyses (answered at
// once), docs/product.md#channel-analyses. Uses are claimed and refunded through the analyses quota
// (src/analyses/quota.ts); results are stored as `analyses` rows, so /analyses lists them.
import {
  analyseChannel,
  analyseResults,
  type ChannelInput,
  channelSummary,
  type UploadInput,
} from "@vi/analyses";
import {
  ANALYSIS_RETENTION_DAYS,
  CHANNEL_ANALYSIS_MAX_UPLOADS,
  type ChannelAnalysisProgress,
  type ChannelAnalysisResult,
  type ChannelAnalysisRun,
  type ChannelSummary,
  parseChannelReference,
  type ResultsAnalysisResult,
  type ResultsReport,
  type StartChannelAnalysisRequest,
} from "@vi/types";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { AnalysisService } from "../analyses/service.ts";
import type { Database } from "../db/index.ts";
import {
  analyses,
  type ChannelAnalysisRunRow,
  type ChannelRow,
  channelAnalysisRuns,
  channels,
  videos,
  youtubeLinks,
} from "../db/schema.ts";
import { badRequest, HttpError, notFound } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { JobQueue } from "../queue/index.ts";
import { fetchAndStoreVideos } from "../videos/ingest.ts";
import type { VideoService } from "../videos/service.ts";
import { loadChannels, upsertChannels } from "../videos/store.ts";
import type { YoutubeClient } from "../youtube/client.ts";
import {
  QuotaBudgetExhaustedError,
  YoutubeApiError,
  YoutubeApiKeyError,
  YoutubeQuotaExceededError,
} from "../youtube/errors.ts";

const CHANNEL_ANALYSIS_JOB = "channel_analysis";
const CHANNEL_ANALYSIS_RETENTION_JOB = "channel_analysis_retention";
/** Stored channels and videos younger than this are used as they are; older ones are read again. */
const STORE_FRESH_MS = 24 * 3_600_000;
/** Attempts of the job after the first (a crash or restart mid-run counts as one). */
const JOB_RETRIES = 2;

export interface ChannelAnalysisDeps {
  db: Database;
  /** The jobs' client (retries, the whole budget): reads a channel's uploads in the job. */
  youtube: YoutubeClient | null;
  /** The request path's client (one attempt, the lookups' share of the budget): resolution, search. */
  requestYoutube: YoutubeClient | null;
  videos: VideoService;
  analyses: AnalysisService;
  queue: JobQueue;
  now: () => Date;
  logger: Logger;
}

/** A failure the user is told about; the use is refunded and the job not retried. */
class RunFailure extends Error {}

/** Raised in store-only reads when the store is not fresh enough: the run goes to the job instead. */
class NeedsYoutube extends Error {}

/** How a channel is read: from the store only (in the request), or refreshed from YouTube (the job). */
type ReadMode = "store" | "youtube";

const unavailable = () =>
  new HttpError(503, "SERVICE_UNAVAILABLE", "YouTube cannot be reached from this server right now.");

function runView(row: ChannelAnalysisRunRow, result: ChannelAnalysisResult | null): ChannelAnalysisRun {
  return {
    id: row.id,
    status: row.status,
    input: row.input,
    createdAt: row.createdAt.toISOString(),
    progress: row.progress,
    result,
    error: row.error,
  };
}

/** Runs a YouTube call for a request: its failures become a 503 the user can read (never a 500). */
async function fromYoutube<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(
      503,
      "SERVICE_UNAVAILABLE",
      error instanceof QuotaBudgetExhaustedError || error instanceof YoutubeQuotaExceededError
        ? "Today's YouTube allowance of this service is spent; try again tomorrow."
        : "YouTube did not answer; try again in a moment.",
      { cause: error },
    );
  }
}

/** A short stable digest of a list of ids (the key of a page's results analysis). */
function digest(ids: readonly string[]): string {
  let hash = 2166136261;
  for (const char of ids.join(",")) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0).toString(36);
}

export function createChannelAnalyses(deps: ChannelAnalysisDeps) {
  return {
    resolveChannel: (raw: string, uid: string) => resolveChannel(deps, raw, uid),
    start: (uid: string, body: StartChannelAnalysisRequest) => startRun(deps, uid, body),
    get: (uid: string, id: string) => getRun(deps, uid, id),
    process: (runId: string, attempt: { retryCount: number }) => processRun(deps, runId, attempt),
    analysePage: (uid: string, query: string, videoIds: readonly string[]) =>
      analysePage(deps, uid, query, videoIds),
    analyseKeyword: (uid: string, query: string) => analyseKeyword(deps, uid, query),
    deleteRunsOlderThan: (before: Date) => deleteRunsOlderThan(deps, before),
    getResults: (uid: string, id: string) => getResults(deps, uid, id),
  };
}

type RunInput = Pick<ChannelAnalysisRunRow, "uid" | "channelId" | "timezone">;

/**
 * The one place a channel reference becomes a channel id: 400 naming `channel` when none matches. A
 * reference the store cannot answer costs the caller 1 unit of their allowance before YouTube is asked.
 */
async function resolveChannel(deps: ChannelAnalysisDeps, raw: string, uid: string): Promise<string> {
  const { db, requestYoutube, now } = deps;
  const reference = parseChannelReference(raw);
  if (!reference)
    throw badRequest("Enter a channel id (UC...), an @handle or a youtube.com channel URL", "channel");
  if (reference.kind === "id") {
    if ((await loadChannels(db, [reference.channelId])).has(reference.channelId)) return reference.channelId;
    if (!requestYoutube) throw unavailable();
    await deps.videos.chargeCaller(uid, 1);
    const found = await fromYoutube(() => requestYoutube.channelsList([reference.channelId]));
    if (found.items.length === 0)
      throw badRequest(`No YouTube channel has the id ${reference.channelId}`, "channel");
    await upsertChannels(db, found.items, now());
    return reference.channelId;
  }
  const [stored] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(sql`lower(${channels.handle}) = ${reference.handle}`)
    .limit(1);
  if (stored) return stored.id;
  if (!requestYoutube) throw unavailable();
  await deps.videos.chargeCaller(uid, 1);
  const id = await fromYoutube(() => requestYoutube.channelIdForHandle(reference.handle));
  if (!id) throw badRequest(`No YouTube channel has the handle ${reference.handle}`, "channel");
  return id;
}

async function setProgress(
  deps: ChannelAnalysisDeps,
  id: string,
  progress: ChannelAnalysisProgress,
  status: "running" | "queued" = "running",
) {
  const { db, now } = deps;
  await db
    .update(channelAnalysisRuns)
    .set({ progress, status, updatedAt: now() })
    .where(eq(channelAnalysisRuns.id, id));
}

/** The channel's stored record, read again from YouTube when older than a day. */
async function freshChannel(deps: ChannelAnalysisDeps, channelId: string, mode: ReadMode) {
  const { db, youtube, now } = deps;
  const stored = (await loadChannels(db, [channelId])).get(channelId);
  if (stored && now().getTime() - stored.fetchedAt.getTime() < STORE_FRESH_MS) return stored;
  if (mode === "store") throw new NeedsYoutube();
  if (!youtube) {
    if (stored) return stored;
    throw unavailable();
  }
  const found = await youtube.channelsList([channelId]);
  if (found.items.length === 0) throw new RunFailure("This channel is no longer on YouTube.");
  await upsertChannels(db, found.items, now());
  const row = (await loadChannels(db, [channelId])).get(channelId);
  if (!row) throw new RunFailure("This channel is no longer on YouTube.");
  return row;
}

async function storedUploads(
  deps: ChannelAnalysisDeps,
  channelId: string,
): Promise<(UploadInput & { fetchedAt: Date })[]> {
  const { db } = deps;
  const rows = await db
    .select({
      videoId: videos.id,
      title: videos.title,
      publishedAt: videos.publishedAt,
      durationSeconds: videos.durationSeconds,
      views: videos.viewCount,
      likes: videos.likeCount,
      comments: videos.commentCount,
      tags: videos.tags,
      outlierAtAge: videos.outlierAtAge,
      fetchedAt: videos.fetchedAt,
    })
    .from(videos)
    .where(eq(videos.channelId, channelId))
    .orderBy(desc(videos.publishedAt))
    .limit(CHANNEL_ANALYSIS_MAX_UPLOADS);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.getTime() }));
}

function channelInput(row: ChannelRow): ChannelInput {
  return {
    channelId: row.id,
    title: row.title,
    handle: row.handle,
    subscribers: row.hiddenSubscriberCount ? null : row.subscriberCount,
    views: row.viewCount,
    uploads: row.videoCount,
  };
}

/**
 * The channel and its last 200 uploads: from the store when fresh, else uploads playlist + videos.list.
 * `report` receives the stages (the analysed channel's run shows them; the user's own channel does not).
 */
async function readChannel(
  deps: ChannelAnalysisDeps,
  channelId: string,
  mode: ReadMode,
  report: (progress: ChannelAnalysisProgress) => Promise<void> = async () => {},
) {
  const { db, youtube, now, logger } = deps;
  const channel = await freshChannel(deps, channelId, mode);
  const wanted = Math.min(CHANNEL_ANALYSIS_MAX_UPLOADS, channel.videoCount);
  let uploads = await storedUploads(deps, channelId);
  const stale = uploads.some((video) => now().getTime() - video.fetchedAt.getTime() >= STORE_FRESH_MS);
  if ((uploads.length < wanted || stale) && mode === "store") throw new NeedsYoutube();
  if ((uploads.length < wanted || stale) && youtube) {
    const ids: string[] = [];
    await report({ stage: "uploads", done: 0, total: wanted });
    for await (const item of youtube.uploads(channel.uploadsPlaylistId, {
      limit: CHANNEL_ANALYSIS_MAX_UPLOADS,
    })) {
      ids.push(item.contentDetails.videoId);
      if (ids.length % 50 === 0) await report({ stage: "uploads", done: ids.length, total: wanted });
    }
    // videos.list in batches of 50; progress after each batch of 50.
    for (let i = 0; i < ids.length; i += 50) {
      await report({ stage: "videos", done: i, total: ids.length });
      await fetchAndStoreVideos({ db, youtube, now, logger }, ids.slice(i, i + 50));
    }
    uploads = await storedUploads(deps, channelId);
  }
  return { channel, uploads };
}

/**
 * The user's current linked channel (the last linked), read like the analysed one (store when fresh,
 * else YouTube through the jobs' budgeted client). When YouTube cannot be read the comparison uses what
 * the store holds, or is left out: it never fails the user's analysis.
 */
async function ownSummary(
  deps: ChannelAnalysisDeps,
  uid: string,
  analysedChannelId: string,
  mode: ReadMode,
): Promise<ChannelSummary | null> {
  const { db, now, logger } = deps;
  const [link] = await db
    .select({ channelId: youtubeLinks.channelId })
    .from(youtubeLinks)
    .where(eq(youtubeLinks.uid, uid))
    .orderBy(desc(youtubeLinks.linkedAt))
    .limit(1);
  if (!link || link.channelId === analysedChannelId) return null;
  try {
    const { channel, uploads } = await readChannel(deps, link.channelId, mode);
    return channelSummary(channelInput(channel), uploads, now().getTime());
  } catch (error) {
    if (error instanceof NeedsYoutube) throw error;
    logger.warn({ err: error, channelId: link.channelId }, "own channel not read; comparing with the store");
    const row = (await loadChannels(db, [link.channelId])).get(link.channelId);
    if (!row) return null;
    return channelSummary(channelInput(row), await storedUploads(deps, link.channelId), now().getTime());
  }
}

/** Reads the channel (and the user's own) and computes the report; no write besides store refreshes. */
async function compute(
  deps: ChannelAnalysisDeps,
  run: RunInput,
  mode: ReadMode,
  report?: (progress: ChannelAnalysisProgress) => Promise<void>,
) {
  const { now } = deps;
  const { channel, uploads } = await readChannel(deps, run.channelId, mode, report);
  const own = await ownSummary(deps, run.uid, run.channelId, mode);
  const result = analyseChannel({
    channel: channelInput(channel),
    uploads,
    now: now().getTime(),
    timezone: run.timezone,
    own,
  });
  return { channel, result };
}

function analysisRow(
  deps: ChannelAnalysisDeps,
  id: string,
  run: RunInput & { day: string },
  title: string,
  result: ChannelAnalysisResult,
) {
  const { now } = deps;
  return {
    id,
    uid: run.uid,
    kind: "channel" as const,
    day: run.day,
    key: run.channelId,
    target: run.channelId,
    title,
    result: result as unknown as Record<string, unknown>,
    createdAt: now(),
  };
}

function doneProgress(result: ChannelAnalysisResult): ChannelAnalysisProgress {
  return {
    stage: "done",
    done: result.videos.length,
    total: result.videos.length,
  };
}

/** The job's work: reads what is missing from YouTube, then stores the report and marks the run done. */
async function finish(deps: ChannelAnalysisDeps, run: ChannelAnalysisRunRow) {
  const { db, now } = deps;
  await setProgress(deps, run.id, { stage: "channel", done: 0, total: 0 });
  const { channel, result } = await compute(deps, run, "youtube", (progress) =>
    setProgress(deps, run.id, progress),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(analyses)
      .values(analysisRow(deps, run.id, run, channel.title, result))
      .onConflictDoNothing();
    await tx
      .update(channelAnalysisRuns)
      .set({ status: "done", progress: doneProgress(result), updatedAt: now() })
      .where(eq(channelAnalysisRuns.id, run.id));
  });
}

async function fail(deps: ChannelAnalysisDeps, run: ChannelAnalysisRunRow, message: string) {
  const { db, now } = deps;
  await db
    .update(channelAnalysisRuns)
    .set({ status: "failed", error: message, updatedAt: now() })
    .where(eq(channelAnalysisRuns.id, run.id));
  await deps.analyses.quota.refund({
    uid: run.uid,
    kind: "channel",
    day: run.day,
    usage: { used: 0, limit: null, resetsAt: now().toISOString() },
  });
}

async function loadRun(deps: ChannelAnalysisDeps, id: string) {
  const { db } = deps;
  const [row] = await db.select().from(channelAnalysisRuns).where(eq(channelAnalysisRuns.id, id)).limit(1);
  return row;
}

async function storedResult(
  deps: ChannelAnalysisDeps,
  uid: string,
  id: string,
): Promise<ChannelAnalysisResult | null> {
  const { db } = deps;
  const [row] = await db
    .select({ result: analyses.result })
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.uid, uid), eq(analyses.kind, "channel")))
    .limit(1);
  return row ? (row.result as unknown as ChannelAnalysisResult) : null;
}

async function resultsReport(
  deps: ChannelAnalysisDeps,
  uid: string,
  source: "page" | "keyword",
  query: string,
  videoIds: readonly string[],
  key: string,
): Promise<ResultsReport> {
  const { db, now } = deps;
  const outcome = await deps.analyses.run(
    uid,
    { kind: "results", key, target: query.slice(0, 200), title: query.slice(0, 200) },
    async () => {
      let ids = videoIds;
      let prepaidUnits = 0;
      if (source === "keyword") {
        // The search and the one videos.list of its results are charged before search.list is sent.
        await deps.videos.chargeSearch(uid, 1);
        prepaidUnits = 1;
        ids = await searchIds(deps, query);
      }
      const lookup = await deps.videos.getVideos(ids, "lookup", { uid, prepaidUnits });
      if (lookup.unavailable.length > 0 && lookup.videos.size === 0) throw unavailable();
      const channelRows = await loadChannels(db, [
        ...new Set([...lookup.videos.values()].map((v) => v.channelId)),
      ]);
      const result = analyseResults({
        query,
        now: now().getTime(),
        missingIds: ids.filter((id) => !lookup.videos.has(id)),
        videos: ids.flatMap((id) => {
          const video = lookup.videos.get(id);
          if (!video) return [];
          const channel = channelRows.get(video.channelId);
          return [
            {
              videoId: video.id,
              title: video.title,
              channelId: video.channelId,
              channelTitle: video.channelTitle,
              publishedAt: video.publishedAt.getTime(),
              durationSeconds: video.durationSeconds,
              views: video.viewCount,
              subscribers: channel?.hiddenSubscriberCount ? null : video.channelSubscriberCount,
              outlier: video.outlierScore,
              outlierAtAge: video.outlierAtAge,
              tags: video.tags,
            },
          ];
        }),
      });
      return { result: { ...result, source } as unknown as Record<string, unknown> };
    },
  );
  const { source: stored, ...result } = outcome.analysis.result as unknown as ResultsAnalysisResult & {
    source?: "page" | "keyword";
  };
  return {
    id: outcome.analysis.id,
    source: stored ?? source,
    createdAt: outcome.analysis.createdAt,
    result,
  };
}

async function searchIds(deps: ChannelAnalysisDeps, query: string): Promise<string[]> {
  const { requestYoutube } = deps;
  if (!requestYoutube) throw unavailable();
  return fromYoutube(() => requestYoutube.searchVideos(query, { maxResults: 50 }));
}

async function startRun(
  deps: ChannelAnalysisDeps,
  uid: string,
  body: StartChannelAnalysisRequest,
): Promise<ChannelAnalysisRun> {
  const { db, now } = deps;
  const channelId = await resolveChannel(deps, body.channel, uid);
  const today = await deps.analyses.quota.today(uid);
  // The same channel again today: the analysis already made (or still running), without a new use.
  const [done] = await db
    .select({ id: analyses.id, createdAt: analyses.createdAt, result: analyses.result })
    .from(analyses)
    .where(
      and(
        eq(analyses.uid, uid),
        eq(analyses.kind, "channel"),
        eq(analyses.day, today.day),
        eq(analyses.key, channelId),
      ),
    )
    .limit(1);
  if (done) {
    const result = done.result as unknown as ChannelAnalysisResult;
    return {
      id: done.id,
      status: "done",
      input: body.channel,
      createdAt: done.createdAt.toISOString(),
      progress: { stage: "done", done: result.videos.length, total: result.videos.length },
      result,
      error: null,
    };
  }
  const input = { uid, channelId, timezone: body.timezone ?? today.timezone, day: today.day };
  // One run per user, channel and day (a unique index over the runs not failed): of parallel starts
  // one stores the run and claims the use; the others answer that run without a use.
  const [row] = await db
    .insert(channelAnalysisRuns)
    .values({
      ...input,
      input: body.channel.trim(),
      status: "queued",
      progress: { stage: "queued", done: 0, total: 0 },
      createdAt: now(),
      updatedAt: now(),
    })
    .onConflictDoNothing({
      target: [channelAnalysisRuns.uid, channelAnalysisRuns.channelId, channelAnalysisRuns.day],
      where: sql.raw("status <> 'failed'"),
    })
    .returning();
  if (!row) {
    const [other] = await db
      .select()
      .from(channelAnalysisRuns)
      .where(
        and(
          eq(channelAnalysisRuns.uid, uid),
          eq(channelAnalysisRuns.channelId, channelId),
          eq(channelAnalysisRuns.day, today.day),
          inArray(channelAnalysisRuns.status, ["queued", "running", "done"]),
        ),
      )
      .limit(1);
    // The other run failed in between: its use went back, so the caller may simply ask again.
    if (!other) throw new HttpError(409, "CONFLICT", "This channel's analysis just failed; try again.");
    return runView(other, other.status === "done" ? await storedResult(deps, uid, other.id) : null);
  }

  let claim: Awaited<ReturnType<typeof deps.analyses.quota.claim>>;
  try {
    claim = await deps.analyses.quota.claim(uid, "channel", today);
  } catch (error) {
    await db.delete(channelAnalysisRuns).where(eq(channelAnalysisRuns.id, row.id));
    throw error;
  }
  try {
    // Everything fresh in the store: the report is made here, stored with its run in one transaction,
    // and answered at once (no job to wait for; docs/decisions/analysis-charts.md).
    const ready = await compute(deps, input, "store").catch((error: unknown) => {
      if (error instanceof NeedsYoutube) return null;
      throw error;
    });
    if (ready) {
      const { channel, result } = ready;
      const progress = doneProgress(result);
      const done = await db.transaction(async (tx) => {
        await tx.insert(analyses).values(analysisRow(deps, row.id, input, channel.title, result));
        const [updated] = await tx
          .update(channelAnalysisRuns)
          .set({ status: "done", progress, updatedAt: now() })
          .where(eq(channelAnalysisRuns.id, row.id))
          .returning();
        return updated;
      });
      if (!done) throw new Error("channel analysis run not stored");
      return runView(done, result);
    }
    await deps.queue.send(CHANNEL_ANALYSIS_JOB, { runId: row.id }, { id: row.id });
    return runView(row, null);
  } catch (error) {
    // A parallel start may already answer this run: it reads as failed (and may be asked again).
    await db
      .update(channelAnalysisRuns)
      .set({
        status: "failed",
        error: error instanceof HttpError ? error.message : "The analysis could not be started; try again.",
        updatedAt: now(),
      })
      .where(eq(channelAnalysisRuns.id, row.id));
    await deps.analyses.quota.refund(claim);
    throw error;
  }
}

async function getRun(deps: ChannelAnalysisDeps, uid: string, id: string): Promise<ChannelAnalysisRun> {
  const { db } = deps;
  const run = await loadRun(deps, id);
  if (run && run.uid === uid)
    return runView(run, run.status === "done" ? await storedResult(deps, uid, id) : null);
  // An analysis made before runs were kept, or whose run was cleaned up: answer it as done.
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.uid, uid), eq(analyses.kind, "channel")))
    .limit(1);
  if (!row) throw notFound("No such channel analysis");
  const result = row.result as unknown as ChannelAnalysisResult;
  return {
    id: row.id,
    status: "done",
    input: row.target,
    createdAt: row.createdAt.toISOString(),
    progress: { stage: "done", done: result.videos.length, total: result.videos.length },
    result,
    error: null,
  };
}

/**
 * The job: reads, computes and stores one run. Safe to run again (a restart mid-run retries it): a
 * finished or failed run is left alone. A failure YouTube will not fix by waiting (no such channel,
 * quota spent) or the last attempt marks the run failed and gives the use back.
 */
async function processRun(
  deps: ChannelAnalysisDeps,
  runId: string,
  attempt: { retryCount: number },
): Promise<{ status: string }> {
  const { logger } = deps;
  const run = await loadRun(deps, runId);
  if (!run || run.status === "done" || run.status === "failed") return { status: run?.status ?? "missing" };
  try {
    await finish(deps, run);
    return { status: "done" };
  } catch (error) {
    const lastAttempt = attempt.retryCount >= JOB_RETRIES;
    const permanent =
      error instanceof RunFailure ||
      error instanceof HttpError ||
      error instanceof YoutubeQuotaExceededError ||
      error instanceof QuotaBudgetExhaustedError ||
      error instanceof YoutubeApiKeyError ||
      (error instanceof YoutubeApiError && error.status === 404);
    if (permanent || lastAttempt) {
      const message =
        error instanceof RunFailure || error instanceof HttpError
          ? error.message
          : "The channel could not be read from YouTube. Your use was given back; try again later.";
      logger.warn({ err: error, runId }, "channel analysis failed");
      await fail(deps, run, message);
      return { status: "failed" };
    }
    await setProgress(deps, run.id, run.progress, "queued");
    throw error;
  }
}

async function analysePage(
  deps: ChannelAnalysisDeps,
  uid: string,
  query: string,
  videoIds: readonly string[],
) {
  const ids = [...new Set(videoIds)];
  return resultsReport(deps, uid, "page", query, ids, `page:${query.toLowerCase()}:${digest(ids)}`);
}

/**
 * A typed keyword: one search.list (100 units), at most KEYWORD_SEARCHES_PER_DAY a Pacific-time day,
 * counted (with the lookup of its results) before the search is sent and not given back when it fails.
 * The same keyword again today answers the stored report without a search.
 */
async function analyseKeyword(deps: ChannelAnalysisDeps, uid: string, query: string) {
  return resultsReport(deps, uid, "keyword", query, [], `keyword:${query.toLowerCase()}`);
}

/** Deletes runs made before `before` (their reports go with the analyses' own retention). */
async function deleteRunsOlderThan(deps: ChannelAnalysisDeps, before: Date): Promise<number> {
  const { db } = deps;
  const deleted = await db
    .delete(channelAnalysisRuns)
    .where(lt(channelAnalysisRuns.createdAt, before))
    .returning({ id: channelAnalysisRuns.id });
  return deleted.length;
}

async function getResults(deps: ChannelAnalysisDeps, uid: string, id: string): Promise<ResultsReport> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.uid, uid), eq(analyses.kind, "results")))
    .limit(1);
  if (!row) throw notFound("No such results analysis");
  const { source, ...result } = row.result as unknown as ResultsAnalysisResult & {
    source?: "page" | "keyword";
  };
  return { id: row.id, source: source ?? "page", createdAt: row.createdAt.toISOString(), result };
}

export type ChannelAnalyses = ReturnType<typeof createChannelAnalyses>;

/** Defines the job on the queue (every process; workers run it). */
export function defineChannelAnalysisJob(
  queue: JobQueue,
  service: () => ChannelAnalyses,
  now: () => Date,
): void {
  queue.define<{ runId: string }>({
    name: CHANNEL_ANALYSIS_JOB,
    policy: "standard",
    retryLimit: JOB_RETRIES,
    retryDelaySeconds: 5,
    // A worker that dies mid-run (an API restart) leaves the job active; it is retried after this.
    expireInSeconds: 120,
    handler: async ({ runId }, job) => service().process(runId, job),
  });
  // Runs are kept as long as the analyses they made (30 days, YouTube API policy).
  queue.define({
    name: CHANNEL_ANALYSIS_RETENTION_JOB,
    cron: "45 3 * * *",
    policy: "stately",
    handler: async () => ({
      deleted: await service().deleteRunsOlderThan(
        new Date(now().getTime() - ANALYSIS_RETENTION_DAYS * 86_400_000),
      ),
    }),
  });
}
