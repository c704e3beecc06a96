// The filter form against a URL that catches up late: the app's own URL writes are React transitions
// (react-router), so the rows' page for one commit can render after the user typed on. Here the URL is a
// state that takes the form's updates only when the test says, to pin that order down.
import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderPage, setScreenWidth } from "../../test/render.tsx";
import { OutliersFilters } from "./outliers-filters.tsx";
import { type OutliersView, readView } from "./url-state.ts";

let sent: Partial<OutliersView>[] = [];
let setUrl: (update: (view: OutliersView) => OutliersView) => void = () => {};

/** Applies the form's updates sent so far to the URL, as the late render would. */
function urlCatchesUp() {
  const patches = sent;
  sent = [];
  act(() => setUrl((view) => Object.assign({}, view, ...patches)));
}

function LateUrl({ initial = "" }: { initial?: string }) {
  const [view, setView] = useState(() => readView(new URLSearchParams(initial)));
  setUrl = setView;
  return <OutliersFilters view={view} update={(patch) => sent.push(patch)} />;
}

const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function type(name: string, text: string) {
  fireEvent.change(box(name), { target: { value: text } });
}

beforeEach(() => {
  sent = [];
  // Wide: the panel is open (below 768 px it folds behind a button).
  setScreenWidth(1280);
});

describe("OutliersFilters", () => {
  it("keeps a Max typed while the URL catches up with Min (Min above Max stays on screen)", () => {
    renderPage(<LateUrl />);
    type("Min Views", "5000");
    fireEvent.blur(box("Min Views")); // leaving Min applies it
    type("Max Views", "100");
    fireEvent.keyDown(box("Max Views"), { key: "Enter" }); // crossed: nothing to apply
    expect(sent).toHaveLength(1);
    urlCatchesUp(); // Min's page renders now
    expect(box("Min Views").value).toBe("5000");
    expect(box("Max Views").value).toBe("100");
    expect(screen.getByText("Min is above Max. Lower Min or raise Max.")).toBeInTheDocument();
  });

  it("keeps text that is not a number typed while the URL catches up", () => {
    renderPage(<LateUrl />);
    type("Min Subscribers", "1000");
    fireEvent.keyDown(box("Min Subscribers"), { key: "Enter" });
    type("Max Subscribers", "12x");
    fireEvent.blur(box("Max Subscribers"));
    urlCatchesUp();
    expect(box("Max Subscribers").value).toBe("12x");
    expect(screen.getByText("Enter a number (0 or empty for no limit)")).toBeInTheDocument();
  });

  it("still follows a URL changed elsewhere (Back, a link) over its own drafts", () => {
    renderPage(<LateUrl initial="minViews=5000" />);
    type("Max Views", "100");
    fireEvent.keyDown(box("Max Views"), { key: "Enter" });
    act(() => setUrl((view) => ({ ...view, filters: { ...view.filters, minViews: "", maxViews: "" } })));
    expect(box("Min Views").value).toBe("");
    expect(box("Max Views").value).toBe("");
  });

  it("follows Back to the URL it last showed after leaving a box unchanged", () => {
    renderPage(<LateUrl initial="minViews=5000" />);
    fireEvent.blur(box("Min Views")); // unchanged: nothing to write
    expect(sent).toHaveLength(0);
    act(() => setUrl((view) => ({ ...view, filters: { ...view.filters, minViews: "7000" } }))); // a link
    expect(box("Min Views").value).toBe("7000");
    act(() => setUrl((view) => ({ ...view, filters: { ...view.filters, minViews: "5000" } }))); // Back
    expect(box("Min Views").value).toBe("5000");
  });
});
