// The client against answers the YouTube Data API really gave (recorded by other projects; see
// fixtures/real/README.md): shapes that the API reference calls optional and that real lists contain.
import { readFileSync } from "node:fs";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createYoutubeClient, type SkippedItemLogger } from "./client.ts";
import { createQuotaBudget } from "./quota.ts";

const BASE = "https://www.googleapis.com/youtube/v3";
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/real/${name}`, import.meta.url), "utf8"));
}

function client(warnings: Parameters<SkippedItemLogger["warn"]>[0][] = []) {
  return createYoutubeClient({
    baseUrl: BASE,
    apiKey: "test-key",
    quota: createQuotaBudget({ dailyLimit: 100 }),
    retry: { retries: 0 },
    logger: { warn: (details) => warnings.push(details) },
  });
}

describe("recorded answers", () => {
  it("videos.list: a video with hidden likes and comments turned off keeps its views; the counts stay absent", async () => {
    // The source kept only the items; the envelope is the documented one around them.
    const items = fixture("videos-hidden-counts.items.json") as unknown as unknown[];
    server.use(
      http.get(`${BASE}/videos`, () =>
        HttpResponse.json({
          kind: "youtube#videoListResponse",
          etag: "envelope",
          pageInfo: { totalResults: items.length, resultsPerPage: items.length },
          items,
        }),
      ),
    );
    const warnings: unknown[] = [];

    const result = await client(warnings as never).videosList(["7eqYCNcpSxc", "_f-levD8D_Y"]);

    expect(warnings).toEqual([]);
    expect(result.missingIds).toEqual([]);
    const [hidden, counted] = result.items;
    expect(hidden?.id).toBe("7eqYCNcpSxc");
    expect(hidden?.statistics).toEqual({ viewCount: 219268, favoriteCount: 0 });
    expect(counted?.statistics).toEqual({
      viewCount: 1554679,
      likeCount: 91540,
      favoriteCount: 0,
      commentCount: 5566,
    });
  });

  it("commentThreads.list: threads without snippet.channelId are read, not rejected", async () => {
    server.use(
      http.get(`${BASE}/commentThreads`, () =>
        HttpResponse.json(fixture("commentThreads-no-channelId.json")),
      ),
    );

    const page = await client().commentThreadsList("bk-7487l1OQ");

    expect(page.skippedIds).toEqual([]);
    expect(page.items.map((thread) => thread.id)).toEqual([
      "UgyptqgEdhuj_qYPQQh4AaABAg",
      "UgyBrt4aELZKY6MwXgJ4AaABAg",
      "Ugw0AcYuEKeTsycG6h54AaABAg",
    ]);
    expect(page.items[0]?.snippet.channelId).toBeUndefined();
    expect(page.items[1]?.snippet.topLevelComment.snippet.authorDisplayName).toBe("Yone Giáo Sư");
    expect(page.totalResults).toBe(20);
    expect(page.nextPageToken).toMatch(/^QURTSl9p/);
  });

  it("commentThreads.list: one malformed thread among real ones is skipped with its id; the rest are kept", async () => {
    const body = fixture("commentThreads-no-channelId.json");
    const items = structuredClone(body.items) as { id: string; snippet: Record<string, unknown> }[];
    // Derived from the recording: the second thread loses its comment (a shape the schema must refuse).
    delete items[1]?.snippet.topLevelComment;
    server.use(http.get(`${BASE}/commentThreads`, () => HttpResponse.json({ ...body, items })));
    const warnings: Parameters<SkippedItemLogger["warn"]>[0][] = [];

    const page = await client(warnings).commentThreadsList("bk-7487l1OQ");

    expect(page.items.map((thread) => thread.id)).toEqual([
      "UgyptqgEdhuj_qYPQQh4AaABAg",
      "Ugw0AcYuEKeTsycG6h54AaABAg",
    ]);
    expect(page.skippedIds).toEqual(["UgyBrt4aELZKY6MwXgJ4AaABAg"]);
    expect(warnings).toMatchObject([{ endpoint: "commentThreads", id: "UgyBrt4aELZKY6MwXgJ4AaABAg" }]);
    expect(warnings[0]?.issues.join()).toContain("topLevelComment");
  });

  it("playlistItems.list: a private video's item (no thumbnails, no publish time) is kept", async () => {
    server.use(
      http.get(`${BASE}/playlistItems`, () =>
        HttpResponse.json(fixture("playlistItems-private-videos.json")),
      ),
    );

    const page = await client().playlistItemsList("PLBCF2DAC6FFB574DE");

    expect(page.skippedIds).toEqual([]);
    expect(page.items.map((item) => item.contentDetails.videoId)).toEqual([
      "GvgqDSnpRQM",
      "fIc_VEQ7Vo0",
      "V4DDt30Aat4",
    ]);
    const privateItem = page.items[1];
    expect(privateItem?.snippet.title).toBe("Private video");
    expect(privateItem?.snippet.thumbnails).toEqual({});
    expect(privateItem?.contentDetails.videoPublishedAt).toBeUndefined();
    expect(page.totalResults).toBe(13);
  });
});
