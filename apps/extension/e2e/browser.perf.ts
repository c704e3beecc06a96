// `bench`: the extension's browser figures, printed (no assertions). Runs against the same stack as the
// browser tests (real API, YouTube emulator, production build of the extension).
// - time from navigation to the watch panel visible with a warm cache (median of N), full load and SPA;
// - insights requests for 200 new thumbnails rendered the way YouTube renders a batch (new profile);
// - main-thread time the extension spends to badge 200 thumbnails (all of them) and its longest task,
//   from Chromium traces of the page's main thread (what exactly: see the test).
// BENCH_RUNS sets N (panel), BENCH_BADGE_RUNS the badge runs; BENCH_BREAKDOWN=1 prints where the main
// thread's time went.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, test } from "vitest";
import { type CatalogSite, catalogSite } from "./catalog-site.ts";
import { type ExtensionBrowser, launchWithExtension, routeYouTube } from "./harness.ts";
import {
  apiRequests,
  createTestUser,
  resetApiRequests,
  signInExtension,
  stack,
  type TestUser,
  waitForScores,
} from "./stack.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const BADGE_RUNS = Number(process.env.BENCH_BADGE_RUNS ?? 5);
const THUMBNAILS = 200;
const figures: Array<[string, string]> = [];
let site: CatalogSite;
let user: TestUser;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

beforeAll(async () => {
  site = catalogSite(stack().youtubeSeed);
  user = await createTestUser("bench");
});

afterAll(() => {
  const width = Math.max(...figures.map(([name]) => name.length));
  console.log(
    [
      "",
      "extension browser benchmarks",
      ...figures.map(([name, value]) => `${name.padEnd(width)}  ${value}`),
      "",
    ].join("\n"),
  );
});

async function launch(): Promise<ExtensionBrowser> {
  const browser = await launchWithExtension();
  await routeYouTube(browser.context, { site, imagesFrom: stack().youtubeEmulatorUrl });
  await signInExtension(browser, user);
  return browser;
}

/** Records, in the page, when the watch panel for a video is first painted with its numbers. */
async function watchForPanel(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __panelShownAt: Record<string, number>; __navigatedAt: number[] };
    w.__panelShownAt = {};
    w.__navigatedAt = [];
    // When the page says a navigation is done: DOMContentLoaded for a full load, yt-navigate-finish for SPA.
    document.addEventListener("DOMContentLoaded", () => w.__navigatedAt.push(performance.now()), {
      capture: true,
    });
    document.addEventListener("yt-navigate-finish", () => w.__navigatedAt.push(performance.now()), {
      capture: true,
    });
    const check = () => {
      for (const host of document.querySelectorAll("vidinsight-watch-panel")) {
        const id = (host as HTMLElement).dataset.videoId;
        if (id && !(id in w.__panelShownAt) && host.shadowRoot?.querySelector(".panel:not([aria-busy])")) {
          w.__panelShownAt[id] = performance.now();
        }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

async function panelShownAt(page: Page, id: string): Promise<number> {
  await page.waitForFunction(
    (videoId) => videoId in (window as unknown as { __panelShownAt: Record<string, number> }).__panelShownAt,
    id,
    { timeout: 20_000, polling: 50 },
  );
  return page.evaluate(
    (videoId) => (window as unknown as { __panelShownAt: Record<string, number> }).__panelShownAt[videoId]!,
    id,
  );
}

test("navigation to the watch panel, warm cache", async () => {
  const first = site.longVideo(6);
  const second = site.longVideo(7);
  site.linkRelated(first.id, second.id);
  await waitForScores(user, [first.id, second.id]);
  const browser = await launch();
  try {
    const fullLoad: number[] = [];
    const fromStart: number[] = [];
    const spa: number[] = [];
    const spaFromClick: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const page = await browser.context.newPage();
      await watchForPanel(page);
      await page.goto(`https://www.youtube.com/watch?v=${first.id}`);
      // performance.now() counts from the navigation start of this document.
      const loaded = await panelShownAt(page, first.id);
      const clicked = await page.evaluate(() => performance.now());
      await page
        .locator(`#related a.yt-lockup-metadata-view-model__title[href="/watch?v=${second.id}"]`)
        .click();
      const shown = await panelShownAt(page, second.id);
      const [domReady = 0, navigated = 0] = await page.evaluate(
        () => (window as unknown as { __navigatedAt: number[] }).__navigatedAt,
      );
      // The first run warms the caches (background memory and storage, the lazy UI module).
      if (run > 0) {
        fullLoad.push(loaded - domReady);
        fromStart.push(loaded);
        spa.push(shown - navigated);
        spaFromClick.push(shown - clicked);
      }
      await page.close();
    }
    figures.push([
      `panel visible after a full page load, from DOMContentLoaded (median of ${RUNS})`,
      ms(median(fullLoad)),
    ]);
    figures.push([
      `  same load from the navigation start (includes fetching and parsing the page)`,
      ms(median(fromStart)),
    ]);
    figures.push([
      `panel visible after an SPA navigation, from yt-navigate-finish (median of ${RUNS})`,
      ms(median(spa)),
    ]);
    figures.push([
      `  same navigation from the click (includes fetching the next page)`,
      ms(median(spaFromClick)),
    ]);
  } finally {
    await browser.close();
  }
});

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, when the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      scriptName?: string;
      frames?: Array<{ url?: string; processId?: number; parent?: string }>;
    };
  };
}

/** Records a Chromium trace of the page while `during` runs. */
async function traced(page: Page, during: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,toplevel,blink.user_timing",
    transferMode: "ReportEvents",
  });
  await during();
  const complete = new Promise<void>((done) => cdp.once("Tracing.tracingComplete", () => done()));
  await cdp.send("Tracing.end");
  await complete;
  await cdp.detach();
  return events;
}

/** One busy period of the main thread: a task, or a run of back-to-back work. */
interface Period {
  /** Wall time (ms). */
  wall: number;
  /** Thread CPU time (ms): what the work itself took, without the time the thread waited for a core. */
  cpu: number;
}

interface Work {
  periods: Period[];
  wall: number;
  cpu: number;
}

/** Main-thread work of the page's renderer in a trace: every traced event on that thread, nested ones merged. */
function mainThreadWork(events: TraceEvent[], pageUrl: string): Work {
  // The page's renderer: the process of its main frame, as the trace's start event lists them.
  const frames = events.find((e) => e.name === "TracingStartedInBrowser")?.args?.data?.frames ?? [];
  const pid = frames.find((f) => !f.parent && f.url?.startsWith(pageUrl))?.processId;
  const thread = events.find(
    (e) => e.ph === "M" && e.name === "thread_name" && e.pid === pid && e.args?.name === "CrRendererMain",
  );
  if (!thread) throw new Error(`no main thread for ${pageUrl} in the trace`);
  const onMain = events
    .filter((e) => e.ph === "X" && e.pid === thread.pid && e.tid === thread.tid && (e.dur ?? 0) > 0)
    // An event that starts with its parent comes after it, so each period begins with its top-level event.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const periods: Period[] = [];
  let current: { start: number; end: number; cpu: number } | null = null;
  for (const e of onMain) {
    const end = e.ts + (e.dur ?? 0);
    if (current && e.ts <= current.end) current.end = Math.max(current.end, end);
    else {
      if (current) periods.push({ wall: (current.end - current.start) / 1000, cpu: current.cpu / 1000 });
      // A period's CPU time is its top-level event's: nested events are inside it.
      current = { start: e.ts, end, cpu: e.tdur ?? 0 };
    }
  }
  if (current) periods.push({ wall: (current.end - current.start) / 1000, cpu: current.cpu / 1000 });
  if (process.env.BENCH_BREAKDOWN) printBreakdown(onMain);
  const sum = (key: keyof Period) => periods.reduce((total, p) => total + p[key], 0);
  return { periods, wall: sum("wall"), cpu: sum("cpu") };
}

/** Where a traced window's main-thread time went (BENCH_BREAKDOWN=1): by event name, and by busy period. */
function printBreakdown(onMain: TraceEvent[]): void {
  // CPU time by event name (nested events are counted in their parents too), scripts by their URL.
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const label = (e: TraceEvent) => {
    const url = e.args?.data?.url ?? e.args?.data?.scriptName;
    return url ? `${e.name} ${url.replace(/^chrome-extension:\/\/[^/]+/, "extension:")}` : e.name;
  };
  const byName = new Map<string, number>();
  for (const e of onMain) byName.set(label(e), (byName.get(label(e)) ?? 0) + cpu(e));
  const lines = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([name, total]) => `  ${total.toFixed(1).padStart(6)} ms  ${name}`);
  // Busy periods of at least 1 ms CPU: when (from the window's first event), how long, and their biggest parts.
  const start = onMain[0]?.ts ?? 0;
  const periods: Array<{ start: number; end: number; events: TraceEvent[] }> = [];
  for (const e of onMain) {
    const last = periods.at(-1);
    const end = e.ts + (e.dur ?? 0);
    if (last && e.ts <= last.end) {
      last.end = Math.max(last.end, end);
      last.events.push(e);
    } else periods.push({ start: e.ts, end, events: [e] });
  }
  for (const period of periods) {
    const top = cpu(period.events[0]!);
    if (top < 1) continue;
    const parts = new Map<string, number>();
    for (const e of period.events.slice(1)) parts.set(label(e), (parts.get(label(e)) ?? 0) + cpu(e));
    const biggest = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, total]) => `${name} ${total.toFixed(1)}`)
      .join(", ");
    lines.push(
      `  at ${((period.start - start) / 1000).toFixed(0).padStart(5)} ms: ${((period.end - period.start) / 1000).toFixed(1)} ms wall, ${top.toFixed(1)} ms CPU (${label(period.events[0]!)}): ${biggest}`,
    );
  }
  console.log(["main thread, CPU by event (inclusive of nested events):", ...lines].join("\n"));
}

async function setBadges(browser: ExtensionBrowser, on: boolean): Promise<void> {
  const worker = await browser.background();
  await worker.evaluate(
    (thumbnailBadges) => chrome.storage.local.set({ settings: { watchPanel: true, thumbnailBadges } }),
    on,
  );
}

const FEED_URL = `https://www.youtube.com/feed/deferred?count=${THUMBNAILS}`;

/** Opens a feed whose THUMBNAILS cards wait in a template, with the page settled. */
async function openDeferredFeed(browser: ExtensionBrowser): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(FEED_URL);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500); // the content script has started and settled
  return page;
}

/** Renders the waiting cards the way YouTube adds a batch: 25 per frame. */
function renderCardsInSteps(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => {
        const template = document.querySelector<HTMLTemplateElement>("#deferred-cards")!;
        const grid = document.querySelector("ytd-rich-grid-renderer #contents")!;
        const cards = [...template.content.children];
        const step = () => {
          grid.append(...cards.splice(0, 25));
          if (cards.length > 0) requestAnimationFrame(step);
          else done();
        };
        requestAnimationFrame(step);
      }),
  );
}

/** Waits until the cards' images have loaded, so the page is quiet (they arrive through the test's route). */
async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
    timeout: 60_000,
    polling: 200,
  });
  await page.waitForTimeout(500);
}

const waitForBadges = (page: Page) =>
  page.waitForFunction((n) => document.querySelectorAll("vidinsight-badge").length >= n, THUMBNAILS, {
    timeout: 30_000,
    polling: 50,
  });

test(`insights requests for ${THUMBNAILS} new thumbnails rendered the way YouTube renders a batch`, async () => {
  // A new profile: nothing cached, every thumbnail is new to the extension.
  const browser = await launch();
  try {
    const page = await openDeferredFeed(browser);
    await resetApiRequests();
    await renderCardsInSteps(page);
    await waitForBadges(page);
    const requests = (await apiRequests()).filter((r) => r.path === "/videos/insights");
    figures.push([
      `insights requests for ${THUMBNAILS} new thumbnails (cold cache), counted once all are badged`,
      String(requests.length),
    ]);
    figures.push([
      `  ids per request`,
      requests.map((r) => (r.body as { ids: string[] }).ids.length).join(" + "),
    ]);
  } finally {
    await browser.close();
  }
});

test(`main-thread time to badge ${THUMBNAILS} thumbnails`, async () => {
  // What is measured: the feed's 200 cards are on the page with badges off and the page is quiet (it
  // runs no script of its own). Per run, two traced windows of 1.5 s on the page's main thread: one
  // idle, then one in which badges are switched on. The second makes the extension find the 200 cards,
  // look them up (the background's cache is warm: one message) and badge all of them in the frame after
  // the lookup answer (those near the viewport first, then the others) - so its busy time minus the idle
  // window's is all the main-thread time the extension spent to badge the 200: its scripts and the
  // style, layout, paint and compositing its badges cause. The longest task is the longest busy period
  // of that window.
  const browser = await launch();
  try {
    const warm = await openDeferredFeed(browser);
    await renderCardsInSteps(warm);
    await waitForBadges(warm); // warms the background's cache
    await warm.close();

    const runs: Array<{ wall: number; cpu: number; idleCpu: number; longest: Period }> = [];
    for (let run = 0; run < BADGE_RUNS; run++) {
      await setBadges(browser, false);
      const page = await openDeferredFeed(browser);
      await renderCardsInSteps(page);
      await imagesLoaded(page);
      // The first trace of a page begins with a burst of small main-thread tasks (~100-200 "Closed mojo
      // endpoint" tasks, up to ~20 ms, within ~300 ms) that come from starting the trace, not from the
      // page: a throwaway trace first absorbs it, else the idle window counts it and the badging figure
      // comes out that much too low.
      await traced(page, () => page.waitForTimeout(500));
      // No polling inside the page while tracing (it would be counted): fixed waits, checked afterwards.
      const idle = mainThreadWork(await traced(page, () => page.waitForTimeout(1500)), FEED_URL);
      const work = mainThreadWork(
        await traced(page, async () => {
          await setBadges(browser, true);
          await page.waitForTimeout(1500);
        }),
        FEED_URL,
      );
      const drawn = await page.locator("vidinsight-badge").count();
      if (drawn !== THUMBNAILS) throw new Error(`only ${drawn} badges after 1.5 s`);
      const longest = work.periods.reduce((a, b) => (b.wall > a.wall ? b : a), { wall: 0, cpu: 0 });
      runs.push({ wall: work.wall - idle.wall, cpu: work.cpu - idle.cpu, idleCpu: idle.cpu, longest });
      await page.close();
    }
    figures.push([
      `main-thread time to badge ${THUMBNAILS} thumbnails, all of them (busy time minus an idle window, median of ${BADGE_RUNS})`,
      `${ms(median(runs.map((r) => r.wall)))} wall, ${ms(median(runs.map((r) => r.cpu)))} CPU`,
    ]);
    figures.push([
      `  CPU of each run; the idle window's CPU that was subtracted (median)`,
      `${runs.map((r) => r.cpu.toFixed(1)).join(", ")} ms; ${ms(median(runs.map((r) => r.idleCpu)))}`,
    ]);
    const worst = runs.reduce((a, b) => (b.longest.wall > a.longest.wall ? b : a)).longest;
    figures.push([
      `longest task while badging (worst of ${BADGE_RUNS})`,
      `${ms(worst.wall)} wall (${ms(worst.cpu)} CPU); median of the runs' longest ${ms(median(runs.map((r) => r.longest.wall)))}`,
    ]);
    figures.push([
      `  measured: 200 cards on a quiet page, badges switched on; everything on the page's main thread until`,
      "",
    ]);
    figures.push([
      `  all 200 are badged (finding the cards, the lookup message, drawing - in one frame after the answer,`,
      "",
    ]);
    figures.push([
      `  near the viewport first - and the style, layout, paint it causes), minus an idle window of the same 1.5 s`,
      "",
    ]);
    figures.push([
      `  (traced after a short throwaway trace that absorbs the tracing's own start-up tasks)`,
      "",
    ]);
    figures.push([
      `  wall: elapsed, includes waiting for a core on a loaded machine; CPU: the main thread's own time`,
      "",
    ]);
  } finally {
    await browser.close();
  }
});
