import {
  AddWatchlistRequestSchema,
  AddWatchlistResponseSchema,
  BreakoutAlertSettingsSchema,
  DeleteWatchlistQuerySchema,
  DeleteWatchlistResponseSchema,
  GetWatchlistResponseSchema,
  UpdateBreakoutAlertsRequestSchema,
  WatchlistBreakoutsQuerySchema,
  WatchlistBreakoutsResponseSchema,
  WatchlistFeedQuerySchema,
  WatchlistFeedResponseSchema,
  WatchlistUnsubscribeQuerySchema,
  WatchlistUnsubscribeResponseSchema,
} from "../watchlist.ts";
import { defineContract } from "./define.ts";

export const watchlistContracts = {
  getWatchlist: defineContract({
    id: "getWatchlist",
    method: "GET",
    path: "/watchlist",
    auth: "user",
    summary: "The channels the user follows, the plan's limit and the breakout alert settings",
    response: GetWatchlistResponseSchema,
  }),
  addToWatchlist: defineContract({
    id: "addToWatchlist",
    method: "POST",
    path: "/watchlist",
    auth: "user",
    summary:
      "Follows a channel (id, @handle or URL) within the plan's limit (201; 200 when already followed); the jobs track it",
    body: AddWatchlistRequestSchema,
    response: AddWatchlistResponseSchema,
  }),
  removeFromWatchlist: defineContract({
    id: "removeFromWatchlist",
    method: "DELETE",
    path: "/watchlist",
    auth: "user",
    summary: "Stops following a channel (idempotent)",
    query: DeleteWatchlistQuerySchema,
    response: DeleteWatchlistResponseSchema,
  }),
  getWatchlistFeed: defineContract({
    id: "getWatchlistFeed",
    method: "GET",
    path: "/watchlist/feed",
    auth: "user",
    summary:
      "The followed channels' uploads of the last 30 days, newest or breaking out first, filtered, by cursor",
    query: WatchlistFeedQuerySchema,
    response: WatchlistFeedResponseSchema,
  }),
  getWatchlistBreakouts: defineContract({
    id: "getWatchlistBreakouts",
    method: "GET",
    path: "/watchlist/breakouts",
    auth: "user",
    summary: "The user's breakout alerts since an instant (the extension's count and notifications)",
    query: WatchlistBreakoutsQuerySchema,
    response: WatchlistBreakoutsResponseSchema,
  }),
  updateBreakoutAlerts: defineContract({
    id: "updateBreakoutAlerts",
    method: "PUT",
    path: "/watchlist/alerts",
    auth: "user",
    summary: "Turns the breakout email on or off and sets N (2-10)",
    body: UpdateBreakoutAlertsRequestSchema,
    response: BreakoutAlertSettingsSchema,
  }),
  unsubscribeBreakouts: defineContract({
    id: "unsubscribeBreakouts",
    method: "POST",
    path: "/watchlist/unsubscribe",
    auth: "none",
    summary:
      "Turns the breakout email off for the user of a signed token (RFC 8058 one-click POST); any body is ignored",
    query: WatchlistUnsubscribeQuerySchema,
    response: WatchlistUnsubscribeResponseSchema,
  }),
} as const;
