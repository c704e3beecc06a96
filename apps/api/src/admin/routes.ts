// The operations screen /data (admin). GET /admin/stats: users by plan, what the video store holds, YouTube
// quota used today. GET /admin/queues: the job queues (queued, running, failed, last runs).
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import type { AdminCheck } from "../middleware/admin.ts";
import type { AdminService } from "./service.ts";

export function adminRoutes({
  auth,
  admins,
  admin,
}: {
  auth: AuthProvider;
  admins: AdminCheck;
  admin: AdminService;
}) {
  const app = new Hono<AppEnv>();
  contractRoute(app, contracts.getAdminStats, { auth, admins }, () => admin.stats());
  contractRoute(app, contracts.getAdminQueues, { auth, admins }, () => admin.queues());
  return app;
}
