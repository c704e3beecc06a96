import { expect, test } from "vitest";
import { localeFiles } from "../../scripts/locales.ts";

test("the manifest's strings in every language, in the folders browsers read (_locales/pt_BR)", () => {
  const files = Object.fromEntries(
    localeFiles().map(({ relativeDest, contents }) => [relativeDest, JSON.parse(contents)]),
  );
  expect(Object.keys(files).sort()).toEqual(
    ["de", "en", "es", "fr", "hi", "id", "ja", "pt_BR"].map((folder) => `_locales/${folder}/messages.json`),
  );
  expect(files["_locales/en/messages.json"]).toEqual({
    extName: { message: "VidInsight" },
    extDescription: { message: "Outlier scores, views per hour and tags on every YouTube video." },
  });
  expect(files["_locales/de/messages.json"].extDescription.message).toBe(
    "Outlier-Scores, Aufrufe pro Stunde und Tags für jedes YouTube-Video.",
  );
  // Chrome refuses descriptions over 132 characters.
  for (const messages of Object.values(files)) {
    expect(messages.extDescription.message.length).toBeLessThanOrEqual(132);
  }
});
