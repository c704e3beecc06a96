// The emulator's Google accounts: a few people, each owning zero, one or two channels of the YouTube
// emulator's catalog (a Google account can own several channels through brand accounts; Google then asks
// which one to use, and the grant - hence `channels.list?mine=true` - is for that one channel).
import type { Catalog, CatalogChannel } from "../youtube/catalog.ts";
import { hash32 } from "../youtube/prng.ts";

export interface EmulatorGoogleAccount {
  /** Google's `sub`: a 21-digit number. */
  id: string;
  email: string;
  name: string;
  /** Channels of the catalog this account owns (may be empty: no YouTube channel). */
  channelIds: readonly string[];
}

/** Which catalog channels (by index) each default account owns. */
const DEFAULT_ACCOUNTS = [
  { email: "maya.creator@example.com", name: "Maya Creator", channels: [0] },
  { email: "sam.studio@example.com", name: "Sam Studio", channels: [1, 2] },
  { email: "riley.makes@example.com", name: "Riley Makes", channels: [3] },
  { email: "alex.viewer@example.com", name: "Alex Viewer", channels: [] },
  // Owners of one channel each for the 'Your channel' browser tests (linked, granted without analytics,
  // revoked), so those never meet the channels the linking tests hold.
  { email: "jordan.vlogs@example.com", name: "Jordan Vlogs", channels: [4] },
  { email: "casey.crafts@example.com", name: "Casey Crafts", channels: [5] },
  { email: "devon.daily@example.com", name: "Devon Daily", channels: [6] },
] as const;

/** The default accounts over a catalog (deterministic: the same catalog gives the same accounts). */
export function defaultGoogleAccounts(catalog: Catalog): EmulatorGoogleAccount[] {
  return DEFAULT_ACCOUNTS.map((account, index) => ({
    id: `1${String(hash32("google-account", catalog.seed, index)).padStart(10, "0")}${String(index).padStart(10, "0")}`,
    email: account.email,
    name: account.name,
    channelIds: account.channels
      .filter((channelIndex) => channelIndex < catalog.channels.length)
      .map((channelIndex) => (catalog.channels[channelIndex] as CatalogChannel).id),
  }));
}

export interface CatalogSubscription {
  channel: CatalogChannel;
  /** When the subscription was made (epoch ms). */
  subscribedAt: number;
}

/**
 * The channels a catalog channel subscribes to, most recent first (subscriptions.list's default order):
 * between 8 and 127 other channels of the catalog, so some lists take several pages of 50.
 */
export function subscriptionsOf(catalog: Catalog, channel: CatalogChannel): CatalogSubscription[] {
  const others = catalog.channels.length - 1;
  const count = Math.min(others, 8 + (hash32("subscriptions", catalog.seed, channel.index) % 120));
  const step = 1 + (hash32("subscription-step", catalog.seed, channel.index) % Math.max(1, others));
  const chosen: CatalogSubscription[] = [];
  const seen = new Set<number>([channel.index]);
  let cursor = channel.index;
  // Walk the catalog with a fixed step, skipping channels already taken: deterministic and duplicate-free.
  while (chosen.length < count) {
    cursor = (cursor + step) % catalog.channels.length;
    while (seen.has(cursor)) cursor = (cursor + 1) % catalog.channels.length;
    seen.add(cursor);
    const subscribed = catalog.channels[cursor] as CatalogChannel;
    chosen.push({
      channel: subscribed,
      subscribedAt: catalog.anchor - (chosen.length + 1) * 86_400_000 * (1 + (hash32(cursor) % 5)),
    });
  }
  return chosen.sort((a, b) => b.subscribedAt - a.subscribedAt);
}
