import { describe, expect, it } from "vitest";
import {
  ApiErrorSchema,
  CHANNEL_ID_RE,
  ChannelIdSchema,
  isValidTimeZone,
  SavedVideoIdsSchema,
  SuccessResponseSchema,
  TimezoneSchema,
  VIDEO_ID_RE,
  VideoIdSchema,
} from "./index.ts";
import { expectInvalid, expectValid } from "./test-helpers.ts";

describe("video and channel ids", () => {
  it("accepts 11-character URL-safe video ids only", () => {
    expect(VIDEO_ID_RE.test("abc123def45")).toBe(true);
    expect(VIDEO_ID_RE.test("a-b_c123DEF")).toBe(true);
    for (const bad of ["abc123def4", "abc123def456", "abc123def4!", "abc123def4 ", ""]) {
      expect(VIDEO_ID_RE.test(bad), bad).toBe(false);
      expectInvalid(VideoIdSchema, bad);
    }
  });

  it("accepts UC + 22 characters channel ids only", () => {
    expect(CHANNEL_ID_RE.test("UCabcdefghijklmnopqrstuv")).toBe(true);
    expectValid(ChannelIdSchema, "UC_x5XG1OV2P6uZZ5FSM9Ttw");
    for (const bad of [
      "UCabc",
      "XXabcdefghijklmnopqrstuv",
      "UCabcdefghijklmnopqrstuvw",
      "UCabcdefghijklmnopqrst!v",
    ]) {
      expectInvalid(ChannelIdSchema, bad);
    }
  });
});

describe("TimezoneSchema", () => {
  it("accepts IANA names", () => {
    for (const tz of ["UTC", "Europe/Paris", "America/Argentina/Buenos_Aires", "Etc/GMT+5"]) {
      expect(isValidTimeZone(tz), tz).toBe(true);
      expectValid(TimezoneSchema, tz);
    }
  });

  it("rejects unknown zones and offsets", () => {
    for (const tz of ["Mars/Olympus", "", "+05:00", "Europe/Paris; DROP", "x".repeat(80)]) {
      expect(isValidTimeZone(tz), tz).toBe(false);
      expectInvalid(TimezoneSchema, tz);
    }
  });
});

describe("SavedVideoIdsSchema", () => {
  it("is a set of video ids", () => {
    expectValid(SavedVideoIdsSchema, {});
    expectValid(SavedVideoIdsSchema, { abc123def45: true, "a-b_c123DEF": true });
  });

  it("rejects bad keys and other values", () => {
    expectInvalid(SavedVideoIdsSchema, { "not-an-id": true }, ["not-an-id"]);
    expectInvalid(SavedVideoIdsSchema, { abc123def45: false }, ["abc123def45"]);
    expectInvalid(SavedVideoIdsSchema, ["abc123def45"]);
  });
});

describe("ApiErrorSchema", () => {
  it("accepts { error: { code, message } }", () => {
    expectValid(ApiErrorSchema, { error: { code: "BAD_REQUEST", message: "limit must be at most 200" } });
  });

  it("rejects other error shapes", () => {
    expectInvalid(ApiErrorSchema, { error: "boom" }, ["error"]);
    expectInvalid(ApiErrorSchema, { error: { message: "x" } }, ["error", "code"]);
    expectInvalid(ApiErrorSchema, { error: { code: "", message: "x" } }, ["error", "code"]);
    expectInvalid(ApiErrorSchema, { message: "x" }, ["error"]);
  });
});

describe("SuccessResponseSchema", () => {
  it("needs success: true", () => {
    expectValid(SuccessResponseSchema, { success: true });
    expectInvalid(SuccessResponseSchema, { success: false }, ["success"]);
    expectInvalid(SuccessResponseSchema, {}, ["success"]);
  });
});
