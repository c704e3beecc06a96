// Connected Accounts: the linked YouTube channels, 'Sign in with Google' to link one through the Google
// pop-up, and Disconnect ('Processing...' while it works).

import { en } from "@vi/i18n";
import type { ConnectedYoutubeAccount } from "@vi/types";
import { useState } from "react";
import { GoogleLogo, googleButtonClass, Spinner, YouTubeLogo } from "../../auth/auth-ui.tsx";
import { buttonClass } from "../../components/ui.tsx";
import {
  useConnectedAccounts,
  useConnectYoutube,
  useDisconnectYoutube,
} from "../../hooks/use-connected-accounts.ts";
import { useT } from "../../i18n/use-t.ts";
import { Panel, SectionHeader, StatusNote } from "./section.tsx";

/** The empty state in English (the unit tests look for it). */
export const NO_ACCOUNTS_TEXT = en.account.connected.none;

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
  const { t } = useT("account.connected");
  const title = account.channelTitle?.trim() ? account.channelTitle : t("yourChannel");
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-center gap-3">
        <ChannelAvatar account={account} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-white">{title}</p>
          <p className="text-sm text-zinc-400">{t("connectedAccount")}</p>
          {account.needsReconnect ? (
            <p className="mt-0.5 text-sm text-amber-300">{t("needsReconnect")}</p>
          ) : null}
        </div>
        <button
          type="button"
          disabled={processing}
          onClick={onDisconnect}
          aria-label={processing ? undefined : t("disconnectNamed", { name: title })}
          className="inline-flex h-9 shrink-0 items-center rounded-lg border border-white/15 px-3 text-sm font-medium text-zinc-200 transition-colors hover:border-red-500/40 hover:bg-red-500/10 hover:text-red-200 focus-visible:outline-2 focus-visible:outline-red-400 disabled:opacity-60"
        >
          {processing ? t("processing") : t("disconnect")}
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
  const { t } = useT("account");

  return (
    <div className="space-y-6">
      <SectionHeader title={t("account.connected")} description={t("connected.description")} />
      <Panel>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-red-600 text-white shadow-lg shadow-red-950/50">
              <YouTubeLogo className="size-6" />
            </div>
            <div>
              <h3 className="font-semibold text-white">{t("connected.youtubeAccount")}</h3>
              <p className="mt-1 text-sm text-zinc-400">{t("connected.explain")}</p>
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
            {t("login.google")}
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
              {t("common.tryAgain")}
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
          {t("connected.channels")}
        </h3>
        {accounts.isPending && accounts.fetchStatus !== "idle" ? (
          <p className="flex items-center gap-2 text-sm text-zinc-400">
            <Spinner className="size-4" /> {t("common.loading")}
          </p>
        ) : accounts.isError ? (
          <div className="rounded-2xl border border-red-500/30 bg-red-500/10 px-6 py-5 text-sm text-red-200">
            <p role="alert">{t("connected.loadFailed")}</p>
            <button
              type="button"
              onClick={() => void accounts.refetch()}
              className="mt-2 underline underline-offset-2 hover:text-white"
            >
              {t("common.tryAgain")}
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-white/15 px-6 py-8 text-center">
            <p className="mx-auto max-w-sm text-sm text-zinc-400">{t("connected.none")}</p>
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
