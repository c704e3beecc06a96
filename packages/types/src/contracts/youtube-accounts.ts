// YouTube channel linking (Google OAuth): start the authorization, finish it from /oauth-callback, list and
// disconnect the linked channels (docs/product.md#youtube-channel-linking).
import {
  ConnectedYoutubeAccountsResponseSchema,
  YoutubeDisconnectQuerySchema,
  YoutubeDisconnectResponseSchema,
  YoutubeInitiateAuthResponseSchema,
  YoutubeOAuthCallbackQuerySchema,
  YoutubeOAuthCallbackResponseSchema,
} from "../youtube-accounts.ts";
import { defineContract } from "./define.ts";
import { contractError, inputErrors, NO_USER_RECORD, signedInErrors } from "./errors.ts";

export const youtubeAccountContracts = {
  youtubeInitiateAuth: defineContract({
    id: "youtubeInitiateAuth",
    method: "GET",
    path: "/youtubeInitiateAuth",
    auth: "user",
    summary:
      "Google's authorization address for linking a YouTube channel (read-only scope, PKCE, a single-use state bound to the user, valid 10 minutes)",
    response: YoutubeInitiateAuthResponseSchema,
    errors: [
      ...signedInErrors(),
      NO_USER_RECORD,
      contractError(409, "CONFLICT", "The account already links the most channels allowed"),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube channel linking is not configured, or Google does not answer",
      ),
    ],
  }),
  youtubeOAuthCallback: defineContract({
    id: "youtubeOAuthCallback",
    method: "GET",
    path: "/youtubeOAuthCallback",
    auth: "user",
    summary:
      "Finishes the authorization: checks the state, exchanges the code, links the channel and reads its subscriptions",
    query: YoutubeOAuthCallbackQuerySchema.strict(),
    response: YoutubeOAuthCallbackResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors(),
      contractError(400, "BAD_REQUEST", "The authorization is unknown, used, expired, or refused by Google"),
      contractError(403, "FORBIDDEN", "The authorization was started by another user"),
      contractError(409, "CONFLICT", "The channel is linked to another account"),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube channel linking is not configured, or Google does not answer",
      ),
    ],
  }),
  connectedYoutubeAccounts: defineContract({
    id: "connectedYoutubeAccounts",
    method: "GET",
    path: "/connectedYoutubeAccounts",
    auth: "user",
    summary:
      "The signed-in user's linked YouTube channels, oldest first (the last one is the current account)",
    response: ConnectedYoutubeAccountsResponseSchema,
    errors: [
      ...signedInErrors(),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube channel linking is not configured, or Google does not answer",
      ),
    ],
  }),
  youtubeDisconnect: defineContract({
    id: "youtubeDisconnect",
    method: "DELETE",
    path: "/youtubeDisconnect",
    auth: "user",
    summary: "Unlinks a channel: revokes its grant at Google, deletes its tokens and subscriptions",
    query: YoutubeDisconnectQuerySchema.strict(),
    response: YoutubeDisconnectResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors(),
      contractError(404, "NOT_FOUND", "The channel is not linked to the account"),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube channel linking is not configured, or Google does not answer",
      ),
    ],
  }),
} as const;
