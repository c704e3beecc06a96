import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { ContentScriptContext } from "wxt/utils/content-script-context";
import { createShadowRootUi, type ShadowRootContentScriptUi } from "wxt/utils/content-script-ui/shadow-root";
import type { CaptionTrack } from "../../shared/page-protocol.ts";
import { anyOf } from "../../shared/selectors.ts";
import analysesCss from "../analyses/analyses.css?inline";
import { followYouTubeTheme } from "../shadow-theme.ts";
import { SHADOW_ROOT_MODE } from "../trusted-events.ts";
import { loadTranscript, saveTextFile } from "./transcript-source.ts";
import panelCss from "./watch-panel.css?inline";
import { WatchPanel, type WatchPanelProps } from "./watch-panel.tsx";

const css = panelCss + analysesCss;

/**
 * The lazily loaded half of the watch-page panel (React and the panel). The per-page content
 * script imports this module only when a watch page's data arrives.
 */

export type PanelProps = Omit<WatchPanelProps, "copyText" | "loadTranscript" | "saveFile">;

export interface WatchPanelHandle {
  /** Shows the panel for props.video, replacing a panel of another video. */
  show(props: PanelProps): Promise<void>;
  /** Removes the panel (navigation away, panel switched off). */
  remove(): void;
}

interface Mounted {
  root: Root;
  stopTheme(): void;
}

export const PANEL_TAG = "vidinsight-watch-panel";

export function createWatchPanel(ctx: ContentScriptContext): WatchPanelHandle {
  let ui: ShadowRootContentScriptUi<Mounted> | null = null;
  let shownVideoId: string | null = null;
  let latest: PanelProps | null = null;
  // Increments on every show/remove so a slow mount for an old video cannot win a race.
  let generation = 0;

  // Synchronous: the panel is in the DOM before the next frame (a concurrent render would wait for
  // React's scheduler task, often a frame later). The component is small, so this is cheap.
  const render = (mounted: Mounted | undefined) => {
    const props = latest;
    if (mounted && props)
      flushSync(() =>
        mounted.root.render(
          <WatchPanel {...props} copyText={copyText} loadTranscript={loadTrack} saveFile={saveFile} />,
        ),
      );
  };

  const remove = () => {
    generation++;
    ui?.remove();
    ui = null;
    shownVideoId = null;
  };

  return {
    async show(props) {
      latest = props;
      if (ui && shownVideoId === props.video.videoId) {
        render(ui.mounted);
        return;
      }
      remove();
      const mine = generation;
      const created = await createShadowRootUi<Mounted>(ctx, {
        name: PANEL_TAG,
        position: "inline",
        // A selector (not an element) so autoMount can watch for YouTube re-creating the title.
        anchor: anyOf("watchTitle"),
        append: "after",
        css,
        // WXT's default reset (:host{all:initial !important}) would also beat the panel's own
        // :host display and margin, so the stylesheet resets the host itself.
        inheritStyles: true,
        // Keys typed in the panel must not reach YouTube's shortcuts (k, f, m, ...).
        isolateEvents: true,
        // Closed: YouTube's page scripts get no handle on the panel's buttons (content/trusted-events.ts).
        mode: SHADOW_ROOT_MODE,
        onMount(container, _shadow, host) {
          host.dataset.videoId = props.video.videoId;
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
      shownVideoId = props.video.videoId;
      // Mounts when the title exists and again if YouTube re-creates it.
      ui.autoMount();
    },
    remove,
  };
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
