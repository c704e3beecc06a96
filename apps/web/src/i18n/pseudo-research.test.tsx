// The research pages in the pseudo-locale, with rows on screen: any text that skipped the catalog (or a
// figure that skipped the Intl helpers, src/i18n/use-format.ts) shows up outside the ⟦…⟧ brackets.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createI18n, loadCatalog, PSEUDO_LANGUAGE, PSEUDO_OPEN } from "@vi/i18n";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OutliersPage } from "../pages/outliers.tsx";
import { backend, makeVideos } from "../test/backend.ts";
import { renderPage, setScreenWidth } from "../test/render.tsx";
import { untranslated } from "../test/untranslated.ts";

const videos = makeVideos(60);
/** The test data the pages show as it is (titles and channels are the creators' own words). */
const DATA = ["VidInsight", ...videos.flatMap((video) => [video.videoTitle, video.channelTitle])];

let pseudo: Awaited<ReturnType<typeof createI18n>>;
beforeAll(async () => {
  pseudo = createI18n(PSEUDO_LANGUAGE, await loadCatalog(PSEUDO_LANGUAGE));
});
beforeEach(() => {
  backend.reset({ videos });
});
afterEach(() => {
  setScreenWidth(1280);
});

function renderInPseudo(ui: ReactNode, route: string) {
  return renderPage(<I18nextProvider i18n={pseudo}>{ui}</I18nextProvider>, { route });
}

/** What the page shows outside the brackets, leaving out the raw API record (for developers) and the test's location probe. */
function leftOver(container: HTMLElement): string[] {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll("pre, [data-testid=location]")) element.remove();
  return untranslated(copy, DATA);
}

describe("the outliers page in the pseudo-locale", () => {
  it.each([
    ["the table on a wide screen", "/outliers", 1280, true],
    ["the table on a phone (sort dropdown, folded filters)", "/outliers", 375, true],
    ["the grid", "/outliers?layout=grid", 1280, true],
    ["an empty result", "/outliers?minViews=999999999", 1280, false],
  ])("%s: no untranslated text", async (_name, route, width, withRows) => {
    setScreenWidth(width);
    const { container } = renderInPseudo(<OutliersPage />, route);
    await waitFor(() => expect(container.innerHTML).toContain(withRows ? "Video number 1" : "⟦Ñö ṽîðéöš"));
    await waitFor(() => expect(container.querySelector("[aria-busy=true]")).toBeNull());
    expect(container.innerHTML).toContain(PSEUDO_OPEN);
    expect(leftOver(container)).toEqual([]);
  });

  it("a bound that is not a number, and Min above Max, are flagged in the reader's language", async () => {
    const { container } = renderInPseudo(<OutliersPage />, "/outliers");
    await waitFor(() => expect(container.innerHTML).toContain("Video number 1"));
    const [minSubscribers, maxSubscribers, minViews] = screen.getAllByRole("textbox");
    fireEvent.change(minSubscribers!, { target: { value: "abc" } });
    fireEvent.change(minViews!, { target: { value: "500" } });
    fireEvent.change(maxSubscribers!, { target: { value: "10" } });
    fireEvent.change(screen.getAllByRole("textbox")[3]!, { target: { value: "5" } });
    expect(screen.getAllByText(/^⟦/, { selector: "p.text-red-400" })).toHaveLength(2);
    expect(leftOver(container)).toEqual([]);
  });

  it("the check finds English that does not come from the catalog", async () => {
    const { container } = renderInPseudo(<OutliersPage />, "/outliers");
    await waitFor(() => expect(container.querySelector("tbody tr td a")).not.toBeNull());
    container.insertAdjacentHTML("beforeend", "<p title='Sort by views'>3 days ago</p>");
    expect(leftOver(container)).toEqual(["3 days ago", "Sort by views"]);
  });
});
