import { z } from "zod";
import { SavedVideoIdsSchema } from "./common.ts";
import { LanguageSchema, YoutubeLinkedAccountSchema } from "./user.ts";

export const YOUTUBE_OAUTH_COMPLETE = "youtube-oauth-complete";

/** The /oauth-callback pop-up tells its opener how the channel authorization ended. */
export const YoutubeOAuthCompleteMessageSchema = z.object({
  type: z.literal(YOUTUBE_OAUTH_COMPLETE),
  success: z.boolean(),
  error: z.string().optional(),
});
export type YoutubeOAuthCompleteMessage = z.infer<typeof YoutubeOAuthCompleteMessageSchema>;

export const VI_USER_DATA = "VI_USER_DATA";

/** What the website hands the extension about the signed-in user. */
export const ViUserDataSchema = z.object({
  idToken: z.string().min(1),
  refreshToken: z.string().min(1),
  savedVideoIds: SavedVideoIdsSchema,
  isAdmin: z.boolean(),
  youtubeAccounts: z.array(YoutubeLinkedAccountSchema),
  currentAccount: YoutubeLinkedAccountSchema.nullable(),
  /** Shown by the extension popup; absent when the website does not know it yet. */
  email: z.email().optional(),
  /** The interface language stored with the user (PUT /user); the extension applies it. Absent: none. */
  language: LanguageSchema.nullable().optional(),
});
export type ViUserData = z.infer<typeof ViUserDataSchema>;

/**
 * `window.postMessage` from the website to the extension's content script. The user data sits under
 * `user` so that sign-out is `{ type: 'VI_USER_DATA', user: null }` without a second message type.
 */
export const ViUserDataMessageSchema = z.object({
  type: z.literal(VI_USER_DATA),
  user: ViUserDataSchema.nullable(),
});
export type ViUserDataMessage = z.infer<typeof ViUserDataMessageSchema>;
