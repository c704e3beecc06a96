import { ApiError } from "@vi/api-client";
import { YoutubeOAuthCompleteMessageSchema } from "@vi/types";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../auth/api.ts";

/** The authorization pop-up is 600x700, centred on the screen. */
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 700;

export function popupFeatures(
  win: Pick<Window, "screenX" | "screenY" | "outerWidth" | "outerHeight">,
): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Ask the API for the authorization address, open it in a centred pop-up,
 * and wait for the /oauth-callback page's `youtube-oauth-complete` message (accepted only from our own
 * origin). `onConnected` runs after a success; the button is usable again either way.
 */
export function useYoutubeConnect(onConnected: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const popupRef = useRef<Window | null>(null);
  const onConnectedRef = useRef(onConnected);
  onConnectedRef.current = onConnected;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const parsed = YoutubeOAuthCompleteMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      setBusy(false);
      if (parsed.data.success) {
        setError(null);
        onConnectedRef.current();
      } else {
        console.error("YouTube authorization failed:", parsed.data.error ?? "Unknown error");
        setError("YouTube didn't connect. Please try again.");
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  // A pop-up closed before it reported back frees the button again.
  useEffect(() => {
    if (!busy) return;
    const timer = window.setInterval(() => {
      if (popupRef.current?.closed) setBusy(false);
    }, 500);
    return () => window.clearInterval(timer);
  }, [busy]);

  const connect = useCallback(async () => {
    setError(null);
    setBusy(true);
    // Opened during the click itself (pop-up blockers allow that), pointed at Google once the address is known.
    const popup = window.open("about:blank", "youtube-oauth", popupFeatures(window));
    popupRef.current = popup;
    try {
      const { authUrl } = await api.youtubeInitiateAuth();
      if (popup && !popup.closed) popup.location.href = authUrl;
      else popupRef.current = window.open(authUrl, "youtube-oauth", popupFeatures(window));
      if (!popupRef.current) {
        setBusy(false);
        setError("Your browser blocked the YouTube window. Allow pop-ups for this site and try again.");
      }
    } catch (cause) {
      popup?.close();
      popupRef.current = null;
      console.error("Starting the YouTube connection failed", cause);
      setBusy(false);
      setError(
        cause instanceof ApiError && cause.status === 404
          ? "Connecting YouTube channels isn't available yet. Check back soon."
          : "We couldn't start the YouTube connection. Please try again.",
      );
    }
  }, []);

  return { connect, busy, error };
}
