// GET/POST/DELETE /apiKeys: the signed-in user's personal API keys (src/api-keys/). Firebase ID token
// only: the contracts are not marked `apiKey`, so a key can neither list, create nor revoke keys.
import { API_KEY_REVOKED_MESSAGE, contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import type { ApiKeys } from "./service.ts";

export function apiKeyRoutes({ auth, keys }: { auth: AuthProvider; keys: ApiKeys }) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.listApiKeys, { auth }, (c) => keys.list(c.var.user.uid));

  contractRoute(app, contracts.createApiKey, { auth }, async (c, { body }) => {
    const created = await keys.create(c.var.user.uid, body.name);
    c.status(201);
    return created;
  });

  contractRoute(app, contracts.deleteApiKey, { auth }, async (c, { query }) => {
    await keys.revoke(c.var.user.uid, query.id);
    return { message: API_KEY_REVOKED_MESSAGE };
  });

  return app;
}
