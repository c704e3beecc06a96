// Comment ideas' downloads in the reader's language: words translated, figures as plain digits.
import { createI18n, en, loadCatalog } from "@vi/i18n";
import { sampleCommentsAnalysis } from "@vi/types/fixtures";
import { describe, expect, it } from "vitest";
import { ideasCsv, ideasText, ideasWords } from "./export.ts";

async function wordsOf(language: "en" | "de" | "ja") {
  const i18n = createI18n(language, language === "en" ? en : await loadCatalog(language));
  const t = i18n.getFixedT(language, undefined, "research.exports");
  return ideasWords((key, values) => t(key, values ?? {}));
}

const idea = sampleCommentsAnalysis.result.ideas[0] as (typeof sampleCommentsAnalysis.result.ideas)[number];

describe("comment ideas' downloads in the reader's language", () => {
  it("are byte for byte the English files with the English catalog", async () => {
    const words = await wordsOf("en");
    expect(ideasCsv(sampleCommentsAnalysis, words.csv)).toBe(ideasCsv(sampleCommentsAnalysis));
    expect(ideasText(sampleCommentsAnalysis, words.text)).toBe(ideasText(sampleCommentsAnalysis));
    // One of each plural, so "1 like" and "2 likes" both went through the catalog.
    const counts = {
      ...sampleCommentsAnalysis,
      result: {
        ...sampleCommentsAnalysis.result,
        ideas: [{ ...idea, likes: 1, replies: 0, commentCount: 2 }],
      },
    };
    expect(ideasText(counts, words.text)).toBe(ideasText(counts));
    expect(ideasText(counts, words.text)).toContain("   2 comments, 1 like, 0 replies\n");
  });

  it("write German headers, types and sentences", async () => {
    const words = await wordsOf("de");
    const csv = ideasCsv(sampleCommentsAnalysis, words.csv).split("\r\n");
    expect(csv[0]).toBe(
      "Rang,Typ,Idee,Titelvorschlag,Punktzahl,Likes,Antworten,Kommentare,Kommentartext,Kommentar-Likes,Kommentar-Antworten,Kommentar-URL",
    );
    expect(csv[1]).toMatch(/^1,Wunsch,Part 2,How I grew my channel: Part 2,412,380,14,4,/);
    const text = ideasText(sampleCommentsAnalysis, words.text);
    const { result } = sampleCommentsAnalysis;
    expect(text).toContain(
      `${result.commentsRead} Kommentare gelesen, ${result.commentsAnalysed} analysiert (Englisch) am ${sampleCommentsAnalysis.day}`,
    );
    expect(text).toContain(
      "1. [Wunsch] Part 2\n   Titel: How I grew my channel: Part 2\n   4 Kommentare, 380 Likes, 14 Antworten",
    );
    expect(text).not.toMatch(/comments read|Sentiment:|Title:/);
  });

  it("write Japanese sentences", async () => {
    const words = await wordsOf("ja");
    const text = ideasText(sampleCommentsAnalysis, words.text);
    expect(text).toContain(
      "1. [リクエスト] Part 2\n   タイトル: How I grew my channel: Part 2\n   コメント 4 件, 高評価 380, 返信 14 件",
    );
  });
});
