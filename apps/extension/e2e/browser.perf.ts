// `bench`: browser figures of issue 5, printed (no assertions). Runs against the same stack as the
// browser tests (real API, YouTube emulator, production build of the extension).
// - time from navigation to the watch panel visible with a warm cache (median of N), full load and SPA;
// - insights requests for 200 new thumbnails rendered the way YouTube renders a batch (new profile);
// - main-thread time the extension spends badging 200 thumbnails and its longest task, from a Chromium
//   trace of the page (the cards are already there; switching badges on makes all following work ours).
// BENCH_RUNS sets N; BENCH_BREAKDOWN=1 prints where the main thread's time went.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, test } from "vitest";
import { type CatalogSite, catalogSite } from "./catalog-site";
import { type ExtensionBrowser, launchWithExtension, routeYouTube } from "./harness";
import {
  apiRequests,
  createTestUser,
  resetApiRequests,
  signInExtension,
  stack,
  type TestUser,
  waitForScores,
} from "./stack";

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
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
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; scriptName?: string } };
}

/** Records a Chromium trace of the page while `during` runs. */
async function traced(page: Page, during: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,toplevel",
    transferMode: "ReportEvents",
  });
  await during();
  const complete = new Promise<void>((done) => cdp.once("Tracing.tracingComplete", () => done()));
  await cdp.send("Tracing.end");
  await complete;
  await cdp.detach();
  return events;
}

/**
 * Main-thread work of the page's renderer in a trace: its busy periods (every traced event on that
 * thread, nested ones merged, so each period is one task or a run of back-to-back work).
 */
function mainThreadWork(events: TraceEvent[], extensionOrigin: string) {
  const ours = (e: TraceEvent) =>
    (e.args?.data?.url ?? e.args?.data?.scriptName ?? "").startsWith(extensionOrigin);
  const calls = events.filter((e) => e.ph === "X" && e.name === "FunctionCall" && ours(e));
  // The page's main thread: the renderer thread the content script runs on.
  const main =
    calls[0] ??
    events.find((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  if (!main) return { busy: [] as number[] };
  const spans = events
    .filter((e) => e.ph === "X" && e.pid === main.pid && e.tid === main.tid && (e.dur ?? 0) > 0)
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const)
    .sort((a, b) => a[0] - b[0]);
  const busy: number[] = [];
  let current: [number, number] | null = null;
  for (const [start, end] of spans) {
    if (current && start <= current[1]) current[1] = Math.max(current[1], end);
    else {
      if (current) busy.push((current[1] - current[0]) / 1000);
      current = [start, end];
    }
  }
  if (current) busy.push((current[1] - current[0]) / 1000);
  if (process.env.BENCH_BREAKDOWN) {
    const byName = new Map<string, number>();
    for (const e of events) {
      if (e.ph !== "X" || e.pid !== main.pid || e.tid !== main.tid) continue;
      byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    console.log(
      [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([n, d]) => `${n} ${d.toFixed(1)}`)
        .join("\n"),
    );
  }
  return { busy };
}

async function setBadges(browser: ExtensionBrowser, on: boolean): Promise<void> {
  const worker = await browser.background();
  await worker.evaluate(
    (thumbnailBadges) => chrome.storage.local.set({ settings: { watchPanel: true, thumbnailBadges } }),
    on,
  );
}

/** Opens a feed whose THUMBNAILS cards wait in a template, with the page settled. */
async function openDeferredFeed(browser: ExtensionBrowser): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`https://www.youtube.com/feed/deferred?count=${THUMBNAILS}`);
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
      `insights requests for ${THUMBNAILS} new thumbnails (cold cache)`,
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
  // The cards are on the page with badges off; switching badges on then makes every task that follows
  // the extension's (the page runs no script of its own): scan, lookup, badges, style and layout.
  const browser = await launch();
  try {
    const warm = await openDeferredFeed(browser);
    await renderCardsInSteps(warm);
    await waitForBadges(warm); // warms the background's cache
    await warm.close();

    const totals: number[] = [];
    const longest: number[] = [];
    const idle: number[] = [];
    for (let run = 0; run < 5; run++) {
      await setBadges(browser, false);
      const page = await openDeferredFeed(browser);
      await renderCardsInSteps(page);
      await page.waitForTimeout(1000);
      // Baseline: the same window with nothing switched on.
      const quiet = mainThreadWork(
        await traced(page, () => page.waitForTimeout(1000)),
        `chrome-extension://${browser.extensionId}/`,
      );
      idle.push(quiet.busy.reduce((a, b) => a + b, 0));
      // No polling inside the page while tracing (it would be counted): a fixed wait, checked afterwards.
      const work = mainThreadWork(
        await traced(page, async () => {
          await setBadges(browser, true);
          await page.waitForTimeout(1000);
        }),
        `chrome-extension://${browser.extensionId}/`,
      );
      const drawn = await page.locator("vidinsight-badge").count();
      if (drawn !== THUMBNAILS) throw new Error(`only ${drawn} badges after 1 s`);
      totals.push(work.busy.reduce((a, b) => a + b, 0));
      longest.push(Math.max(0, ...work.busy));
      await page.close();
    }
    // Tracing itself keeps an idle renderer a little busy; the idle window measures that.
    figures.push([
      `main-thread time to badge ${THUMBNAILS} thumbnails (busy time, median of 5)`,
      `${ms(median(totals) - median(idle))} (${ms(median(totals))} traced, minus ${ms(median(idle))} for an idle page)`,
    ]);
    figures.push([`longest task while badging (worst of 5)`, ms(Math.max(...longest))]);
  } finally {
    await browser.close();
  }
});
