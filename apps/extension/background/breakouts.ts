// Breakouts of the followed channels in the extension (docs/product.md#watchlist): the background asks
// GET /watchlist/breakouts every few minutes for those alerted since its last look, counts the unseen ones
// on the toolbar icon and shows a browser notification for each new one (at most 3, then one summary),
// both switchable in the popup. Opening the popup clears the count.
import type { WatchlistBreakout } from "@vi/types";
import { fill, type NoticeWords } from "./notice-words.ts";

/** How often the background looks (the API records breakouts every minute; emails go hourly). */
export const BREAKOUT_CHECK_MINUTES = 5;
const MAX_NOTIFICATIONS = 3;

export interface BreakoutState {
  /** The newest alert seen (ISO); the next look asks for those after it. */
  lastAlertAt: string | null;
  /** Breakouts not seen in the popup yet. */
  unseen: number;
}

export interface BreakoutWatcherDeps {
  /** The user's breakouts after `since` (null: the API's default window), newest first. */
  fetch(since: string | null): Promise<WatchlistBreakout[]>;
  signedIn(): Promise<boolean>;
  settings(): Promise<{ breakoutBadge: boolean; breakoutNotifications: boolean }>;
  load(): Promise<BreakoutState>;
  save(state: BreakoutState): Promise<void>;
  setBadge(text: string): Promise<void>;
  notify(id: string, title: string, message: string): Promise<void>;
  /** The notifications' words in the extension's language (read at each look: the popup may change it). */
  words(): Promise<NoticeWords>;
}

/** The multiple as the reader writes it: "4.2" in English (as before), "4,2" in German. */
function formatMultiple(multiple: number, language: string): string {
  return language === "en"
    ? multiple.toFixed(1)
    : new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        multiple,
      );
}

const badgeText = (unseen: number, on: boolean) =>
  on && unseen > 0 ? (unseen > 99 ? "99+" : String(unseen)) : "";

export function createBreakoutWatcher(deps: BreakoutWatcherDeps) {
  return {
    /** One look: new breakouts counted and notified. Answers how many were new. */
    async check(): Promise<number> {
      const settings = await deps.settings();
      if (!(await deps.signedIn())) {
        await deps.setBadge("");
        return 0;
      }
      const state = await deps.load();
      const found = await deps.fetch(state.lastAlertAt);
      // The first look after install only sets the mark: old breakouts are not news.
      const fresh =
        state.lastAlertAt === null ? [] : found.filter((b) => b.alertedAt > (state.lastAlertAt ?? ""));
      const newest = found.reduce<string | null>(
        (latest, b) => (latest === null || b.alertedAt > latest ? b.alertedAt : latest),
        state.lastAlertAt,
      );
      const next = { lastAlertAt: newest ?? new Date(0).toISOString(), unseen: state.unseen + fresh.length };
      await deps.save(next);
      await deps.setBadge(badgeText(next.unseen, settings.breakoutBadge));
      if (settings.breakoutNotifications && fresh.length > 0) {
        const shown = fresh.length > MAX_NOTIFICATIONS ? [] : fresh;
        const { language, breakout: words } = await deps.words();
        for (const breakout of shown) {
          await deps.notify(
            `vi-breakout-${breakout.videoId}`,
            fill(words.title, { title: breakout.title }),
            fill(words.message, {
              channel: breakout.channelTitle,
              multiple: formatMultiple(breakout.multiple, language),
            }),
          );
        }
        if (shown.length === 0)
          await deps.notify(
            `vi-breakouts-${next.lastAlertAt}`,
            fill(words.summaryTitle, { count: String(fresh.length) }),
            words.summaryMessage,
          );
      }
      return fresh.length;
    },
    /** The popup was opened: the count is seen. */
    async clear(): Promise<void> {
      const state = await deps.load();
      await deps.save({ ...state, unseen: 0 });
      await deps.setBadge("");
    },
    /** The popup switched the count on or off. */
    async refreshBadge(): Promise<void> {
      const [state, settings] = await Promise.all([deps.load(), deps.settings()]);
      await deps.setBadge(badgeText(state.unseen, settings.breakoutBadge));
    },
  };
}
