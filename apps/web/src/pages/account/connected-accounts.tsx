// Connected Accounts: the linked YouTube channels. Connect and Disconnect are shown but off until the API
// offers YouTube connection routes.
import type { YoutubeAccount } from "@vi/types";
import { useId, useState } from "react";
import { GoogleLogo, googleButtonClass, YouTubeLogo } from "../../auth/auth-ui.tsx";
import { useConnectedAccounts } from "../../hooks/use-connected-accounts.ts";
import { Panel, SectionHeader } from "./section.tsx";

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

/** Connecting and disconnecting channels are not offered by the API yet. */
export const CONNECT_UNAVAILABLE_TEXT = "Connecting YouTube channels isn't available yet. Check back soon.";

function AccountRow({ account }: { account: YoutubeAccount }) {
  const title = account.channelTitle ?? "Your channel";
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
          disabled
          title={CONNECT_UNAVAILABLE_TEXT}
          className="inline-flex h-9 shrink-0 items-center rounded-lg border border-white/15 px-3 text-sm font-medium text-zinc-200 transition-colors hover:border-red-500/40 hover:bg-red-500/10 hover:text-red-200 disabled:opacity-60"
        >
          Disconnect
        </button>
      </div>
    </li>
  );
}

export function ConnectedAccountsSection() {
  const noteId = useId();
  const accounts = useConnectedAccounts();

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
            disabled
            aria-describedby={noteId}
          >
            <GoogleLogo />
            Sign in with Google
          </button>
        </div>
        <p id={noteId} className="mt-3 text-sm text-zinc-400">
          {CONNECT_UNAVAILABLE_TEXT}
        </p>
      </Panel>

      <section aria-labelledby="connected-channels-heading">
        <h3
          id="connected-channels-heading"
          className="mb-3 text-sm font-semibold tracking-wide text-zinc-300"
        >
          Connected channels
        </h3>
        {accounts.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-white/15 px-6 py-8 text-center">
            <p className="mx-auto max-w-sm text-sm text-zinc-400">{NO_ACCOUNTS_TEXT}</p>
          </div>
        ) : (
          <Panel>
            <ul className="divide-y divide-white/10">
              {accounts.map((account) => (
                <AccountRow key={account.channelId} account={account} />
              ))}
            </ul>
          </Panel>
        )}
      </section>
    </div>
  );
}
