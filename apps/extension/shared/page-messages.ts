import { VIDEO_ID_RE } from "@vi/types/ids";
import * as z from "zod/mini";
import { CONTENT_SOURCE, PAGE_SOURCE, type VideoPageData } from "./page-protocol.ts";

export { CONTENT_SOURCE, PAGE_SOURCE };

/**
 * Messages between the main-world page-data script and the isolated content script, sent with
 * window.postMessage. Both sides check `event.source === window` and the `source` tag, and the
 * content script validates every message: anything in the page's main world can post messages.
 */

const VideoPageDataSchema = z.object({
  videoId: z.string().check(z.regex(VIDEO_ID_RE)),
  title: z.string(),
  channelId: z.nullable(z.string()),
  channelName: z.nullable(z.string()),
  viewCount: z.nullable(z.number().check(z.nonnegative())),
  likeCount: z.nullable(z.number().check(z.nonnegative())),
  lengthSeconds: z.nullable(z.number().check(z.nonnegative())),
  keywords: z.array(z.string()),
  publishedAt: z.nullable(z.iso.datetime()),
  isLive: z.boolean(),
  isUpcoming: z.boolean(),
  scheduledStartAt: z.nullable(z.iso.datetime()),
});

/** Page -> content script: the video the page currently shows (null when none is readable yet). */
export const PageToContentMessageSchema = z.discriminatedUnion("type", [
  z.object({
    source: z.literal(PAGE_SOURCE),
    type: z.literal("VI_PAGE_DATA"),
    url: z.string(),
    video: z.nullable(VideoPageDataSchema),
  }),
]);
export type PageToContentMessage = z.infer<typeof PageToContentMessageSchema>;

/** Content script -> page: ask for the current page data again (after a location change). */
export const ContentToPageMessageSchema = z.discriminatedUnion("type", [
  z.object({ source: z.literal(CONTENT_SOURCE), type: z.literal("VI_PAGE_DATA_REQUEST") }),
]);
export type ContentToPageMessage = z.infer<typeof ContentToPageMessageSchema>;

// The schema and the parser's interface describe the same thing; this fails to compile if they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _schemaMatchesInterface: Same<z.infer<typeof VideoPageDataSchema>, VideoPageData> = true;
void _schemaMatchesInterface;

export function parsePageMessage(data: unknown): PageToContentMessage | null {
  const result = z.safeParse(PageToContentMessageSchema, data);
  return result.success ? result.data : null;
}

export function parseContentMessage(data: unknown): ContentToPageMessage | null {
  const result = z.safeParse(ContentToPageMessageSchema, data);
  return result.success ? result.data : null;
}
