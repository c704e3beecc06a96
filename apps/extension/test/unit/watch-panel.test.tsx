import { extensionDe } from "@vi/i18n/catalogs/extension/de";
import { formatDe } from "@vi/i18n/catalogs/format/de";
import type { VideoInsight } from "@vi/types";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { SHADOW_ROOT_MODE } from "../../content/trusted-events.ts";
import { createUiI18n } from "../../content/ui-i18n.tsx";
import type { CommentIdeasAnswer } from "../../content/watch-panel/comment-ideas.tsx";
import type { HistoryAnswer } from "../../content/watch-panel/history.tsx";
import {
  type PanelAnalyses,
  WatchPanel,
  type WatchPanelProps,
} from "../../content/watch-panel/watch-panel.tsx";
import type { CommentIdeasReport, UsageToday } from "../../shared/analysis-protocol.ts";
import type { PanelHistory } from "../../shared/background-protocol.ts";
import type { VideoPageData } from "../../shared/page-protocol.ts";
import { userClick } from "./trusted-click.ts";

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
  isUpcoming: false,
  scheduledStartAt: null,
  captionTracks: [],
};

const INSIGHT: VideoInsight = {
  videoId: VIDEO.videoId,
  videoTitle: VIDEO.title,
  videoViewCount: 1_400_000,
  videoLikeCount: 41_000,
  videoCommentCount: 3_120,
  videoPublishedAt: VIDEO.publishedAt!,
  videoOutlier: 3.456,
  videoVph: 1_400,
  videoDuration: "PT10M",
  channelTitle: "Maker Lane",
  channelSubscriberCount: 1_230_000,
  channelVideoCount: 120,
  recentVph: 980,
  tags: ["cabin", "diy"],
  channelId: "UCmakerLane0000000000001",
  format: "long",
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
    loadTranscript: async () => [],
    saveFile: () => {},
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

  test("an upcoming premiere or stream: 'Scheduled', and no VPH or outlier score, signed in or out", () => {
    const upcoming: VideoPageData = {
      ...VIDEO,
      viewCount: 0,
      publishedAt: null,
      isUpcoming: true,
      scheduledStartAt: new Date(NOW + 5 * 3_600_000).toISOString(),
    };
    render({ video: upcoming });
    expect(stat("Published")).toBe("Scheduled");
    expect(stat("VPH")).toBeUndefined();
    expect(container.querySelector("[data-testid=outlier]")).toBeNull();
    render({ video: upcoming, signedIn: true, insight: { status: "ready", insight: INSIGHT } });
    expect(stat("Published")).toBe("Scheduled");
    expect(stat("VPH")).toBeUndefined();
    expect(stat("Recent VPH")).toBeUndefined();
    expect(container.querySelector("[data-testid=outlier]")).toBeNull();
    expect(container.textContent).not.toContain("3.46X");
  });

  test("a live stream: 'Live now', no VPH or outlier score", () => {
    render({
      video: { ...VIDEO, isLive: true },
      signedIn: true,
      insight: { status: "ready", insight: INSIGHT },
    });
    expect(stat("Published")).toBe("Live now");
    expect(stat("VPH")).toBeUndefined();
    expect(container.querySelector("[data-testid=outlier]")).toBeNull();
  });

  test("signed out: the outlier area links to the website's login", () => {
    render();
    const link = container.querySelector<HTMLAnchorElement>("[data-testid=outlier] a");
    expect(link?.textContent).toBe("Sign in to see outlier scores");
    expect(link?.getAttribute("href")).toBe("http://localhost:5173/login");
  });

  test("signed out: Save is a link to the website's login, not a toggle", () => {
    render();
    const save = container.querySelector<HTMLElement>(".save-button")!;
    expect(save.tagName).toBe("A");
    expect(save.textContent).toBe("Save");
    expect(save.getAttribute("href")).toBe("http://localhost:5173/login");
    expect(save.title).toContain("Sign in to see outlier scores");
    expect(save.getAttribute("aria-pressed")).toBeNull();
  });

  test("signed in: outlier score with its formula, recent VPH, comments and subscribers from the API", () => {
    render({
      signedIn: true,
      insight: { status: "ready", insight: INSIGHT },
      saved: false,
      setSaved: vi.fn(),
    });
    expect(container.textContent).not.toContain("Sign in to see outlier scores");
    const outlier = container.querySelector("[data-testid=outlier]")!;
    expect(outlier.querySelector(".value")?.textContent).toBe("3.46X");
    expect(outlier.querySelector(".value")?.className).toContain("band-2");
    // The explanation is tied to a focusable element, so keyboard users reach it too.
    const score = outlier.querySelector<HTMLElement>(".score")!;
    expect(score.tabIndex).toBe(0);
    const tip = document.getElementById(score.getAttribute("aria-describedby")!);
    expect(tip?.getAttribute("role")).toBe("tooltip");
    expect(tip?.textContent).toContain(
      "views ÷ median views of the channel's last 30 videos of the same format, each at least 7 days old",
    );
    expect(stat("Recent VPH")).toBe("980");
    expect(stat("Comments")).toBe("3.1K");
    expect(stat("Subscribers")).toBe("1.2M");
    // Page figures still come from the page (fresher than the API's stored ones).
    expect(stat("Views")).toBe("1.5M");
  });

  test("signed in without enough channel history: '-' and 'not enough history'", () => {
    render({
      signedIn: true,
      insight: { status: "ready", insight: { ...INSIGHT, videoOutlier: null, recentVph: null } },
    });
    const outlier = container.querySelector("[data-testid=outlier]")!;
    expect(outlier.querySelector(".value")?.textContent).toBe("-");
    expect(outlier.textContent).toContain("not enough history");
    expect(stat("Recent VPH")).toBe("-");
  });

  test("signed in, a video the API could not find: '-' and 'no data yet'", () => {
    render({ signedIn: true, insight: { status: "ready", insight: null } });
    const outlier = container.querySelector("[data-testid=outlier]")!;
    expect(outlier.querySelector(".value")?.textContent).toBe("-");
    expect(outlier.textContent).toContain("no data yet");
    expect(stat("Comments")).toBe("-");
  });

  test("signed in while the API has not answered: placeholders, no numbers made up", () => {
    render({ signedIn: true, insight: { status: "loading" } });
    expect(container.querySelector("[data-testid=outlier] .skeleton")).not.toBeNull();
    expect(stat("Comments")).toBe("");
    expect(container.querySelector(".panel")?.getAttribute("aria-busy")).toBe("true");
  });

  test("signed in, API failure: says so and keeps the page's numbers", () => {
    render({ signedIn: true, insight: { status: "error", message: "HTTP error! status 503" } });
    expect(container.querySelector(".notice")?.textContent).toBe(
      "Outlier data is unavailable right now: HTTP error! status 503",
    );
    expect(stat("VPH")).toBe("1.5K");
  });

  test("the extension's own failures are worded in the reader's language; the API's message as it comes", () => {
    render({ signedIn: true, insight: { status: "error", message: "Not signed in", code: "NOT_SIGNED_IN" } });
    expect(container.querySelector(".notice")?.textContent).toBe(
      "Outlier data is unavailable right now: Not signed in",
    );
    render({ signedIn: true, insight: { status: "error", message: "", code: "EXTENSION_UNAVAILABLE" } });
    expect(container.querySelector(".notice")?.textContent).toBe(
      "Outlier data is unavailable right now: The extension could not answer. Reload the page and try again.",
    );
    const german = createUiI18n({ language: "de", catalog: { extension: extensionDe, format: formatDe } });
    const props: WatchPanelProps = {
      video: VIDEO,
      now: NOW,
      signedIn: true,
      loginUrl: "http://localhost:5173/login",
      copyText: vi.fn().mockResolvedValue(undefined),
      loadTranscript: async () => [],
      saveFile: () => {},
      insight: { status: "error", message: "Not signed in", code: "NOT_SIGNED_IN" },
    };
    act(() =>
      root.render(
        <I18nextProvider i18n={german}>
          <WatchPanel {...props} />
        </I18nextProvider>,
      ),
    );
    expect(container.querySelector(".notice")?.textContent).toBe(
      "Outlier-Daten sind gerade nicht verfügbar: Nicht angemeldet",
    );
    act(() =>
      root.render(
        <I18nextProvider i18n={german}>
          <WatchPanel
            {...props}
            insight={{ status: "error", message: "Too many requests", code: "RATE_LIMITED" }}
          />
        </I18nextProvider>,
      ),
    );
    expect(container.querySelector(".notice")?.textContent).toBe(
      "Outlier-Daten sind gerade nicht verfügbar: Too many requests",
    );
  });

  test("Save switches to Saved at once and stays when the API agrees", async () => {
    let finish!: (error: string | null) => void;
    const setSaved = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    render({ signedIn: true, insight: { status: "ready", insight: INSIGHT }, saved: false, setSaved });
    const button = container.querySelector<HTMLButtonElement>(".save-button")!;
    expect(button.textContent).toBe("Save");
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await act(async () => userClick(button));
    expect(setSaved).toHaveBeenCalledWith(true);
    expect(button.textContent).toBe("Saved"); // optimistic
    // The stored state follows (the background updated savedVideoIds), then the call ends.
    render({ signedIn: true, insight: { status: "ready", insight: INSIGHT }, saved: true, setSaved });
    await act(async () => finish(null));
    expect(button.textContent).toBe("Saved");
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(container.querySelector(".save-error")).toBeNull();
  });

  // Issue 28, #11: a YouTube page script clicked Save and Find ideas (a video saved, a use spent).
  test("clicks a script makes (click(), dispatchEvent) save nothing and spend nothing", async () => {
    const setSaved = vi.fn().mockResolvedValue(null);
    const analyzeComments = vi
      .fn<PanelAnalyses["analyzeComments"]>()
      .mockResolvedValue({ ok: false, failure: { message: "stop", quota: false } });
    const analyzeChannel = vi.fn<PanelAnalyses["analyzeChannel"]>();
    render({
      signedIn: true,
      insight: { status: "ready", insight: INSIGHT },
      saved: false,
      setSaved,
      analyses: analyses({ analyzeComments, analyzeChannel }),
    });
    for (const target of [
      container.querySelector<HTMLButtonElement>(".save-button")!,
      button("Find ideas"),
      button("Analyze channel"),
    ]) {
      await act(async () => target.click());
      await act(async () => {
        target.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true }));
      });
    }
    expect(setSaved).not.toHaveBeenCalled();
    expect(analyzeComments).not.toHaveBeenCalled();
    expect(analyzeChannel).not.toHaveBeenCalled();
    expect(container.querySelector(".save-button")?.textContent).toBe("Save");
    // The user's own click still works.
    await act(async () => userClick(button("Find ideas")));
    expect(analyzeComments).toHaveBeenCalledTimes(1);
  });

  test("the panels' shadow roots are closed outside the browser tests' build", () => {
    expect(SHADOW_ROOT_MODE).toBe("closed");
  });

  test("a failed Save reverts to Save with the reason", async () => {
    const setSaved = vi.fn().mockResolvedValue("HTTP error! status 500");
    render({ signedIn: true, insight: { status: "ready", insight: INSIGHT }, saved: false, setSaved });
    const button = container.querySelector<HTMLButtonElement>(".save-button")!;
    await act(async () => userClick(button));
    expect(button.textContent).toBe("Save");
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      "Could not save: HTTP error! status 500",
    );
  });

  test("unsaving a saved video calls setSaved(false)", async () => {
    const setSaved = vi.fn().mockResolvedValue(null);
    render({ signedIn: true, insight: { status: "ready", insight: INSIGHT }, saved: true, setSaved });
    const button = container.querySelector<HTMLButtonElement>(".save-button")!;
    expect(button.textContent).toBe("Saved");
    await act(async () => userClick(button));
    expect(setSaved).toHaveBeenCalledWith(false);
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
    await act(async () => userClick(button));
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
    await act(async () => userClick(button));
    expect(button.textContent).toBe("Copy failed");
  });

  test("signed out, comment ideas and the channel analysis invite to sign in", () => {
    render();
    const ideas = container.querySelector("[data-slot=comment-ideas]")!;
    expect(ideas.textContent).toContain("Comment ideas");
    expect(ideas.querySelector("a")?.getAttribute("href")).toBe("http://localhost:5173/login");
    const row = container.querySelector("[data-testid=channel-row]")!;
    expect(row.textContent).toContain("Maker Lane");
    expect(row.querySelector("a")?.textContent).toBe("Sign in to analyze this channel");
  });

  test("Find ideas shows what is left today, progress while it runs, then the ideas with their comments", async () => {
    let finish: (answer: CommentIdeasAnswer) => void = () => {};
    const analyzeComments = vi.fn(() => new Promise<CommentIdeasAnswer>((resolve) => (finish = resolve)));
    const copyText = vi.fn().mockResolvedValue(undefined);
    render({ signedIn: true, copyText, analyses: analyses({ analyzeComments }), upgradeUrl: UPGRADE });
    const find = button("Find ideas");
    expect(find.textContent).toBe("Find ideas (1 of 2 left today)");
    await act(async () => userClick(find));
    expect(container.querySelector(".progress")?.textContent).toContain("Reading the top comments");
    await act(async () => finish({ ok: true, report: REPORT, usage: { ...USAGE.comments, used: 2 } }));
    expect(analyzeComments).toHaveBeenCalledTimes(1);
    expect(container.querySelector("[data-testid=ideas-summary]")?.textContent).toBe(
      "480 comments read (12 not in English, left out) · 50% positive, 40% neutral, 10% negative",
    );
    const ideas = [...container.querySelectorAll(".idea")];
    expect(ideas.map((idea) => idea.querySelector(".idea-text")?.textContent)).toEqual([
      "How do you insulate the floor?",
      "part 2",
    ]);
    expect(ideas[0]?.querySelector(".title-text")?.textContent).toBe("How to Insulate a Cabin Floor");
    await act(async () => userClick(button("Copy title")));
    expect(copyText).toHaveBeenCalledWith("How to Insulate a Cabin Floor");
    expect(container.querySelector(".idea-comments")).toBeNull();
    await act(async () => userClick(button("2 comments")));
    const links = [...container.querySelectorAll(".idea-comments a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "https://www.youtube.com/watch?v=aBcDeFgHiJk&lc=c1",
      "https://www.youtube.com/watch?v=aBcDeFgHiJk&lc=c2",
    ]);
  });

  test("a spent allowance turns Find ideas off and shows the quota message with Upgrade, as the website", async () => {
    render({
      signedIn: true,
      upgradeUrl: UPGRADE,
      analyses: analyses({ usage: { ...USAGE, comments: { ...USAGE.comments, used: 2 } } }),
    });
    // The button stays in view, off, with the bare label (no "0 of 2 left today").
    expect(button("Find ideas").disabled).toBe(true);
    const quota = container.querySelector(".quota")!;
    expect(quota.textContent).toMatch(
      /^Daily limit reachedYou have used your 2 comment analyses for today\. Resets at \d{1,2}:\d{2} [AP]M\.Upgrade$/,
    );
    expect(quota.querySelector("a")?.getAttribute("href")).toBe(UPGRADE);
  });

  test("the API's quota refusal is shown as it says, with Upgrade; other failures without", async () => {
    const refusal = {
      message: "You have used your 2 comment analyses today; they reset at midnight.",
      quota: true,
    };
    render({
      signedIn: true,
      upgradeUrl: UPGRADE,
      analyses: analyses({ analyzeComments: async () => ({ ok: false, failure: refusal }) }),
    });
    await act(async () => userClick(button("Find ideas")));
    expect(container.querySelector(".quota")?.textContent).toBe(
      `Daily limit reached${refusal.message}Upgrade`,
    );
    // Refused for the day: no second try from this card.
    expect(buttons().find((b) => b.textContent?.startsWith("Find ideas"))?.disabled).toBe(true);
    render({
      signedIn: true,
      upgradeUrl: UPGRADE,
      video: { ...VIDEO, videoId: "ZyXwVuTsRqP" },
      analyses: analyses({
        analyzeComments: async () => ({ ok: false, failure: { message: "Comments are off", quota: false } }),
      }),
    });
    await act(async () => userClick(button("Find ideas")));
    expect(container.querySelector(".notice")?.textContent).toBe("Comments are off");
    expect(container.querySelector(".upgrade")).toBeNull();
  });

  test("an analysis the extension could not send is worded by the extension, not the browser", async () => {
    render({
      signedIn: true,
      upgradeUrl: UPGRADE,
      analyses: analyses({
        analyzeComments: async () => ({
          ok: false,
          failure: { message: "Could not establish connection", code: "EXTENSION_UNAVAILABLE", quota: false },
        }),
      }),
    });
    await act(async () => userClick(button("Find ideas")));
    expect(container.querySelector(".notice")?.textContent).toBe(
      "The extension could not answer. Reload the page and try again.",
    );
  });

  test("Analyze channel opens the analysis on the website, or shows the quota message", async () => {
    const analyzeChannel = vi
      .fn<PanelAnalyses["analyzeChannel"]>()
      .mockResolvedValueOnce({ ok: true, url: "http://localhost:5173/analyses/a9" })
      .mockResolvedValueOnce({
        ok: false,
        failure: { message: "No channel analyses left today.", quota: true },
      });
    render({ signedIn: true, upgradeUrl: UPGRADE, analyses: analyses({ analyzeChannel }) });
    const analyze = button("Analyze channel");
    expect(analyze.title).toBe("Channel analyses: 2 of 2 left today");
    await act(async () => userClick(analyze));
    const note = container.querySelector(".analyze-note")!;
    expect(note.textContent).toContain("Opened on the website");
    expect(note.querySelector("a")?.getAttribute("href")).toBe("http://localhost:5173/analyses/a9");
    await act(async () => userClick(button("Analyze channel")));
    expect(container.querySelector(".analyze-channel .quota a")?.getAttribute("href")).toBe(UPGRADE);
  });
});

const UPGRADE = "http://localhost:5173/pricing";
const RESETS = "2025-06-02T00:00:00.000Z";
const USAGE: UsageToday = {
  comments: { used: 1, limit: 2, resetsAt: RESETS },
  channel: { used: 0, limit: 2, resetsAt: RESETS },
  results: { used: 0, limit: 2, resetsAt: RESETS },
  transcripts: { used: 0, limit: 3, resetsAt: RESETS },
};
const REPORT: CommentIdeasReport = {
  analysisId: "a1",
  videoId: VIDEO.videoId,
  commentCount: 480,
  otherLanguageCount: 12,
  sentiment: { positive: 0.5, neutral: 0.4, negative: 0.1 },
  ideas: [
    {
      kind: "question",
      text: "How do you insulate the floor?",
      title: "How to Insulate a Cabin Floor",
      likes: 1200,
      replies: 40,
      comments: [
        {
          text: "How do you insulate the floor?",
          likes: 900,
          url: "https://www.youtube.com/watch?v=aBcDeFgHiJk&lc=c1",
        },
        {
          text: "what about floor insulation",
          likes: 300,
          url: "https://www.youtube.com/watch?v=aBcDeFgHiJk&lc=c2",
        },
      ],
    },
    { kind: "request", text: "part 2", title: "Cabin Build Part 2", likes: 500, replies: 3, comments: [] },
  ],
};

function analyses(overrides: Partial<PanelAnalyses> = {}): PanelAnalyses {
  return {
    usage: USAGE,
    analyzeComments: async () => ({ ok: true, report: REPORT, usage: null }),
    analyzeChannel: async () => ({ ok: true, url: "http://localhost:5173/analyses/x" }),
    ...overrides,
  };
}

const buttons = () => [...container.querySelectorAll("button")];
function button(text: string): HTMLButtonElement {
  const found = buttons().find((b) => b.textContent?.startsWith(text));
  if (!found)
    throw new Error(
      `no button "${text}" in ${buttons()
        .map((b) => b.textContent)
        .join(" | ")}`,
    );
  return found;
}

describe("WatchPanel history line", () => {
  const HOUR = 3_600_000;
  const published = NOW - 18.5 * HOUR;
  const history = (overrides: Partial<PanelHistory> = {}): PanelHistory => ({
    publishedAt: new Date(published).toISOString(),
    fetchedAt: new Date(NOW).toISOString(),
    outlierAtAge: 4.2,
    outlierAtAgeSample: 9,
    snapshots: [1, 2, 3, 6, 12, 18].map((h) => [published + h * HOUR, h * 300]),
    curve: [1, 3, 6, 12, 24, 48, 168, 336, 720].map((ageHours) => ({
      ageHours,
      sampleSize: 9,
      median: ageHours * 70,
      p25: ageHours * 50,
      p75: ageHours * 90,
    })),
    ...overrides,
  });

  async function renderHistory(answer: HistoryAnswer) {
    const loadHistory = vi.fn().mockResolvedValue(answer);
    render({
      video: { ...VIDEO, publishedAt: new Date(published).toISOString() },
      signedIn: true,
      insight: { status: "ready", insight: INSIGHT },
      loadHistory,
      websiteOrigin: "http://localhost:5173",
    });
    await act(async () => {});
    return loadHistory;
  }

  test("says how the video compares with the channel's usual start at its age, with a sparkline", async () => {
    const load = await renderHistory({ ok: true, history: history() });
    expect(load).toHaveBeenCalledWith(VIDEO.videoId);
    expect(container.querySelector("[data-testid=history-line]")?.textContent).toBe(
      "At 18 hours: 4.2x this channel's usual start",
    );
    const svg = container.querySelector(".sparkline svg");
    expect(svg?.getAttribute("aria-label")).toBe(
      "Views over 18 hours, 5.4K now, against the channel's usual start",
    );
    // The band reaches the last age shown (18.5 h x 1.2 = 22 h: 1 h to 12 h of the curve).
    expect(svg?.querySelector(".band")?.getAttribute("d")).toMatch(/^M.*Z$/);
    expect(svg?.querySelector(".views")?.getAttribute("d")?.match(/[ML]/g)).toHaveLength(6);
    expect(container.querySelector(".history a")?.getAttribute("href")).toBe(
      `http://localhost:5173/videos/${VIDEO.videoId}`,
    );
  });

  test("says 'not enough history' below 5 videos at the age, and shows no band without a usual start", async () => {
    await renderHistory({
      ok: true,
      history: history({ outlierAtAge: null, outlierAtAgeSample: 2, curve: [] }),
    });
    expect(container.querySelector("[data-testid=history-line]")?.textContent).toBe(
      "At 18 hours: not enough history yet (2 of the 5 videos of this channel needed at this age).",
    );
    expect(container.querySelector(".sparkline .band")).toBeNull();
    expect(container.querySelector(".sparkline figcaption")?.textContent).toMatch(/no usual start/);
  });

  test("a failed load says so; signed out there is no history line", async () => {
    await renderHistory({ ok: false, message: "Too many requests" });
    expect(container.querySelector(".history")?.textContent).toMatch(
      "The history is unavailable right now: Too many requests",
    );
    render({ signedIn: false });
    expect(container.querySelector(".history")).toBeNull();
  });
});
