import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { WatchPanel, type WatchPanelProps } from "../../components/WatchPanel";
import type { VideoPageData } from "../../utils/page-data";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NOW = Date.parse("2025-06-01T12:00:00Z");
const VIDEO: VideoPageData = {
  videoId: "aBcDeFgHiJk",
  title: "A video",
  channelId: "UCmakerLane0000000000001",
  channelName: "Maker Lane",
  viewCount: 1_500_000,
  likeCount: 42_000,
  lengthSeconds: 600,
  keywords: ["cabin", "diy"],
  // 1000 hours before NOW: 1,500,000 / 1000 = 1.5K VPH.
  publishedAt: new Date(NOW - 1000 * 3_600_000).toISOString(),
  isLive: false,
};

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

function render(overrides: Partial<WatchPanelProps> = {}) {
  const props: WatchPanelProps = {
    video: VIDEO,
    now: NOW,
    signedIn: false,
    loginUrl: "http://localhost:5173/login",
    copyText: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  act(() => root.render(<WatchPanel {...props} />));
  return props;
}

const stat = (label: string) =>
  [...container.querySelectorAll(".stat")]
    .find((el) => el.querySelector(".label")?.textContent === label)
    ?.querySelector(".value")?.textContent;

describe("WatchPanel", () => {
  test("shows lifetime VPH, views, likes and age from the page data", () => {
    render();
    expect(stat("VPH")).toBe("1.5K");
    expect(stat("Views")).toBe("1.5M");
    expect(stat("Likes")).toBe("42.0K");
    expect(stat("Published")).toBe("1 month ago");
    expect([...container.querySelectorAll(".chip")].map((c) => c.textContent)).toEqual(["cabin", "diy"]);
  });

  test("hides likes when the page has none, and shows '-' for unknown numbers", () => {
    render({ video: { ...VIDEO, likeCount: null, viewCount: null, publishedAt: null } });
    expect(stat("Likes")).toBeUndefined();
    expect(stat("Views")).toBe("-");
    expect(stat("VPH")).toBe("-");
    expect(stat("Published")).toBe("-");
  });

  test("signed out: the outlier area links to the website's login", () => {
    render();
    const link = container.querySelector<HTMLAnchorElement>("[data-testid=outlier] a");
    expect(link?.textContent).toBe("Sign in to see outlier scores");
    expect(link?.getAttribute("href")).toBe("http://localhost:5173/login");
  });

  test("signed in: no sign-in prompt; the insights slot renders what it is given", () => {
    render({ signedIn: true, insights: <span className="value">3.46X</span> });
    expect(container.textContent).not.toContain("Sign in to see outlier scores");
    expect(container.querySelector("[data-testid=outlier]")?.textContent).toContain("3.46X");
  });

  test("empty state without tags", () => {
    render({ video: { ...VIDEO, keywords: [] } });
    expect(container.querySelector(".empty")?.textContent).toBe("This video has no tags");
    expect(container.querySelector("button")).toBeNull();
  });

  test("Copy tags copies 'a, b' and confirms for 2 seconds", async () => {
    vi.useFakeTimers();
    const props = render();
    const button = container.querySelector("button")!;
    expect(button.textContent).toContain("Copy tags");
    await act(async () => button.click());
    expect(props.copyText).toHaveBeenCalledWith("cabin, diy");
    expect(button.textContent).toContain("Copied");
    act(() => vi.advanceTimersByTime(1999));
    expect(button.textContent).toContain("Copied");
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toContain("Copy tags");
  });

  test("a refused clipboard says so", async () => {
    render({ copyText: vi.fn().mockRejectedValue(new Error("denied")) });
    const button = container.querySelector("button")!;
    await act(async () => button.click());
    expect(button.textContent).toBe("Copy failed");
  });

  test("comment-ideas and transcript slots render only when filled", () => {
    render();
    expect(container.querySelector("[data-slot]")).toBeNull();
    render({ commentIdeas: <p>ideas</p>, transcript: <p>transcript</p> });
    expect(container.querySelector("[data-slot=comment-ideas]")?.textContent).toBe("ideas");
    expect(container.querySelector("[data-slot=transcript]")?.textContent).toBe("transcript");
  });
});
