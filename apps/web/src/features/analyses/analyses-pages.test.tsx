// /analyses and /analyses/:id against the fake API: usage per kind, the list filtered by kind, the empty
// state, a new comment analysis opening its result, the quota-reached state with Upgrade, the idea list
// (expand, copy a title), CSV/TXT exports, and a missing analysis.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetAtText as resetText } from "@vi/format";
import { sampleCommentsAnalysis, sampleTranscriptsAnalysis, sampleUsage } from "@vi/types/fixtures";
import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { AnalysesPage } from "../../pages/analyses.tsx";
import { AnalysisDetailPage } from "../../pages/analysis-detail.tsx";
import { backend } from "../../test/backend.ts";
import { renderPage } from "../../test/render.tsx";
import { replyOnce } from "../../test/server.ts";
import { ideasCsv, ideasText } from "./export.ts";
import { videoIdFrom } from "./use-analyses.ts";

describe("/analyses", () => {
  it("shows the quota message at once when today's comment analyses are used up", async () => {
    backend.reset({ commentsUsed: 2 });
    renderPage(<AnalysesPage />, { route: "/analyses" });
    expect((await screen.findByRole("alert")).textContent).toContain("Daily limit reached");
    // The reset names the timezone whose midnight it is.
    expect(screen.getAllByText(/\(midnight UTC\)/).length).toBeGreaterThan(0);
  });

  it("the reset text names the zone in force and a new one waiting for the next midnight", () => {
    const at = "2026-05-02T00:00:00.000Z";
    expect(resetText(at, { timezone: "UTC", nextTimezone: null })).toMatch(/^Resets at .+ \(midnight UTC\)$/);
    expect(resetText(at, { timezone: "UTC", nextTimezone: "Etc/GMT+12" })).toMatch(
      /\(midnight UTC\); your new time zone \(Etc\/GMT\+12\) counts from then on$/,
    );
    expect(resetText(at)).toMatch(/^Resets at [^(]+$/);
  });

  it("shows today's usage per kind and the analyses, filterable by kind", async () => {
    backend.reset({ analyses: [sampleCommentsAnalysis, sampleTranscriptsAnalysis], commentsUsed: 1 });
    renderPage(<AnalysesPage />, { route: "/analyses" });
    const usage = await screen.findByRole("list", { name: "Usage today" });
    expect(within(usage).getByText("1 of 2 used")).toBeTruthy();
    expect(within(usage).getByText("2 of 3 used")).toBeTruthy();
    expect(await screen.findByText("How I grew my channel (en)")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /How I grew my channel/ })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Find ideas (1 of 2 left today)" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Transcript downloads" }));
    await waitFor(() =>
      expect(screen.getAllByRole("link", { name: /How I grew my channel/ })).toHaveLength(1),
    );
    expect(screen.getByRole("link", { name: /\(en\)/ }).getAttribute("href")).toBe(
      `/analyses/${sampleTranscriptsAnalysis.id}`,
    );
  });

  it("points to the extension when there is nothing yet", async () => {
    backend.reset();
    renderPage(<AnalysesPage />, { route: "/analyses" });
    expect(await screen.findByText("No analyses yet")).toBeTruthy();
    expect(screen.getByText(/VidInsight extension/)).toBeTruthy();
  });

  it("runs a comment analysis from a video link, then shows the quota message with Upgrade", async () => {
    backend.reset({ commentsUsed: 1 });
    const { getLocation } = renderWithLocation();
    const input = await screen.findByLabelText("Video link or id");
    await userEvent.type(input, "not a link");
    await userEvent.click(await screen.findByRole("button", { name: /Find ideas/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("Enter a YouTube video link");

    await userEvent.clear(input);
    await userEvent.type(input, "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10");
    await userEvent.click(screen.getByRole("button", { name: /Find ideas/ }));
    await waitFor(() => expect(getLocation()).toMatch(/^\/analyses\/0b7f6c1e-/));

    // Both used: the button is off and the notice shows at once.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Find ideas" }).hasAttribute("disabled")).toBe(true),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Daily limit reached");
    expect(alert.textContent).toContain("You have used your 2 comment analyses for today.");
    expect(within(alert).getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/pricing");
  });

  it("shows the same spent state on the channel and results cards after a reload, from GET /usage alone", async () => {
    backend.reset({ commentsUsed: 2 });
    const spent = { used: 2, limit: 2, resetsAt: "2026-05-02T00:00:00.000Z" };
    replyOnce("get", "/usage", () =>
      HttpResponse.json({
        ...sampleUsage,
        usage: { ...sampleUsage.usage, comments: spent, channel: spent, results: { ...spent, used: 1 } },
      }),
    );
    renderPage(<AnalysesPage />, { route: "/analyses" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Analyze channel" })).toBeDisabled());
    expect(screen.getByRole("button", { name: "Find ideas" })).toBeDisabled();
    // One use left: the button says so, and the bar is amber; a spent allowance's bar is red.
    expect(screen.getByRole("button", { name: "Analyze results" })).toBeTruthy();
    expect(screen.getByText("1 of 2 left today")).toBeTruthy();
    const notices = screen.getAllByRole("alert");
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(notice.textContent).toMatch(
        /^Daily limit reachedYou have used your 2 (comment|channel) analyses/,
      );
      expect(notice.textContent).not.toMatch(/https?:|QUOTA/);
    }
    const bar = (name: string) =>
      screen.getByRole("progressbar", { name }).querySelector("[data-tone]")?.getAttribute("data-tone");
    expect(bar("Channel analyses used today")).toBe("spent");
    expect(bar("Result analyses used today")).toBe("low");
    expect(bar("Transcript downloads used today")).toBe("low");
  });
});

function renderWithLocation() {
  const result = renderPage(<AnalysesPage />, { route: "/analyses" });
  return { ...result, getLocation: () => screen.getByTestId("location").textContent };
}

describe("/analyses/:id", () => {
  it("lists the ideas, expands their comments and copies a title", async () => {
    backend.reset({ analyses: [sampleCommentsAnalysis] });
    const writeText = vi.fn(async (_text: string) => {});
    renderPage(<AnalysisDetailPage />, {
      route: `/analyses/${sampleCommentsAnalysis.id}`,
      path: "/analyses/:id",
    });
    expect(await screen.findByRole("heading", { name: "How I grew my channel" })).toBeTruthy();
    const ideas = screen.getByRole("list", { name: "Ideas" });
    expect(within(ideas).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText(/Not analysed: Spanish 41, German 37/)).toBeTruthy();
    const show = screen.getAllByRole("button", { name: "Show comments" })[0] as HTMLElement;
    await userEvent.click(show);
    expect(screen.getByText("Part 2 please!!")).toBeTruthy();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getAllByRole("button", { name: "Copy title" })[0] as HTMLElement);
    expect(writeText).toHaveBeenCalledWith("How I grew my channel: Part 2");
    expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
  });

  it("says so when the analysis does not exist", async () => {
    backend.reset();
    renderPage(<AnalysisDetailPage />, {
      route: "/analyses/0b7f6c1e-8a53-4c1e-9f0a-999999999999",
      path: "/analyses/:id",
    });
    expect(await screen.findByText("Analysis not found")).toBeTruthy();
  });
});

describe("exports and input", () => {
  it("CSV has one row per supporting comment, quoted and formula-safe; TXT reads as a list", () => {
    const tricky = {
      ...sampleCommentsAnalysis,
      result: {
        ...sampleCommentsAnalysis.result,
        ideas: [
          {
            ...(sampleCommentsAnalysis.result
              .ideas[0] as (typeof sampleCommentsAnalysis.result.ideas)[number]),
            label: '=HYPERLINK("x")',
          },
        ],
      },
    };
    const csv = ideasCsv(tricky).split("\r\n");
    expect(csv[0]).toBe(
      "rank,type,idea,suggestedTitle,score,likes,replies,comments,commentText,commentLikes,commentReplies,commentUrl",
    );
    expect(csv[1]).toBe(
      `1,request,"'=HYPERLINK(""x"")",How I grew my channel: Part 2,412,380,14,4,Part 2 please!!,300,12,https://www.youtube.com/watch?v=abc123def45&lc=UgzPart2a`,
    );
    const text = ideasText(sampleCommentsAnalysis);
    expect(text).toContain("1. [request] Part 2\n   Title: How I grew my channel: Part 2");
    expect(text).toContain('- "What camera do you use? The quality is amazing." (60 likes)');
  });

  it("reads a video id from the usual links", () => {
    expect(videoIdFrom("dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(videoIdFrom("https://youtu.be/dQw4w9WgXcQ?si=x")).toBe("dQw4w9WgXcQ");
    expect(videoIdFrom("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(videoIdFrom("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1")).toBe("dQw4w9WgXcQ");
    expect(videoIdFrom("hello")).toBeNull();
  });
});
