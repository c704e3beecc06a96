// The WebSub callback (GET: the hub's verification of intent; POST: a signed push of new uploads). Not a
// JSON contract: the hub speaks query strings, plain text and Atom. The push is answered 2xx whatever its
// signature (WebSub asks subscribers to ignore, not refuse, a bad one) and the uploads go to a job.
import { CHANNEL_ID_RE, WEBSUB_CALLBACK_PATH } from "@vi/types";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import type { Logger } from "../logger.ts";
import type { JobQueue } from "../queue/index.ts";
import { WATCHLIST_JOBS } from "./jobs.ts";
import { WEBSUB_MAX_BODY_BYTES, type WebsubCallbacks } from "./websub.ts";

export function websubRoutes({
  websub,
  queue,
  logger,
}: {
  websub: WebsubCallbacks;
  queue: Pick<JobQueue, "send">;
  logger: Logger;
}) {
  const app = new Hono<AppEnv>();

  app.get(WEBSUB_CALLBACK_PATH, async (c) => {
    const channelId = c.req.query("channel_id") ?? "";
    const lease = Number(c.req.query("hub.lease_seconds"));
    if (!CHANNEL_ID_RE.test(channelId)) return c.text("Unknown subscription", 404);
    const challenge = await websub.verifyIntent({
      mode: c.req.query("hub.mode") ?? "",
      topic: c.req.query("hub.topic") ?? "",
      challenge: (c.req.query("hub.challenge") ?? "").slice(0, 200),
      leaseSeconds: Number.isInteger(lease) && lease > 0 ? lease : null,
      channelId,
    });
    return challenge === null ? c.text("Unknown subscription", 404) : c.text(challenge, 200);
  });

  app.post(WEBSUB_CALLBACK_PATH, async (c) => {
    const channelId = c.req.query("channel_id") ?? "";
    if (!CHANNEL_ID_RE.test(channelId)) return c.text("Unknown subscription", 404);
    const body = Buffer.from(await c.req.arrayBuffer());
    if (body.length > WEBSUB_MAX_BODY_BYTES) return c.body(null, 204);
    const fresh = await websub.acceptPush(channelId, body, c.req.header("X-Hub-Signature"));
    if (fresh === null) {
      logger.warn({ channelId }, "websub push with a bad signature ignored");
      return c.body(null, 204);
    }
    if (fresh.length > 0) await queue.send(WATCHLIST_JOBS.uploads, { channelId, videoIds: fresh });
    return c.body(null, 204);
  });

  return app;
}
