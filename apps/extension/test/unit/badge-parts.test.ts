import { afterEach, describe, expect, test, vi } from "vitest";
import { FrameScheduler } from "../../content/badges/frame-scheduler.ts";
import { BATCH_MAX, LookupBatcher } from "../../content/badges/lookup-batcher.ts";
import type { PageBadges } from "../../content/page-insights.ts";

afterEach(() => {
  vi.useRealTimers();
});

const cards = (n: number) => Array.from({ length: n }, () => document.createElement("div"));

describe("LookupBatcher", () => {
  test("one lookup in flight at a time, at most 200 videos each; a full batch does not wait for quiet", async () => {
    vi.useFakeTimers();
    const calls: string[][] = [];
    const answers: Array<() => void> = [];
    const lookup: PageBadges = {
      load: (ids) => {
        calls.push([...ids]);
        return new Promise((resolve) => answers.push(() => resolve({ values: new Map(), error: null })));
      },
      peek: () => undefined,
    };
    const answered: number[] = [];
    const batcher = new LookupBatcher({ lookup, onAnswer: (ids) => answered.push(ids.size) });
    const elements = cards(250);
    batcher.add(elements.map((card, i) => ({ card, videoId: `video${String(i).padStart(6, "0")}` })));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((ids) => ids.length)).toEqual([BATCH_MAX]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1); // the rest waits for the answer
    answers[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toEqual([200]);
    await vi.advanceTimersByTimeAsync(120);
    expect(calls.map((ids) => ids.length)).toEqual([200, 50]);
    batcher.clear();
    answers[1]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toEqual([200]); // cleared: a late answer reports nothing
  });
});

describe("FrameScheduler", () => {
  function scheduler(options: { perFrame?: number; perIdle?: number } = {}) {
    const frames: Array<() => void> = [];
    const idles: Array<() => void> = [];
    const drawn: Element[] = [];
    const frameSizes: number[] = [];
    const schedule = new FrameScheduler({
      view: window,
      draw: (card) => {
        drawn.push(card);
        return true;
      },
      write: (writes) => {
        const before = drawn.length;
        writes();
        frameSizes.push(drawn.length - before);
      },
      requestFrame: (callback) => frames.push(callback),
      requestIdle: (callback) => idles.push(callback),
      now: () => 0,
      ...options,
    });
    const run = (queue: Array<() => void>) => {
      for (const callback of queue.splice(0)) callback();
    };
    return { schedule, frames, idles, drawn, frameSizes, run };
  }

  test("near cards go a capped chunk per frame; far cards wait for an idle period", () => {
    const { schedule, frames, idles, drawn, frameSizes, run } = scheduler({ perFrame: 2, perIdle: 3 });
    const div = () => document.createElement("div");
    const [a, b, c, d, e] = [div(), div(), div(), div(), div()];
    for (const card of [a, b, c]) schedule.markNear(card);
    for (const card of [d, e]) schedule.markFar(card);
    schedule.request();
    expect(idles).toHaveLength(0);
    run(frames);
    run(frames);
    expect(frameSizes).toEqual([2, 1]);
    run(frames); // nothing near left: the next frame is not asked for, an idle period is
    expect(frames).toHaveLength(0);
    run(idles);
    run(frames);
    expect(frameSizes).toEqual([2, 1, 2]);
    expect(drawn).toEqual([a, b, c, d, e]);
  });

  test("after fillNext, the frame that draws near cards fills up with far ones", () => {
    const { schedule, frames, frameSizes, run } = scheduler({ perFrame: 1, perIdle: 4 });
    const near = document.createElement("div");
    const far = cards(3);
    for (const card of far) schedule.markFar(card);
    schedule.markNear(near);
    schedule.fillNext();
    schedule.request();
    run(frames);
    expect(frameSizes).toEqual([4]);
  });

  test("clear() drops waiting cards and frames already asked for", () => {
    const { schedule, frames, drawn, run } = scheduler();
    schedule.markNear(document.createElement("div"));
    schedule.request();
    schedule.clear();
    run(frames);
    expect(drawn).toHaveLength(0);
  });
});
