// The channel analysis's CSV in the reader's language: words translated, figures and links untouched.
import { createI18n, en, loadCatalog } from "@vi/i18n";
import type { AnalysedVideo } from "@vi/types";
import { describe, expect, it } from "vitest";
import { videosCsv } from "./csv.ts";

const videos: AnalysedVideo[] = [
  {
    videoId: "abcdefghijk",
    title: "Kochen, schnell",
    publishedAt: "2026-11-01T12:00:00.000Z",
    durationSeconds: 615,
    isShort: false,
    views: 12345,
    likes: 1200,
    comments: 7,
    outlier: 2.3456,
    tags: ["essen"],
  },
  {
    videoId: "shortvideo1",
    title: "Kurz",
    publishedAt: "2026-11-02T08:00:00.000Z",
    durationSeconds: 40,
    isShort: true,
    views: 1500000,
    likes: null,
    comments: null,
    outlier: null,
    tags: [],
  },
];

async function wordsOf(language: "en" | "de" | "ja") {
  const i18n = createI18n(language, language === "en" ? en : await loadCatalog(language));
  const t = i18n.getFixedT(language, undefined, "research.exports");
  return (key: string) => t(`videos.${key}`);
}

describe("videosCsv in the reader's language", () => {
  it("is byte for byte the English file with the English catalog", async () => {
    expect(videosCsv(videos, await wordsOf("en"))).toBe(videosCsv(videos));
  });

  it("writes German headers and formats, with the figures as plain digits", async () => {
    const lines = videosCsv(videos, await wordsOf("de")).split("\r\n");
    expect(lines[0]).toBe(
      "Video-ID,Titel,URL,Veröffentlicht am,Format,Länge (s),Aufrufe,Likes,Kommentare,Outlier-Score,Tags",
    );
    expect(lines[1]).toBe(
      'abcdefghijk,"Kochen, schnell",https://www.youtube.com/watch?v=abcdefghijk,2026-11-01T12:00:00.000Z,Langes Video,615,12345,1200,7,2.35,essen',
    );
    expect(lines[2]).toBe(
      "shortvideo1,Kurz,https://www.youtube.com/watch?v=shortvideo1,2026-11-02T08:00:00.000Z,Short,40,1500000,,,,",
    );
  });

  it("writes Japanese headers", async () => {
    const lines = videosCsv(videos, await wordsOf("ja")).split("\r\n");
    expect(lines[0]).toBe(
      "動画 ID,タイトル,URL,公開日時,形式,長さ（秒）,再生回数,高評価,コメント,アウトライヤースコア,タグ",
    );
    expect(lines[2]).toContain(",ショート,40,1500000,");
  });
});
