import type { ContentScriptContext } from "wxt/utils/content-script-context";
import type { CaptionTrack } from "../../shared/page-protocol.ts";
import { anyOf } from "../../shared/selectors.ts";
import analysesCss from "../analyses/analyses.css?inline";
import { createShadowPanel, type ShadowPanelHandle } from "../shadow-panel.tsx";
import type { UiStrings } from "../ui-language.ts";
import { loadTranscript, saveTextFile } from "./transcript-source.ts";
import panelCss from "./watch-panel.css?inline";
import { WatchPanel, type WatchPanelProps } from "./watch-panel.tsx";

const css = panelCss + analysesCss;

/**
 * The lazily loaded half of the watch-page panel (React and the panel). The per-page content
 * script imports this module only when a watch page's data arrives.
 */

export type PanelProps = Omit<WatchPanelProps, "copyText" | "loadTranscript" | "saveFile">;

/** Shows the panel for props.video (replacing a panel of another video), removes it. */
export type WatchPanelHandle = ShadowPanelHandle<PanelProps>;

export const PANEL_TAG = "vidinsight-watch-panel";

export function createWatchPanel(ctx: ContentScriptContext, strings: UiStrings): WatchPanelHandle {
  return createShadowPanel<PanelProps>(
    ctx,
    {
      name: PANEL_TAG,
      css,
      anchor: () => anyOf("watchTitle"),
      append: () => "after",
      keyOf: (props) => props.video.videoId,
      mark(host, props) {
        host.dataset.videoId = props.video.videoId;
      },
      render: (props) => (
        <WatchPanel {...props} copyText={copyText} loadTranscript={loadTrack} saveFile={saveFile} />
      ),
    },
    strings,
  );
}

const loadTrack = (track: CaptionTrack) =>
  loadTranscript(track, { fetch: window.fetch.bind(window), document });
const saveFile = (name: string, text: string, type: string) => saveTextFile(document, name, text, type);

/** Clipboard write with a fallback for pages where the async Clipboard API is refused. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch (error) {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.cssText = "position:fixed;top:-1000px;opacity:0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    if (!ok) throw error;
  }
}
