// POST /videos/insights (signed in; the extension's batched lookup): per id the outlier record plus
// recent VPH, tags, channel id and format. Stored ids are answered from the store; the others are
// fetched from YouTube (batches of 50), stored, and their channels queued for tracking.
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { toVideoInsight } from "./serialize.ts";
import type { VideoService } from "./service.ts";

export function videoRoutes({ auth, videos }: { auth: AuthProvider; videos: VideoService }) {
  const app = new Hono<AppEnv>();
  contractRoute(app, contracts.getVideoInsights, { auth, rateLimit: "costly" }, async (c, { body }) => {
    // Ids beyond the caller's daily allowance, or while YouTube cannot be asked, are left out like
    // unknown ones: the extension shows what is stored and asks again later.
    const found = await videos.getVideos(body.ids, "lookup", {
      uid: c.var.user.uid,
      signal: c.req.raw.signal,
    });
    // In the order asked, each id once; ids YouTube does not know are left out.
    const insights = [...new Set(body.ids)].flatMap((id) => {
      const row = found.videos.get(id);
      return row ? [toVideoInsight(row)] : [];
    });
    return { insights };
  });
  return app;
}
