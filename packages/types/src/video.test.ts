import { describe, expect, it } from "vitest";
import { sampleOutlierVideo, sampleVideoInsight } from "./fixtures.ts";
import {
  DeleteSavedVideoQuerySchema,
  DeleteSavedVideoResponseSchema,
  GetSavedVideoDataQuerySchema,
  GetSavedVideoDataResponseSchema,
  OUTLIER_SORT_KEYS,
  OutliersQuerySchema,
  OutliersResponseSchema,
  OutlierVideoSchema,
  SaveVideoRequestSchema,
  SaveVideoResponseSchema,
  VideoInsightSchema,
  VideoInsightsRequestSchema,
  VideoInsightsResponseSchema,
} from "./index.ts";
import { expectInvalid, expectValid } from "./test-helpers.ts";

describe("OutlierVideoSchema", () => {
  it("accepts a record and a missing outlier score", () => {
    expectValid(OutlierVideoSchema, sampleOutlierVideo);
    expectValid(OutlierVideoSchema, { ...sampleOutlierVideo, videoOutlier: null, videoDuration: "P0D" });
  });

  it.each([
    ["videoId", "short"],
    ["videoViewCount", "3400000"],
    ["videoViewCount", -1],
    ["videoLikeCount", 1.5],
    ["videoCommentCount", null],
    ["videoPublishedAt", "May 1st"],
    ["videoPublishedAt", "2024-05-01"],
    ["videoOutlier", "3.46"],
    ["videoOutlier", -2],
    ["videoVph", null],
    ["videoDuration", "12:34"],
    ["channelTitle", undefined],
    ["channelSubscriberCount", -5],
    ["channelVideoCount", "240"],
  ])("rejects %s = %j", (field, value) => {
    expectInvalid(OutlierVideoSchema, { ...sampleOutlierVideo, [field]: value }, [field]);
  });
});

describe("OutliersQuerySchema", () => {
  it("fills defaults for an empty query", () => {
    expect(expectValid(OutliersQuerySchema, {})).toEqual({
      format: "all",
      sort: "videoOutlier",
      order: "desc",
      limit: 50,
      offset: 0,
    });
  });

  it("coerces query-string values", () => {
    const query = expectValid(OutliersQuerySchema, {
      minSubscribers: "1000",
      maxSubscribers: "5000000",
      minOutlier: "2.5",
      maxOutlier: "10",
      minViews: "100",
      maxViews: "1000000",
      q: "  growth tips ",
      format: "short",
      publishedAfter: "2024-01-01",
      sort: "videoVph",
      order: "asc",
      limit: "200",
      offset: "400",
    });
    expect(query).toEqual({
      minSubscribers: 1000,
      maxSubscribers: 5_000_000,
      minOutlier: 2.5,
      maxOutlier: 10,
      minViews: 100,
      maxViews: 1_000_000,
      q: "growth tips",
      format: "short",
      publishedAfter: "2024-01-01",
      sort: "videoVph",
      order: "asc",
      limit: 200,
      offset: 400,
    });
  });

  it("treats 0 and empty as no bound", () => {
    const query = expectValid(OutliersQuerySchema, {
      minSubscribers: "0",
      maxSubscribers: "",
      minOutlier: 0,
      maxViews: " ",
      q: "",
      publishedAfter: "",
      sort: "",
      limit: "",
    });
    expect(query.minSubscribers).toBeUndefined();
    expect(query.maxSubscribers).toBeUndefined();
    expect(query.minOutlier).toBeUndefined();
    expect(query.maxViews).toBeUndefined();
    expect(query.q).toBeUndefined();
    expect(query.publishedAfter).toBeUndefined();
    expect(query.sort).toBe("videoOutlier");
    expect(query.limit).toBe(50);
  });

  it("accepts every table column as a sort key", () => {
    for (const sort of OUTLIER_SORT_KEYS) expect(expectValid(OutliersQuerySchema, { sort }).sort).toBe(sort);
  });

  it.each([
    ["minSubscribers", "abc"],
    ["maxViews", "-1"],
    ["minOutlier", "NaN"],
    ["format", "medium"],
    ["publishedAfter", "yesterday"],
    ["sort", "videoDuration"],
    ["sort", "channelId; drop table"],
    ["order", "up"],
    ["limit", "0"],
    ["limit", "201"],
    ["limit", "2.5"],
    ["offset", "-1"],
    ["q", "x".repeat(201)],
    // Issue 21: bounds of bigint columns are whole decimal numbers within range, dates real and in range.
    ["minViews", "1.5"],
    ["minViews", ".5"],
    ["minViews", "4.9e-324"],
    ["maxViews", "1e3"],
    ["maxSubscribers", "1e19"],
    ["maxSubscribers", "10000000000000000000"],
    ["minSubscribers", "0x10"],
    ["limit", "0x10"],
    ["limit", "0b11"],
    ["limit", " 5"],
    ["maxOutlier", "Infinity"],
    ["minOutlier", "1e2"],
    ["publishedAfter", "0000-01-01"],
    ["publishedAfter", "0001-01-01T00:00:00+23:59"],
    ["publishedAfter", "9999-12-31T23:59:59-23:59"],
    ["publishedAfter", "2023-02-29"],
    ["publishedAfter", "1969-12-31"],
    ["q", "a\u0000b"],
    // Issue 19, item 7: deep pages are refused.
    ["offset", "10001"],
  ])("rejects %s = %j, naming the parameter", (field, value) => {
    expectInvalid(OutliersQuerySchema, { [field]: value }, [field]);
  });
});

describe("OutliersResponseSchema", () => {
  it("accepts { videoData, total }", () => {
    expectValid(OutliersResponseSchema, { videoData: [sampleOutlierVideo], total: 1234 });
    expectValid(OutliersResponseSchema, { videoData: [], total: 0 });
  });

  it("rejects a missing total or a bad row", () => {
    expectInvalid(OutliersResponseSchema, { videoData: [sampleOutlierVideo] }, ["total"]);
    expectInvalid(OutliersResponseSchema, { videoData: [{ ...sampleOutlierVideo, videoId: 1 }], total: 1 }, [
      "videoData",
      0,
      "videoId",
    ]);
    expectInvalid(OutliersResponseSchema, { videoData: [], total: -1 }, ["total"]);
  });
});

describe("video insights", () => {
  it("accepts 1 to 200 video ids", () => {
    expectValid(VideoInsightsRequestSchema, { ids: ["abc123def45"] });
    expectValid(VideoInsightsRequestSchema, { ids: Array.from({ length: 200 }, () => "abc123def45") });
  });

  it("rejects no ids, more than 200, or a bad id", () => {
    expectInvalid(VideoInsightsRequestSchema, { ids: [] }, ["ids"]);
    expectInvalid(VideoInsightsRequestSchema, { ids: Array.from({ length: 201 }, () => "abc123def45") }, [
      "ids",
    ]);
    expectInvalid(VideoInsightsRequestSchema, { ids: ["abc123def45", "nope"] }, ["ids", 1]);
  });

  it("VideoInsightSchema extends the outlier record", () => {
    expectValid(VideoInsightSchema, sampleVideoInsight);
    expectValid(VideoInsightSchema, { ...sampleVideoInsight, recentVph: null, tags: [], format: "short" });
    expectInvalid(VideoInsightSchema, { ...sampleVideoInsight, format: "all" }, ["format"]);
    expectInvalid(VideoInsightSchema, { ...sampleVideoInsight, channelId: "creator-lab" }, ["channelId"]);
    expectInvalid(VideoInsightSchema, { ...sampleVideoInsight, tags: "a,b" }, ["tags"]);
    const { recentVph: _, ...withoutRecent } = sampleVideoInsight;
    expectInvalid(VideoInsightSchema, withoutRecent, ["recentVph"]);
    const { videoViewCount: __, ...withoutViews } = sampleVideoInsight;
    expectInvalid(VideoInsightSchema, withoutViews, ["videoViewCount"]);
  });

  it("VideoInsightsResponseSchema lists insights", () => {
    expectValid(VideoInsightsResponseSchema, { insights: [sampleVideoInsight] });
    expectInvalid(VideoInsightsResponseSchema, { insights: [sampleOutlierVideo] }, [
      "insights",
      0,
      "recentVph",
    ]);
    expectInvalid(VideoInsightsResponseSchema, [sampleVideoInsight], []);
  });
});

describe("saved videos", () => {
  it("SaveVideoRequestSchema needs one video id", () => {
    expectValid(SaveVideoRequestSchema, { videoId: "abc123def45" });
    expectInvalid(SaveVideoRequestSchema, { videoId: "abc" }, ["videoId"]);
    expectInvalid(SaveVideoRequestSchema, {}, ["videoId"]);
  });

  it("SaveVideoResponseSchema returns the saved set", () => {
    expectValid(SaveVideoResponseSchema, { message: "Saved video", savedVideoIds: { abc123def45: true } });
    expectInvalid(SaveVideoResponseSchema, { message: "ok", savedVideoIds: {} }, ["message"]);
    expectInvalid(SaveVideoResponseSchema, { message: "Saved video" }, ["savedVideoIds"]);
  });

  it("GetSavedVideoDataQuerySchema splits the comma list and reads the flag", () => {
    expect(
      expectValid(GetSavedVideoDataQuerySchema, {
        savedVideoIds: "abc123def45, a-b_c123DEF,",
        useFakedBackendData: "true",
      }),
    ).toEqual({ savedVideoIds: ["abc123def45", "a-b_c123DEF"], useFakedBackendData: true });
    expect(expectValid(GetSavedVideoDataQuerySchema, { savedVideoIds: "" })).toEqual({
      savedVideoIds: [],
      useFakedBackendData: false,
    });
    expect(expectValid(GetSavedVideoDataQuerySchema, {}).savedVideoIds).toEqual([]);
  });

  it("GetSavedVideoDataQuerySchema rejects bad ids, too many ids and a bad flag", () => {
    expectInvalid(GetSavedVideoDataQuerySchema, { savedVideoIds: "abc123def45,bad" }, ["savedVideoIds", 1]);
    expectInvalid(
      GetSavedVideoDataQuerySchema,
      { savedVideoIds: Array.from({ length: 501 }, () => "abc123def45").join(",") },
      ["savedVideoIds"],
    );
    expectInvalid(GetSavedVideoDataQuerySchema, { savedVideoIds: "", useFakedBackendData: "yes" }, [
      "useFakedBackendData",
    ]);
  });

  it("GetSavedVideoDataResponseSchema lists outlier records", () => {
    expectValid(GetSavedVideoDataResponseSchema, { videoData: [sampleOutlierVideo] });
    expectInvalid(GetSavedVideoDataResponseSchema, { videoData: null }, ["videoData"]);
  });

  it("DeleteSavedVideoQuerySchema needs a video id", () => {
    expect(expectValid(DeleteSavedVideoQuerySchema, { videoId: "abc123def45" })).toEqual({
      videoId: "abc123def45",
      useFakedBackendData: false,
    });
    expect(
      expectValid(DeleteSavedVideoQuerySchema, { videoId: "abc123def45", useFakedBackendData: "false" })
        .useFakedBackendData,
    ).toBe(false);
    expectInvalid(DeleteSavedVideoQuerySchema, {}, ["videoId"]);
    expectInvalid(DeleteSavedVideoQuerySchema, { videoId: "abc123def45", useFakedBackendData: "1" }, [
      "useFakedBackendData",
    ]);
  });

  it("DeleteSavedVideoResponseSchema is exactly 'Removed video'", () => {
    expectValid(DeleteSavedVideoResponseSchema, { message: "Removed video" });
    expectInvalid(DeleteSavedVideoResponseSchema, { message: "Video not found" }, ["message"]);
    expectInvalid(DeleteSavedVideoResponseSchema, { message: "removed video" }, ["message"]);
  });
});
