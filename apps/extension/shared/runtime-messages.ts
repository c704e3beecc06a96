import {
  RESULTS_ANALYSIS_MAX_VIDEOS,
  VIDEO_INSIGHTS_MAX_IDS,
  VideoIdSchema,
  ViUserDataMessageSchema,
} from "@vi/types";
import { z } from "zod";
import type { BackgroundRequest } from "./background-protocol.ts";

export type {
  AccountSummary,
  BackgroundFailure,
  BackgroundRequest,
  BackgroundResponse,
  BackgroundResponses,
  BackgroundResult,
  BadgeNumbers,
} from "./background-protocol.ts";

/**
 * The background's validation of every request (browser.runtime.sendMessage), a union keyed on
 * `type`. The request and response types live in background-protocol.ts without zod, so content
 * scripts that run on every YouTube page can send requests without bundling a validator.
 */
export const BackgroundRequestSchema = z.discriminatedUnion("type", [
  // From the website content script: the signed-in user (or null on sign-out).
  ViUserDataMessageSchema,
  // From extension pages (popup): a valid ID token for API calls, refreshed when needed.
  z.object({ type: z.literal("VI_GET_ID_TOKEN") }),
  // From YouTube content scripts and extension pages: insights for videos on the page.
  z.object({
    type: z.literal("VI_GET_INSIGHTS"),
    ids: z.array(VideoIdSchema).min(1).max(VIDEO_INSIGHTS_MAX_IDS),
    urgent: z.boolean().optional(),
  }),
  // From YouTube content scripts: the badge numbers of the videos on the page.
  z.object({
    type: z.literal("VI_GET_BADGES"),
    ids: z.array(VideoIdSchema).min(1).max(VIDEO_INSIGHTS_MAX_IDS),
  }),
  // From YouTube content scripts and extension pages: save or unsave a video.
  z.object({ type: z.literal("VI_SET_SAVED"), videoId: VideoIdSchema, saved: z.boolean() }),
  // From extension pages (popup): the signed-in user's plan.
  z.object({ type: z.literal("VI_GET_ACCOUNT") }),
  // From YouTube content scripts and extension pages: today's analysis usage.
  z.object({ type: z.literal("VI_GET_USAGE") }),
  // From YouTube content scripts: the analyses (each claims a use of the user's plan).
  z.object({ type: z.literal("VI_ANALYZE_COMMENTS"), videoId: VideoIdSchema }),
  // A channel id, @handle or channel URL as the page names it; the API resolves and checks it.
  z.object({ type: z.literal("VI_ANALYZE_CHANNEL"), channel: z.string().trim().min(1).max(300) }),
  z.object({
    type: z.literal("VI_ANALYZE_RESULTS"),
    query: z.string().trim().min(1).max(500),
    videoIds: z.array(VideoIdSchema).min(1).max(RESULTS_ANALYSIS_MAX_VIDEOS),
  }),
]);

// The schema and the hand-written union describe the same requests; this fails to compile if they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _schemaMatchesProtocol: Same<z.infer<typeof BackgroundRequestSchema>, BackgroundRequest> = true;
void _schemaMatchesProtocol;
