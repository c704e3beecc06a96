// The idea extraction on a seeded set of comments: the expected questions, requests, topics, languages
// and sentiment, ranked by the likes and replies behind them, the same in any order.
import { describe, expect, test } from "vitest";
import type { SourceComment } from "./comments.ts";
import { detectLanguage, extractIdeas, isQuestion, matchRequest, titleCase } from "./ideas.ts";

let next = 0;
const comment = (text: string, likes = 0, replies = 0): SourceComment => ({
  id: `Ugz${String(++next).padStart(6, "0")}`,
  text,
  author: `@viewer${next}`,
  likes,
  replies,
  publishedAt: "2026-05-01T10:00:00Z",
});

const seeded: SourceComment[] = [
  comment("Could you make a video about mechanical keyboards next?", 120, 4),
  comment("Please make a video about mechanical keyboards!", 40, 1),
  comment("Can you do a video on mechanical keyboards? Would really help me.", 15),
  comment("Part 2 please!!", 300, 12),
  comment("We need a part 2 of this.", 80, 2),
  comment("What camera do you use? The quality is amazing.", 60, 5),
  comment("What camera do you use for these shots?", 20),
  comment("The home server section was great, my home server runs so much better now.", 9),
  comment("I finally set up a home server after this.", 7),
  comment("Home servers are underrated, honestly.", 5),
  comment("This was boring and way too long, the intro alone took forever.", 2),
  comment("Who else is watching this in 2026?", 500, 30),
  comment("Love how you explain things without any fluff.", 11),
  comment("¡Excelente video! ¿Podrías hacer uno sobre teclados?", 3),
  comment("Super Video, vielen Dank für die ausführliche Erklärung!", 1),
  comment("Отличное видео, спасибо за подробное объяснение!", 1),
  comment("この動画は本当に役に立ちました、ありがとうございます！", 1),
];

describe("extractIdeas", () => {
  const result = extractIdeas("dQw4w9WgXcQ", seeded, { videoTitle: "I Built a Home Server" });

  test("finds the requests, the questions and the recurring topic, best first", () => {
    const ideas = result.ideas.map((idea) => [idea.type, idea.label, idea.commentCount]);
    expect(ideas).toContainEqual(["request", "Part 2", 2]);
    expect(ideas).toContainEqual(["request", "mechanical keyboards", 3]);
    expect(ideas).toContainEqual(["question", "What camera do you use?", 1]);
    expect(ideas).toContainEqual(["topic", "home server", 3]);
    // "Who else is watching" is chatter, not a question a video answers, however liked.
    expect(result.ideas.some((idea) => idea.label.startsWith("Who else"))).toBe(false);
    expect(result.ideas[0]).toMatchObject({
      id: "request-1",
      type: "request",
      label: "Part 2",
      title: "I Built a Home Server: Part 2",
      likes: 380,
      replies: 14,
      score: 380 + 2 * 14 + 2,
    });
    const scores = result.ideas.map((idea) => idea.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  test("suggests titles and links each idea to its comments", () => {
    const keyboards = result.ideas.find((idea) => idea.label === "mechanical keyboards");
    expect(keyboards?.title).toBe("Mechanical Keyboards: Everything You Need to Know");
    expect(keyboards?.comments.map((c) => c.likes)).toEqual([120, 40, 15]);
    expect(keyboards?.comments[0]?.url).toBe(
      `https://www.youtube.com/watch?v=dQw4w9WgXcQ&lc=${seeded[0]?.id}`,
    );
    const camera = result.ideas.find((idea) => idea.type === "question" && idea.label.includes("camera"));
    // A title the researching creator can use (not the other creator's first person).
    expect(camera?.title).toBe("What Camera Should You Use? (Answered)");
  });

  test("counts languages and the sentiment of the English comments", () => {
    expect(result.commentsRead).toBe(seeded.length);
    expect(result.commentsAnalysed).toBe(13);
    expect(result.languages).toEqual([
      { language: "eng", comments: 13 },
      { language: "deu", comments: 1 },
      { language: "jpn", comments: 1 },
      { language: "rus", comments: 1 },
      { language: "spa", comments: 1 },
    ]);
    expect(result.sentiment.positive).toBeGreaterThanOrEqual(3);
    expect(result.sentiment.negative).toBeGreaterThanOrEqual(1);
    const { positive, neutral, negative } = result.sentiment;
    expect(positive + neutral + negative).toBe(13);
  });

  test("gives the same result for the same comments in any order", () => {
    const shuffled = [...seeded].reverse();
    expect(extractIdeas("dQw4w9WgXcQ", shuffled, { videoTitle: "I Built a Home Server" })).toEqual(result);
  });
});

describe("the pieces", () => {
  test("requests, questions and titles", () => {
    expect(matchRequest("Could you make a video about budget laptops next?")).toEqual({
      label: "budget laptops",
      subject: "budget laptops",
    });
    expect(matchRequest("Would love a deep dive on home servers.")?.label).toBe("home servers");
    expect(matchRequest("pt 2 when?")?.key).toBe("part-2");
    expect(matchRequest("Great video")).toBeNull();
    expect(isQuestion("How long did this take you to make?")).toBe(true);
    expect(isQuestion("Anyone else here from the recommended page?")).toBe(false);
    expect(isQuestion("This is great?")).toBe(false);
    expect(titleCase("the best usb-c docks for a desk")).toBe("The Best USB-C Docks for a Desk");
    expect(titleCase("iphone vs macbook for editing")).toBe("iPhone vs MacBook for Editing");
    expect(titleCase("follow-up on ASMR and eBay")).toBe("Follow-Up on ASMR and eBay");
  });

  test("languages: Latin script by function words, other scripts by franc", () => {
    expect(detectLanguage("Great video", 0)).toBe("eng");
    expect(detectLanguage("Muy buen contenido, saludos desde México.", 0)).toBe("spa");
    expect(detectLanguage("Ótimo vídeo, aprendi muito! Faz um sobre budget laptops por favor.", 0)).toBe(
      "por",
    );
    expect(detectLanguage("बहुत बढ़िया वीडियो, धन्यवाद!", 0)).toBe("hin");
    expect(detectLanguage("👍👍", 0)).toBe("und");
  });
});
