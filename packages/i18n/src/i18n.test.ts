import { describe, expect, test } from "vitest";
import { type Catalog, en } from "./catalogs/en.ts";
import {
  createI18n,
  detectLanguage,
  formatCompact,
  formatRelativeAge,
  LANGUAGES,
  loadCatalog,
  matchLanguage,
  PSEUDO_LANGUAGE,
  pseudoString,
} from "./index.ts";

/** Every key path of a catalog, with the placeholders of its string. */
function shape(catalog: unknown, prefix = ""): Record<string, string[]> {
  if (typeof catalog === "string") return { [prefix]: (catalog.match(/\{\{\w+\}\}/g) ?? []).sort() };
  return Object.assign(
    {},
    ...Object.entries(catalog as Record<string, unknown>).map(([key, value]) =>
      shape(value, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

describe.each(LANGUAGES.filter((language) => language !== "en"))("the %s catalog", (language) => {
  test("has every English key with the same placeholders, and no English left in it", async () => {
    const catalog = await loadCatalog(language);
    expect(shape(catalog)).toEqual(shape(en));
    const same = Object.entries(flat(catalog)).filter(
      ([key, text]) =>
        text === flat(en)[key] &&
        !/^[^a-z]*$/.test(text.replace(/\{\{\w+\}\}/g, "")) &&
        !/^[^a-z]*$|^Format$|^Upgrade$|^Question$|^Likes$|^Outliers$|^\{\{count\}\} likes$|^\{\{count\}\} minutes?$|^\{\{name\}\}|VidInsight|Outliers|^Plan$|^FAQ$|^Tags$|^Menu$|^Insights$|^Footer$|^Website$|^\{\{vph\}\} VPH$|^outlier \{\{score\}\}$|^Email$|^Name$|^Notifications$|^Documentation$|^Analyses$|^curl: outliers$|^https:\/\/|^Status: \{\{status\}\}$|^\{\{count\}\} (minutes?|questions?)$|^you@example\.com$|^Outlier$|^Shorts$|^[Vv]ideos?$|^Channel$|^Actions$|^Source$|^YouTube API$|^Total:?$|^Free$|^Standard$|^Professional$|^Short$|^\{\{multiple\}\}x$|^\{\{value\}\} [dh]$|^Neutral$|^Playlists$/.test(
          text,
        ),
    );
    expect(same).toEqual([]);
  });
});

function flat(catalog: Catalog): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") out[path] = value;
    else
      for (const [key, inner] of Object.entries(value as object)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(catalog, "");
  return out;
}

test("i18next reads a catalog synchronously, with interpolation and English as the fallback", async () => {
  const i18n = createI18n("de", await loadCatalog("de"));
  expect(i18n.t("landing.hero")).toBe("Recherche wie nie zuvor");
  expect(i18n.t("popup.usageTitle", { time: "0:00" })).toBe("Heutige Nutzung (wird um 0:00 zurückgesetzt)");
  expect(createI18n("en", en).t("landing.hero")).toBe("Research like Never Before");
});

test("the pseudo-locale accents every letter, keeps placeholders and tags, and marks both ends", async () => {
  expect(pseudoString("Save {{count}} <1>videos</1>")).toMatch(
    /^⟦Šàṽé \{\{count\}\} <1>ṽîðéöš<\/1>( ~~~~)+⟧$/,
  );
  const i18n = createI18n(PSEUDO_LANGUAGE, await loadCatalog(PSEUDO_LANGUAGE));
  expect(i18n.t("nav.pricing")).toMatch(/^⟦Þŕîçîñĝ ~~~~⟧$/);
});

test.each([
  [["de-AT", "en"], "de"],
  [["pt-PT"], "pt-BR"],
  [["pt"], "pt-BR"],
  [["es-419"], "es"],
  [["zh-CN", "ja-JP"], "ja"],
  [["zh-CN"], "en"],
  [[], "en"],
])("the browser's %j -> %s", (preferred, language) => {
  expect(detectLanguage(preferred)).toBe(language);
});

test("matchLanguage refuses what is not supported", () => {
  expect(matchLanguage("xx")).toBeNull();
  expect(matchLanguage("PT-br")).toBe("pt-BR");
});

test("compact counts and ages come from Intl in the reader's language", () => {
  expect(formatCompact(1_234_567, "de")).toBe("1,2\u00a0Mio.");
  expect(formatCompact(1_234_567, "ja")).toBe("123.5万");
  const now = new Date("2026-11-28T12:00:00Z");
  expect(formatRelativeAge(new Date("2026-11-25T12:00:00Z"), now, "de")).toBe("vor 3 Tagen");
  expect(formatRelativeAge(new Date("2026-11-28T10:00:00Z"), now, "ja")).toBe("2 時間前");
});
