// POST /mcp: the MCP server over Streamable HTTP (stateless: one server and transport per request, JSON
// answers). Authenticated by a personal API key; listing tools is free, each tool call runs its research
// route in-process with the same key, so it is metered and limited exactly like a direct API call.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { type Contract, MCP_PATH } from "@vi/types";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { errorBody } from "../errors.ts";
import { requireApiKey } from "../middleware/api-key.ts";
import { createMcpServer } from "./server.ts";

/** Runs a request through the whole app (index.ts's fetch), keeping the connection's details. */
export type AppFetch = (request: Request, c: Context<AppEnv>) => Promise<Response>;

/** The route's request for a tool call: GET arguments as the query (lists as comma lists), else JSON. */
function toolRequest(contract: Contract, args: Record<string, unknown>, authorization: string): Request {
  const url = new URL(contract.path, "http://mcp.internal");
  const headers: Record<string, string> = { authorization };
  if (contract.method === "GET" || contract.method === "DELETE") {
    for (const [name, value] of Object.entries(args)) {
      if (value === undefined || value === null) continue;
      url.searchParams.set(name, Array.isArray(value) ? value.join(",") : String(value));
    }
    return new Request(url, { method: contract.method, headers });
  }
  headers["content-type"] = "application/json";
  return new Request(url, { method: contract.method, headers, body: JSON.stringify(args) });
}

export function mcpRoutes({ fetch }: { fetch: AppFetch }) {
  const app = new Hono<AppEnv>();
  app.post(
    MCP_PATH,
    requireApiKey({ allowed: true, meter: false }),
    async (c, next) => {
      c.var.rateLimits?.check(c, c.var.user.uid, "standard");
      await next();
    },
    async (c) => {
      const authorization = c.req.header("Authorization") ?? "";
      const server = createMcpServer((contract, args) =>
        fetch(toolRequest(contract, args, authorization), c),
      );
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw);
      } finally {
        await server.close();
      }
    },
  );
  // Stateless: no event stream to open and no session to end.
  app.on(["GET", "DELETE"], MCP_PATH, (c) => {
    c.header("Allow", "POST");
    return c.json(errorBody("METHOD_NOT_ALLOWED", "The MCP endpoint takes POST requests only"), 405);
  });
  return app;
}
