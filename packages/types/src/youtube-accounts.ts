// YouTube channel linking through Google OAuth: the calls' inputs and answers, and the rules both sides share.
import { z } from "zod";
import { ChannelIdSchema, SuccessResponseSchema } from "./common.ts";
import { textInput } from "./input.ts";
import { YoutubeAccountSchema } from "./user.ts";

/** How long an authorization started with GET /youtubeInitiateAuth can be finished. */
export const YOUTUBE_OAUTH_STATE_TTL_MS = 10 * 60_000;

/** Read the channel and its subscriptions (asked for with YOUTUBE_ANALYTICS_SCOPE, and nothing else). */
export const YOUTUBE_READONLY_SCOPE = "https://www.googleapis.com/auth/youtube.readonly";

/** The `state` the API hands out: 32 random bytes, base64url. */
export const OAUTH_STATE_RE = /^[A-Za-z0-9_-]{43}$/;

export const YoutubeInitiateAuthResponseSchema = z.object({
  /** Google's authorization endpoint with every parameter set; the website opens it in a pop-up. */
  authUrl: z.url({ protocol: /^https?$/ }),
});
export type YoutubeInitiateAuthResponse = z.infer<typeof YoutubeInitiateAuthResponseSchema>;

export const YoutubeOAuthCallbackQuerySchema = z.object({
  /** Google's authorization code (opaque; Google's are about 70 characters). */
  code: textInput(2048, { min: 1, label: "code" }),
  state: z.string().regex(OAUTH_STATE_RE, "state is not one this API handed out"),
  /** Google adds these to the redirect; the website may pass them through. Not used. */
  scope: textInput(2048).optional(),
  authuser: textInput(16).optional(),
  prompt: textInput(64).optional(),
  hd: textInput(255).optional(),
});
export type YoutubeOAuthCallbackQuery = z.infer<typeof YoutubeOAuthCallbackQuerySchema>;

/** A linked channel as the Connected Accounts list shows it. */
export const ConnectedYoutubeAccountSchema = YoutubeAccountSchema.extend({
  /** True once Google refused the stored grant (revoked by the user, say): the channel must be linked again. */
  needsReconnect: z.boolean(),
});
export type ConnectedYoutubeAccount = z.infer<typeof ConnectedYoutubeAccountSchema>;

export const ConnectedYoutubeAccountsResponseSchema = z.object({
  /** Oldest first; the last one is the current account. */
  youtubeAccounts: z.array(ConnectedYoutubeAccountSchema),
});
export type ConnectedYoutubeAccountsResponse = z.infer<typeof ConnectedYoutubeAccountsResponseSchema>;

export const YoutubeOAuthCallbackResponseSchema = SuccessResponseSchema.extend({
  /** The channel this authorization linked. */
  account: ConnectedYoutubeAccountSchema,
});
export type YoutubeOAuthCallbackResponse = z.infer<typeof YoutubeOAuthCallbackResponseSchema>;

export const YoutubeDisconnectQuerySchema = z.object({ channelId: ChannelIdSchema });
export type YoutubeDisconnectQuery = z.infer<typeof YoutubeDisconnectQuerySchema>;

export const YoutubeDisconnectResponseSchema = SuccessResponseSchema;
export type YoutubeDisconnectResponse = z.infer<typeof YoutubeDisconnectResponseSchema>;
