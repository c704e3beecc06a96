import { browser } from "wxt/browser";
import type { ContentScriptContext } from "wxt/utils/content-script-context";
import type { UsageToday } from "../../shared/analysis-protocol.ts";
import { env } from "../../shared/env.ts";
import { analysisPageFromUrl } from "../../shared/video-id.ts";
import { onUiStrings, uiStrings } from "../ui-language.ts";
import type { PageAnalysisHandle } from "./analysis-ui.tsx";
import type { AnalysisRequests } from "./requests.ts";

type UiModule = typeof import("./analysis-ui.tsx");

/**
 * Shows the analysis UI of channel and search pages. Its module (React, the results report) is
 * imported only when such a page shows, so the script every YouTube page runs carries only this.
 */
export class PageAnalysisController {
  private started = false;
  private signedIn = false;
  private url = "";
  private usage: UsageToday | null | undefined = undefined;
  private usageAsked = false;
  private ui: Promise<PageAnalysisHandle> | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: ContentScriptContext,
    private readonly requests: AnalysisRequests,
  ) {}

  onNavigate(url: string): void {
    this.url = url;
    this.update();
  }

  setSignedIn(signedIn: boolean): void {
    if (signedIn !== this.signedIn) {
      this.usage = undefined;
      this.usageAsked = false;
    }
    this.signedIn = signedIn;
    this.update();
  }

  start(url: string): void {
    this.started = true;
    this.url = url;
    this.update();
  }

  private update(): void {
    this.queue = this.queue
      .then(() => this.apply())
      .catch((error: unknown) => console.warn("VidInsight: analysis UI update failed", error));
  }

  private async apply(): Promise<void> {
    if (!this.started) return;
    const page = analysisPageFromUrl(this.url);
    if (!page) {
      if (this.ui) (await this.ui).remove();
      return;
    }
    if (this.signedIn && !this.usageAsked) {
      // Asked once per page and sign-in; analyses answer the new usage. Unknown (null) if it fails.
      this.usageAsked = true;
      this.requests.usage().then(
        (usage) => this.setUsage(usage),
        () => this.setUsage(null),
      );
    }
    await (await this.loadUi()).show({
      page,
      signedIn: this.signedIn,
      usage: this.signedIn ? this.usage : null,
      requests: this.requests,
      onUsage: (usage) => this.setUsage(usage),
      loginUrl: `${env.websiteOrigin}/login`,
      upgradeUrl: `${env.websiteOrigin}/pricing`,
      websiteOrigin: env.websiteOrigin,
    });
  }

  private setUsage(usage: UsageToday | null): void {
    this.usage = usage;
    this.update();
  }

  private loadUi(): Promise<PageAnalysisHandle> {
    this.ui ??= (async () => {
      const [module, strings] = await Promise.all([
        import(/* @vite-ignore */ browser.runtime.getURL("/analysis-ui.js")) as Promise<UiModule>,
        uiStrings(),
      ]);
      const handle = module.createPageAnalysis(this.ctx, strings);
      this.ctx.onInvalidated(onUiStrings((next) => handle.setStrings(next)));
      return handle;
    })().catch((error: unknown) => {
      this.ui = null;
      throw error;
    });
    return this.ui;
  }
}
