import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sampleCommentsAnalysis, sampleUserInfo } from "@vi/types/fixtures";
import { afterEach, describe, expect, it } from "vitest";
import { backend } from "../../test/backend.ts";
import { renderPage } from "../../test/render.tsx";
import { FirstRunChecklist } from "./first-run-checklist.tsx";

const newUser = { ...sampleUserInfo, youtubeAccounts: [], currentAccount: null, savedVideoIds: {} };
const step = (id: string) => document.querySelector(`[data-step="${id}"]`) as HTMLElement;

afterEach(() => {
  delete document.documentElement.dataset.vidinsightExtension;
  localStorage.clear();
});

describe("FirstRunChecklist", () => {
  it("starts with nothing done and links each step to where it is done", async () => {
    backend.reset();
    renderPage(<FirstRunChecklist />, { user: newUser });
    const list = await screen.findByRole("region", { name: "Get started with VidInsight" });
    expect(list).toHaveTextContent("0 of 4 done");
    expect(within(step("channel")).getByRole("link", { name: "Link a channel" })).toHaveAttribute(
      "href",
      "/account#connected",
    );
    expect(within(step("analysis")).getByRole("link", { name: "Start an analysis" })).toHaveAttribute(
      "href",
      "/analyses",
    );
    expect(within(step("save")).getByRole("link", { name: "Find one in Outliers" })).toHaveAttribute(
      "href",
      "/outliers",
    );
    // Notifications are reached by their hash, with the recap's time said.
    expect(screen.getByRole("link", { name: "Change it in Notifications" })).toHaveAttribute(
      "href",
      "/account#notifications",
    );
    expect(list).toHaveTextContent("arrives at 08:00 your time");
  });

  it("ticks what the account shows, and the extension once its script marks the page", async () => {
    backend.reset({ analyses: [sampleCommentsAnalysis] });
    renderPage(<FirstRunChecklist />, { user: sampleUserInfo });
    await waitFor(() => expect(step("analysis").dataset.done).toBe("true"));
    expect(step("channel").dataset.done).toBe("true");
    expect(step("save").dataset.done).toBe("true");
    expect(step("extension").dataset.done).toBe("false");
    await act(async () => {
      document.documentElement.dataset.vidinsightExtension = "1.0.0";
    });
    await waitFor(() => expect(step("extension").dataset.done).toBe("true"));
    expect(step("extension")).toHaveTextContent("Detected in this browser.");
    expect(screen.getByRole("region")).toHaveTextContent("All four done.");
  });

  it("stays dismissed for this account once dismissed", async () => {
    backend.reset();
    const first = renderPage(<FirstRunChecklist />, { user: newUser });
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss the checklist" }));
    expect(screen.queryByRole("region")).toBeNull();
    first.unmount();
    renderPage(<FirstRunChecklist />, { user: newUser });
    expect(screen.queryByRole("region")).toBeNull();
  });
});
