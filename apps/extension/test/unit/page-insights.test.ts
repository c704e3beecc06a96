import { describe, expect, test, vi } from "vitest";
import type { BackgroundResponses } from "../../utils/background-protocol";
import { INCOMPLETE_INSIGHT_TTL_MS, INSIGHT_TTL_MS } from "../../utils/insights-cache";
import { createPageInsights } from "../../utils/page-insights";
import { insightFor } from "./insight-fixtures";

type Answer = BackgroundResponses["VI_GET_INSIGHTS"];
const ok = (ids: string[]): Answer => ({
  ok: true,
  insights: Object.fromEntries(ids.map((id) => [id, id.startsWith("gone") ? null : insightFor(id)])),
});

describe("page insights (content script side)", () => {
  test("one message per call for the ids the page has not asked about; repeats come from memory", async () => {
    const request = vi.fn(async (ids: string[]) => ok(ids));
    const insights = createPageInsights(request);
    const first = await insights.load(["aaaaaaaaaaa", "gone0000001"]);
    expect(first.error).toBeNull();
    expect(first.insights.get("aaaaaaaaaaa")?.videoOutlier).toBe(3.42);
    expect(first.insights.get("gone0000001")).toBeNull();
    const second = await insights.load(["aaaaaaaaaaa", "bbbbbbbbbbb"]);
    expect(request.mock.calls.map(([ids]) => ids)).toEqual([["aaaaaaaaaaa", "gone0000001"], ["bbbbbbbbbbb"]]);
    expect(second.insights.size).toBe(2);
    expect(insights.peek("aaaaaaaaaaa")?.videoId).toBe("aaaaaaaaaaa");
  });

  test("concurrent calls share the message for the same id", async () => {
    const request = vi.fn(async (ids: string[]) => ok(ids));
    const insights = createPageInsights(request);
    const [a, b] = await Promise.all([insights.load(["aaaaaaaaaaa"]), insights.load(["aaaaaaaaaaa"])]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(a.insights.get("aaaaaaaaaaa")).toEqual(b.insights.get("aaaaaaaaaaa"));
  });

  test("more than 200 ids are split into messages the background accepts", async () => {
    const request = vi.fn(async (ids: string[]) => ok(ids));
    const ids = Array.from({ length: 250 }, (_, i) => `v${String(i).padStart(10, "0")}`);
    const result = await createPageInsights(request).load(ids);
    expect(request.mock.calls.map(([batch]) => batch.length)).toEqual([200, 50]);
    expect(result.insights.size).toBe(250);
  });

  test("a failure is reported, not remembered, and the next call asks again", async () => {
    const request = vi
      .fn<(ids: string[], urgent: boolean) => Promise<Answer>>()
      .mockResolvedValueOnce({ ok: false, error: "Not signed in", code: "NOT_SIGNED_IN" })
      .mockImplementation(async (ids) => ok(ids));
    const insights = createPageInsights(request);
    const failed = await insights.load(["aaaaaaaaaaa"], { urgent: true });
    expect(failed.error?.code).toBe("NOT_SIGNED_IN");
    expect(failed.insights.size).toBe(0);
    expect(request.mock.calls[0]![1]).toBe(true);
    expect((await insights.load(["aaaaaaaaaaa"])).insights.size).toBe(1);
  });

  test("an entry primed from the storage cache answers without a message while fresh; stale or foreign ones are ignored", async () => {
    const now = 10 * INSIGHT_TTL_MS;
    const request = vi.fn(async (ids: string[]) => ok(ids));
    const insights = createPageInsights(request, () => now);
    insights.prime("aaaaaaaaaaa", {
      at: now - 1000,
      insight: insightFor("aaaaaaaaaaa", { videoOutlier: 7 }),
    });
    insights.prime("bbbbbbbbbbb", { at: now - INSIGHT_TTL_MS, insight: insightFor("bbbbbbbbbbb") });
    // No outlier score: such answers expire sooner.
    insights.prime("ccccccccccc", {
      at: now - INCOMPLETE_INSIGHT_TTL_MS,
      insight: insightFor("ccccccccccc", { videoOutlier: null }),
    });
    insights.prime("ddddddddddd", { at: now - 1000, insight: insightFor("eeeeeeeeeee") });
    const warm = await insights.load(["aaaaaaaaaaa"], { urgent: true });
    expect(request).not.toHaveBeenCalled();
    expect(warm.insights.get("aaaaaaaaaaa")?.videoOutlier).toBe(7);
    await insights.load(["bbbbbbbbbbb", "ccccccccccc", "ddddddddddd"]);
    expect(request.mock.calls.map(([ids]) => ids)).toEqual([["bbbbbbbbbbb", "ccccccccccc", "ddddddddddd"]]);
  });
});
