import { type Contract, contracts } from "@vi/types";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { buildOpenApiDocument, type OpenApiOptions } from "../openapi.ts";

/** GET /openapi.json (public): built once, from the same contracts the routes are registered from. */
export function openApiRoutes(options: OpenApiOptions) {
  const document = buildOpenApiDocument(Object.values(contracts) as Contract[], options);
  const app = new Hono<AppEnv>();
  contractRoute(app, contracts.getOpenApi, {}, async () => document);
  return app;
}
