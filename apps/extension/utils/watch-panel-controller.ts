import { browser } from "wxt/browser";
import type { ContentScriptContext } from "wxt/utils/content-script-context";
import type { PanelProps, WatchPanelHandle } from "../ui/watch-panel";
import { env } from "./env";
import type { VideoPageData } from "./page-data";
import { pageFromUrl } from "./video-id";

type PanelModule = typeof import("../ui/watch-panel");

/**
 * Decides when the watch panel shows, and for which video. The UI module (React) is imported on
 * first use only, so pages without a video never load it.
 */
export class WatchPanelController {
  private enabled = true;
  private signedIn = false;
  private video: VideoPageData | null = null;
  private panel: Promise<WatchPanelHandle> | null = null;
  // Updates run one after another, each with the latest state, so quick successive events
  // (settings, sign-in state and page data arriving together at start) cannot interleave.
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: ContentScriptContext) {}

  /** Page data arrived from the main world. Data for another video than the URL's is stale. */
  onVideo(url: string, video: VideoPageData | null): void {
    const page = pageFromUrl(url);
    const current = pageFromUrl(location.href);
    if (page.videoId !== current.videoId) return;
    this.video = page.kind === "watch" && video?.videoId === page.videoId ? video : null;
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
    this.update();
  }

  setSignedIn(signedIn: boolean): void {
    this.signedIn = signedIn;
    this.update();
  }

  private update(): void {
    this.queue = this.queue
      .then(() => this.apply())
      .catch((error: unknown) => console.warn("VidInsight: watch panel update failed", error));
  }

  private async apply(): Promise<void> {
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
    this.panel ??= this.load().catch((error: unknown) => {
      this.panel = null; // try again on the next update
      throw error;
    });
    await (await this.panel).show(props);
  }

  private async load(): Promise<WatchPanelHandle> {
    const url = browser.runtime.getURL("/panel-ui.js");
    const module: PanelModule = await import(/* @vite-ignore */ url);
    return module.createWatchPanel(this.ctx);
  }
}
