// Test helper: a page rendered in the pseudo-locale (renderPage's providers), and what it shows that
// does not come from the catalog. Used by src/i18n/pseudo-account.test.tsx and by the sign-in pages'
// own tests (they mock the Firebase sign-in module, which must not load unmocked before them).
import { act, cleanup, waitFor } from "@testing-library/react";
import { createI18n, en, loadCatalog, PSEUDO_LANGUAGE, PSEUDO_OPEN, pseudoString } from "@vi/i18n";
import { LANGUAGE_NAMES } from "@vi/i18n/languages";
import { sampleUserInfo } from "@vi/types/fixtures";
import type { i18n as I18n } from "i18next";
import type { ReactElement } from "react";
import { getI18n, I18nextProvider, setI18n } from "react-i18next";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { renderPage } from "../test/render.tsx";
import { untranslatedInHtml } from "../test/untranslated.ts";

/** Data, not interface text: the brand, plan names (product names), the sample user and channel. */
const KNOWN = [
  "VidInsight",
  // The developers page's heading names the product "VidInsight API".
  "API",
  "Free",
  "Standard",
  "Professional",
  // EmailText breaks the address before "@".
  "ada",
  "@example.com",
  sampleUserInfo.name ?? "",
  "Creator Lab",
  "Claude Desktop",
  "vi_live_ab",
  "Europe/Paris",
  // The language picker names each language in itself.
  ...Object.values(LANGUAGE_NAMES),
];

const LOADING = pseudoString(en.account.common.loading);

/**
 * Registers the pseudo-locale for the calling test file: the app's global i18next instance too, which
 * sentences built outside components read (API errors, billing, the linking pop-up). Returns the
 * instance's getter.
 */
export function usePseudoLocale(): () => I18n {
  let pseudo: I18n | undefined;
  let previous: I18n | undefined;
  beforeAll(async () => {
    pseudo = createI18n(PSEUDO_LANGUAGE, await loadCatalog(PSEUDO_LANGUAGE));
    previous = getI18n();
    setI18n(pseudo);
  });
  afterAll(() => {
    if (previous) setI18n(previous);
  });
  afterEach(cleanup);
  return () => {
    if (!pseudo) throw new Error("usePseudoLocale: the pseudo-locale is set up in beforeAll");
    return pseudo;
  };
}

/** The page in the pseudo-locale once nothing is loading; what it shows that is not from the catalog. */
export async function untranslatedOn(
  pseudo: I18n,
  ui: ReactElement,
  options: Parameters<typeof renderPage>[1],
): Promise<string[]> {
  renderPage(<I18nextProvider i18n={pseudo}>{ui}</I18nextProvider>, options);
  await act(async () => {});
  await waitFor(() => expect(document.body.textContent).not.toContain(LOADING));
  const body = document.body.cloneNode(true) as HTMLElement;
  // The test harness's own location probe, and code samples (code, not prose).
  body.querySelector('[data-testid="location"]')?.remove();
  for (const code of body.querySelectorAll("pre code")) code.remove();
  // Today's usage grid and its reset time come from the analyses part (features/analyses/usage.tsx),
  // translated and checked with the analyses pages.
  const usage = body.querySelector('ul[aria-label="Usage today"]');
  usage?.previousElementSibling?.querySelector("p")?.firstChild?.remove();
  usage?.remove();
  expect(body.innerHTML).toContain(PSEUDO_OPEN);
  return untranslatedInHtml(body.innerHTML, KNOWN);
}
