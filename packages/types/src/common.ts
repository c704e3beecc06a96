import { z } from "zod";
import { CHANNEL_ID_RE, VIDEO_ID_RE } from "./ids.ts";

export const VideoIdSchema = z.string().regex(VIDEO_ID_RE, "Invalid video id");
export type VideoId = z.infer<typeof VideoIdSchema>;

export const ChannelIdSchema = z.string().regex(CHANNEL_ID_RE, "Invalid channel id");
export type ChannelId = z.infer<typeof ChannelIdSchema>;

/** Seconds since the Unix epoch (Stripe's timestamps). */
export const EpochSecondsSchema = z.int().nonnegative();

/** An ISO-8601 timestamp; YouTube sends "Z", other sources may send an offset. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** A non-negative whole count (views, likes, subscribers...). */
export const CountSchema = z.int().nonnegative();

export const HttpUrlSchema = z.url({ protocol: /^https?$/, error: "Invalid URL" });

/** True when the runtime's Intl knows the zone (IANA names such as "Europe/Paris", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  // Intl also accepts things like "+05:00" on newer engines; require a name-shaped value.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const TimezoneSchema = z.string().refine(isValidTimeZone, "Invalid time zone (expected an IANA name)");

/** `{ success: true }`: the answer of calls that have nothing else to say. */
export const SuccessResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;

/**
 * Every error answer of the API: a 4xx/5xx status with this body. `code` is machine-readable
 * (e.g. "BAD_REQUEST", "UNAUTHORIZED", "NOT_FOUND"), `message` is safe to show to the user.
 */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string(),
    /** The input field the error is about (a query parameter or a body path such as `videoIds.3`). */
    field: z.string().optional(),
    /** For 429 and 503: seconds before a retry can succeed (also sent as `Retry-After`). */
    retryAfterSeconds: z.number().int().nonnegative().optional(),
    /** Machine-readable facts for the client, e.g. the plan limit that was reached. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/**
 * The user's saved videos as a set: video id -> true. (The product says "map of video id to a value";
 * `true` is the only value, so JSON keeps set semantics and clients only read the keys.)
 */
export const SavedVideoIdsSchema = z.record(VideoIdSchema, z.literal(true));
export type SavedVideoIds = z.infer<typeof SavedVideoIdsSchema>;
