import type { ViUserData } from "@vi/types";
import { storage } from "wxt/utils/storage";

/** What the user switched on in the popup. Stored locally; content scripts watch it and apply it live. */
export interface Settings {
  watchPanel: boolean;
  thumbnailBadges: boolean;
}

export const DEFAULT_SETTINGS: Settings = { watchPanel: true, thumbnailBadges: true };

export const settingsItem = storage.defineItem<Settings>("local:settings", { fallback: DEFAULT_SETTINGS });

/** The signed-in user as the website last sent it (VI_USER_DATA); null when signed out. */
export const userItem = storage.defineItem<ViUserData | null>("local:user", { fallback: null });
