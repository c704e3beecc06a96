// The account, pricing, checkout and FAQ pages in the pseudo-locale: every string a reader sees comes
// from the catalog (docs/decisions/i18n.md, Checks). /login and /finishSignUp are checked in their own
// tests (login.test.tsx, finish-sign-up.test.tsx), which mock the Firebase sign-in module. The admin pages
// (/data, /test) are staff-only and stay English by decision: ENGLISH_ONLY below.
import { act, fireEvent, waitFor } from "@testing-library/react";
import { createI18n, loadCatalog } from "@vi/i18n";
import { HttpResponse, http } from "msw";
import type { ReactElement } from "react";
import { I18nextProvider, setI18n } from "react-i18next";
import { beforeEach, describe, expect, it } from "vitest";
import { AccountPage } from "../pages/account.tsx";
import { AffiliatePage } from "../pages/affiliate.tsx";
import { CancelledPage } from "../pages/cancelled.tsx";
import { DevelopersPage } from "../pages/developers.tsx";
import { FaqPage } from "../pages/faq.tsx";
import { NotFoundPage } from "../pages/not-found.tsx";
import { OAuthCallbackPage } from "../pages/oauth-callback.tsx";
import { PricingPage } from "../pages/pricing.tsx";
import { SuccessPage } from "../pages/success.tsx";
import { UnsubscribePage } from "../pages/unsubscribe.tsx";
import { type RenderOptions, renderPage, signedInState, signedOutState } from "../test/render.tsx";
import { apiUrl, server } from "../test/server.ts";
import { untranslatedOn as untranslatedIn, usePseudoLocale } from "./pseudo-render.tsx";

/** Staff-only pages left in English (docs/decisions/i18n.md): not checked here. */
export const ENGLISH_ONLY = ["/data", "/test"] as const;

const pseudoLocale = usePseudoLocale();
const untranslatedOn = (ui: ReactElement, options: RenderOptions) =>
  untranslatedIn(pseudoLocale(), ui, options);

beforeEach(() =>
  server.use(
    http.get(apiUrl("/apiKeys"), () =>
      HttpResponse.json({
        keys: [
          {
            id: "0b7f6c1e-8a53-4c1e-9f0a-3d2b1c4e5f61",
            name: "Claude Desktop",
            prefix: "vi_live_ab",
            createdAt: "2026-11-01T10:00:00Z",
            lastUsedAt: null,
          },
        ],
        usage: { used: 12, limit: 1000, resetsAt: "2026-11-29T00:00:00Z" },
      }),
    ),
  ),
);

describe("the pseudo-locale on the account and billing pages", () => {
  it.each([
    ["/pricing, signed out", <PricingPage key="pricing" />, { route: "/pricing", state: signedOutState }],
    ["/pricing, paying", <PricingPage key="pricing" />, { route: "/pricing", state: signedInState() }],
    ["/success", <SuccessPage key="success" />, { route: "/success" }],
    ["/cancelled", <CancelledPage key="cancelled" />, { route: "/cancelled" }],
    ["/unsubscribe", <UnsubscribePage key="unsub" />, { route: "/unsubscribe?token=abc" }],
    ["/unsubscribe without a token", <UnsubscribePage key="unsub" />, { route: "/unsubscribe" }],
    ["/oauth-callback", <OAuthCallbackPage key="oauth" />, { route: "/oauth-callback" }],
    ["a page not found", <NotFoundPage key="nf" />, { route: "/nowhere" }],
    ["/faq", <FaqPage key="faq" />, { route: "/faq", state: signedOutState }],
    ["/developers", <DevelopersPage key="dev" />, { route: "/developers", state: signedOutState }],
    ["/affiliate", <AffiliatePage key="aff" />, { route: "/affiliate", state: signedOutState }],
    ...["", "#profile", "#subscription", "#notifications", "#api", "#help"].map(
      (hash) =>
        [
          `/account${hash || " (connected accounts)"}`,
          <AccountPage key={hash} />,
          { route: `/account${hash}` },
        ] as const,
    ),
  ] as const)("%s shows no untranslated text", async (_, ui, options) => {
    expect(await untranslatedOn(ui, options)).toEqual([]);
  });

  it("/affiliate's field errors come from the catalog too", async () => {
    await untranslatedOn(<AffiliatePage />, { route: "/affiliate", state: signedOutState });
    const form = document.querySelector("form");
    if (!form) throw new Error("no form");
    await act(async () => {
      fireEvent.submit(form);
    });
    const errors = [...document.querySelectorAll('[id$="-error"]')].map((error) => error.textContent ?? "");
    expect(errors).toHaveLength(5);
    for (const error of errors) expect(error).toMatch(/^⟦.*⟧$/);
  });

  it("finds English that does not come from the catalog (the check can fail)", async () => {
    const found = await untranslatedOn(
      <>
        <NotFoundPage />
        <p>Choose Your Plan</p>
      </>,
      { route: "/nowhere" },
    );
    expect(found).toEqual(["Choose Your Plan"]);
  });

  it("leaves only the staff-only admin pages in English", () => {
    expect(ENGLISH_ONLY).toEqual(["/data", "/test"]);
  });
});

describe("in the reader's language", () => {
  it("prices, plurals and API error sentences follow the language (German)", async () => {
    const german = createI18n("de", await loadCatalog("de"));
    setI18n(german);
    try {
      renderPage(
        <I18nextProvider i18n={german}>
          <PricingPage />
        </I18nextProvider>,
        { route: "/pricing", state: signedOutState },
      );
      await waitFor(() => expect(document.body.textContent).toContain("Wähle deinen Plan"));
      expect(document.body.textContent).toMatch(/\b0\s\$\/Monat/);
      expect(document.body.textContent).toMatch(/\d+,\d\d\s\$/);
      expect(document.body.textContent).toContain("Kostenlos starten");
      const { userMessage } = await import("../lib/user-message.ts");
      const { ApiError } = await import("@vi/api-client");
      expect(
        userMessage(new ApiError(429, "TOO_MANY_REQUESTS", "slow down", { retryAfterSeconds: 120 })),
      ).toBe("Zu viele Anfragen in kurzer Zeit. Bitte versuch es in 2 Minuten erneut.");
    } finally {
      setI18n(pseudoLocale());
    }
  });
});
