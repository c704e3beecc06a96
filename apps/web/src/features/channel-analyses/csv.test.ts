import type { AnalysedVideo } from "@vi/types";
import { describe, expect, it } from "vitest";
import { csvField, videosCsv } from "./csv.ts";

const video: AnalysedVideo = {
  videoId: "abcdefghijk",
  title: 'Cook "fast", eat well',
  publishedAt: "2026-11-01T12:00:00.000Z",
  durationSeconds: 615,
  isShort: false,
  views: 12345,
  likes: null,
  comments: 7,
  outlier: 2.3456,
  tags: ["food", "quick"],
};

describe("videosCsv", () => {
  it("writes a header and one quoted, CRLF-separated row per video", () => {
    expect(videosCsv([video])).toBe(
      "Video ID,Title,URL,Published at,Format,Length (s),Views,Likes,Comments,Outlier,Tags\r\n" +
        'abcdefghijk,"Cook ""fast"", eat well",https://www.youtube.com/watch?v=abcdefghijk,2026-11-01T12:00:00.000Z,Long,615,12345,,7,2.35,food; quick\r\n',
    );
  });

  it("defuses spreadsheet formulas in text", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField(-3)).toBe("-3");
  });
});
