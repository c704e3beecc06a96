// Reads a video's top-level comments for a comment analysis: commentThreads.list, order=relevance, pages
// of 100 up to MAX_COMMENTS (1 YouTube quota unit a page, charged to the caller's daily allowance before it
// is sent, and from the lookups' share of the shared budget). YouTube's failures become answers the user
// can act on; none of them spends an analysis (the caller refunds the use, not the units).
import { HttpError, notFound } from "../errors.ts";
import type { YoutubeClient } from "../youtube/client.ts";
import {
  QuotaBudgetExhaustedError,
  YoutubeApiError,
  YoutubeNetworkError,
  YoutubeQuotaExceededError,
  YoutubeResponseShapeError,
} from "../youtube/errors.ts";
import { nextPacificMidnight } from "../youtube/quota.ts";
import type { YoutubeCommentThread } from "../youtube/schemas.ts";

/** About 500 comments: five pages, enough for the ideas to repeat across comments (docs/analyses.md). */
const MAX_COMMENTS = 500;
const PAGE_SIZE = 100;

/** A comment as the idea extraction reads it. */
export interface SourceComment {
  id: string;
  text: string;
  author: string;
  likes: number;
  replies: number;
  publishedAt: string;
}

function toSourceComment(thread: YoutubeCommentThread): SourceComment {
  const top = thread.snippet.topLevelComment.snippet;
  return {
    id: thread.id,
    text: top.textOriginal,
    author: top.authorDisplayName,
    likes: top.likeCount,
    replies: thread.snippet.totalReplyCount,
    publishedAt: top.publishedAt,
  };
}

function retryAfter(resetsAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
}

export interface FetchCommentsOptions {
  max?: number;
  now?: () => Date;
  /** The request's signal: a caller that left stops the calls. */
  signal?: AbortSignal | undefined;
  /** Charges the caller for one page before it is asked for (throws when their allowance is spent). */
  chargePage?: () => Promise<void>;
}

/**
 * The top comments through `youtube`, which must be the request path's client (one attempt, a deadline,
 * the lookups' share of the budget): an analysis waits for YouTube only as long as a request may.
 */
export async function fetchTopComments(
  youtube: YoutubeClient | null,
  videoId: string,
  { max = MAX_COMMENTS, now = () => new Date(), signal, chargePage }: FetchCommentsOptions = {},
): Promise<SourceComment[]> {
  if (!youtube) {
    throw new HttpError(
      503,
      "SERVICE_UNAVAILABLE",
      "Comment analyses need the YouTube API, which is not configured.",
    );
  }
  const comments: SourceComment[] = [];
  let pageToken: string | undefined;
  try {
    do {
      await chargePage?.();
      const page = await youtube.commentThreadsList(videoId, {
        maxResults: Math.min(PAGE_SIZE, max - comments.length),
        order: "relevance",
        textFormat: "plainText",
        pageToken,
        signal,
      });
      comments.push(...page.items.map(toSourceComment));
      pageToken = page.nextPageToken;
    } while (pageToken && comments.length < max);
  } catch (error) {
    if (error instanceof QuotaBudgetExhaustedError || error instanceof YoutubeQuotaExceededError) {
      const resetsAt =
        error instanceof QuotaBudgetExhaustedError ? error.resetsAt : nextPacificMidnight(now().getTime());
      throw new HttpError(
        503,
        "SERVICE_UNAVAILABLE",
        "Comment analyses are paused until the YouTube data budget resets. Your analysis was not counted.",
        { retryAfterSeconds: retryAfter(resetsAt, now()), cause: error },
      );
    }
    if (error instanceof YoutubeApiError) {
      if (error.reason === "commentsDisabled") {
        throw new HttpError(
          422,
          "COMMENTS_DISABLED",
          "Comments are turned off for this video, so there is nothing to analyse. Your analysis was not counted.",
        );
      }
      if (error.reason === "videoNotFound" || error.status === 404) {
        throw notFound(
          "YouTube does not know this video (removed or private). Your analysis was not counted.",
        );
      }
    }
    // An outage, a timeout or an answer we cannot read: the request ends now with a clear 503.
    if (
      error instanceof YoutubeApiError ||
      error instanceof YoutubeNetworkError ||
      error instanceof YoutubeResponseShapeError
    ) {
      throw new HttpError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube did not answer; try again in a moment. Your analysis was not counted.",
        { retryAfterSeconds: 60, cause: error },
      );
    }
    throw error;
  }
  if (comments.length === 0) {
    throw new HttpError(422, "NO_COMMENTS", "This video has no comments yet. Your analysis was not counted.");
  }
  return comments;
}
