// Registers a route from its contract (@vi/types): auth from `contract.auth`, query and body checked with
// the contract's schemas, and a handler typed by them. Every route of the API goes through here.
import {
  type Contract,
  type ContractOutput,
  type ContractParsedInput,
  MCP_PATH,
  WEBSUB_CALLBACK_PATH,
} from "@vi/types";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AuthProvider } from "./auth/firebase.ts";
import type { AppEnv } from "./context.ts";
import { type AdminCheck, requireAdmin } from "./middleware/admin.ts";
import { bearerApiKey, requireApiKey } from "./middleware/api-key.ts";
import { requireAuth } from "./middleware/auth.ts";
import type { RateLimitTier } from "./rate-limit/index.ts";
import { validate } from "./validation.ts";

export interface RouteGuards {
  /** Needed by `user` and `admin` contracts. */
  auth?: AuthProvider;
  /** Needed by `admin` contracts: admin rights are read from the stored user record (roles/roles.ts). */
  admins?: AdminCheck;
  /** Also refuse revoked tokens and deleted users (routes that could bring a deleted account back). */
  checkRevoked?: boolean;
  /**
   * Request limits of an authenticated route (docs/decisions/rate-limits.md): "standard" (the default) is
   * per user and per client address; "costly" adds a tighter per-user bucket for routes that spend
   * YouTube quota or money (lookups, analyses, checkout); "none" only for routes that must always answer.
   */
  rateLimit?: RateLimitTier;
}

/**
 * The handler answers the contract's output with status 200; for another status it calls `c.status()`
 * first. Failures are thrown (HttpError from errors.ts) and answered by the app's error handler.
 */
export type ContractHandler<C extends Contract> = (
  c: Context<AppEnv>,
  input: ContractParsedInput<C>,
) => Promise<ContractOutput<C>>;

/** What a validator middleware stored for `target` (Hono types it per route; here the contract does). */
function validated(c: Context<AppEnv>, target: "query" | "json"): unknown {
  return (c.req as unknown as { valid(target: string): unknown }).valid(target);
}

export function contractRoute<C extends Contract>(
  app: Hono<AppEnv>,
  contract: C,
  guards: RouteGuards,
  handler: NoInfer<ContractHandler<C>>,
): void {
  const chain: MiddlewareHandler<AppEnv>[] = [];
  if (contract.auth !== "none") {
    if (!guards.auth) throw new Error(`${contract.id}: a ${contract.auth} route needs the auth provider`);
    const firebase = requireAuth(
      guards.auth,
      guards.checkRevoked ? { checkRevokedOn: [contract.method] } : {},
    );
    // A personal API key (Bearer vi_...) takes its own path; on routes not marked `apiKey` it is refused.
    const apiKey = requireApiKey({ allowed: contract.auth === "user" && contract.apiKey === true });
    chain.push((c, next) =>
      bearerApiKey(c.req.header("Authorization")) ? apiKey(c, next) : firebase(c, next),
    );
  }
  // Before admin rights and input checks, so a flood costs one token verification per request at most.
  // Without limits on the context (a router tested alone, outside createApp) there is nothing to check.
  const tier = guards.rateLimit ?? "standard";
  if (contract.auth !== "none" && tier !== "none") {
    chain.push(async (c, next) => {
      await c.var.rateLimits?.check(c, c.var.user.uid, tier);
      await next();
    });
  }
  if (contract.auth === "admin") {
    if (!guards.admins)
      throw new Error(`${contract.id}: an admin route needs the database's admin check (roles/roles.ts)`);
    chain.push(requireAdmin(guards.admins));
  }
  // After auth: a caller without a token learns nothing about what the route accepts.
  // The validators' own input typing is replaced by the contract's (see ContractHandler).
  if (contract.query) chain.push(validate("query", contract.query) as unknown as MiddlewareHandler<AppEnv>);
  if (contract.body) chain.push(validate("json", contract.body) as unknown as MiddlewareHandler<AppEnv>);

  chain.push(async (c) => {
    const input = {
      ...(contract.query ? { query: validated(c, "query") } : {}),
      ...(contract.body ? { body: validated(c, "json") } : {}),
    } as ContractParsedInput<C>;
    return c.json((await handler(c, input)) as object);
  });
  app.on(contract.method, contract.path, ...(chain as [MiddlewareHandler<AppEnv>]));
}

export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * Routes registered without a contract and contracts without a route, as "METHOD /path". Middleware
 * entries (method ALL) are not routes.
 */
export function routeParity(
  routes: readonly RegisteredRoute[],
  contractList: readonly Pick<Contract, "method" | "path">[],
): { routesWithoutContract: string[]; contractsWithoutRoute: string[] } {
  const registered = new Set(
    // The MCP endpoint speaks JSON-RPC (the Model Context Protocol) and the WebSub callback the hub's
    // text and Atom, not one request/answer contract.
    routes
      .filter(
        (route) => route.method !== "ALL" && route.path !== MCP_PATH && route.path !== WEBSUB_CALLBACK_PATH,
      )
      .map((route) => `${route.method} ${route.path}`),
  );
  const declared = new Set(contractList.map((contract) => `${contract.method} ${contract.path}`));
  return {
    routesWithoutContract: [...registered].filter((route) => !declared.has(route)).sort(),
    contractsWithoutRoute: [...declared].filter((route) => !registered.has(route)).sort(),
  };
}

/** Throws, naming them, when a route has no contract or a contract no route. */
export function assertRouteParity(
  routes: readonly RegisteredRoute[],
  contractList: readonly Pick<Contract, "method" | "path">[],
): void {
  const { routesWithoutContract, contractsWithoutRoute } = routeParity(routes, contractList);
  const problems = [
    ...routesWithoutContract.map((route) => `route without a contract: ${route}`),
    ...contractsWithoutRoute.map((route) => `contract without a route: ${route}`),
  ];
  if (problems.length > 0) throw new Error(problems.join("; "));
}
