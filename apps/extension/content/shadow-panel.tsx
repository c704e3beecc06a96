import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import type { ContentScriptContext } from "wxt/utils/content-script-context";
import { createShadowRootUi, type ShadowRootContentScriptUi } from "wxt/utils/content-script-ui/shadow-root";
import type { ContentScriptAppendMode } from "wxt/utils/content-script-ui/types";
import { followYouTubeTheme } from "./shadow-theme.ts";
import { SHADOW_ROOT_MODE } from "./trusted-events.ts";
import { applyUiStrings, createUiI18n } from "./ui-i18n.tsx";
import type { UiStrings } from "./ui-language.ts";

/**
 * One React panel in a closed shadow root on YouTube's page, for the watch panel and the channel and
 * search panels: shown for some props, re-rendered in place while their key stays, replaced when it
 * changes, following YouTube's theme.
 */
export interface ShadowPanelOptions<P> {
  /** The host element's tag. */
  name: string;
  css: string;
  /** A selector (not an element) so autoMount can watch for YouTube re-creating the anchor. */
  anchor(props: P): string;
  append(props: P): ContentScriptAppendMode;
  /** Props with the same key re-render the shown panel; another key mounts a new one. */
  keyOf(props: P): string;
  /** Marks the host for the page's own data (tests and styles read its data attributes). */
  mark(host: HTMLElement, props: P): void;
  render(props: P): ReactNode;
}

export interface ShadowPanelHandle<P> {
  /** Shows the panel for `props`, replacing one shown for another key. */
  show(props: P): Promise<void>;
  /** Removes the panel (navigation away, panel switched off). */
  remove(): void;
  /** Shows the panel in another language (the popup's choice changed). */
  setStrings(strings: UiStrings): void;
}

interface Mounted {
  root: Root;
  stopTheme(): void;
}

export function createShadowPanel<P>(
  ctx: ContentScriptContext,
  options: ShadowPanelOptions<P>,
  strings: UiStrings,
): ShadowPanelHandle<P> {
  const i18n = createUiI18n(strings);
  let ui: ShadowRootContentScriptUi<Mounted> | null = null;
  let shownKey: string | null = null;
  let latest: P | null = null;
  // Increments on every show/remove so a slow mount for an old key cannot win a race.
  let generation = 0;

  // Synchronous: the panel is in the DOM before the next frame (a concurrent render would wait for
  // React's scheduler task, often a frame later). The panels are small, so this is cheap.
  const render = (mounted: Mounted | undefined) => {
    const props = latest;
    if (mounted && props !== null) {
      flushSync(() =>
        mounted.root.render(<I18nextProvider i18n={i18n}>{options.render(props)}</I18nextProvider>),
      );
    }
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
      const key = options.keyOf(props);
      if (ui && shownKey === key) {
        render(ui.mounted);
        return;
      }
      remove();
      const mine = generation;
      const created = await createShadowRootUi<Mounted>(ctx, {
        name: options.name,
        position: "inline",
        anchor: options.anchor(props),
        append: options.append(props),
        css: options.css,
        // WXT's default reset (:host{all:initial !important}) would also beat the panels' own :host
        // display and margin, so their stylesheets reset the host themselves.
        inheritStyles: true,
        // Keys typed in a panel must not reach YouTube's shortcuts (k, f, m, ...).
        isolateEvents: true,
        // Closed: YouTube's page scripts get no handle on the panels' buttons (content/trusted-events.ts).
        mode: SHADOW_ROOT_MODE,
        onMount(container, _shadow, host) {
          options.mark(host, props);
          // Screen readers and fonts (Japanese glyphs, hyphenation) follow the panel's language.
          host.lang = i18n.language;
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
      // Mounts when the anchor exists and again if YouTube re-creates it.
      ui.autoMount();
    },
    remove,
    setStrings(next) {
      applyUiStrings(i18n, next);
      if (ui?.mounted) {
        ui.shadowHost.lang = next.language;
        render(ui.mounted);
      }
    },
  };
}
