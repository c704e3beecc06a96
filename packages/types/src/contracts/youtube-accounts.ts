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

export const youtubeAccountContracts = {
  youtubeInitiateAuth: defineContract({
    id: "youtubeInitiateAuth",
    method: "GET",
    path: "/youtubeInitiateAuth",
    auth: "user",
    summary:
      "Google's authorization address for linking a YouTube channel (read-only scope, PKCE, a single-use state bound to the user, valid 10 minutes)",
    response: YoutubeInitiateAuthResponseSchema,
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
  }),
  connectedYoutubeAccounts: defineContract({
    id: "connectedYoutubeAccounts",
    method: "GET",
    path: "/connectedYoutubeAccounts",
    auth: "user",
    summary:
      "The signed-in user's linked YouTube channels, oldest first (the last one is the current account)",
    response: ConnectedYoutubeAccountsResponseSchema,
  }),
  youtubeDisconnect: defineContract({
    id: "youtubeDisconnect",
    method: "DELETE",
    path: "/youtubeDisconnect",
    auth: "user",
    summary: "Unlinks a channel: revokes its grant at Google, deletes its tokens and subscriptions",
    query: YoutubeDisconnectQuerySchema.strict(),
    response: YoutubeDisconnectResponseSchema,
  }),
} as const;
