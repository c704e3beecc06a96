import { z } from "zod";
import { ChannelIdSchema, HttpUrlSchema, SuccessResponseSchema } from "./common.ts";
import { YoutubeAccountSchema } from "./user.ts";

/** GET /youtubeInitiateAuth: the Google consent address the pop-up opens. */
export const YoutubeInitiateAuthResponseSchema = z.object({ authUrl: HttpUrlSchema });
export type YoutubeInitiateAuthResponse = z.infer<typeof YoutubeInitiateAuthResponseSchema>;

/** GET /youtubeOAuthCallback?code=&state= (what Google appended to the callback page's address). */
export const YoutubeOAuthCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(2048),
});
export type YoutubeOAuthCallbackQuery = z.infer<typeof YoutubeOAuthCallbackQuerySchema>;

/** Success answer; a failure is an error status with an ApiError body. */
export const YoutubeOAuthCallbackResponseSchema = SuccessResponseSchema;
export type YoutubeOAuthCallbackResponse = z.infer<typeof YoutubeOAuthCallbackResponseSchema>;

/** What the client's youtubeOAuthCallback resolves to (spec section 8: it never throws). */
export type YoutubeOAuthCallbackResult = { success: true } | { success: false; error: string };

/** DELETE /youtubeDisconnect body. */
export const YoutubeDisconnectRequestSchema = z.object({ channelId: ChannelIdSchema });
export type YoutubeDisconnectRequest = z.infer<typeof YoutubeDisconnectRequestSchema>;

export const YoutubeDisconnectResponseSchema = SuccessResponseSchema;
export type YoutubeDisconnectResponse = z.infer<typeof YoutubeDisconnectResponseSchema>;

/** GET /connectedYoutubeAccounts */
export const ConnectedYoutubeAccountsResponseSchema = z.object({
  youtubeAccounts: z.array(YoutubeAccountSchema),
});
export type ConnectedYoutubeAccountsResponse = z.infer<typeof ConnectedYoutubeAccountsResponseSchema>;

/**
 * GET /getChannelAnalytics (no token). The spec does not show the answer and its only caller (/test)
 * just logs it, so any JSON object is accepted.
 */
export const ChannelAnalyticsResponseSchema = z.record(z.string(), z.unknown());
export type ChannelAnalyticsResponse = z.infer<typeof ChannelAnalyticsResponseSchema>;
