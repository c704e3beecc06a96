// `tsx bench/watchlist.ts [--uploads-per-week N]`: YouTube Data API units a day per 1,000 followed
// channels, from the code's own constants (docs/decisions/watchlist.md). Detecting uploads by polling each
// channel's uploads playlist hourly against WebSub pushes plus the Atom feed (no key, no quota); in both
// the new uploads' statistics come from videos.list at the age cadence (REFRESH_CADENCE, 50 ids a unit)
// and the daily track of each channel (RETRACK_AFTER_MS) continues.
import { parseArgs } from "node:util";
import { refreshIntervalMs } from "../src/jobs/refresh.ts";
import { RETRACK_AFTER_MS } from "../src/jobs/track.ts";
import { WEBSUB_LEASE_SECONDS } from "../src/watchlist/websub.ts";
import { IDS_PER_REQUEST } from "../src/youtube/client.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHANNELS = 1_000;
const { values } = parseArgs({ options: { "uploads-per-week": { type: "string", default: "3" } } });
const uploadsPerWeek = Number(values["uploads-per-week"]);
const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

let refreshes = 0;
for (let age = 0; age < 30 * DAY; age += refreshIntervalMs(age)) refreshes++;
// Steady state: each channel has uploadsPerWeek * 30/7 videos in their first 30 days at any time.
const videosInWindow = CHANNELS * uploadsPerWeek * (30 / 7);
const statisticsUnits = (videosInWindow * refreshes) / 30 / IDS_PER_REQUEST;
// The daily track: channels.list (50 channels a unit) + one playlistItems page a channel.
const trackUnits = (CHANNELS / IDS_PER_REQUEST + CHANNELS) * (DAY / RETRACK_AFTER_MS);
const pollingUnits = CHANNELS * (DAY / HOUR);

console.log(
  `== Quota per ${fmt(CHANNELS)} followed channels a day (${uploadsPerWeek} uploads a week each) ==`,
);
console.log(
  `statistics of their uploads (${refreshes} refreshes in 30 days, 50 ids a unit): ${fmt(statisticsUnits)} units`,
);
console.log(`daily track of the channels (channels.list + uploads page): ${fmt(trackUnits)} units`);
console.log(
  `detection by hourly uploads-playlist polls: ${fmt(pollingUnits)} units  -> total ${fmt(pollingUnits + statisticsUnits + trackUnits)}`,
);
console.log(
  `detection by WebSub + Atom feed: 0 units                      -> total ${fmt(statisticsUnits + trackUnits)}`,
);
console.log(
  `WebSub: ${fmt(CHANNELS)} subscriptions renewed every ${fmt(WEBSUB_LEASE_SECONDS / 86_400 - 1)} days (${fmt(CHANNELS / (WEBSUB_LEASE_SECONDS / 86_400 - 1))} hub requests a day, no quota)`,
);
