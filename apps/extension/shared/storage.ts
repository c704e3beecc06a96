import type { ViUserData } from "@vi/types";
import { storage } from "wxt/utils/storage";
import { type CachedInsight, INSIGHT_KEY_PREFIX, isCachedInsight } from "./insight-entry.ts";

/** What the user switched on in the popup. Stored locally; content scripts watch it and apply it live. */
export interface Settings {
  watchPanel: boolean;
  thumbnailBadges: boolean;
  /** The count of new breakouts of followed channels on the toolbar icon. */
  breakoutBadge: boolean;
  /** A browser notification for each new breakout. */
  breakoutNotifications: boolean;
  /**
   * Which score the badges show: the lifetime outlier score, or the outlier at the same age (videos of
   * their first 30 days against the channel's usual start; docs/product.md#history). Absent in settings
   * stored before it existed: the lifetime score.
   */
  badgeScore?: BadgeScore;
}

export const BADGE_SCORES = ["lifetime", "atAge"] as const;
export type BadgeScore = (typeof BADGE_SCORES)[number];

export const DEFAULT_SETTINGS: Settings = {
  watchPanel: true,
  thumbnailBadges: true,
  breakoutBadge: true,
  breakoutNotifications: true,
  badgeScore: "lifetime",
};

/** The breakout watcher's mark and count (background/breakouts.ts). */
export const breakoutStateItem = storage.defineItem<{ lastAlertAt: string | null; unseen: number }>(
  "local:breakouts",
  { fallback: { lastAlertAt: null, unseen: 0 } },
);

export const settingsItem = storage.defineItem<Settings>("local:settings", { fallback: DEFAULT_SETTINGS });

/** The interface language picked in the popup; null: the browser's language (docs/decisions/i18n.md). */
export const languageItem = storage.defineItem<string | null>("local:language", { fallback: null });

/**
 * What content scripts and the popup know of the signed-in user: a flag, the email, saved ids, admin flag
 * and linked channels, never a token (those stay in the background: background/user-store.ts).
 */
export type SignedInView = Omit<ViUserData, "idToken" | "refreshToken"> & { signedIn: true };

/** The signed-in view of the user the website last sent (VI_USER_DATA); null when signed out. */
export const userItem = storage.defineItem<SignedInView | null>("local:user", { fallback: null });

export interface StartState {
  settings: Settings;
  user: SignedInView | null;
  /** The background's cached insight for the page's video, if it has one (fresh or not). */
  insight: CachedInsight | null;
}

/**
 * What a content script needs before it shows anything, in one storage read: the settings, the user
 * and, on a watch page, the cached insight of its video (written by the background's insight cache),
 * so a warm-cache panel needs no round trip to the background.
 */
export async function readStartState(videoId: string | null): Promise<StartState> {
  const insightKey = `local:${INSIGHT_KEY_PREFIX}${videoId}` as const;
  const [settings, user, insight] = await storage.getItems(
    videoId ? [settingsItem, userItem, insightKey] : [settingsItem, userItem],
  );
  const cached: unknown = insight?.value;
  return {
    settings: (settings?.value as Settings | undefined) ?? DEFAULT_SETTINGS,
    user: (user?.value as SignedInView | null | undefined) ?? null,
    insight: isCachedInsight(cached) ? cached : null,
  };
}
