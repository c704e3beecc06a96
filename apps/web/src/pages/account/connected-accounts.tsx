// Connected Accounts: the linked YouTube channels, 'Sign in with Google' to link one through the Google
// pop-up, and Disconnect ('Processing...' while it works).

import type { ConnectedYoutubeAccount } from "@vi/types";
import { useState } from "react";
import { GoogleLogo, googleButtonClass, Spinner, YouTubeLogo } from "../../auth/auth-ui.tsx";
import { buttonClass } from "../../components/ui.tsx";
import {
  useConnectedAccounts,
  useConnectYoutube,
  useDisconnectYoutube,
} from "../../hooks/use-connected-accounts.ts";
import { Panel, SectionHeader, StatusNote } from "./section.tsx";

export const NO_ACCOUNTS_TEXT =
  "No YouTube accounts connected. Connect your YouTube channels to enable additional features.";
const NEEDS_RECONNECT_TEXT = "Access was revoked. Sign in with Google again to reconnect this channel.";

function ChannelAvatar({ account }: { account: ConnectedYoutubeAccount }) {
  const [broken, setBroken] = useState(false);
  if (account.thumbnailUrl && !broken) {
    return (
      <img
        src={account.thumbnailUrl}
        alt=""
        className="size-11 shrink-0 rounded-full bg-zinc-800 object-cover"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  const initial = (account.channelTitle ?? "Y").trim().charAt(0).toUpperCase() || "Y";
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-600/20 text-base font-semibold text-red-300"
    >
      {initial}
    </span>
  );
}

function AccountRow({
  account,
  processing,
  onDisconnect,
}: {
  account: ConnectedYoutubeAccount;
  processing: boolean;
  onDisconnect: () => void;
}) {
  const title = account.channelTitle?.trim() ? account.channelTitle : "Your channel";
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-center gap-3">
        <ChannelAvatar account={account} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-white">{title}</p>
          <p className="text-sm text-zinc-400">Connected YouTube Account</p>
          {account.needsReconnect ? (
            <p className="mt-0.5 text-sm text-amber-300">{NEEDS_RECONNECT_TEXT}</p>
          ) : null}
        </div>
        <button
          type="button"
          disabled={processing}
          onClick={onDisconnect}
          aria-label={processing ? undefined : `Disconnect ${title}`}
          className="inline-flex h-9 shrink-0 items-center rounded-lg border border-white/15 px-3 text-sm font-medium text-zinc-200 transition-colors hover:border-red-500/40 hover:bg-red-500/10 hover:text-red-200 focus-visible:outline-2 focus-visible:outline-red-400 disabled:opacity-60"
        >
          {processing ? "Processing..." : "Disconnect"}
        </button>
      </div>
    </li>
  );
}

export function ConnectedAccountsSection() {
  const accounts = useConnectedAccounts();
  const { connect, connecting, error: connectError } = useConnectYoutube();
  const { disconnect, pending, error: disconnectError } = useDisconnectYoutube();
  const list = accounts.data ?? [];

  return (
    <div className="space-y-6">
      <SectionHeader
        title="Connected Accounts"
        description="Link your YouTube channels to your VidInsight account."
      />
      <Panel>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-red-600 text-white shadow-lg shadow-red-950/50">
              <YouTubeLogo className="size-6" />
            </div>
            <div>
              <h3 className="font-semibold text-white">YouTube Account</h3>
              <p className="mt-1 text-sm text-zinc-400">
                You're already signed in to VidInsight: this button links a YouTube channel. Choose the Google
                account that owns the channel; VidInsight only reads channel data.
              </p>
            </div>
          </div>
          <button
            type="button"
            className={`${googleButtonClass} shrink-0 sm:w-auto`}
            disabled={connecting}
            aria-busy={connecting}
            onClick={() => void connect()}
          >
            {connecting ? <Spinner className="size-5" /> : <GoogleLogo />}
            Sign in with Google
          </button>
        </div>
        {connectError ? (
          <div
            role="alert"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2.5 text-sm text-red-100"
          >
            <p>{connectError}</p>
            <button
              type="button"
              className={buttonClass("secondary", "md", "h-8 px-3 text-xs")}
              disabled={connecting}
              onClick={() => void connect()}
            >
              Try again
            </button>
          </div>
        ) : null}
      </Panel>

      <section
        aria-labelledby="connected-channels-heading"
        aria-busy={accounts.isPending && accounts.fetchStatus !== "idle"}
      >
        <h3
          id="connected-channels-heading"
          className="mb-3 text-sm font-semibold tracking-wide text-zinc-300"
        >
          Connected channels
        </h3>
        {accounts.isPending && accounts.fetchStatus !== "idle" ? (
          <p className="flex items-center gap-2 text-sm text-zinc-400">
            <Spinner className="size-4" /> Loading...
          </p>
        ) : accounts.isError ? (
          <div className="rounded-2xl border border-red-500/30 bg-red-500/10 px-6 py-5 text-sm text-red-200">
            <p role="alert">Could not load your connected channels.</p>
            <button
              type="button"
              onClick={() => void accounts.refetch()}
              className="mt-2 underline underline-offset-2 hover:text-white"
            >
              Try again
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-white/15 px-6 py-8 text-center">
            <p className="mx-auto max-w-sm text-sm text-zinc-400">{NO_ACCOUNTS_TEXT}</p>
          </div>
        ) : (
          <Panel>
            <ul className="divide-y divide-white/10">
              {list.map((account) => (
                <AccountRow
                  key={account.channelId}
                  account={account}
                  processing={pending.has(account.channelId)}
                  onDisconnect={() => void disconnect(account.channelId)}
                />
              ))}
            </ul>
            {disconnectError ? <StatusNote tone="error">{disconnectError}</StatusNote> : null}
          </Panel>
        )}
      </section>
    </div>
  );
}
