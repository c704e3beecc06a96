import type { YoutubeAccount, YoutubeLinkedAccount } from "@vi/types";
import { useMemo } from "react";
import { useAuth } from "../auth/auth-context.tsx";

/** The user record's linked channels in the account screen's shape (no thumbnail known). */
export function fromLinkedAccounts(accounts: readonly YoutubeLinkedAccount[]): YoutubeAccount[] {
  return accounts.map((account) => ({
    channelId: account.channelId,
    channelTitle: account.title.trim() === "" ? null : account.title,
    thumbnailUrl: null,
  }));
}

/**
 * The linked YouTube channels, as the user record lists them. The API has no YouTube connection routes
 * yet (no connect, disconnect or accounts list), so this makes no request of its own.
 */
export function useConnectedAccounts(): YoutubeAccount[] {
  const { userData } = useAuth();
  const linked = userData?.youtubeAccounts;
  return useMemo(() => fromLinkedAccounts(linked ?? []), [linked]);
}
