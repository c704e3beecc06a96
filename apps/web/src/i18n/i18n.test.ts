import { afterEach, describe, expect, it, vi } from "vitest";
import { languageAfterHydration } from "./i18n.ts";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a prerendered page after hydration", () => {
  it("switches /pricing to the stored choice, else the browser's language", () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["ja-JP", "en"] });
    expect(languageAfterHydration("/pricing", "en")).toBe("ja");
    localStorage.setItem("vi.language", "de");
    expect(languageAfterHydration("/faq", "en")).toBe("de");
  });

  it("keeps the landing pages' own languages, English for an English reader, and the pseudo-locale", () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["de-DE"] });
    expect(languageAfterHydration("/", "en")).toBeNull();
    expect(languageAfterHydration("/ja", "ja")).toBeNull();
    expect(languageAfterHydration("/pricing", "en-XA")).toBeNull();
    vi.stubGlobal("navigator", { ...navigator, languages: ["en-GB"] });
    expect(languageAfterHydration("/pricing", "en")).toBeNull();
  });
});
