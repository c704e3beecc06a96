import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  type ResultsAnswer,
  ResultsPanel,
  type ResultsPanelProps,
} from "../../content/analyses/results-panel.tsx";
import type { ResultsReport, UsageCount } from "../../shared/analysis-protocol.ts";
import { userClick } from "./trusted-click.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const USAGE: UsageCount = { used: 0, limit: 2, resetsAt: "2025-06-02T00:00:00.000Z" };
const REPORT: ResultsReport = {
  analysisId: "3f0c7a52-4f7e-4a55-9a55-0d6b0f2c1e11",
  query: "tiny cabin",
  videoCount: 20,
  outliers: [
    { videoId: "aBcDeFgHiJk", title: "Tiny cabin build", channelTitle: "Maker Lane", outlier: 4.25 },
  ],
  medianViews: 120_000,
  medianAgeDays: 41.6,
  medianSubscribers: 85_000,
  smallChannelShare: 0.25,
  vph: { low: 12, median: 80, high: 1_500 },
  titleWords: [{ text: "cabin", count: 14 }],
  tags: [],
  opportunity: {
    score: 62.4,
    explanation: "high when small channels and recent videos rank with outlier views",
  },
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
});

function render(overrides: Partial<ResultsPanelProps> = {}) {
  const props: ResultsPanelProps = {
    query: "tiny cabin",
    signedIn: true,
    resultCount: 20,
    usage: USAGE,
    analyze: vi.fn(
      async (): Promise<ResultsAnswer> => ({ ok: true, report: REPORT, usage: { ...USAGE, used: 1 } }),
    ),
    loginUrl: "http://site.test/login",
    upgradeUrl: "http://site.test/pricing",
    websiteOrigin: "http://site.test",
    ...overrides,
  };
  act(() => root.render(<ResultsPanel {...props} />));
  return props;
}

const figure = (label: string) =>
  [...container.querySelectorAll(".stat")]
    .find((el) => el.querySelector(".label")?.textContent === label)
    ?.querySelector(".value")?.textContent;

describe("ResultsPanel", () => {
  test("'Analyze these results' with what is left today, then the report saved to the analyses", async () => {
    const props = render();
    const button = container.querySelector("button")!;
    expect(button.textContent).toBe("Analyze these results (2 of 2 left today)");
    await act(async () => userClick(button));
    expect(props.analyze).toHaveBeenCalledTimes(1);
    expect(container.querySelector("[data-testid=opportunity]")?.textContent).toBe("62");
    expect(figure("Outliers")).toBe("1 of 20");
    expect(figure("Median views")).toBe("120.0K");
    expect(figure("Median age")).toBe("42 days");
    expect(figure("Small channels ranking")).toBe("25%");
    expect(figure("VPH spread")).toBe("12 - 80 - 1.5K");
    expect(container.querySelector(".outlier-list a")?.getAttribute("href")).toBe("/watch?v=aBcDeFgHiJk");
    expect(container.textContent).toContain("None in common.");
    expect(container.querySelector(".summary a")?.getAttribute("href")).toBe(
      `http://site.test/analyses/${REPORT.analysisId}`,
    );
  });

  test("spent for today: the button off with its bare label, the quota message with Upgrade", () => {
    render({ usage: { ...USAGE, used: 2 } });
    const analyse = container.querySelector("button");
    expect(analyse?.textContent).toBe("Analyze these results");
    expect(analyse?.disabled).toBe(true);
    expect(container.querySelector(".quota")?.textContent).toMatch(
      /^Daily limit reachedYou have used your 2 result analyses for today\. Resets at /,
    );
    expect(container.querySelector(".quota a")?.getAttribute("href")).toBe("http://site.test/pricing");
  });

  test("usage that arrives after the panel shows is applied (spent: the quota message)", () => {
    render({ usage: undefined });
    expect(container.querySelector("button")?.textContent).toBe("Analyze these results");
    render({ usage: { ...USAGE, used: 2 } });
    expect(container.querySelector("button")?.disabled).toBe(true);
    expect(container.querySelector(".quota")).not.toBeNull();
  });

  test("signed out: an invitation to sign in", () => {
    render({ signedIn: false });
    expect(container.querySelector("button")).toBeNull();
    expect(container.querySelector("a")?.getAttribute("href")).toBe("http://site.test/login");
  });
});
