import { describe, expect, it } from "vitest";
import { sampleVideoInsight } from "./fixtures.ts";
import {
  type AdminStats,
  AdminStatsSchema,
  AffiliateApplicationsQuerySchema,
  AffiliateApplicationsResponseSchema,
  ChannelVideosQuerySchema,
  ChannelVideosResponseSchema,
  HealthResponseSchema,
} from "./index.ts";
import { expectInvalid, expectValid } from "./test-helpers.ts";

const stats: AdminStats = {
  generatedAt: "2026-03-04T12:00:00.000Z",
  users: { total: 2, admins: 1, byPlan: [{ plan: "free", users: 2 }] },
  store: {
    videos: 10,
    shorts: 1,
    videosWithOutlierScore: 9,
    staleVideos: 0,
    channels: 1,
    snapshots: 20,
    trackedChannels: 1,
    channelsAwaitingFirstTrack: 0,
    channelsFailing: 0,
  },
  quota: { day: "2026-03-04", usedToday: 5, dailyLimit: 10_000 },
  affiliateApplications: { total: 0, last7Days: 0 },
};

describe("AdminStatsSchema", () => {
  it("accepts the answer of GET /admin/stats, with or without a quota", () => {
    expectValid(AdminStatsSchema, stats);
    expectValid(AdminStatsSchema, { ...stats, quota: null });
  });

  it("rejects negative or fractional counts", () => {
    expectInvalid(AdminStatsSchema, { ...stats, users: { ...stats.users, total: -1 } }, ["users", "total"]);
    expectInvalid(AdminStatsSchema, { ...stats, store: { ...stats.store, videos: 1.5 } }, [
      "store",
      "videos",
    ]);
    expectInvalid(AdminStatsSchema, { ...stats, generatedAt: "yesterday" }, ["generatedAt"]);
  });
});

describe("affiliate applications list", () => {
  const row = {
    id: 1,
    name: "Ada",
    email: "ada@example.com",
    website: "https://ada.dev",
    followers: "1000-10000",
    message: "Hello",
    createdAt: "2026-01-02T03:04:05.000Z",
  };

  it("accepts a page of stored applications", () => {
    expectValid(AffiliateApplicationsResponseSchema, { applications: [row], total: 7 });
  });

  it("rejects an unknown audience size or a missing total", () => {
    expectInvalid(
      AffiliateApplicationsResponseSchema,
      { applications: [{ ...row, followers: "lots" }], total: 1 },
      ["applications", 0, "followers"],
    );
    expectInvalid(AffiliateApplicationsResponseSchema, { applications: [] }, ["total"]);
  });

  it("pages with limit 1-200 and offset >= 0", () => {
    expect(expectValid(AffiliateApplicationsQuerySchema, {})).toEqual({ limit: 50, offset: 0 });
    expectInvalid(AffiliateApplicationsQuerySchema, { limit: "201" }, ["limit"]);
    expectInvalid(AffiliateApplicationsQuerySchema, { offset: "-1" }, ["offset"]);
  });
});

describe("channel videos", () => {
  it("needs a channel id", () => {
    expectValid(ChannelVideosQuerySchema, { channelId: sampleVideoInsight.channelId });
    expectInvalid(ChannelVideosQuerySchema, { channelId: "mychannel" }, ["channelId"]);
    expectInvalid(ChannelVideosQuerySchema, {}, ["channelId"]);
  });

  it("answers the channel, its stored count and videos", () => {
    const answer = {
      channel: {
        id: sampleVideoInsight.channelId,
        title: "Creator Lab",
        handle: null,
        subscriberCount: 10,
        videoCount: 2,
        viewCount: 300,
        fetchedAt: "2026-01-02T03:04:05.000Z",
      },
      storedVideos: 1,
      videos: [sampleVideoInsight],
    };
    expectValid(ChannelVideosResponseSchema, answer);
    expectInvalid(ChannelVideosResponseSchema, { ...answer, storedVideos: -1 }, ["storedVideos"]);
  });
});

describe("HealthResponseSchema", () => {
  it("reports the database up or down", () => {
    expectValid(HealthResponseSchema, { ok: true, database: "up" });
    expectValid(HealthResponseSchema, { ok: false, database: "down" });
    expectInvalid(HealthResponseSchema, { ok: true, database: "maybe" }, ["database"]);
  });
});
