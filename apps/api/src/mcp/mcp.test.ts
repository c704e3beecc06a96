// The MCP server over real HTTP with the official SDK's client: the API served on a port, the YouTube
// emulator behind it, a personal API key in the Authorization header. The client lists the tools and calls
// each one; every call is a metered key call, a refused call is a tool error, and a bad key gets a 401.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CatalogVideo, YoutubeEmulator } from "@vi/emulators/youtube";
import {
  ChannelAnalysisRunSchema,
  CreateApiKeyResponseSchema,
  CreateCommentAnalysisResponseSchema,
  contracts,
  ListApiKeysResponseSchema,
  OutliersResponseSchema,
  ResultsReportSchema,
  VideoInsightsResponseSchema,
} from "@vi/types";
import { afterAll, beforeAll, expect, test } from "vitest";
import { jsonRequest, testEnv } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../test/youtube.ts";
import { type App, createApp } from "../app.ts";
import { createFirebaseAuth } from "../auth/firebase.ts";
import { createLogger } from "../logger.ts";
import { createServices, type Services } from "../services.ts";

const catalog = testCatalog();

type ToolResult = {
  isError?: boolean;
  content: { type: string; text?: string }[];
  structuredContent?: unknown;
};

forEachDatabase((t) => {
  const clock = new TestClock();
  let emulator: YoutubeEmulator;
  let server: ReturnType<typeof serve>;
  let baseUrl: string;
  let user: TestUser;
  let secret: string;
  let app: App;
  let services: Services;

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
    const env = testEnv(youtubeVars(emulator));
    // The queue is started without workers: a channel analysis is queued, as on a busy server.
    services = createServices({
      env,
      db: t.connection,
      logger: createLogger("silent"),
      now: clock.now,
      queue: { pollingIntervalSeconds: 0.5, cron: false },
    });
    await services.queue.start({ work: false });
    app = createApp({
      env,
      db: t.connection,
      logger: createLogger("silent"),
      auth: createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID }),
      services,
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    user = await createTestUser();
    const created = await app.request(
      "/user",
      jsonRequest("POST", { email: user.email, timezone: "UTC" }, bearer(user)),
    );
    expect(created.status).toBe(201);
    const key = await app.request("/apiKeys", jsonRequest("POST", { name: "MCP test" }, bearer(user)));
    secret = CreateApiKeyResponseSchema.parse(await key.json()).secret;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await services.queue.stop({ timeoutMs: 1_000 });
    await emulator.close();
  });

  async function connect(key: string): Promise<Client> {
    const client = new Client({ name: "vidinsight-test", version: "1.0.0" });
    const transport = new StreamableHTTPClientTransport(new URL("/mcp", baseUrl), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
    });
    await client.connect(transport);
    return client;
  }

  async function keyCalls(): Promise<number> {
    const response = await app.request("/apiKeys", { headers: bearer(user) });
    return ListApiKeysResponseSchema.parse(await response.json()).usage.used;
  }

  test("lists the five tools with their contracts' input schemas", async () => {
    const client = await connect(secret);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "analyze_channel",
      "analyze_search_results",
      "comment_ideas",
      "get_video_insights",
      "search_outliers",
    ]);
    const outliers = tools.find((tool) => tool.name === "search_outliers");
    expect(Object.keys(outliers?.inputSchema.properties ?? {})).toEqual(
      Object.keys(contracts.getOutliers.query.shape),
    );
    const ideas = tools.find((tool) => tool.name === "comment_ideas");
    expect(ideas?.inputSchema).toMatchObject({ type: "object", required: ["videoId"] });
    expect(client.getInstructions()).toContain("outliers");
    await client.close();
    // Listing tools is not a key call.
    expect(await keyCalls()).toBe(0);
  });

  test("calls each tool against the emulator's data: structured content and a short summary", async () => {
    const client = await connect(secret);
    const videos = catalog.videosAt(clock.ms);
    const withComments = videos.find(
      (video) => !video.commentsDisabled && catalog.commentThreadsAt(video, clock.ms).length >= 50,
    ) as CatalogVideo;
    const ids = videos.slice(0, 20).map((video) => video.id);
    const call = async (name: string, args: Record<string, unknown>) => {
      const result = (await client.callTool({ name, arguments: args })) as ToolResult;
      expect(result.isError, `${name}: ${result.content[0]?.text}`).toBeFalsy();
      expect(result.content[0]?.type).toBe("text");
      expect(result.content[0]?.text?.length).toBeGreaterThan(10);
      return result;
    };

    // Insights look the videos up on YouTube (the emulator) and add them to the store...
    const insights = VideoInsightsResponseSchema.parse(
      (await call("get_video_insights", { ids })).structuredContent,
    );
    expect(insights.insights.map((insight) => insight.videoId).sort()).toEqual([...ids].sort());

    // ...where search_outliers finds them, with typed (not string) arguments.
    const searched = await call("search_outliers", { limit: 5, sort: "videoViewCount", order: "desc" });
    const outliers = OutliersResponseSchema.parse(searched.structuredContent);
    expect(outliers.videoData.length).toBeGreaterThan(0);
    expect(outliers.videoData.length).toBeLessThanOrEqual(5);
    const views = outliers.videoData.map((video) => video.videoViewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(searched.content[0]?.text).toContain(outliers.videoData[0]?.videoTitle ?? "?");

    const ideas = await call("comment_ideas", { videoId: withComments.id });
    const analysis = CreateCommentAnalysisResponseSchema.parse(ideas.structuredContent).analysis;
    expect(analysis.result.ideas.length).toBeGreaterThan(0);
    expect(ideas.content[0]?.text).toContain(analysis.result.ideas[0]?.title ?? "?");

    const channel = catalog.channels[2]!;
    const run = ChannelAnalysisRunSchema.parse(
      (await call("analyze_channel", { channel: channel.handle })).structuredContent,
    );
    // No worker runs here: the channel is not in the store, so the analysis is queued.
    expect(["queued", "done"]).toContain(run.status);

    const report = ResultsReportSchema.parse(
      (await call("analyze_search_results", { query: "cooking", videoIds: ids.slice(0, 10) }))
        .structuredContent,
    );
    expect(report.source).toBe("page");
    expect(report.result).toBeTruthy();

    // Five tool calls, five key calls; the analyses also used their daily analysis allowance.
    expect(await keyCalls()).toBe(5);
    const usage = (await (await app.request("/usage", { headers: bearer(user) })).json()) as {
      usage: Record<string, { used: number }>;
    };
    expect(usage.usage.comments?.used).toBe(1);
    expect(usage.usage.channel?.used).toBe(1);
    expect(usage.usage.results?.used).toBe(1);
    await client.close();
  }, 120_000);

  test("a refused call is a tool error with the API's message, and counts as a key call", async () => {
    const client = await connect(secret);
    const before = await keyCalls();
    const bad = (await client.callTool({
      name: "comment_ideas",
      arguments: { videoId: "nope" },
    })) as ToolResult;
    expect(bad.isError).toBe(true);
    expect(bad.content[0]?.text).toMatch(/video id/i);
    expect(await keyCalls()).toBe(before + 1);
    await client.close();
  });

  test("a revoked key, an unknown key and a Firebase ID token get 401", async () => {
    const key = await app.request("/apiKeys", jsonRequest("POST", { name: "short-lived" }, bearer(user)));
    const created = CreateApiKeyResponseSchema.parse(await key.json());
    const client = await connect(created.secret);
    await client.close();
    const revoked = await app.request(`/apiKeys?id=${created.key.id}`, {
      method: "DELETE",
      headers: bearer(user),
    });
    expect(revoked.status).toBe(200);
    await expect(connect(created.secret)).rejects.toThrow(/not valid/);
    const post = (key: string) =>
      fetch(new URL("/mcp", baseUrl), {
        method: "POST",
        headers: {
          authorization: `Bearer ${key}`,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
    expect((await post(created.secret)).status).toBe(401);
    expect((await post(`vi_${"a".repeat(43)}`)).status).toBe(401);
    expect((await post(user.idToken)).status).toBe(401);
    const get = await fetch(new URL("/mcp", baseUrl), { headers: { authorization: `Bearer ${secret}` } });
    expect(get.status).toBe(405);
  });
});
