// The linked YouTube channels (GET /connectedYoutubeAccounts), connecting one through the Google pop-up,
// and disconnecting one (DELETE /youtubeDisconnect). After each change the user record is fetched again,
// so the page, the cache and the extension (VI_USER_DATA) see the same youtubeAccounts / currentAccount.

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@vi/api-client";
import { type ConnectedYoutubeAccount, contracts } from "@vi/types";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../auth/api.ts";
import { useAuth } from "../auth/auth-context.tsx";
import { linkingFailureText } from "../features/youtube-linking/callback.ts";
import { listenForCompletion } from "../features/youtube-linking/messages.ts";
import { openBlankPopup } from "../features/youtube-linking/popup.ts";
import { userMessage } from "../lib/user-message.ts";

const CONNECTED_ACCOUNTS_KEY = ["connectedYoutubeAccounts"] as const;

/** The spec's wording for a failed initiate or disconnect call, with the server's reason when it gave one. */
function httpErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    const base = `HTTP error! status: ${error.status}`;
    return error.message && !error.message.startsWith("HTTP") ? `${base} - ${error.message}` : base;
  }
  return error instanceof Error && error.message ? error.message : "Unknown error";
}

export function useConnectedAccounts() {
  const { account, setUserData } = useAuth();
  const query = useQuery({
    queryKey: [...CONNECTED_ACCOUNTS_KEY, account?.uid ?? null],
    enabled: account !== null,
    queryFn: async ({ signal }): Promise<ConnectedYoutubeAccount[]> => {
      try {
        return (await api.call(contracts.connectedYoutubeAccounts, {}, { signal })).youtubeAccounts;
      } catch (error) {
        // The spec's rule: a 401 in the refresh clears the linked data.
        if (error instanceof ApiError && error.status === 401) {
          setUserData((current) => ({ ...current, youtubeAccounts: [], currentAccount: null }));
          return [];
        }
        throw error;
      }
    },
  });
  return query;
}

/** Refetches the list and the user record (which carries the channels' subscriptions). */
function useRefreshLinked() {
  const client = useQueryClient();
  const { refreshUserData } = useAuth();
  return useCallback(async () => {
    await Promise.allSettled([
      client.invalidateQueries({ queryKey: CONNECTED_ACCOUNTS_KEY }),
      refreshUserData(),
    ]);
  }, [client, refreshUserData]);
}

export interface ConnectState {
  connecting: boolean;
  /** Why the last attempt failed; null after a success or before any. */
  error: string | null;
}

/** 'Sign in with Google': asks the API for Google's address, opens it in the pop-up, waits for its message. */
export function useConnectYoutube(): ConnectState & { connect(): Promise<void> } {
  const refresh = useRefreshLinked();
  const [state, setState] = useState<ConnectState>({ connecting: false, error: null });
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);

  const connect = useCallback(async () => {
    const popup = openBlankPopup();
    setState({ connecting: true, error: null });
    let authUrl: string;
    try {
      ({ authUrl } = await api.call(contracts.youtubeInitiateAuth));
    } catch (error) {
      popup?.close();
      console.error("youtubeInitiateAuth failed:", httpErrorText(error));
      setState({ connecting: false, error: userMessage(error) });
      return;
    }
    if (!popup || popup.closed) {
      // Blocked pop-up: this page goes to Google instead, and /oauth-callback brings it back.
      window.location.assign(authUrl);
      return;
    }
    stopRef.current?.();
    let closedWatch = 0;
    const stopListening = listenForCompletion((message) => {
      stopRef.current = null;
      window.clearInterval(closedWatch);
      if (message.success) {
        setState({ connecting: false, error: null });
        void refresh();
      } else {
        const error = message.error ?? "Unknown error";
        // Cancel on the consent page is the person's choice, not a fault to log.
        if (error !== "access_denied") console.error("YouTube authorization failed:", error);
        setState({ connecting: false, error: linkingFailureText(error) });
      }
    });
    // A pop-up closed without an answer (the user shut it) gives the button back. The listener stays:
    // a Cross-Origin-Opener-Policy on the way makes a live pop-up look closed, and its answer then
    // arrives on the broadcast channel.
    closedWatch = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(closedWatch);
      setState((current) => (current.connecting ? { connecting: false, error: null } : current));
    }, 500);
    stopRef.current = () => {
      stopListening();
      window.clearInterval(closedWatch);
    };
    popup.location.href = authUrl;
  }, [refresh]);

  return { ...state, connect };
}

/** Disconnect: DELETE /youtubeDisconnect, then the list and the user record again. */
export function useDisconnectYoutube() {
  const refresh = useRefreshLinked();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const disconnect = useCallback(
    async (channelId: string) => {
      setPending((current) => new Set(current).add(channelId));
      setError(null);
      try {
        await api.call(contracts.youtubeDisconnect, { query: { channelId } });
        await refresh();
      } catch (failure) {
        // The spec: a disconnect failure is logged; the row says so too, so the click was not for nothing.
        const text = httpErrorText(failure);
        console.error("youtubeDisconnect failed:", text);
        setError(text);
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(channelId);
          return next;
        });
      }
    },
    [refresh],
  );
  return { disconnect, pending, error };
}
