import type { OutliersQueryInput, OutliersResponse } from "@vi/types";
import { sampleOutlierVideo } from "@vi/types/fixtures";
import { describe, expect, it, vi } from "vitest";
import { makeVideos } from "../../test/backend.ts";
import { fetchAllOutliers, toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("writes a header and raw values, quoting commas, quotes and line breaks", () => {
    const csv = toCsv([
      sampleOutlierVideo,
      {
        ...sampleOutlierVideo,
        videoId: "xyz123def45",
        videoTitle: 'Say "hi", then\nleave',
        videoOutlier: null,
      },
    ]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Video ID,Video URL,Video Title,Channel,Views,Likes,Comments,Published At,Duration,Subscribers,Channel Videos,Outlier,Views per Hour",
    );
    expect(lines[1]).toBe(
      "abc123def45,https://www.youtube.com/watch?v=abc123def45,How I grew my channel,Creator Lab,3400000,120000,4500,2024-05-01T12:00:00Z,0:12:34,1200000,240,3.46,1200.00",
    );
    expect(csv).toContain(',"Say ""hi"", then\nleave",');
    expect(csv).toMatch(/,240,,1200\.00\r\n$/); // a missing outlier is an empty cell
    // Long scores are cut to 2 decimals; an hour-long video reads h:mm:ss.
    const long = toCsv([
      { ...sampleOutlierVideo, videoOutlier: 3.14269265358979, videoDuration: "PT1H2M3S" },
    ]);
    expect(long.split("\r\n")[1]).toMatch(/,1:02:03,.*,3\.14,1200\.00$/);
  });

  it("defuses titles that a spreadsheet would run as formulas", () => {
    const csv = toCsv([{ ...sampleOutlierVideo, videoTitle: '=HYPERLINK("x")', channelTitle: "@home" }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")",'@home,`);
  });
});

describe("fetchAllOutliers", () => {
  const catalogue = makeVideos(450);
  const server = vi.fn(async (query: OutliersQueryInput): Promise<OutliersResponse> => {
    const offset = Number(query.offset);
    const limit = Number(query.limit);
    return { videoData: catalogue.slice(offset, offset + limit), total: catalogue.length };
  });

  it("pages through at the API's maximum page size and keeps the filters and sort", async () => {
    server.mockClear();
    const progress: number[] = [];
    const result = await fetchAllOutliers(
      server,
      { minViews: 5, sort: "videoVph", order: "asc" },
      {
        onProgress: (done) => progress.push(done),
      },
    );
    expect(result).toMatchObject({ total: 450, capped: false });
    expect(result.videos.map((v) => v.videoId)).toEqual(catalogue.map((v) => v.videoId));
    expect(server.mock.calls.map(([q]) => [q.offset, q.limit])).toEqual([
      [0, 200],
      [200, 200],
      [400, 50],
    ]);
    expect(
      server.mock.calls.every(([q]) => q.minViews === 5 && q.sort === "videoVph" && q.order === "asc"),
    ).toBe(true);
    expect(progress).toEqual([200, 400, 450]);
  });

  it("stops at the cap and says the export was capped", async () => {
    server.mockClear();
    const result = await fetchAllOutliers(server, {}, { cap: 250 });
    expect(result.videos).toHaveLength(250);
    expect(result).toMatchObject({ total: 450, capped: true });
    expect(server.mock.calls.map(([q]) => [q.offset, q.limit])).toEqual([
      [0, 200],
      [200, 50],
    ]);
  });

  it("follows nextCursor when the API gives one, so deep pages cost what the first does", async () => {
    const keyset = vi.fn(async (query: OutliersQueryInput): Promise<OutliersResponse> => {
      const start = query.cursor ? Number(query.cursor.slice(1)) : 0;
      const end = start + Number(query.limit);
      const nextCursor = end < catalogue.length ? `c${end}` : null;
      return { videoData: catalogue.slice(start, end), total: catalogue.length, nextCursor };
    });
    const result = await fetchAllOutliers(keyset, { sort: "videoViewCount" });
    expect(result.videos.map((v) => v.videoId)).toEqual(catalogue.map((v) => v.videoId));
    expect(keyset.mock.calls.map(([q]) => [q.offset, q.limit, q.cursor])).toEqual([
      [0, 200, undefined],
      [0, 200, "c200"],
      [0, 50, "c400"],
    ]);
  });

  it("keeps a row once when it shifts between pages", async () => {
    const shifting = vi.fn(async (query: OutliersQueryInput): Promise<OutliersResponse> => {
      // A new video arrived after the first page: page two repeats the last row of page one.
      const offset = Number(query.offset) === 0 ? 0 : Number(query.offset) - 1;
      return { videoData: catalogue.slice(offset, offset + Number(query.limit)), total: 300 };
    });
    const result = await fetchAllOutliers(shifting, {});
    expect(new Set(result.videos.map((v) => v.videoId)).size).toBe(result.videos.length);
  });
});
