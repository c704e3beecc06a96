import { commentIdeasReport, resultsReport } from "@vi/format";
import type { ResultsAnalysisResult } from "@vi/types";
import { describe, expect, test } from "vitest";

const AT = "2025-06-01T12:00:00.000Z";

describe("the API's analyses as the extension shows them", () => {
  test("comment ideas: sentiment counts become shares, other languages are counted, five comments per idea", () => {
    const comment = (n: number) => ({
      id: `c${n}`,
      text: `comment ${n}`,
      author: "someone",
      likes: 10 - n,
      replies: 0,
      url: `https://www.youtube.com/watch?v=aBcDeFgHiJk&lc=c${n}`,
      publishedAt: AT,
    });
    const report = commentIdeasReport({
      id: "0b6a3f2e-8f1d-4a8e-9d55-3c2b1a0f9e77",
      kind: "comments",
      day: "2025-06-01",
      createdAt: AT,
      target: "aBcDeFgHiJk",
      title: null,
      language: null,
      result: {
        videoId: "aBcDeFgHiJk",
        commentsRead: 500,
        commentsAnalysed: 450,
        languages: [],
        sentiment: { positive: 225, neutral: 180, negative: 45 },
        ideas: [
          {
            id: "question-1",
            type: "question",
            label: "how do you insulate the floor",
            title: "How I Insulated the Cabin Floor",
            score: 120,
            likes: 100,
            replies: 10,
            commentCount: 7,
            comments: [1, 2, 3, 4, 5, 6, 7].map(comment),
          },
        ],
      },
    });
    expect(report.commentCount).toBe(500);
    expect(report.otherLanguageCount).toBe(50);
    expect(report.sentiment).toEqual({ positive: 0.5, neutral: 0.4, negative: 0.1 });
    expect(report.ideas[0]).toMatchObject({
      kind: "question",
      text: "how do you insulate the floor",
      likes: 100,
    });
    expect(report.ideas[0]?.comments.map((c) => c.url.slice(-2))).toEqual(["c1", "c2", "c3", "c4", "c5"]);
  });

  test("results: outlier ids become their videos, ages in days, the VPH quartiles, the opportunity's parts", () => {
    const video = (videoId: string, outlier: number | null) => ({
      videoId,
      title: `Video ${videoId}`,
      channelId: "UCmakerLane0000000000001",
      channelTitle: "Maker Lane",
      publishedAt: AT,
      views: 1000,
      subscribers: 5000,
      outlier,
      vph: 10,
      isShort: false,
    });
    const result: ResultsAnalysisResult = {
      query: "tiny cabin",
      computedAt: AT,
      videos: [video("aBcDeFgHiJk", 3.5), video("ZyXwVuTsRqP", 0.8)],
      missingIds: [],
      outliers: ["aBcDeFgHiJk"],
      medianViews: 1000,
      medianAgeHours: 36,
      medianSubscribers: 5000,
      smallChannelShare: 1,
      vphSpread: { min: 1, p25: 5, median: 10, p75: 20, max: 40 },
      titleWords: [{ term: "cabin", count: 2 }],
      tags: [],
      opportunity: { score: 71, smallChannelShare: 1, recentShare: 0.5, outlierShare: 0.5 },
    };
    const report = resultsReport("id-1", result);
    expect(report.videoCount).toBe(2);
    expect(report.outliers).toEqual([
      { videoId: "aBcDeFgHiJk", title: "Video aBcDeFgHiJk", channelTitle: "Maker Lane", outlier: 3.5 },
    ]);
    expect(report.medianAgeDays).toBe(1.5);
    expect(report.vph).toEqual({ low: 5, median: 10, high: 20 });
    expect(report.titleWords).toEqual([{ text: "cabin", count: 2 }]);
    expect(report.opportunity.explanation).toContain(
      "here 100% from small channels, 50% recent, 50% outliers",
    );
  });
});
