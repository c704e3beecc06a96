// The legal pages and the document titles in the pseudo-locale: every string a reader sees comes from the
// catalog (docs/decisions/i18n.md, Checks), including the note that the English text governs.
import { fireEvent, screen } from "@testing-library/react";
import { createI18n, loadCatalog } from "@vi/i18n";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { env } from "../env.ts";
import { PrivacyPolicyPage } from "../pages/privacy-policy.tsx";
import { TermsOfServicePage } from "../pages/terms-of-service.tsx";
import { titleFor } from "../routes.tsx";
import { renderPage } from "../test/render.tsx";
import { untranslatedOn as untranslatedIn, usePseudoLocale } from "./pseudo-render.tsx";

const pseudoLocale = usePseudoLocale();
// The support address is data (a mailto link inside a translated sentence), not interface text.
const untranslatedOn = async (...args: Parameters<typeof untranslatedIn>) =>
  (await untranslatedIn(...args)).filter((text) => text !== env.VITE_SUPPORT_EMAIL);

describe("the legal pages in the pseudo-locale", () => {
  it.each([
    ["/privacy-policy", <PrivacyPolicyPage key="privacy" />],
    ["/terms-of-service", <TermsOfServicePage key="terms" />],
  ] as const)("%s shows no untranslated text, and says the English version governs", async (route, ui) => {
    expect(await untranslatedOn(pseudoLocale(), ui, { route })).toEqual([]);
    expect(screen.getByRole("button")).toBeInTheDocument();
    // Every link of a sentence keeps its text (a tag named like a void HTML element would lose it).
    for (const link of document.querySelectorAll("main a, a[href^='http'], a[href^='mailto']"))
      expect(link.textContent?.trim()).not.toBe("");
  });

  it("finds English that does not come from the catalog (the check can fail)", async () => {
    const found = await untranslatedOn(
      pseudoLocale(),
      <>
        <PrivacyPolicyPage />
        <p>Your Rights</p>
      </>,
      { route: "/privacy-policy" },
    );
    expect(found).toEqual(["Your Rights"]);
  });
});

describe("a legal page in German", () => {
  it("says the English version governs, and shows it on request; English shows no such note", async () => {
    const german = createI18n("de", await loadCatalog("de"));
    const lang = document.documentElement.lang;
    renderPage(
      <I18nextProvider i18n={german}>
        <PrivacyPolicyPage />
      </I18nextProvider>,
      { route: "/privacy-policy" },
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Datenschutzerklärung");
    expect(screen.getByText(/Zuletzt aktualisiert: 18\.12\.2024/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Englische Fassung anzeigen" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByText("Last updated: 12/18/2024")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
    expect(localStorage.getItem("vi.language")).toBe("en");
    // Test files share one worker (vitest.config.ts, isolate: false): leave no choice behind.
    localStorage.removeItem("vi.language");
    document.documentElement.lang = lang;
  });
});

describe("document titles", () => {
  it.each([
    "/login",
    "/terms-of-service",
    "/privacy-policy",
    "/faq",
    "/pricing",
    "/account",
    "/outliers",
    "/analyses/channel/abc",
    "/oauth-callback",
    "/no-such-page",
  ])("%s has a title from the catalog", (path) => {
    expect(titleFor(path, pseudoLocale().t)).toMatch(/^⟦.*⟧( \| VidInsight)?$/);
  });

  it("keeps the staff-only pages' titles in English", () => {
    // ENGLISH_ONLY in pseudo-account.test.tsx (not imported: that would run its tests here too).
    for (const path of ["/data", "/test"])
      expect(titleFor(path, pseudoLocale().t)).toMatch(/^[A-Z]\w+ \| VidInsight$/);
  });

  it("are in the reader's language (German, Japanese)", async () => {
    const german = createI18n("de", await loadCatalog("de"));
    expect(titleFor("/privacy-policy", german.t)).toBe("Datenschutzerklärung | VidInsight");
    expect(titleFor("/terms-of-service", german.t)).toBe("Nutzungsbedingungen | VidInsight");
    const japanese = createI18n("ja", await loadCatalog("ja"));
    expect(titleFor("/savedVideos", japanese.t)).toBe("保存した動画 | VidInsight");
    expect(titleFor("/oauth-callback", japanese.t)).toBe("YouTube の認証");
  });
});
