// The YouTube emulator for tests, on a free port, on a clock the test controls (the emulator computes
// statistics at its `now`; the jobs and the app get the same clock, so the 7-day baseline rule and VPH
// see exactly the instants the emulator answered at).

import {
  type Catalog,
  generateCatalog,
  startYoutubeEmulator,
  type YoutubeEmulator,
  type YoutubeEmulatorOptions,
} from "@vi/emulators/youtube";
import type { Database } from "../src/db/index.ts";
import { createLogger } from "../src/logger.ts";
import type { IngestContext } from "../src/videos/ingest.ts";
import { createDatabaseQuotaBudget } from "../src/videos/quota-budget.ts";
import { createYoutubeClient } from "../src/youtube/client.ts";

export const TEST_YOUTUBE_KEY = "test-youtube-key";

/** A settable clock, starting 20 days after the default catalog's anchor. */
export class TestClock {
  constructor(public ms = Date.UTC(2026, 10, 21, 12)) {}
  readonly now = () => new Date(this.ms);
  advance(ms: number) {
    this.ms += ms;
  }
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

let sharedCatalog: Catalog | undefined;
/** A small catalog (40 channels) shared by the files of one worker: generating it is the slow part. */
export function testCatalog(): Catalog {
  sharedCatalog ??= generateCatalog(42, { channels: 40 });
  return sharedCatalog;
}

export async function startTestEmulator(
  clock: TestClock,
  options: Pick<YoutubeEmulatorOptions, "oauth"> = {},
): Promise<YoutubeEmulator> {
  return startYoutubeEmulator({
    port: 0,
    apiKey: TEST_YOUTUBE_KEY,
    catalog: testCatalog(),
    now: () => clock.ms,
    ...options,
  });
}

/** Environment variables pointing the API at the emulator. */
export function youtubeVars(emulator: YoutubeEmulator): Record<string, string> {
  // A generous deadline: 20 parallel lookups on a busy test machine can pass the production 5 s.
  return {
    YOUTUBE_API_BASE_URL: emulator.baseUrl,
    YOUTUBE_API_KEY: TEST_YOUTUBE_KEY,
    YOUTUBE_REQUEST_TIMEOUT_MS: "30000",
  };
}

/** What the jobs need: the real client (no retry waits) with the database budget, on the test clock. */
export function ingestContext(
  db: Database,
  emulator: YoutubeEmulator,
  clock: TestClock,
  dailyLimit = 10_000,
): IngestContext {
  const quota = createDatabaseQuotaBudget({ db, dailyLimit, now: () => clock.ms });
  return {
    db,
    youtube: createYoutubeClient({
      baseUrl: emulator.baseUrl,
      apiKey: TEST_YOUTUBE_KEY,
      quota,
      retry: { retries: 1, sleep: async () => {} },
    }),
    now: clock.now,
    logger: createLogger("silent"),
  };
}
