import { describe, expect, it } from "vitest";
import {
  parseChannelReference,
  ResultsAnalysisRequestSchema,
  StartChannelAnalysisRequestSchema,
} from "./channel-analyses.ts";

const ID = "UC_x5XG1OV2P6uZZ5FSM9Ttw";

describe("parseChannelReference", () => {
  it.each([
    [ID, { kind: "id", channelId: ID }],
    [`  ${ID} `, { kind: "id", channelId: ID }],
    ["@GoogleDevelopers", { kind: "handle", handle: "@googledevelopers" }],
    [`https://www.youtube.com/channel/${ID}`, { kind: "id", channelId: ID }],
    [`youtube.com/channel/${ID}/videos`, { kind: "id", channelId: ID }],
    ["https://m.youtube.com/@some.creator/shorts", { kind: "handle", handle: "@some.creator" }],
    ["https://www.youtube.com/@caf%C3%A9-time?si=x", { kind: "handle", handle: "@café-time" }],
  ])("reads %s", (raw, expected) => {
    expect(parseChannelReference(raw)).toEqual(expected);
  });

  it.each([
    "",
    "UC123",
    "@ab",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    `https://evil.example/channel/${ID}`,
    "https://www.youtube.com/c/legacyname",
    "not a channel",
  ])("refuses %j", (raw) => {
    expect(parseChannelReference(raw)).toBeNull();
  });

  it("names the channel field when the body's reference is bad", () => {
    const parsed = StartChannelAnalysisRequestSchema.safeParse({ channel: "nope" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["channel"]);
  });
});

describe("ResultsAnalysisRequestSchema", () => {
  it("takes at most 50 video ids", () => {
    const ids = Array.from({ length: 51 }, (_, i) => `vid${String(i).padStart(8, "0")}`);
    expect(ResultsAnalysisRequestSchema.safeParse({ query: "q", videoIds: ids.slice(0, 50) }).success).toBe(
      true,
    );
    expect(ResultsAnalysisRequestSchema.safeParse({ query: "q", videoIds: ids }).success).toBe(false);
  });
});
