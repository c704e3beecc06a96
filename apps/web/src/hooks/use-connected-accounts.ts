import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@vi/api-client";
import type { YoutubeAccount, YoutubeLinkedAccount } from "@vi/types";
import { useCallback, useMemo } from "react";
import { api } from "../auth/api.ts";
import { useAuth } from "../auth/auth-context.tsx";

/** The user record's linked channels in the account screen's shape (no thumbnail known). */
export function fromLinkedAccounts(accounts: readonly YoutubeLinkedAccount[]): YoutubeAccount[] {
  return accounts.map((account) => ({
    channelId: account.channelId,
    channelTitle: account.title.trim() === "" ? null : account.title,
    thumbnailUrl: null,
  }));
}

export const connectedAccountsKey = (uid: string | undefined) => ["connectedYoutubeAccounts", uid] as const;

/**
 * The linked YouTube channels: GET /connectedYoutubeAccounts, falling back to
 * the channels stored in the user record while that answer is missing. A 401 clears the linked data.
 */
export function useConnectedAccounts() {
  const { account, userData, setUserData } = useAuth();
  const queryClient = useQueryClient();
  const uid = account?.uid;
  const query = useQuery({
    queryKey: connectedAccountsKey(uid),
    enabled: uid !== undefined,
    retry: false,
    queryFn: async () => {
      try {
        return (await api.raw.getConnectedYoutubeAccounts()).youtubeAccounts;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          setUserData((current) => ({ ...current, youtubeAccounts: [], currentAccount: null }));
        }
        throw error;
      }
    },
  });
  const recordAccounts = userData?.youtubeAccounts;
  const accounts = useMemo(
    () => query.data ?? fromLinkedAccounts(recordAccounts ?? []),
    [query.data, recordAccounts],
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: connectedAccountsKey(uid) }),
    [queryClient, uid],
  );
  return { accounts, loading: query.isPending && query.fetchStatus === "fetching", refresh };
}
