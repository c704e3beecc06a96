// Types for e2e-stack.mjs (the apps' TypeScript imports it without allowJs).

import type { ChildProcess } from "node:child_process";

export type StartedProcess = ChildProcess & { recentOutput(): string };
export declare function startProcess(
  name: string,
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string>; quiet?: boolean },
): StartedProcess;
export declare function stopProcess(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; child?: ChildProcess; name?: string },
): Promise<void>;
export declare function freePort(): Promise<number>;

export declare const E2E_YOUTUBE_API_KEY: string;
export declare const E2E_GOOGLE_CLIENT: {
  GOOGLE_OAUTH_CLIENT_ID: string;
  GOOGLE_OAUTH_CLIENT_SECRET: string;
};
export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumPath(): string;
export declare function firefoxPath(): string;

/** The part of playwright-core's BrowserType that launchChromium uses. */
export interface LaunchesBrowser<B> {
  launch(options: { executablePath: string; args: string[] } & Record<string, unknown>): Promise<B>;
}
export declare function launchChromium<B>(
  browserType: LaunchesBrowser<B>,
  options?: { args?: string[] } & Record<string, unknown>,
): Promise<B>;

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST spells it. */
  host: string;
  url: string;
  stop(): Promise<void>;
}
export declare function startAuth(): Promise<AuthEmulator>;

export interface ApiStackOptions {
  authHost: string;
  /** WEB_ORIGIN of the API (CORS). */
  webOrigin: string;
  /** Start the YouTube emulator and point the API at it. */
  youtube?: boolean;
  youtubeSeed?: number;
  /** Channels the demo-data job ingests from the emulator (0: no demo data). */
  demoChannels?: number;
  /** An admin's user record, written into the database before the API opens it. */
  seedAdmin?: { uid: string; email: string };
  /**
   * Replay the last days of a frequent uploader of the emulator's catalog on a moving clock before the API
   * starts (apps/api/scripts/seed-history.ts), so its videos have histories, a typical start and changes.
   * "breakout": also a second channel whose next strong outlier is due within 7 days (`history.breakout`).
   */
  seedHistory?: boolean | "breakout";
  /** Start the SMTP catcher and point the API's recap email at it (SMTP_URL, API_PUBLIC_URL). */
  smtp?: boolean;
  /** Start the Stripe emulator (checkout, portal, webhooks to this API) and point the API's billing at it. */
  stripe?: boolean;
  /**
   * Time a test can move: the YouTube emulator's clock control on, and the API run as
   * apps/api/scripts/e2e-clock-api.ts (its clock and its jobs driven from `clockUrl`).
   */
  clock?: boolean;
  /** More API variables (win over the defaults). */
  env?: Record<string, string>;
  /** Prefix of the API's output lines and name in errors. */
  name?: string;
  timeoutMs?: number;
}

export interface ApiStack {
  apiUrl: string;
  /** The emulator's origin (the API uses `${youtubeUrl}/youtube/v3`); null without `youtube`. */
  youtubeUrl: string | null;
  /** The SMTP catcher's web address (GET /api/messages); null without `smtp`. */
  mailUrl: string | null;
  /** The Stripe emulator's origin (POST /_emulator/clock/advance moves its clock); null without `stripe`. */
  stripeUrl: string | null;
  /** The Google OAuth emulator's origin (in the YouTube emulator's process); null without `youtube`. */
  googleUrl: string | null;
  /** The API harness's control server (GET /clock, POST /clock/advance, POST /jobs/run); null without `clock`. */
  clockUrl: string | null;
  pgliteDir: string;
  /** With `seedHistory`: the replayed channel and its long-form videos of the window; else null. */
  history: ReplayedHistory | null;
  /** Resolves once the API answers /healthz (it is started, not awaited, so callers can build meanwhile). */
  ready(): Promise<void>;
  stop(): Promise<void>;
}
export declare function startApiStack(options: ApiStackOptions): Promise<ApiStack>;

export interface ReplayedHistory {
  channelId: string;
  videos: { videoId: string; ageHours: number; retitled: boolean }[];
  /** With `seedHistory: "breakout"`: the second channel and its coming strong outlier. */
  breakout?: { channelId: string; videoId: string; publishedAt: string };
}
