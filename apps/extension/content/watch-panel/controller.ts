import type { SavedVideoIds } from "@vi/types";
import { browser } from "wxt/browser";
import type { ContentScriptContext } from "wxt/utils/content-script-context";
import type { UsageToday } from "../../shared/analysis-protocol.ts";
import { env } from "../../shared/env.ts";
import type { VideoPageData } from "../../shared/page-protocol.ts";
import { pageFromUrl } from "../../shared/video-id.ts";
import type { AnalysisRequests } from "../analyses/requests.ts";
import type { PageInsights } from "../page-insights.ts";
import { onUiStrings, uiStrings } from "../ui-language.ts";
import { watchChannel } from "../watchlist/watch-request.ts";
import type { PanelProps, WatchPanelHandle } from "./panel-ui.tsx";
import type { InsightState } from "./watch-panel.tsx";

type PanelModule = typeof import("./panel-ui.tsx");

export interface WatchPanelControllerDeps {
  insights: PageInsights;
  /** Saves or unsaves a video through the background; resolves to an error message or null. */
  setSaved(videoId: string, saved: boolean): Promise<string | null>;
  analyses: AnalysisRequests;
}

/**
 * Decides when the watch panel shows, and for which video. The UI module (React) is imported on
 * first use only, so pages without a video never load it. Signed in, the video's insight is asked
 * for as soon as its page data arrives (urgently: it does not wait for the badge batch window).
 */
export class WatchPanelController {
  private enabled = true;
  /** Nothing is shown before the stored settings and user are known (no signed-out flash). */
  private started = false;
  private signedIn = false;
  private savedIds: SavedVideoIds = {};
  private video: VideoPageData | null = null;
  private insight: { videoId: string; state: InsightState } | null = null;
  private panel: Promise<WatchPanelHandle> | null = null;
  /** Today's analysis usage (undefined until asked, null when unknown), asked once per video shown. */
  private usage: UsageToday | null | undefined = undefined;
  private usageFor: string | null = null;
  // Updates run one after another, each with the latest state, so quick successive events
  // (settings, sign-in state and page data arriving together at start) cannot interleave.
  private queue: Promise<void> = Promise.resolve();

  /** One function for every render, so the panel does not ask again on each update. */
  private readonly loadHistory = (videoId: string) => this.deps.analyses.history(videoId);

  constructor(
    private readonly ctx: ContentScriptContext,
    private readonly deps: WatchPanelControllerDeps,
  ) {}

  /** Page data arrived from the main world. Data for another video than the URL's is stale. */
  onVideo(url: string, video: VideoPageData | null): void {
    const page = pageFromUrl(url);
    const current = pageFromUrl(location.href);
    if (page.videoId !== current.videoId) return;
    this.video = page.kind === "watch" && video?.videoId === page.videoId ? video : null;
    this.loadInsight();
    this.update();
  }

  /** The URL changed: a panel for a different video goes at once, before the new data arrives. */
  onLocationChange(url: string): void {
    if (this.video && pageFromUrl(url).videoId !== this.video.videoId) {
      this.video = null;
      this.update();
    }
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.loadInsight();
    this.update();
  }

  setSignedIn(signedIn: boolean, savedIds: SavedVideoIds = {}): void {
    const changed = signedIn !== this.signedIn;
    this.signedIn = signedIn;
    this.savedIds = savedIds;
    if (changed) {
      this.insight = null;
      this.usage = undefined;
      this.usageFor = null;
      this.loadInsight();
    }
    this.update();
  }

  private loadInsight(): void {
    const video = this.video;
    if (!this.started || !video || !this.enabled || !this.signedIn) return;
    // A failed lookup is tried again on the next page data for this video; others are not repeated.
    if (this.insight?.videoId === video.videoId && this.insight.state.status !== "error") return;
    const videoId = video.videoId;
    this.insight = { videoId, state: { status: "loading" } };
    this.deps.insights.load([videoId], { urgent: true }).then(
      (result) => {
        if (this.insight?.videoId !== videoId) return;
        const found = result.values.get(videoId);
        this.insight = {
          videoId,
          state:
            found !== undefined
              ? { status: "ready", insight: found }
              : {
                  status: "error",
                  message: result.error?.error ?? "",
                  code: result.error ? result.error.code : "EXTENSION_UNAVAILABLE",
                },
        };
        this.update();
      },
      (error: unknown) => {
        if (this.insight?.videoId !== videoId) return;
        this.insight = {
          videoId,
          state: { status: "error", message: String(error), code: "EXTENSION_UNAVAILABLE" },
        };
        this.update();
      },
    );
  }

  /** Today's usage, asked when a video's panel shows signed in (it changes elsewhere too: other tabs, the website). */
  private loadUsage(): void {
    const video = this.video;
    if (!this.started || !video || !this.enabled || !this.signedIn || this.usageFor === video.videoId) return;
    this.usageFor = video.videoId;
    this.deps.analyses.usage().then(
      (usage) => this.setUsage(usage),
      () => this.setUsage(null),
    );
  }

  private setUsage(usage: UsageToday | null): void {
    if (usage !== null || this.usage === undefined) this.usage = usage;
    this.update();
  }

  private update(): void {
    this.queue = this.queue
      .then(() => this.apply())
      .catch((error: unknown) => console.warn("VidInsight: watch panel update failed", error));
  }

  /** The stored settings and user are applied: the panel may show from now on. */
  start(): void {
    this.started = true;
    this.loadInsight();
    this.update();
  }

  private async apply(): Promise<void> {
    if (!this.started) return;
    const video = this.enabled ? this.video : null;
    if (!video) {
      if (this.panel) (await this.panel).remove();
      return;
    }
    const props: PanelProps = {
      video,
      now: Date.now(),
      signedIn: this.signedIn,
      loginUrl: `${env.websiteOrigin}/login`,
    };
    if (this.signedIn) {
      this.loadUsage();
      const { analyses } = this.deps;
      props.upgradeUrl = `${env.websiteOrigin}/pricing`;
      props.analyses = {
        usage: this.usage,
        analyzeComments: async () => {
          const answer = await analyses.comments(video.videoId);
          if (!answer.ok) return answer;
          if (answer.usage) this.setUsage(answer.usage);
          return { ok: true, report: answer.report, usage: answer.usage?.comments ?? null };
        },
        analyzeChannel: async () => {
          // The channel id from the page data; the API also takes handles and URLs.
          const answer = await analyses.channel(video.channelId ?? "");
          if (!answer.ok) return answer;
          if (answer.usage) this.setUsage(answer.usage);
          return { ok: true, url: answer.url };
        },
        watchChannel: {
          watch: () => watchChannel(video.channelId ?? ""),
          watchlistUrl: `${env.websiteOrigin}/watchlist`,
        },
      };
      props.transcripts = {
        usage: this.usage === undefined ? undefined : (this.usage?.transcripts ?? null),
        claim: async (track) => {
          const answer = await analyses.transcript({
            videoId: video.videoId,
            language: track.languageCode,
            autoGenerated: track.autoGenerated,
            title: video.title.slice(0, 300),
          });
          if (!answer.ok) return answer;
          if (answer.usage) this.setUsage(answer.usage);
          return { ok: true, usage: answer.usage?.transcripts ?? null };
        },
      };
      props.loadHistory = this.loadHistory;
      props.websiteOrigin = env.websiteOrigin;
      props.insight = this.insight?.videoId === video.videoId ? this.insight.state : { status: "loading" };
      props.saved = this.savedIds[video.videoId] === true;
      props.setSaved = (saved) => this.deps.setSaved(video.videoId, saved);
    }
    await (await this.loadPanel()).show(props);
  }

  /**
   * Starts loading the panel's UI module before the page data arrives (on a watch page, the data
   * follows within milliseconds), so the two overlap instead of adding up.
   */
  preload(url: string): void {
    if (this.enabled && pageFromUrl(url).kind === "watch") {
      this.loadPanel().catch((error: unknown) => console.warn("VidInsight: could not load the panel", error));
    }
  }

  private loadPanel(): Promise<WatchPanelHandle> {
    this.panel ??= this.load().catch((error: unknown) => {
      this.panel = null; // try again on the next update
      throw error;
    });
    return this.panel;
  }

  private async load(): Promise<WatchPanelHandle> {
    const url = browser.runtime.getURL("/panel-ui.js");
    // The module and the reader's strings load side by side.
    const [module, strings] = await Promise.all([
      import(/* @vite-ignore */ url) as Promise<PanelModule>,
      uiStrings(),
    ]);
    const handle = module.createWatchPanel(this.ctx, strings);
    this.ctx.onInvalidated(onUiStrings((next) => handle.setStrings(next)));
    return handle;
  }
}
