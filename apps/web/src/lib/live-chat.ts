// Loader for the third-party live-chat widget (loads on the first mouse-over or touch, or on
// demand; opens after a 2 second wait if not yet loaded). Unconfigured: no request, mail fallback.
import { env } from "../env.ts";

export const CHAT_OPEN_DELAY_MS = 2000;

type ChatGlobals = {
  Tawk_API?: { maximize?: () => void };
  $crisp?: { push: (command: unknown[]) => void };
  Intercom?: (command: string) => void;
};

/** Opens whichever supported widget the script installed; false when none is ready. */
export function openKnownWidget(win: Window): boolean {
  const w = win as Window & ChatGlobals;
  if (typeof w.Tawk_API?.maximize === "function") {
    w.Tawk_API.maximize();
    return true;
  }
  if (w.$crisp && typeof w.$crisp.push === "function") {
    w.$crisp.push(["do", "chat:open"]);
    return true;
  }
  if (typeof w.Intercom === "function") {
    w.Intercom("show");
    return true;
  }
  return false;
}

type ChatState = "idle" | "loading" | "loaded" | "failed";

export interface LiveChatOptions {
  /** Script URL; "" means no chat is configured. */
  scriptUrl: string;
  supportEmail: string;
  document?: Document;
  openDelayMs?: number;
  openWidget?: (win: Window) => boolean;
  /** Where Contact Support goes without a chat (default: navigate to the mailto: link). */
  fallback?: (mailto: string) => void;
}

export interface LiveChat {
  readonly configured: boolean;
  readonly mailto: string;
  state(): ChatState;
  /** Inserts the script once. No-op when unconfigured. */
  load(): void;
  /** Loads on the first mouseover or touchstart anywhere on the page. Returns an uninstaller. */
  installTriggers(): () => void;
  /** Contact Support: open now if loaded, else load and open after the delay; mail when unconfigured. */
  open(): void;
}

export function createLiveChat(options: LiveChatOptions): LiveChat {
  // Looked up on use: the module is also imported by the build-time prerender, where there is no document.
  const docOf = () => options.document ?? document;
  const delay = options.openDelayMs ?? CHAT_OPEN_DELAY_MS;
  const openWidget = options.openWidget ?? openKnownWidget;
  const mailto = `mailto:${options.supportEmail}?subject=${encodeURIComponent("VidInsight support")}`;
  const fallback = options.fallback ?? ((href: string) => docOf().defaultView?.location.assign(href));
  const configured = options.scriptUrl !== "";
  let state: ChatState = "idle";
  let openWhenLoaded = false;

  const tryOpen = (): void => {
    const win = docOf().defaultView;
    if (win && openWidget(win)) return;
    // Still loading (slow network): try again once the script has run.
    if (state === "loading") openWhenLoaded = true;
    else fallback(mailto);
  };

  const load = (): void => {
    if (!configured || state !== "idle") return;
    state = "loading";
    const script = docOf().createElement("script");
    script.src = options.scriptUrl;
    script.async = true;
    script.addEventListener("load", () => {
      state = "loaded";
      if (openWhenLoaded) {
        openWhenLoaded = false;
        setTimeout(tryOpen, delay);
      }
    });
    script.addEventListener("error", () => {
      state = "failed";
      if (openWhenLoaded) {
        openWhenLoaded = false;
        fallback(mailto);
      }
    });
    docOf().body.appendChild(script);
  };

  return {
    configured,
    mailto,
    state: () => state,
    load,
    installTriggers() {
      if (!configured) return () => {};
      const onFirst = (): void => {
        uninstall();
        load();
      };
      const uninstall = (): void => {
        docOf().removeEventListener("mouseover", onFirst);
        docOf().removeEventListener("touchstart", onFirst);
      };
      docOf().addEventListener("mouseover", onFirst, { passive: true });
      docOf().addEventListener("touchstart", onFirst, { passive: true });
      return uninstall;
    },
    open() {
      if (!configured) {
        fallback(mailto);
        return;
      }
      if (state === "loaded") {
        tryOpen();
        return;
      }
      if (state === "failed") {
        fallback(mailto);
        return;
      }
      load();
      // The widget needs a moment after its script runs before it can open.
      setTimeout(tryOpen, delay);
    },
  };
}

export const liveChat: LiveChat = createLiveChat({
  scriptUrl: env.VITE_CHAT_SCRIPT_URL,
  supportEmail: env.VITE_SUPPORT_EMAIL,
});
