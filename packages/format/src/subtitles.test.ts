import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Cue,
  decodeEntities,
  formatTimestamp,
  normalizeCues,
  subtitleFileName,
  toSrt,
  toTxt,
  toVtt,
} from "./subtitles.ts";

const cues: Cue[] = [
  { startMs: 0, endMs: 2500, text: "Hello &amp; welcome" },
  { startMs: 2500, endMs: 5000, text: "It&#39;s <b>great</b>" },
];

describe("toSrt", () => {
  it("numbers cues and writes comma milliseconds", () => {
    expect(toSrt(cues)).toBe(
      "1\n00:00:00,000 --> 00:00:02,500\nHello & welcome\n\n2\n00:00:02,500 --> 00:00:05,000\nIt's great\n",
    );
  });

  it("writes timestamps past an hour, and past 99 hours", () => {
    const srt = toSrt([
      { startMs: 3_723_004, endMs: 3_725_999, text: "late" },
      { startMs: 360_000_000, endMs: 360_001_000, text: "very late" },
    ]);
    expect(srt).toContain("01:02:03,004 --> 01:02:05,999");
    expect(srt).toContain("100:00:00,000 --> 100:00:01,000");
  });

  it("is empty for no cues", () => {
    expect(toSrt([])).toBe("");
  });
});

describe("toVtt", () => {
  it("starts with the header and uses dot milliseconds", () => {
    expect(toVtt(cues)).toBe(
      "WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nHello &amp; welcome\n\n00:00:02.500 --> 00:00:05.000\nIt's great\n",
    );
  });

  it("escapes markup characters so no cue text can read as a timing line or a tag", () => {
    const vtt = toVtt([{ startMs: 0, endMs: 1000, text: "a &lt;i&gt; b --&gt; c" }]);
    expect(vtt).toContain("a &lt;i&gt; b --&gt; c");
    expect(vtt.split("\n").filter((line) => line.includes("-->"))).toHaveLength(1);
  });

  it("is the header alone for no cues", () => {
    expect(toVtt([])).toBe("WEBVTT\n");
  });
});

describe("normalizeCues", () => {
  it("clips overlapping cues to the next start (rolling speech-recognised captions)", () => {
    const out = normalizeCues([
      { startMs: 0, endMs: 4000, text: "one" },
      { startMs: 1500, endMs: 6000, text: "two" },
    ]);
    expect(out).toEqual([
      { startMs: 0, endMs: 1500, text: "one" },
      { startMs: 1500, endMs: 6000, text: "two" },
    ]);
  });

  it("drops empty and whitespace-only cues, and newline-only ones", () => {
    const out = normalizeCues([
      { startMs: 0, endMs: 1000, text: "" },
      { startMs: 1000, endMs: 2000, text: " \n " },
      { startMs: 2000, endMs: 3000, text: "&nbsp;" },
      { startMs: 3000, endMs: 4000, text: "kept" },
    ]);
    expect(out).toEqual([{ startMs: 3000, endMs: 4000, text: "kept" }]);
  });

  it("sorts cues, merges cues with the same start, and repairs missing ends", () => {
    const out = normalizeCues([
      { startMs: 5000, endMs: 0, text: "last" },
      { startMs: 1000, endMs: 2000, text: "top line" },
      { startMs: 1000, endMs: 2500, text: "bottom line" },
      { startMs: 3000, endMs: 2000, text: "ends before it starts" },
    ]);
    expect(out).toEqual([
      { startMs: 1000, endMs: 2500, text: "top line\nbottom line" },
      { startMs: 3000, endMs: 5000, text: "ends before it starts" },
      { startMs: 5000, endMs: 7000, text: "last" },
    ]);
  });

  it("removes blank lines inside a cue (they would end the cue in SRT and VTT)", () => {
    expect(normalizeCues([{ startMs: 0, endMs: 1, text: "a\n\n\nb\r\nc" }])[0]?.text).toBe("a\nb\nc");
  });

  it("a cue without an end lasts until the next, at most 8 s", () => {
    expect(
      normalizeCues([
        { startMs: 0, endMs: 0, text: "a" },
        { startMs: 3000, endMs: 0, text: "b" },
        { startMs: 60_000, endMs: 0, text: "c" },
      ]).map((cue) => cue.endMs),
    ).toEqual([3000, 11_000, 62_000]);
  });

  it("drops cues with times that are not numbers", () => {
    expect(normalizeCues([{ startMs: Number.NaN, endMs: 1, text: "x" }])).toEqual([]);
  });

  it("never yields overlapping or zero-length cues", () => {
    const cue = fc.record({
      startMs: fc.integer({ min: 0, max: 10_000_000 }),
      endMs: fc.integer({ min: -10, max: 10_000_000 }),
      text: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(cue, { maxLength: 30 }), (input) => {
        const out = normalizeCues(input);
        out.forEach((c, i) => {
          expect(c.endMs).toBeGreaterThan(c.startMs);
          expect(c.text.trim()).not.toBe("");
          const next = out[i + 1];
          if (next) expect(c.endMs).toBeLessThanOrEqual(next.startMs);
        });
      }),
    );
  });
});

describe("decodeEntities", () => {
  it("decodes named, decimal and hex entities and leaves unknown ones", () => {
    expect(decodeEntities("&amp;&lt;&gt;&quot;&apos;&#39;&#x2019;&#8212;&bogus;&#0;")).toBe(
      "&<>\"''\u2019\u2014&bogus;&#0;",
    );
  });
});

describe("toTxt", () => {
  it("writes one line per cue, with or without timestamps", () => {
    const input: Cue[] = [
      { startMs: 5000, endMs: 6000, text: "two\nlines" },
      { startMs: 3_723_000, endMs: 3_724_000, text: "after an hour" },
    ];
    expect(toTxt(input, { timestamps: true })).toBe("[0:05] two lines\n[1:02:03] after an hour\n");
    expect(toTxt(input, { timestamps: false })).toBe("two lines\nafter an hour\n");
    expect(toTxt([], { timestamps: true })).toBe("");
  });

  it("formats timestamps", () => {
    expect(formatTimestamp(0)).toBe("0:00");
    expect(formatTimestamp(754_999)).toBe("12:34");
    expect(formatTimestamp(36_000_000)).toBe("10:00:00");
  });
});

describe("subtitleFileName", () => {
  it("builds a safe name from the title", () => {
    expect(subtitleFileName('How to: "Cook" / Bake?', "en", "srt")).toBe("How to Cook Bake (en).srt");
    expect(subtitleFileName("  ...  ", "pt-BR", "vtt")).toBe("transcript (pt-BR).vtt");
    expect(subtitleFileName("x".repeat(300), "en", "txt")).toBe(`${"x".repeat(120)} (en).txt`);
  });
});
