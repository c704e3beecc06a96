// How the /oauth-callback pop-up tells the Connected Accounts page how the authorization ended: a
// window.postMessage to its opener, checked against our own origin, and a BroadcastChannel as a fallback
// for when the opener link is lost (a cross-origin page with Cross-Origin-Opener-Policy in between cuts it).
import {
  YOUTUBE_OAUTH_COMPLETE,
  type YoutubeOAuthCompleteMessage,
  YoutubeOAuthCompleteMessageSchema,
} from "@vi/types";

/** Same-origin only by nature; the name is ours. */
const OAUTH_CHANNEL_NAME = "vidinsight-youtube-oauth";

export function completeMessage(success: boolean, error?: string): YoutubeOAuthCompleteMessage {
  return { type: YOUTUBE_OAUTH_COMPLETE, success, ...(error === undefined ? {} : { error }) };
}

/** Sends the result to the opener (own origin only) and on the broadcast channel. */
export function notifyOpener(message: YoutubeOAuthCompleteMessage, win: Window = window): void {
  const origin = win.location.origin;
  try {
    if (win.opener && win.opener !== win) (win.opener as Window).postMessage(message, origin);
  } catch {
    // The opener went away (closed, or navigated elsewhere): the broadcast below still carries it.
  }
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(OAUTH_CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  }
}

/**
 * Calls `onMessage` once for the first valid result, from a window message of our own origin or the
 * broadcast channel. Returns the function that stops listening.
 */
export function listenForCompletion(
  onMessage: (message: YoutubeOAuthCompleteMessage) => void,
  win: Window = window,
): () => void {
  let done = false;
  const deliver = (data: unknown) => {
    const parsed = YoutubeOAuthCompleteMessageSchema.safeParse(data);
    if (!parsed.success || done) return;
    done = true;
    stop();
    onMessage(parsed.data);
  };
  const onWindowMessage = (event: MessageEvent) => {
    // Anything from another origin (a page in another tab, an extension) is ignored.
    if (event.origin !== win.location.origin) return;
    deliver(event.data);
  };
  win.addEventListener("message", onWindowMessage);
  const channel = typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(OAUTH_CHANNEL_NAME) : null;
  if (channel) channel.onmessage = (event: MessageEvent) => deliver(event.data);
  function stop() {
    win.removeEventListener("message", onWindowMessage);
    channel?.close();
  }
  return stop;
}
