import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sampleUserInfo } from "@vi/types/fixtures";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OutliersPage } from "../../pages/outliers.tsx";
import { backend, makeVideos } from "../../test/backend.ts";
import { currentSearch, renderPage, setScreenWidth } from "../../test/render.tsx";
import { apiError, clearRequests, lastRequest, replyOnce, requests } from "../../test/server.ts";
import { advanceClock, useFakeClock } from "../../test/timers.ts";

const videos = makeVideos(120);

function openOutliers(route = "/outliers") {
  return renderPage(<OutliersPage />, { route });
}

const table = () => screen.getByRole("table");
const bodyRows = () => within(table()).getAllByRole("row").slice(1);
const header = (name: string) => within(table()).getByRole("columnheader", { name: new RegExp(`^${name}`) });
const lastParams = () => lastRequest("/outliers")?.params ?? new URLSearchParams();
const totalText = () => screen.getByText(/^Total records:/).textContent;

beforeEach(() => {
  backend.reset({ videos });
  setScreenWidth(1280);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("OutliersPage", () => {
  it("shows the total, the first page and the eleven columns, sorted by outlier descending by default", async () => {
    openOutliers();
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((th) => th.querySelector("span")?.textContent),
    ).toEqual([
      "Channel",
      "Video",
      "Views",
      "Likes",
      "Comments",
      "Published",
      "Subscribers",
      "Ch. Videos",
      "Outlier",
      "At age",
      "VPH",
    ]);
    expect(bodyRows()).toHaveLength(50);
    expect(header("Outlier")).toHaveAttribute("aria-sort", "descending");
    expect(lastParams().get("sort")).toBe("videoOutlier");
    expect(lastParams().get("order")).toBe("desc");
    expect(lastParams().get("limit")).toBe("50");
    expect(lastRequest("/outliers")?.auth).toBe("Bearer test-token");
    // Video titles link to YouTube in a new tab; numbers are formatted.
    const first = bodyRows()[0]!;
    const link = within(first).getByRole("link", { name: /Video number/ });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=vid\d{8}$/);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(first.textContent).toMatch(/\d+\.\d{2}X/);
  });

  it("a header click sorts on the server and a second click toggles the direction", async () => {
    const user = userEvent.setup();
    const { getByTestId } = openOutliers();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));

    await user.click(within(header("Views")).getByRole("button"));
    await waitFor(() => expect(lastParams().get("sort")).toBe("videoViewCount"));
    expect(lastParams().get("order")).toBe("desc");
    expect(currentSearch(getByTestId).get("sort")).toBe("videoViewCount");
    await waitFor(() => expect(header("Views")).toHaveAttribute("aria-sort", "descending"));
    expect(header("Outlier")).not.toHaveAttribute("aria-sort");
    const topViews = within(bodyRows()[0]!).getAllByRole("cell")[2]!.textContent;
    expect(topViews).toBe("1.2M"); // the largest in the fake catalogue: video 116 with 1,170,000 views

    await user.click(within(header("Views")).getByRole("button"));
    await waitFor(() => expect(lastParams().get("order")).toBe("asc"));
    await waitFor(() => expect(header("Views")).toHaveAttribute("aria-sort", "ascending"));
    expect(currentSearch(getByTestId).get("order")).toBe("asc");
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole("cell")[2]!.textContent).toBe("2.0K"));

    await user.click(within(header("Views")).getByRole("button"));
    await waitFor(() => expect(header("Views")).toHaveAttribute("aria-sort", "descending"));

    // Text columns start ascending; sorting works from the keyboard.
    within(header("Channel")).getByRole("button").focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(lastParams().get("sort")).toBe("channelTitle"));
    expect(lastParams().get("order")).toBe("asc");
  });

  it("applies typed filters after a pause, keeps them in the URL and starts at page 1", async () => {
    const user = useFakeClock();
    const { getByTestId } = openOutliers("/outliers?page=2");
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
    const before = requests("/outliers").length;

    await user.type(screen.getByLabelText("Min Views"), "100000");
    // Nothing is sent per keystroke, nor before the pause is over.
    await advanceClock(399);
    expect(requests("/outliers").length).toBe(before);
    expect(currentSearch(getByTestId).get("minViews")).toBeNull();
    await advanceClock(1);
    expect(currentSearch(getByTestId).get("minViews")).toBe("100000");
    expect(currentSearch(getByTestId).get("page")).toBeNull();
    await waitFor(() => expect(lastParams().get("minViews")).toBe("100000"));
    expect(lastParams().get("offset")).toBe("0");
    const expected = videos.filter((v) => v.videoViewCount >= 100_000).length;
    await waitFor(() => expect(totalText()).toBe(`Total records: ${expected}`));
    expect(requests("/outliers").length).toBe(before + 1);

    // 0 clears the filter.
    await user.clear(screen.getByLabelText("Min Views"));
    await user.type(screen.getByLabelText("Min Views"), "0");
    await advanceClock(400);
    expect(currentSearch(getByTestId).get("minViews")).toBeNull();
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
  });

  it("flags text that is not a number and does not send it", async () => {
    const user = userEvent.setup();
    const { getByTestId } = openOutliers();
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
    const input = screen.getByLabelText("Max Outlier");
    await user.type(input, "abc{Enter}");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter a number (0 or empty for no limit)")).toBeInTheDocument();
    expect(currentSearch(getByTestId).get("maxOutlier")).toBeNull();
  });

  it("catches Min above Max in the form: no request, the rows stay, both boxes flagged", async () => {
    const user = useFakeClock();
    const { getByTestId } = openOutliers();
    await user.type(screen.getByLabelText("Min Views"), "5000{Enter}");
    await waitFor(() => expect(lastParams().get("minViews")).toBe("5000"));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const before = requests("/outliers").length;
    const shown = bodyRows().length;
    await user.type(screen.getByLabelText("Max Views"), "100{Enter}");
    await advanceClock(1000);
    expect(screen.getByText("Min is above Max. Lower Min or raise Max.")).toBeInTheDocument();
    expect(screen.getByLabelText("Min Views")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Max Views")).toHaveAttribute("aria-invalid", "true");
    expect(requests("/outliers").length).toBe(before);
    expect(currentSearch(getByTestId).get("maxViews")).toBeNull();
    expect(bodyRows()).toHaveLength(shown);
    // Fixing the range applies it.
    await user.type(screen.getByLabelText("Max Views"), "000{Enter}");
    await waitFor(() => expect(lastParams().get("maxViews")).toBe("100000"));
    expect(lastParams().get("minViews")).toBe("5000");
  });

  it("shows thumbnail cards in the grid view and saves a video from the website", async () => {
    const user = userEvent.setup();
    const { getByTestId, auth } = openOutliers();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    // The table has each video's thumbnail.
    expect(bodyRows()[0]!.querySelector("img")?.getAttribute("src")).toMatch(
      /^https:\/\/i\.ytimg\.com\/vi\//,
    );
    await user.click(screen.getByRole("button", { name: "Grid" }));
    expect(currentSearch(getByTestId).get("layout")).toBe("grid");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "Outliers" })).getAllByRole("article");
    expect(cards).toHaveLength(50);
    const card = cards[0]!;
    expect(card.textContent).toMatch(/\d+\.\d{2}X/);
    expect(card.textContent).toMatch(/VPH/);
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await within(card).findByRole("link", { name: "Saved" })).toHaveAttribute("href", "/savedVideos");
    const savedId = within(card).getAllByRole("link")[0]!.getAttribute("href")!.split("v=")[1]!;
    expect(lastRequest("/savedVideos")?.method).toBe("POST");
    expect(auth.userData?.savedVideoIds[savedId]).toBe(true);
  });

  it("reads filters and sort from the URL and sends keyword, format and date", async () => {
    openOutliers(
      "/outliers?minOutlier=2&maxSubscribers=50000&q=minecraft&format=long&publishedAfter=2024-02-01&sort=videoVph&order=asc",
    );
    await waitFor(() => expect(lastParams().get("sort")).toBe("videoVph"));
    const params = lastParams();
    expect(Object.fromEntries(params)).toMatchObject({
      minOutlier: "2",
      maxSubscribers: "50000",
      q: "minecraft",
      format: "long",
      publishedAfter: "2024-02-01",
      order: "asc",
    });
    expect(screen.getByLabelText("Min Outlier")).toHaveValue("2");
    expect(screen.getByLabelText("Keyword")).toHaveValue("minecraft");
    expect(screen.getByLabelText("Format")).toHaveValue("long");
    expect(screen.getByLabelText("Published after")).toHaveValue("2024-02-01");
    await waitFor(() => expect(header("VPH")).toHaveAttribute("aria-sort", "ascending"));
    for (const row of bodyRows()) expect(row.textContent).toMatch(/minecraft/);
  });

  it("pages on the server without loading everything", async () => {
    const user = userEvent.setup();
    const { getByTestId } = openOutliers();
    await waitFor(() => expect(screen.getByText("Page 1 of 3")).toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(lastParams().get("offset")).toBe("50"));
    expect(currentSearch(getByTestId).get("page")).toBe("2");
    await waitFor(() => expect(screen.getByText("Page 2 of 3")).toBeInTheDocument());
    expect(screen.getByText("Showing 51–100 of 120")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Rows per page"), "100");
    await waitFor(() => expect(lastParams().get("limit")).toBe("100"));
    expect(lastParams().get("offset")).toBe("0");
    expect(requests("/outliers").every((r) => Number(r.params.get("limit")) <= 200)).toBe(true);
  });

  it("pages past the API's offset cap with Next by cursor, and back with Previous", async () => {
    backend.reset({ videos: makeVideos(10_060) });
    const user = userEvent.setup();
    const { getByTestId } = openOutliers("/outliers?size=25&page=401");
    await waitFor(() => expect(screen.getByText("Page 401 of 403")).toBeInTheDocument());
    expect(lastParams().get("offset")).toBe("10000");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("Page 402 of 403")).toBeInTheDocument());
    expect(lastParams().get("cursor")).toBe("p10025");
    expect(lastParams().get("offset")).toBe("0");
    expect(currentSearch(getByTestId).get("after")).toBe("p10025");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("Page 403 of 403")).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(screen.getByText("Page 402 of 403")).toBeInTheDocument());
    expect(currentSearch(getByTestId).get("after")).toBe("p10025");
  }, 60_000);

  it("goes back to the last page when the URL points past the end", async () => {
    const { getByTestId } = openOutliers("/outliers?page=9");
    await waitFor(() => expect(currentSearch(getByTestId).get("page")).toBe("3"));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
  });

  it("Refresh Data asks the server again", async () => {
    const user = userEvent.setup();
    openOutliers();
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
    const before = requests("/outliers").length;
    backend.reset({ videos: makeVideos(130) });
    clearRequests();
    await user.click(screen.getByRole("button", { name: "Refresh Data" }));
    await waitFor(() => expect(totalText()).toBe("Total records: 130"));
    expect(requests("/outliers").length).toBe(1);
    expect(before).toBeGreaterThan(0);
  });

  it("shows the server's error with a Retry that recovers", async () => {
    const user = userEvent.setup();
    replyOnce("get", "/outliers", () => apiError(500, "INTERNAL", "Database is down"));
    openOutliers();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the outliers");
    // The server's words stay in the log; the page says it in a sentence.
    expect(alert).toHaveTextContent("Something went wrong on our side. Please try again.");
    expect(alert).not.toHaveTextContent("Database is down");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("has an empty state that clears the filters", async () => {
    const user = userEvent.setup();
    const { getByTestId } = openOutliers("/outliers?minViews=999999999");
    expect(await screen.findByText("No videos match these filters")).toBeInTheDocument();
    expect(totalText()).toBe("Total records: 0");
    await user.click(screen.getAllByRole("button", { name: "Clear filters" }).at(-1)!);
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
    expect(currentSearch(getByTestId).toString()).toBe("");
  });

  it("shows the first record as raw detail, collapsed until opened", async () => {
    const user = userEvent.setup();
    openOutliers();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const summary = screen.getByText("First record (raw data)");
    const details = summary.closest("details")!;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    const firstId = within(bodyRows()[0]!)
      .getByRole("link", { name: /Video number/ })
      .getAttribute("href")!
      .split("v=")[1]!;
    const shown = JSON.parse(details.querySelector("pre")!.textContent!);
    expect(shown).toEqual(videos.find((v) => v.videoId === firstId));
  });

  it("exports the filtered set as CSV through the API's pages", async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:test";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    openOutliers("/outliers?minOutlier=2&sort=videoViewCount");
    await waitFor(() => expect(lastParams().get("minOutlier")).toBe("2"));
    const expected = videos.filter((v) => (v.videoOutlier ?? 0) >= 2);
    await waitFor(() => expect(totalText()).toBe(`Total records: ${expected.length}`));

    await user.click(screen.getByRole("button", { name: /Export CSV/ }));
    await screen.findByText(`Exported ${expected.length} rows.`);
    expect(click).toHaveBeenCalledTimes(1);
    const exportCalls = requests("/outliers").filter((r) => r.params.get("limit") === "200");
    expect(exportCalls.length).toBeGreaterThan(0);
    expect(
      exportCalls.every(
        (r) => r.params.get("minOutlier") === "2" && r.params.get("sort") === "videoViewCount",
      ),
    ).toBe(true);
    const text = await blobs[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(expected.length + 1);
    const viewsOrder = lines.slice(1).map((line) => Number(line.split(",")[4]));
    expect(viewsOrder).toEqual([...viewsOrder].sort((a, b) => b - a));
  });

  it("collapses the filters behind a button below 768px", async () => {
    setScreenWidth(375);
    const user = userEvent.setup();
    openOutliers("/outliers?minViews=5");
    await waitFor(() => expect(totalText()).toMatch(/Total records: \d+/));
    expect(screen.queryByLabelText("Min Views")).not.toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: /Filters/ });
    expect(toggle).toHaveTextContent("1 active");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByLabelText("Min Views")).toHaveValue("5");
  });

  it("below 768px drops the channel column for a line under the title and sorts from a dropdown", async () => {
    setScreenWidth(375);
    const user = userEvent.setup();
    const { getByTestId } = openOutliers();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(within(table()).queryByRole("columnheader", { name: /^Channel/ })).not.toBeInTheDocument();
    const firstCell = within(bodyRows()[0]!).getAllByRole("cell")[0]!;
    expect(firstCell.textContent).toMatch(/^\d+:\d{2}Video number \d+.*Channel [A-Z]SaveHistory$/);
    const select = screen.getByLabelText("Sort by");
    expect(within(select).getAllByRole("option")).toHaveLength(11);
    await user.selectOptions(select, "channelTitle");
    await waitFor(() => expect(lastParams().get("sort")).toBe("channelTitle"));
    await user.click(screen.getByRole("button", { name: /switch to ascending/ }));
    await waitFor(() => expect(currentSearch(getByTestId).get("order")).toBe("asc"));
    expect(lastParams().get("sort")).toBe("channelTitle");
  });

  it("debounces: a burst of typing becomes one request 400 ms after the last key", async () => {
    useFakeClock();
    openOutliers();
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
    const before = requests("/outliers").length;
    const input = screen.getByLabelText("Min Subscribers");
    fireEvent.change(input, { target: { value: "2" } });
    await advanceClock(300);
    fireEvent.change(input, { target: { value: "20000" } });
    await advanceClock(399);
    expect(requests("/outliers").length).toBe(before);
    await advanceClock(1);
    await waitFor(() => expect(lastParams().get("minSubscribers")).toBe("20000"));
    expect(requests("/outliers").length).toBe(before + 1);
  });

  it("offers 'My subscriptions' only with a linked channel, and asks the API for those channels", async () => {
    const { unmount } = renderPage(<OutliersPage />, {
      route: "/outliers",
      user: { ...sampleUserInfo, youtubeAccounts: [], currentAccount: null },
    });
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
    expect(screen.queryByRole("checkbox", { name: /My subscriptions/ })).toBeNull();
    unmount();

    const { getByTestId } = openOutliers();
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
    const toggle = screen.getByRole("checkbox", { name: /My subscriptions/ });
    expect(toggle).not.toBeChecked();
    expect(lastParams().has("mySubscriptions")).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect(lastParams().get("mySubscriptions")).toBe("true"));
    expect(currentSearch(getByTestId).get("subs")).toBe("mine");
    expect(toggle).toBeChecked();
  });

  it("'Breaking out now' asks for an outlier at the same age of 2x or more, kept in the URL", async () => {
    const { getByTestId } = openOutliers();
    await waitFor(() => expect(totalText()).toBe("Total records: 120"));
    const toggle = screen.getByRole("checkbox", { name: /Breaking out now/ });
    expect(lastParams().has("minOutlierAtAge")).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect(lastParams().get("minOutlierAtAge")).toBe("2"));
    expect(currentSearch(getByTestId).get("breaking")).toBe("1");
    await waitFor(() =>
      expect(Number(totalText().replace(/\D/g, ""))).toBe(
        videos.filter((v) => (v.videoOutlierAtAge ?? -1) >= 2).length,
      ),
    );
  });
});
