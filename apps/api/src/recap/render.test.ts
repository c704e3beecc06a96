// The recap email rendered from fixture content: what it says (HTML and text), links, escaping, dark
// mode support and size. RECAP_EMAIL_OUT=<dir> also writes the HTML there, to look at it in a browser
// (the web app's browser test screenshots the one the real stack sends).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, PSEUDO_CLOSE, PSEUDO_LANGUAGE, PSEUDO_OPEN } from "@vi/i18n";
import { PLAN_ENTITLEMENTS } from "@vi/types";
import { describe, expect, test } from "vitest";
import type { RecapContent } from "./content.ts";
import { RECAP_MAX_BYTES, renderRecap } from "./render.ts";

const links = {
  web: "https://vidinsight.test",
  unsubscribePage: "https://vidinsight.test/unsubscribe?token=abc.123.sig",
};

const rich: RecapContent = {
  uid: "u1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  day: "2026-01-15",
  timezone: "Europe/London",
  language: "en",
  plan: "standard",
  allowance: PLAN_ENTITLEMENTS.standard,
  outliers: [
    {
      videoId: "vid00000003",
      title: "I cooked pasta for 100 days <script>x</script>",
      channelTitle: "Pasta Lab",
      views: 1_234_567,
      outlierScore: 6.42,
      vph: 8_450,
    },
    {
      videoId: "vid00000004",
      title: "Knife skills in 60 seconds",
      channelTitle: "Knife Skills",
      views: 88_000,
      outlierScore: 3.1,
      vph: 610,
    },
  ],
  saved: [
    {
      videoId: "vid00000001",
      title: "Saved one",
      channelTitle: "Pasta Lab",
      views: 12_345,
      viewsGained: 2_345,
      vph: 97,
      outlierScore: 2.2,
      newOutlier: true,
    },
    {
      videoId: "vid00000002",
      title: "Saved two {{FOOTER}}",
      channelTitle: "Pasta Lab",
      views: 50_000,
      viewsGained: 0,
      vph: 12,
      outlierScore: 1.1,
      newOutlier: false,
    },
  ],
  savedInStore: 11,
  nicheChannels: 4,
  marks: {},
};

const quiet: RecapContent = {
  ...rich,
  name: null,
  plan: "free",
  allowance: PLAN_ENTITLEMENTS.free,
  outliers: [],
  saved: [],
  savedInStore: 0,
  nicheChannels: 3,
};

describe("renderRecap", () => {
  test("a full recap: outliers, moved saved videos, the day's analyses, links, one-click unsubscribe", async () => {
    const { subject, html, text } = await renderRecap(rich, links);
    expect(subject).toBe("Your morning recap: 2 outliers in your niche");
    for (const part of [html, text]) {
      expect(part).toContain("Good morning, Ada!");
      expect(part).toContain("6.42X");
      expect(part).toContain("1.2M views");
      expect(part).toContain("+2.3K views (12.3K total)");
      expect(part).toContain(
        "10 comment analyses, 10 channel analyses, 10 result analyses, 12 transcript downloads",
      );
      expect(part).toContain("And 9 more in your saved videos.");
    }
    expect(text).toContain("Saved one [NEW OUTLIER]");
    expect(html).toContain(">NEW OUTLIER</span>");
    // Titles are escaped, and a title that looks like a slot stays text.
    expect(html).toContain("I cooked pasta for 100 days &lt;script&gt;x&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Saved two {{FOOTER}}");
    // Links back to the website and YouTube; the unsubscribe link in the body.
    expect(html).toContain('href="https://www.youtube.com/watch?v=vid00000003"');
    expect(html).toContain('href="https://vidinsight.test/savedVideos"');
    expect(html).toContain('href="https://vidinsight.test/unsubscribe?token=abc.123.sig"');
    expect(html).toContain('href="https://vidinsight.test/account#notifications"');
    expect(text).toContain("Unsubscribe: https://vidinsight.test/unsubscribe?token=abc.123.sig");
    // Light and dark mail clients.
    expect(html).toContain('<meta name="color-scheme" content="light dark"');
    expect(html).toContain("@media (prefers-color-scheme: dark)");
    expect(Buffer.byteLength(html) + Buffer.byteLength(text)).toBeLessThan(RECAP_MAX_BYTES / 2);
    // Every slot filled; the only braces left are the title's own.
    expect(html.match(/\{\{[A-Z_]+\}\}/g)).toEqual(["{{FOOTER}}"]);
    if (process.env.RECAP_EMAIL_OUT) {
      mkdirSync(process.env.RECAP_EMAIL_OUT, { recursive: true });
      writeFileSync(join(process.env.RECAP_EMAIL_OUT, "recap-rich.html"), html);
      writeFileSync(join(process.env.RECAP_EMAIL_OUT, "recap-rich.txt"), text);
    }
  });

  test("nothing to report: a short useful email, never an empty one", async () => {
    const { subject, html, text } = await renderRecap(quiet, links);
    expect(subject).toBe("Your morning recap");
    expect(text).toContain("Good morning!");
    expect(text).toContain("A quiet night: no new outliers in your niche");
    expect(text).toContain("No video from the 3 channels of your niche became an outlier yesterday.");
    expect(text).toContain("Explore the outliers table: https://vidinsight.test/outliers");
    expect(text).toContain("2 comment analyses");
    expect(html).toContain('href="https://vidinsight.test/pricing"');
    expect(text).not.toContain("YOUR SAVED VIDEOS");
    if (process.env.RECAP_EMAIL_OUT)
      writeFileSync(join(process.env.RECAP_EMAIL_OUT, "recap-quiet.html"), html);
  });

  test("in the user's language: German words, German compact counts, lang on the page", async () => {
    const { subject, html, text } = await renderRecap({ ...rich, language: "de" }, links);
    expect(subject).toBe("Dein Morgen-Überblick: 2 Outlier in deiner Nische");
    expect(html).toContain('<html lang="de"');
    for (const part of [html, text]) {
      expect(part).toContain("Guten Morgen, Ada!");
      expect(part).toContain("1,2\u00a0Mio. Aufrufe");
      expect(part).toContain("NEUER OUTLIER");
      expect(part).toContain("Und 9 weitere in deinen gespeicherten Videos.");
    }
    expect(text).toContain("DEINE GESPEICHERTEN VIDEOS");
    expect(text).toContain("Abbestellen: https://vidinsight.test/unsubscribe?token=abc.123.sig");
    const ja = await renderRecap({ ...quiet, language: "ja" }, links);
    expect(ja.subject).toBe("朝のまとめ");
    expect(ja.text).toContain("アウトライヤー表を見る: https://vidinsight.test/outliers");
  });

  test.each(LANGUAGES)(
    "%s: every part of the email is written, none falls back to English",
    async (language) => {
      const { subject, text } = await renderRecap({ ...rich, language }, links);
      expect(subject.length).toBeGreaterThan(5);
      if (language !== "en") expect(text).not.toContain("Good morning");
    },
  );

  test("the pseudo-locale: no text of the email outside the catalog (titles, channels, links, email excepted)", async () => {
    const { subject, text } = await renderRecap(rich, links, PSEUDO_LANGUAGE);
    const data = [
      ...rich.outliers.flatMap((video) => [video.title, video.channelTitle]),
      ...rich.saved.flatMap((video) => [video.title, video.channelTitle]),
      "Ada",
      "Standard",
      rich.email,
    ];
    const left = `${subject}\n${text}`
      .split("\n")
      .map((line) => {
        let rest = line.replace(new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, "g"), " ");
        rest = rest.replace(/https?:\/\/\S+/g, " ");
        for (const known of data) rest = rest.split(known).join(" ");
        return rest.trim();
      })
      .filter((rest) => /[A-Za-z]{2,}/.test(rest));
    expect(left).toEqual([]);
  });
});
