// The MCP server (official TypeScript SDK, Streamable HTTP, stateless): tools/list answers the tools of
// tools.ts with their contracts' JSON Schemas; tools/call hands the call to `dispatch`, which runs the
// tool's API route, and answers the route's JSON as structured content plus a short text summary. A route's
// refusal (400, 404, 429...) becomes a tool error whose text is the API's message for the user.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { ApiErrorSchema, type Contract } from "@vi/types";
import { jsonSchema } from "../openapi.ts";
import { MCP_TOOLS } from "./tools.ts";

/** Runs `contract`'s route with `args` as its query (GET) or body, as the caller. */
export type Dispatch = (contract: Contract, args: Record<string, unknown>) => Promise<Response>;

const INSTRUCTIONS =
  "VidInsight finds YouTube outliers: videos with far more views than their channel usually gets. Use search_outliers to find them, get_video_insights for given videos, analyze_channel and analyze_search_results for reports, comment_ideas for video ideas from comments. Every tool call counts against the user's daily allowance of API key calls; analyses also use their daily analysis allowance.";

export function createMcpServer(dispatch: Dispatch): Server {
  const server = new Server(
    { name: "vidinsight", title: "VidInsight", version: "1.0.0" },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  const tools = MCP_TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: { type: "object" as const, ...jsonSchema(tool.input, "input") },
  }));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = MCP_TOOLS.find((candidate) => candidate.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    const args = request.params.arguments ?? {};
    const response = await dispatch(tool.route(args), args);
    const body: unknown = await response.json();
    if (!response.ok) {
      const error = ApiErrorSchema.safeParse(body);
      const message = error.success ? error.data.error.message : `The API answered ${response.status}`;
      const retryAfter = response.headers.get("retry-after");
      return {
        isError: true,
        content: [{ type: "text", text: retryAfter ? `${message} (retry after ${retryAfter} s)` : message }],
      };
    }
    return {
      content: [{ type: "text", text: tool.summary(body, args) }],
      structuredContent: body as Record<string, unknown>,
    };
  });
  return server;
}
