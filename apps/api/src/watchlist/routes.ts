// The watchlist's routes: they parse (the contracts of @vi/types), call the service and answer. The uid
// always comes from the verified token (src/watchlist/service.ts holds the rules).
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { badRequest } from "../errors.ts";
import { verifyUnsubscribeToken } from "../recap/token.ts";
import type { Watchlist } from "./service.ts";

const TOKEN_MESSAGES = {
  malformed: "This unsubscribe link is incomplete: open it from the breakout email again",
  forged: "This unsubscribe link is not valid",
  expired: "This unsubscribe link has expired: sign in and turn breakout emails off on your watchlist",
} as const;

export function watchlistRoutes({
  auth,
  watchlist,
  signingSecret,
  now,
}: {
  auth: AuthProvider;
  watchlist: Watchlist;
  signingSecret: string;
  now: () => Date;
}) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.getWatchlist, { auth }, (c) => watchlist.list(c.var.user.uid));

  // Costly: resolving a handle or an unknown id spends YouTube units (charged to the caller first).
  contractRoute(app, contracts.addToWatchlist, { auth, rateLimit: "costly" }, async (c, { body }) => {
    const { created, ...answer } = await watchlist.add(c.var.user.uid, body.channel);
    if (created) c.status(201);
    return answer;
  });

  // Costly: reading the subscriptions spends YouTube units (each page charged to the caller first).
  contractRoute(app, contracts.getWatchlistSubscriptions, { auth, rateLimit: "costly" }, (c) =>
    watchlist.subscriptions(c.var.user.uid),
  );

  contractRoute(app, contracts.importWatchlist, { auth }, (c, { body }) =>
    watchlist.importChannels(c.var.user.uid, body.channelIds),
  );

  contractRoute(app, contracts.removeFromWatchlist, { auth }, async (c, { query }) => {
    await watchlist.remove(c.var.user.uid, query.channelId);
    return { success: true as const };
  });

  contractRoute(app, contracts.getWatchlistFeed, { auth }, (c, { query }) =>
    watchlist.feed(c.var.user.uid, query),
  );

  contractRoute(app, contracts.getWatchlistBreakouts, { auth }, (c, { query }) =>
    watchlist.breakouts(c.var.user.uid, query.since ? new Date(query.since) : null),
  );

  contractRoute(app, contracts.updateBreakoutAlerts, { auth }, (c, { body }) =>
    watchlist.updateAlerts(c.var.user.uid, body),
  );

  contractRoute(app, contracts.unsubscribeBreakouts, {}, async (c, { query }) => {
    const check = verifyUnsubscribeToken(signingSecret, query.token, now(), "breakouts-unsubscribe");
    if (!check.ok) throw badRequest(TOKEN_MESSAGES[check.reason], "token");
    // Idempotent, and the same answer whether the account exists (as the recap's unsubscribe).
    const found = await watchlist.unsubscribe(check.uid);
    c.var.logger.info({ uid: check.uid, found }, "breakout email unsubscribed by link");
    return { success: true as const };
  });

  return app;
}
