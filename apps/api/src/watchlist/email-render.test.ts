// The breakout alert email in the user's stored language (as the recap: recap/render.test.ts): English
// word for word as before, every language written, and nothing outside the catalog in the pseudo-locale.
import { LANGUAGES, PSEUDO_CLOSE, PSEUDO_LANGUAGE, PSEUDO_OPEN } from "@vi/i18n";
import { describe, expect, test } from "vitest";
import { type EmailedBreakout, renderBreakoutEmail } from "./email.ts";

const deps = {
  signingSecret: "s".repeat(32),
  webOrigin: "https://vidinsight.test",
  apiPublicUrl: "https://api.vidinsight.test",
  now: () => new Date("2026-11-28T12:00:00Z"),
};
const ONE: EmailedBreakout[] = [
  {
    videoId: "aBcDeFgHiJk",
    title: "Cabin build",
    channelTitle: "Maker Lane",
    multiple: 4.2,
    views: 1_234_567,
  },
];
const MANY: EmailedBreakout[] = [
  ...ONE,
  { videoId: "ZyXwVuTsRqP", title: null, channelTitle: null, multiple: 3.1, views: 5_400 },
];

describe("the breakout email", () => {
  test("in English, worded as before", async () => {
    const one = await renderBreakoutEmail(deps, "uid-1", "ada@example.com", ONE);
    expect(one.subject).toBe("Breaking out: Cabin build (4.20X)");
    expect(one.text).toContain(
      "A new video on a channel you follow is far ahead of that channel's usual start.",
    );
    expect(one.text).toContain("Maker Lane · 4.20X its channel's usual views at this age · 1.2M views");
    expect(one.text).toContain("Open your watchlist: https://vidinsight.test/watchlist?sort=breakout");
    expect(one.text).toContain(
      "You get this email because breakout emails are on for your watchlist (ada@example.com).",
    );
    expect(one.html).toContain('<html lang="en"');
    const many = await renderBreakoutEmail(deps, "uid-1", "ada@example.com", MANY);
    expect(many.subject).toBe("2 videos are breaking out on channels you follow");
    expect(many.text).toContain("- A video (A channel you follow · 3.10X");
  });

  test("in German and Japanese, from the user's stored language", async () => {
    const de = await renderBreakoutEmail(deps, "uid-1", "ada@example.com", MANY, "de");
    expect(de.subject).toBe("2 Videos starten auf Kanälen durch, denen du folgst");
    expect(de.text).toContain("1,2\u00a0Mio. Aufrufe");
    expect(de.text).toContain("- Ein Video (Ein Kanal, dem du folgst");
    expect(de.html).toContain('<html lang="de"');
    expect(de.html).toContain("Beobachtungsliste öffnen");
    const ja = await renderBreakoutEmail(deps, "uid-1", "ada@example.com", ONE, "ja");
    expect(ja.subject).toBe("急上昇中: Cabin build(4.20X)");
    expect(ja.text).toContain("ウォッチリストを開く: https://vidinsight.test/watchlist?sort=breakout");
  });

  test.each(LANGUAGES.filter((language) => language !== "en"))(
    "%s: every part is written, none falls back to English",
    async (language) => {
      const { subject, text, html } = await renderBreakoutEmail(
        deps,
        "uid-1",
        "ada@example.com",
        MANY,
        language,
      );
      for (const english of [
        "videos are breaking out",
        "Open your watchlist",
        "You get this email",
        "Turn breakout",
        "A video",
        "views",
      ]) {
        expect(`${subject}\n${text}`).not.toContain(english);
      }
      expect(html).toContain(`<html lang="${language}"`);
    },
  );

  test("the pseudo-locale: no text outside the catalog (titles, channels, links, email excepted)", async () => {
    const { subject, text } = await renderBreakoutEmail(
      deps,
      "uid-1",
      "ada@example.com",
      MANY,
      PSEUDO_LANGUAGE,
    );
    const left = `${subject}\n${text}`
      .split("\n")
      .map((line) => {
        let rest = line.replace(new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, "g"), " ");
        rest = rest.replace(/https?:\/\/\S+/g, " ").replace(/\d[\d.,]*\s?[KMBX]?/g, " ");
        for (const known of ["Cabin build", "Maker Lane", "ada@example.com"])
          rest = rest.split(known).join(" ");
        return rest.trim();
      })
      .filter((rest) => /[A-Za-z]{2,}/.test(rest));
    expect(left).toEqual([]);
  });
});
