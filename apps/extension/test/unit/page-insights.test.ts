import { describe, expect, test, vi } from "vitest";
import { createPageBadges, createPageInsights } from "../../content/page-insights.ts";
import type { BackgroundResponses } from "../../shared/background-protocol.ts";
import { INCOMPLETE_INSIGHT_TTL_MS, INSIGHT_TTL_MS } from "../../shared/insight-entry.ts";
import { insightFor } from "./insight-fixtures.ts";

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
    expect(first.values.get("aaaaaaaaaaa")?.videoOutlier).toBe(3.42);
    expect(first.values.get("gone0000001")).toBeNull();
    const second = await insights.load(["aaaaaaaaaaa", "bbbbbbbbbbb"]);
    expect(request.mock.calls.map(([ids]) => ids)).toEqual([["aaaaaaaaaaa", "gone0000001"], ["bbbbbbbbbbb"]]);
    expect(second.values.size).toBe(2);
    expect(insights.peek("aaaaaaaaaaa")?.videoId).toBe("aaaaaaaaaaa");
  });

  test("concurrent calls share the message for the same id", async () => {
    const request = vi.fn(async (ids: string[]) => ok(ids));
    const insights = createPageInsights(request);
    const [a, b] = await Promise.all([insights.load(["aaaaaaaaaaa"]), insights.load(["aaaaaaaaaaa"])]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(a.values.get("aaaaaaaaaaa")).toEqual(b.values.get("aaaaaaaaaaa"));
  });

  test("more than 200 ids are split into messages the background accepts", async () => {
    const request = vi.fn(async (ids: string[]) => ok(ids));
    const ids = Array.from({ length: 250 }, (_, i) => `v${String(i).padStart(10, "0")}`);
    const result = await createPageInsights(request).load(ids);
    expect(request.mock.calls.map(([batch]) => batch.length)).toEqual([200, 50]);
    expect(result.values.size).toBe(250);
  });

  test("a failure is reported, not remembered, and the next call asks again", async () => {
    const request = vi
      .fn<(ids: string[], urgent: boolean) => Promise<Answer>>()
      .mockResolvedValueOnce({ ok: false, error: "Not signed in", code: "NOT_SIGNED_IN" })
      .mockImplementation(async (ids) => ok(ids));
    const insights = createPageInsights(request);
    const failed = await insights.load(["aaaaaaaaaaa"], { urgent: true });
    expect(failed.error?.code).toBe("NOT_SIGNED_IN");
    expect(failed.values.size).toBe(0);
    expect(request.mock.calls[0]![1]).toBe(true);
    expect((await insights.load(["aaaaaaaaaaa"])).values.size).toBe(1);
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
    expect(warm.values.get("aaaaaaaaaaa")?.videoOutlier).toBe(7);
    await insights.load(["bbbbbbbbbbb", "ccccccccccc", "ddddddddddd"]);
    expect(request.mock.calls.map(([ids]) => ids)).toEqual([["bbbbbbbbbbb", "ccccccccccc", "ddddddddddd"]]);
  });
});

describe("page badges (content script side)", () => {
  type BadgeAnswer = BackgroundResponses["VI_GET_BADGES"];
  const answer = (ids: string[]): BadgeAnswer => ({
    ok: true,
    badges: Object.fromEntries(
      ids.map((id) => [
        id,
        id.startsWith("gone")
          ? null
          : { outlier: id.startsWith("new") ? null : 3.4, outlierAtAge: null, vph: 12 },
      ]),
    ),
  });

  test("badge numbers come in one message per call and are remembered; unscored ones expire sooner", async () => {
    let now = 1_000_000;
    const request = vi.fn(async (ids: string[]) => answer(ids));
    const badges = createPageBadges(request, () => now);
    const first = await badges.load(["aaaaaaaaaaa", "newvideo001", "gone0000001"]);
    expect(first.error).toBeNull();
    expect(Object.fromEntries(first.values)).toEqual({
      aaaaaaaaaaa: { outlier: 3.4, outlierAtAge: null, vph: 12 },
      newvideo001: { outlier: null, outlierAtAge: null, vph: 12 },
      gone0000001: null,
    });
    now += INCOMPLETE_INSIGHT_TTL_MS;
    await badges.load(["aaaaaaaaaaa", "newvideo001", "gone0000001"]);
    expect(request.mock.calls.map(([ids]) => ids)).toEqual([
      ["aaaaaaaaaaa", "newvideo001", "gone0000001"],
      ["newvideo001", "gone0000001"],
    ]);
    expect(badges.peek("aaaaaaaaaaa")).toEqual({ outlier: 3.4, outlierAtAge: null, vph: 12 });
  });

  test("a failed message is reported for its ids and not remembered", async () => {
    const request = vi
      .fn<(ids: string[]) => Promise<BadgeAnswer>>()
      .mockResolvedValueOnce({ ok: false, error: "Not signed in", code: "NOT_SIGNED_IN" })
      .mockImplementation(async (ids) => answer(ids));
    const badges = createPageBadges(request);
    const failed = await badges.load(["aaaaaaaaaaa"]);
    expect(failed.error?.code).toBe("NOT_SIGNED_IN");
    expect(failed.values.size).toBe(0);
    expect((await badges.load(["aaaaaaaaaaa"])).values.get("aaaaaaaaaaa")).toEqual({
      outlier: 3.4,
      outlierAtAge: null,
      vph: 12,
    });
    expect(request).toHaveBeenCalledTimes(2);
  });
});
