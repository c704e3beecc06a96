// Connected Accounts: the linked YouTube channels, Connect and Disconnect.
import type { YoutubeAccount } from "@vi/types";
import { useState } from "react";
import { api } from "../../auth/api.ts";
import { useAuth } from "../../auth/auth-context.tsx";
import { GoogleLogo, googleButtonClass, Spinner, YouTubeLogo } from "../../auth/auth-ui.tsx";
import { useConnectedAccounts } from "../../hooks/use-connected-accounts.ts";
import { useYoutubeConnect } from "../../hooks/use-youtube-connect.ts";
import { Panel, SectionHeader, StatusNote } from "./section.tsx";

export const NO_ACCOUNTS_TEXT =
  "No YouTube accounts connected. Connect your YouTube channels to enable additional features.";

function ChannelAvatar({ account }: { account: YoutubeAccount }) {
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
  onDisconnected,
}: {
  account: YoutubeAccount;
  onDisconnected: () => Promise<void>;
}) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState(false);
  const title = account.channelTitle ?? "Your channel";

  async function disconnect() {
    setProcessing(true);
    setError(false);
    try {
      await api.youtubeDisconnect(account.channelId);
      await onDisconnected();
    } catch (cause) {
      // A failed disconnect is logged; the row stays and the button works again.
      console.error("Disconnecting the channel failed", cause);
      setError(true);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-center gap-3">
        <ChannelAvatar account={account} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-white">{title}</p>
          <p className="text-sm text-zinc-400">Connected YouTube Account</p>
        </div>
        <button
          type="button"
          onClick={disconnect}
          disabled={processing}
          className="inline-flex h-9 shrink-0 items-center rounded-lg border border-white/15 px-3 text-sm font-medium text-zinc-200 transition-colors hover:border-red-500/40 hover:bg-red-500/10 hover:text-red-200 disabled:opacity-60"
        >
          {processing ? "Processing..." : "Disconnect"}
        </button>
      </div>
      {error ? <StatusNote tone="error">We couldn't disconnect {title}. Please try again.</StatusNote> : null}
    </li>
  );
}

export function ConnectedAccountsSection() {
  const { refreshUserData } = useAuth();
  const { accounts, loading, refresh } = useConnectedAccounts();
  const refreshAll = async () => {
    await Promise.all([refresh(), refreshUserData()]);
  };
  const { connect, busy, error } = useYoutubeConnect(() => void refreshAll());

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
                Sign in with the Google account that owns your channel. VidInsight only reads channel data.
              </p>
            </div>
          </div>
          <button
            type="button"
            className={`${googleButtonClass} shrink-0 sm:w-auto`}
            onClick={connect}
            disabled={busy}
          >
            {busy ? <Spinner /> : <GoogleLogo />}
            Sign in with Google
          </button>
        </div>
        {error ? <StatusNote tone="error">{error}</StatusNote> : null}
      </Panel>

      <section aria-labelledby="connected-channels-heading">
        <h3
          id="connected-channels-heading"
          className="mb-3 text-sm font-semibold tracking-wide text-zinc-300"
        >
          Connected channels
        </h3>
        {loading && accounts.length === 0 ? (
          <Panel className="flex items-center gap-3 text-sm text-zinc-400">
            <Spinner className="size-4" />
            Loading channels...
          </Panel>
        ) : accounts.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-white/15 px-6 py-8 text-center">
            <p className="mx-auto max-w-sm text-sm text-zinc-400">{NO_ACCOUNTS_TEXT}</p>
          </div>
        ) : (
          <Panel>
            <ul className="divide-y divide-white/10">
              {accounts.map((account) => (
                <AccountRow key={account.channelId} account={account} onDisconnected={refreshAll} />
              ))}
            </ul>
          </Panel>
        )}
      </section>
    </div>
  );
}
