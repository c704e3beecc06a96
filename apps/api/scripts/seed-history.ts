// Dev and test data for the history (docs/product.md#history): replays the last HISTORY_DAYS days of an
// emulator channel that uploads often and has a retitled long-form video, with the YouTube emulator's
// clock advanced hour by hour and the real store and refresh job run at each step, so the store holds real
// trajectories (snapshots at the cadence, title and thumbnail changes, outlier at age) ending now. The API
// started afterwards at the real time carries on from there. Runs on a database no API has open:
// PGLITE_DIR (or DATABASE_URL). Prints one JSON line: the channel and its replayed videos (and with
// HISTORY_BREAKOUT=1 the second channel and its coming breakout).
import {
  DEFAULT_CATALOG_ANCHOR,
  DEFAULT_SEED,
  generateCatalog,
  startYoutubeEmulator,
} from "@vi/emulators/youtube";
import { z } from "zod";
import { openDatabase } from "../src/db/index.ts";
import { feedSnapshots, refreshVideos } from "../src/jobs/refresh.ts";
import { createLogger } from "../src/logger.ts";
import { fetchAndStoreVideos } from "../src/videos/ingest.ts";
import { createDatabaseQuotaBudget } from "../src/videos/quota-budget.ts";
import { createYoutubeClient } from "../src/youtube/client.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const env = z
  .object({
    PGLITE_DIR: z.string().optional(),
    DATABASE_URL: z.string().optional(),
    YOUTUBE_EMULATOR_SEED: z.coerce.number().int().default(DEFAULT_SEED),
    HISTORY_DAYS: z.coerce.number().int().min(1).max(30).default(10),
    // "1": also a second channel with a strong outlier due 2 hours to 7 days from now, replayed in the
    // same pass (the watchlist's acceptance e2e follows it and moves the clock until it breaks out).
    HISTORY_BREAKOUT: z.enum(["0", "1"]).default("0"),
  })
  .parse(process.env);

const now = Date.now();
const start = now - env.HISTORY_DAYS * DAY;
const catalog = generateCatalog(env.YOUTUBE_EMULATOR_SEED, { anchor: DEFAULT_CATALOG_ANCHOR });
const longUploads = (channel: (typeof catalog.channels)[number]) =>
  catalog
    .uploadsAt(channel, now)
    .filter((video) => !video.isShort && !video.broadcast && video.publishedAt > start + DAY);
/** The channel's next long-form upload the catalog made a strong outlier, published 2 hours to 7 days from now. */
const comingBreakout = (channel: (typeof catalog.channels)[number]) =>
  catalog
    .uploadsAt(channel, now + 7 * DAY)
    .filter(
      (video) =>
        !video.isShort &&
        !video.broadcast &&
        video.outlierFactor >= 3 &&
        video.publishedAt > now + 2 * HOUR &&
        video.publishedAt < now + 7 * DAY,
    )
    .sort((a, b) => a.publishedAt - b.publishedAt)[0];
// A frequent uploader with enough long-form videos in the window for a typical start, one of them
// retitled while it was young (so the history shows a change); and, when asked, another whose next strong
// outlier comes soonest.
type Channel = (typeof catalog.channels)[number];
const frequent = (candidate: Channel) =>
  candidate.recentUploadIntervalMs <= 2 * DAY && longUploads(candidate).length >= 6;
const channel = catalog.channels.find(
  (candidate) =>
    frequent(candidate) &&
    longUploads(candidate).some(
      (video) =>
        video.retitle !== undefined && video.retitle.at < now - 12 * HOUR && video.publishedAt < now - DAY,
    ),
);
const breakoutAt = (candidate: Channel) => comingBreakout(candidate)?.publishedAt ?? Number.POSITIVE_INFINITY;
const breakoutChannel =
  env.HISTORY_BREAKOUT === "1"
    ? catalog.channels
        .filter((candidate) => candidate !== channel && frequent(candidate) && comingBreakout(candidate))
        .sort((a, b) => breakoutAt(a) - breakoutAt(b))[0]
    : undefined;
// Not fatal: the other browser tests need only the first channel (the breakout test says what is missing).
if (env.HISTORY_BREAKOUT === "1" && !breakoutChannel)
  console.error("no channel of the catalog has a breakout coming in the next 7 days");
if (!channel) throw new Error("no channel of the catalog fits the history replay");
const replayed = breakoutChannel ? [channel, breakoutChannel] : [channel];
const uploadsOfAll = (at: number) => replayed.flatMap((each) => catalog.uploadsAt(each, at));

let clock = start;
const emulator = await startYoutubeEmulator({
  port: 0,
  apiKey: "seed-history-key",
  catalog,
  now: () => clock,
});
const connection = await openDatabase(
  env.DATABASE_URL
    ? { driver: "postgres", url: env.DATABASE_URL }
    : { driver: "pglite", dataDir: env.PGLITE_DIR ?? ".data/pglite" },
);
try {
  await connection.migrate();
  const { db } = connection;
  const ctx = {
    db,
    youtube: createYoutubeClient({
      baseUrl: emulator.baseUrl,
      apiKey: "seed-history-key",
      quota: createDatabaseQuotaBudget({ db, dailyLimit: 1_000_000, now: () => clock }),
      retry: { retries: 1, sleep: async () => {} },
    }),
    now: () => new Date(clock),
    logger: createLogger("silent"),
  };
  // The channel's uploads before the window (the lifetime score's baseline), then hour by hour: each new
  // upload within the hour (as the feed or the daily track would find it), and the refresh job's due videos.
  const seen = new Set<string>();
  const store = async (ids: string[]) => {
    const fresh = ids.filter((id) => !seen.has(id));
    for (const id of fresh) seen.add(id);
    for (let i = 0; i < fresh.length; i += 50) await fetchAndStoreVideos(ctx, fresh.slice(i, i + 50));
  };
  for (const each of replayed) {
    await store(
      catalog
        .uploadsAt(each, clock)
        .slice(0, 60)
        .map((video) => video.id),
    );
  }
  for (;;) {
    await store(
      uploadsOfAll(clock)
        .filter((video) => video.publishedAt > clock - 2 * HOUR)
        .map((video) => video.id),
    );
    // As the refresh job: the Data API's due videos, then the hourly snapshots the channel's feed takes.
    await refreshVideos(ctx);
    await feedSnapshots(ctx);
    if (clock >= now) break;
    // Hourly while a video is in its first 48 hours (the hourly cadence); else on to the next upload, 6
    // hours at most (the cadence of days 2 to 7).
    const uploads = uploadsOfAll(now);
    const young = uploads.some(
      (video) => video.publishedAt <= clock && clock - video.publishedAt < 48 * HOUR,
    );
    const next = Math.min(
      ...uploads.filter((video) => video.publishedAt > clock).map((video) => video.publishedAt),
    );
    const step = young ? HOUR : Math.max(HOUR, Math.min(6 * HOUR, next - clock + 60_000));
    clock = Math.min(now, clock + step);
  }
  const videos = longUploads(channel).map((video) => ({
    videoId: video.id,
    ageHours: (now - video.publishedAt) / HOUR,
    retitled: video.retitle !== undefined && video.retitle.at <= now,
  }));
  const breakout = breakoutChannel ? comingBreakout(breakoutChannel) : undefined;
  console.log(
    JSON.stringify({
      channelId: channel.id,
      videos,
      ...(breakoutChannel && breakout
        ? {
            breakout: {
              channelId: breakoutChannel.id,
              videoId: breakout.id,
              publishedAt: new Date(breakout.publishedAt).toISOString(),
            },
          }
        : {}),
    }),
  );
} finally {
  await connection.close();
  await emulator.close();
}
