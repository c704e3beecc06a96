import { RESULTS_ANALYSIS_MAX_VIDEOS } from "@vi/types/core";
import type { ContentScriptContext } from "wxt/utils/content-script-context";
import type { UsageToday } from "../../shared/analysis-protocol.ts";
import { anyOf, findSearchResultIds } from "../../shared/selectors.ts";
import type { AnalysisPage } from "../../shared/video-id.ts";
import { createShadowPanel, type ShadowPanelHandle } from "../shadow-panel.tsx";
import { useUiText } from "../ui-i18n.tsx";
import type { UiStrings } from "../ui-language.ts";
import panelCss from "../watch-panel/watch-panel.css?inline";
import { WatchChannel, watchChannel } from "../watchlist/watch-channel.tsx";
import analysesCss from "./analyses.css?inline";
import { AnalyzeChannel } from "./analyze-channel.tsx";
import type { AnalysisRequests } from "./requests.ts";
import { ResultsPanel } from "./results-panel.tsx";

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

export type PageAnalysisHandle = ShadowPanelHandle<PageAnalysisProps>;

export const PAGE_ANALYSIS_TAG = "vidinsight-page-analysis";

const keyOf = (page: AnalysisPage) =>
  page.kind === "channel" ? `channel:${page.channel}` : `search:${page.query}`;

export function createPageAnalysis(ctx: ContentScriptContext, strings: UiStrings): PageAnalysisHandle {
  return createShadowPanel<PageAnalysisProps>(
    ctx,
    {
      name: PAGE_ANALYSIS_TAG,
      css: panelCss + analysesCss,
      anchor: (props) => anyOf(props.page.kind === "channel" ? "channelHeader" : "searchResults"),
      append: (props) => (props.page.kind === "channel" ? "after" : "first"),
      keyOf: (props) => keyOf(props.page),
      mark(host, props) {
        host.dataset.kind = props.page.kind;
      },
      render: (props) => <PageAnalysis key={keyOf(props.page)} {...props} />,
    },
    strings,
  );
}

function PageAnalysis(props: PageAnalysisProps) {
  const { page, requests } = props;
  const { t } = useUiText();
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
            {t("panel.signInChannel")}
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
        const ids = findSearchResultIds(document).slice(0, RESULTS_ANALYSIS_MAX_VIDEOS);
        if (ids.length === 0) {
          return { ok: false, failure: { message: t("results.noResults"), quota: false } };
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
