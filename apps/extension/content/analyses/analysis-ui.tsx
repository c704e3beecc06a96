import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { ContentScriptContext } from "wxt/utils/content-script-context";
import { createShadowRootUi, type ShadowRootContentScriptUi } from "wxt/utils/content-script-ui/shadow-root";
import { RESULTS_MAX_IDS, type UsageToday } from "../../shared/analysis-protocol.ts";
import { anyOf, findSearchResultIds } from "../../shared/selectors.ts";
import type { AnalysisPage } from "../../shared/video-id.ts";
import { followYouTubeTheme } from "../shadow-theme.ts";
import { SHADOW_ROOT_MODE } from "../trusted-events.ts";
import panelCss from "../watch-panel/watch-panel.css?inline";
import { WatchChannel, watchChannel } from "../watchlist/WatchChannel.tsx";
import { AnalyzeChannel } from "./AnalyzeChannel.tsx";
import analysesCss from "./analyses.css?inline";
import { ResultsPanel } from "./ResultsPanel.tsx";
import type { AnalysisRequests } from "./requests.ts";

/**
 * The lazily loaded UI of channel and search pages: 'Analyze channel' under a channel's header, the
 * results panel above a search's results. The per-page content script imports this module only on
 * those pages (content/analyses/controller.ts), so it adds nothing to the script every page runs.
 */

export interface PageAnalysisProps {
  page: AnalysisPage;
  signedIn: boolean;
  /** Today's usage; undefined while loading, null when unknown. */
  usage: UsageToday | null | undefined;
  requests: AnalysisRequests;
  /** Usage changed after an analysis. */
  onUsage(usage: UsageToday): void;
  loginUrl: string;
  upgradeUrl: string;
  websiteOrigin: string;
}

export interface PageAnalysisHandle {
  show(props: PageAnalysisProps): Promise<void>;
  remove(): void;
}

export const PAGE_ANALYSIS_TAG = "vidinsight-page-analysis";

interface Mounted {
  root: Root;
  stopTheme(): void;
}

const keyOf = (page: AnalysisPage) =>
  page.kind === "channel" ? `channel:${page.channel}` : `search:${page.query}`;

export function createPageAnalysis(ctx: ContentScriptContext): PageAnalysisHandle {
  let ui: ShadowRootContentScriptUi<Mounted> | null = null;
  let shownKey: string | null = null;
  let latest: PageAnalysisProps | null = null;
  let generation = 0;

  const render = (mounted: Mounted | undefined) => {
    const props = latest;
    if (mounted && props)
      flushSync(() => mounted.root.render(<PageAnalysis key={keyOf(props.page)} {...props} />));
  };

  const remove = () => {
    generation++;
    ui?.remove();
    ui = null;
    shownKey = null;
  };

  return {
    async show(props) {
      latest = props;
      const key = keyOf(props.page);
      if (ui && shownKey === key) {
        render(ui.mounted);
        return;
      }
      remove();
      const mine = generation;
      const created = await createShadowRootUi<Mounted>(ctx, {
        name: PAGE_ANALYSIS_TAG,
        position: "inline",
        anchor: anyOf(props.page.kind === "channel" ? "channelHeader" : "searchResults"),
        append: props.page.kind === "channel" ? "after" : "first",
        css: panelCss + analysesCss,
        inheritStyles: true,
        isolateEvents: true,
        // Closed: YouTube's page scripts get no handle on the panel's buttons (content/trusted-events.ts).
        mode: SHADOW_ROOT_MODE,
        onMount(container, _shadow, host) {
          host.dataset.kind = props.page.kind;
          const mounted: Mounted = { root: createRoot(container), stopTheme: followYouTubeTheme(host) };
          render(mounted);
          return mounted;
        },
        onRemove(mounted) {
          mounted?.stopTheme();
          mounted?.root.unmount();
        },
      });
      if (mine !== generation || ctx.isInvalid) return;
      ui = created;
      shownKey = key;
      ui.autoMount();
    },
    remove,
  };
}

function PageAnalysis(props: PageAnalysisProps) {
  const { page, requests } = props;
  if (page.kind === "channel") {
    return (
      <div className="channel-bar">
        {props.signedIn ? (
          <AnalyzeChannel
            analyze={async () => {
              const answer = await requests.channel(page.channel);
              if (!answer.ok) return answer;
              if (answer.usage) props.onUsage(answer.usage);
              return { ok: true, url: answer.url };
            }}
            upgradeUrl={props.upgradeUrl}
            usage={props.usage?.channel}
          />
        ) : null}
        {props.signedIn ? (
          <WatchChannel
            watch={() => watchChannel(page.channel)}
            watchlistUrl={`${props.websiteOrigin}/watchlist`}
          />
        ) : (
          <a className="link" href={props.loginUrl} target="_blank" rel="noopener">
            Sign in to analyze this channel
          </a>
        )}
      </div>
    );
  }
  return (
    <ResultsPanel
      query={page.query}
      signedIn={props.signedIn}
      resultCount={findSearchResultIds(document).length}
      usage={props.usage === undefined ? undefined : (props.usage?.results ?? null)}
      analyze={async () => {
        // Read when asked: YouTube adds results as the page scrolls.
        const ids = findSearchResultIds(document).slice(0, RESULTS_MAX_IDS);
        if (ids.length === 0) {
          return { ok: false, failure: { message: "No video results on this page yet.", quota: false } };
        }
        const answer = await requests.results(page.query, ids);
        if (!answer.ok) return answer;
        if (answer.usage) props.onUsage(answer.usage);
        return { ok: true, report: answer.report, usage: answer.usage?.results ?? null };
      }}
      loginUrl={props.loginUrl}
      upgradeUrl={props.upgradeUrl}
      websiteOrigin={props.websiteOrigin}
    />
  );
}
