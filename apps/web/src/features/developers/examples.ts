// The developer page's examples: request inputs typed against the types openapi-typescript generates from
// GET /openapi.json (openapi.gen.ts), so an example that no longer fits the API fails the typecheck, and
// the curl lines shown are built from these same values.
import type { paths } from "./openapi.gen.ts";

type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;
type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;
type BodyOf<P extends keyof paths> = paths[P] extends { post: { requestBody: infer R } } ? Json<R> : never;

export const outliersQuery = {
  q: "home workout",
  format: "long",
  minOutlier: 5,
  sort: "videoOutlier",
  order: "desc",
  limit: 10,
} satisfies QueryOf<"/outliers">;

export const insightsBody = { ids: ["dQw4w9WgXcQ", "9bZkp7q19f0"] } satisfies BodyOf<"/videos/insights">;

export const channelBody = { channel: "@mkbhd" } satisfies BodyOf<"/analyses/channel">;

export const commentIdeasBody = { videoId: "dQw4w9WgXcQ" } satisfies BodyOf<"/analyses/comments">;

/** A shell-quoted curl line with the key from $VIDINSIGHT_API_KEY. */
export function curlGet(base: string, path: keyof paths, query: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `curl -H "Authorization: Bearer $VIDINSIGHT_API_KEY" \\\n  "${base}${path}?${search}"`;
}

export function curlPost(base: string, path: keyof paths, body: object): string {
  return `curl -X POST -H "Authorization: Bearer $VIDINSIGHT_API_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(body)}' \\\n  "${base}${path}"`;
}

/** The JSON an MCP client's configuration takes (Claude Desktop, Cursor and others read this shape). */
export function mcpClientConfig(base: string): string {
  return JSON.stringify(
    {
      mcpServers: {
        vidinsight: {
          type: "http",
          url: `${base}/mcp`,
          headers: { Authorization: "Bearer vi_your_key_here" },
        },
      },
    },
    null,
    2,
  );
}
