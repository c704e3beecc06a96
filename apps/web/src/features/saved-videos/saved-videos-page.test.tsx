import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { copySummary } from "@vi/format";
import type { OutlierVideo, UserInfo } from "@vi/types";
import { sampleUserInfo } from "@vi/types/fixtures";
import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SavedVideosPage } from "../../pages/saved-videos.tsx";
import { backend, makeVideos } from "../../test/backend.ts";
import { renderPage, setScreenWidth } from "../../test/render.tsx";
import { apiError, lastRequest, replyOnce, requests } from "../../test/server.ts";
import { advanceClock, useFakeClock } from "../../test/timers.ts";

const catalogue = makeVideos(20);
const at = (i: number) => catalogue[i]!;
// Three saved videos with distinct figures.
const saved: OutlierVideo[] = [
  { ...at(1), videoTitle: "Alpha rising", videoViewCount: 5_000, videoOutlier: 1.5, videoDuration: "PT10M" },
  {
    ...at(2),
    videoTitle: "Bravo breakout",
    videoViewCount: 250_000,
    videoOutlier: 12.34,
    videoDuration: "PT45S",
  },
  {
    ...at(3),
    videoTitle: "Charlie classic",
    videoViewCount: 40_000,
    videoOutlier: 3.2,
    videoDuration: "PT1H2M3S",
  },
];
const others = catalogue.slice(4);

function user(ids: readonly string[]): UserInfo {
  return { ...sampleUserInfo, savedVideoIds: Object.fromEntries(ids.map((id) => [id, true as const])) };
}

function openSaved(ids: readonly string[] = saved.map((v) => v.videoId)) {
  return renderPage(<SavedVideosPage />, { route: "/savedVideos", user: user(ids) });
}

const titlesInOrder = () =>
  screen
    .getAllByRole("link", { name: /opens in a new tab/ })
    .map((a) => a.textContent?.replace(" (opens in a new tab)", ""));
const total = () => screen.getByText(/^Total:/).textContent;

let clipboard: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

function stubClipboard() {
  Object.defineProperty(navigator, "clipboard", { value: { writeText: clipboard }, configurable: true });
}

/** userEvent.setup() installs its own clipboard; put the spy back after it. */
function setupUser() {
  const u = userEvent.setup();
  stubClipboard();
  return u;
}

beforeEach(() => {
  backend.reset({ videos: [...saved, ...others], savedIds: saved.map((v) => v.videoId) });
  setScreenWidth(1280);
  clipboard = vi.fn(async (_text: string) => {});
  stubClipboard();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("SavedVideosPage on a wide screen", () => {
  it("lists only the saved videos in a table, outlier descending by default, with a total", async () => {
    const { auth } = openSaved();
    await waitFor(() => expect(screen.getByRole("table")).toBeInTheDocument());
    expect(titlesInOrder()).toEqual(["Bravo breakout", "Charlie classic", "Alpha rising"]);
    expect(total()).toBe("Total: 3");
    expect(within(screen.getByRole("table")).getByRole("columnheader", { name: /^Outlier/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    const request = lastRequest("/getSavedVideoData")!;
    expect(request.params.get("savedVideoIds")?.split(",").sort()).toEqual(
      saved.map((v) => v.videoId).sort(),
    );
    expect(request.auth).toBe("Bearer test-token");
    // The page re-reads the user record to pick up videos saved from the extension.
    expect(auth.refreshCalls).toBe(1);
    // No narrow-screen controls.
    expect(screen.queryByLabelText("Sort by")).not.toBeInTheDocument();
  });

  it("shows thumbnails with an explicit size, links and outlier chips by band", async () => {
    openSaved();
    await screen.findByRole("table");
    const row = screen.getByRole("row", { name: /Bravo breakout/ });
    const img = row.querySelector("img")!;
    expect(img.getAttribute("src")).toBe(`https://i.ytimg.com/vi/${at(2).videoId}/mqdefault.jpg`);
    expect(img).toHaveAttribute("width", "320");
    expect(img).toHaveAttribute("height", "180");
    expect(within(row).getByRole("link", { name: /Bravo breakout/ })).toHaveAttribute(
      "href",
      `https://www.youtube.com/watch?v=${at(2).videoId}`,
    );
    expect(within(row).getByText("12.34X")).toHaveAttribute("data-band", "x10");
    expect(screen.getByText("3.20X")).toHaveAttribute("data-band", "x2");
    expect(screen.getByText("1.50X")).toHaveAttribute("data-band", "low");
    // Length on the thumbnail and in its column.
    expect(within(row).getAllByText("0:45")).toHaveLength(2);
  });

  it("sorts by a header click and toggles on the second click", async () => {
    const u = setupUser();
    openSaved();
    await screen.findByRole("table");
    const views = () => within(screen.getByRole("table")).getByRole("columnheader", { name: /^Views/ });
    await u.click(within(views()).getByRole("button"));
    expect(views()).toHaveAttribute("aria-sort", "descending");
    expect(titlesInOrder()).toEqual(["Bravo breakout", "Charlie classic", "Alpha rising"]);
    await u.click(within(views()).getByRole("button"));
    expect(views()).toHaveAttribute("aria-sort", "ascending");
    expect(titlesInOrder()).toEqual(["Alpha rising", "Charlie classic", "Bravo breakout"]);
    // Length sorts by total seconds, not as text.
    const length = within(screen.getByRole("table")).getByRole("columnheader", { name: /^Length/ });
    await u.click(within(length).getByRole("button"));
    expect(titlesInOrder()).toEqual(["Charlie classic", "Alpha rising", "Bravo breakout"]);
  });

  it("filters in the browser with the six inclusive bounds", async () => {
    const u = setupUser();
    openSaved();
    await screen.findByRole("table");
    const sent = requests().length;
    await u.type(screen.getByLabelText("Min Views"), "40000");
    expect(titlesInOrder()).toEqual(["Bravo breakout", "Charlie classic"]); // 40,000 is inclusive
    expect(total()).toBe("Total: 2 of 3 saved");
    await u.type(screen.getByLabelText("Max Outlier"), "5");
    expect(titlesInOrder()).toEqual(["Charlie classic"]);
    await u.clear(screen.getByLabelText("Max Outlier"));
    await u.type(screen.getByLabelText("Max Outlier"), "0"); // 0 clears
    expect(titlesInOrder()).toHaveLength(2);
    await u.type(screen.getByLabelText("Min Subscribers"), "999999999");
    expect(screen.getByText("No saved videos match these filters")).toBeInTheDocument();
    // Two ways to clear: the panel's button and the empty state's.
    expect(screen.getAllByRole("button", { name: "Clear filters" })).toHaveLength(2);
    await u.click(screen.getAllByRole("button", { name: "Clear filters" })[1]!);
    expect(titlesInOrder()).toHaveLength(3);
    expect(requests().length).toBe(sent); // no server round trips
  });

  it("Copy puts the summary on the clipboard, shows a thumbs-up for 2 seconds, then Copy again", async () => {
    openSaved();
    await screen.findByRole("table");
    const row = screen.getByRole("row", { name: /Bravo breakout/ });
    useFakeClock();
    stubClipboard(); // the userEvent it sets up brings its own clipboard
    vi.setSystemTime(new Date("2025-01-01T00:00:00Z"));
    fireEvent.click(within(row).getByRole("button", { name: "Copy" }));
    await act(async () => {}); // the clipboard write resolves
    expect(clipboard).toHaveBeenCalledWith(copySummary(saved[1]!, Date.now()));
    expect(clipboard.mock.calls[0]![0]).toMatch(
      new RegExp(
        `^https://www\\.youtube\\.com/watch\\?v=${at(2).videoId}, 0:45 \\| .* subs \\| 250\\.0K views \\| .* VPH \\| 12\\.34X \\| .* ago$`,
      ),
    );
    const copied = within(row).getByRole("button", { name: "Copied" });
    expect(copied.querySelector("svg")).not.toBeNull();
    expect(within(row).queryByRole("button", { name: "Copy" })).not.toBeInTheDocument();
    await advanceClock(1999);
    expect(within(row).getByRole("button", { name: "Copied" })).toBeInTheDocument();
    await advanceClock(1);
    expect(within(row).getByRole("button", { name: "Copy" })).toBeInTheDocument();
  });

  it("a failed clipboard write is logged and keeps Copy", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    clipboard.mockRejectedValueOnce(new Error("Denied"));
    const u = setupUser();
    openSaved();
    await screen.findByRole("table");
    const row = screen.getByRole("row", { name: /Alpha rising/ });
    await u.click(within(row).getByRole("button", { name: "Copy" }));
    expect(error).toHaveBeenCalledWith("Could not copy the video summary", expect.any(Error));
    expect(within(row).getByRole("button", { name: "Copy" })).toBeInTheDocument();
  });

  it("Remove drops the row when the reply is 'Removed video' and updates the user record", async () => {
    const u = setupUser();
    const { auth } = openSaved();
    await screen.findByRole("table");
    const loads = requests("/getSavedVideoData").length;
    await u.click(
      within(screen.getByRole("row", { name: /Bravo breakout/ })).getByRole("button", { name: "Remove" }),
    );
    await waitFor(() => expect(screen.queryByText("Bravo breakout")).not.toBeInTheDocument());
    expect(lastRequest("/deleteSavedVideo")?.params.get("videoId")).toBe(at(2).videoId);
    expect(backend.savedIds.has(at(2).videoId)).toBe(false);
    expect(Object.keys(auth.userData?.savedVideoIds ?? {}).sort()).toEqual(
      [at(1).videoId, at(3).videoId].sort(),
    );
    expect(total()).toBe("Total: 2");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // The remaining rows come from the cache, not a reload.
    expect(requests("/getSavedVideoData").length).toBe(loads);
  });

  it("offers Undo after a removal, which saves the video again", async () => {
    const u = setupUser();
    const { auth } = openSaved();
    await screen.findByRole("table");
    await u.click(
      within(screen.getByRole("row", { name: /Bravo breakout/ })).getByRole("button", { name: "Remove" }),
    );
    const note = await screen.findByText("Removed “Bravo breakout” from Saved Videos.");
    await u.click(within(note.parentElement!).getByRole("button", { name: "Undo" }));
    expect(await screen.findByRole("row", { name: /Bravo breakout/ })).toBeInTheDocument();
    expect(lastRequest("/savedVideos")?.body).toEqual({ videoId: at(2).videoId });
    expect(auth.userData?.savedVideoIds[at(2).videoId]).toBe(true);
    expect(total()).toBe("Total: 3");
    expect(screen.queryByText(/^Removed “/)).not.toBeInTheDocument();
  });

  it.each([
    ["another message", 200, { message: "Video kept" }, "the server did not confirm the removal"],
    [
      "an error reply",
      404,
      { error: { code: "NOT_FOUND", message: "Video is not in your saved videos" } },
      "Video is not in your saved videos",
    ],
    [
      "a server failure",
      500,
      { error: { code: "INTERNAL", message: "Internal error" } },
      "Something went wrong on our side. Please try again.",
    ],
  ])("Remove keeps the row on %s, logs it and says so", async (_case, status, body, shown) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const u = setupUser();
    const { auth } = openSaved();
    await screen.findByRole("table");
    replyOnce("delete", "/deleteSavedVideo", () => HttpResponse.json(body, { status }));
    await u.click(
      within(screen.getByRole("row", { name: /Bravo breakout/ })).getByRole("button", { name: "Remove" }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Could not remove “Bravo breakout”: ${shown}`);
    expect(screen.getByRole("row", { name: /Bravo breakout/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole("row", { name: /Bravo breakout/ })).getByRole("button", { name: "Remove" }),
    ).toBeEnabled();
    expect(total()).toBe("Total: 3");
    expect(Object.keys(auth.userData?.savedVideoIds ?? {})).toHaveLength(3);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("Could not remove saved video"),
      expect.anything(),
    );
  });

  it("points to the extension's Save button when nothing is saved", async () => {
    openSaved([]);
    expect(await screen.findByText("No saved videos yet")).toBeInTheDocument();
    expect(screen.getByText("Save")).toBeInTheDocument();
    expect(requests("/getSavedVideoData")).toHaveLength(0);
    expect(screen.queryByLabelText("Min Views")).not.toBeInTheDocument();
  });

  it("logs a load failure and offers a retry", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const u = setupUser();
    replyOnce("get", "/getSavedVideoData", () => apiError(500, "INTERNAL", "Internal error"));
    openSaved();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your saved videos");
    expect(error).toHaveBeenCalledWith("Could not load saved videos", expect.anything());
    await u.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByRole("table");
  });

  it("keeps the list within 140vh", async () => {
    openSaved();
    await screen.findByRole("table");
    expect(screen.getByTestId("saved-videos-list")).toHaveClass("max-h-[140vh]", "overflow-y-auto");
  });
});

describe("SavedVideosPage below 768px", () => {
  beforeEach(() => setScreenWidth(375));

  it("shows cards instead of the table, with the product's sort dropdown", async () => {
    openSaved();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const select = screen.getByLabelText("Sort by");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Title",
      "Length",
      "Views",
      "Likes",
      "Comments",
      "Outlier",
      "VPH",
      "Published",
      "Channel Title",
      "Subscribers",
      "Channel Video Count",
    ]);
    expect(select).toHaveValue("videoOutlier");
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual([
      "Bravo breakout",
      "Charlie classic",
      "Alpha rising",
    ]);
  });

  it("sorts from the dropdown, descending first, and toggles the direction", async () => {
    const u = setupUser();
    openSaved();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    const order = () => screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"));
    await u.selectOptions(screen.getByLabelText("Sort by"), "videoTitle");
    expect(order()).toEqual(["Charlie classic", "Bravo breakout", "Alpha rising"]);
    await u.click(screen.getByRole("button", { name: /switch to ascending/ }));
    expect(order()).toEqual(["Alpha rising", "Bravo breakout", "Charlie classic"]);
    await u.selectOptions(screen.getByLabelText("Sort by"), "videoDuration");
    expect(order()).toEqual(["Bravo breakout", "Alpha rising", "Charlie classic"]);
  });

  it("folds the filters behind a button", async () => {
    const u = setupUser();
    openSaved();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(screen.queryByLabelText("Min Views")).not.toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: /^Filters/ }));
    await u.type(screen.getByLabelText("Min Views"), "40000");
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getByRole("button", { name: /^Filters/ })).toHaveTextContent("1 active");
  });

  it("cards carry Copy and Remove", async () => {
    const u = setupUser();
    openSaved();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    const card = screen.getByRole("article", { name: "Alpha rising" });
    await u.click(within(card).getByRole("button", { name: "Copy" }));
    expect(clipboard).toHaveBeenCalledWith(expect.stringContaining(at(1).videoId));
    await u.click(within(card).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
  });
});
