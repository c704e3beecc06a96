// YouTube channel linking: GET /youtubeInitiateAuth, GET /youtubeOAuthCallback, GET /connectedYoutubeAccounts,
// DELETE /youtubeDisconnect. The uid always comes from the verified token.
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { HttpError } from "../errors.ts";
import type { YoutubeLinking } from "./service.ts";

export function youtubeAccountRoutes({
  auth,
  linking,
}: {
  auth: AuthProvider;
  linking: YoutubeLinking | null;
}) {
  const app = new Hono<AppEnv>();
  const configured = (): YoutubeLinking => {
    if (!linking)
      throw new HttpError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube channel linking is not configured on this server.",
      );
    return linking;
  };

  contractRoute(app, contracts.youtubeInitiateAuth, { auth }, (c) => configured().initiate(c.var.user.uid));

  contractRoute(app, contracts.youtubeOAuthCallback, { auth }, async (c, { query }) => {
    const account = await configured().complete(c.var.user.uid, query.code, query.state);
    return { success: true as const, account };
  });

  contractRoute(app, contracts.connectedYoutubeAccounts, { auth }, async (c) => {
    // Without linking configured nobody can have linked a channel: an empty list, not an error.
    return { youtubeAccounts: linking ? await linking.list(c.var.user.uid) : [] };
  });

  contractRoute(app, contracts.youtubeDisconnect, { auth }, async (c, { query }) => {
    await configured().disconnect(c.var.user.uid, query.channelId);
    return { success: true as const };
  });

  return app;
}
