// /your-channel: the signed-in user's own linked channel, from YouTube Analytics (GET /getChannelAnalytics):
// the last 28 days against the 28 before. With several linked channels a chooser picks one (?channel=).
import type { ConnectedYoutubeAccount } from "@vi/types";
import { Link, useSearchParams } from "react-router-dom";
import { Spinner } from "../auth/auth-ui.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import { periodLabel } from "../features/own-analytics/figures.ts";
import { ChannelAnalyticsReport } from "../features/own-analytics/report.tsx";
import { relinkReason, useChannelAnalytics } from "../features/own-analytics/use-channel-analytics.ts";
import { useConnectedAccounts } from "../hooks/use-connected-accounts.ts";

const CONNECTED = "/account#connected";

/** What the page says when the channel must be linked again (the API's 409 reason). */
export const RELINK_TEXT = {
  missing_scope: (title: string) =>
    `To see the analytics of ${title}, link it again and allow VidInsight to view your YouTube Analytics reports. Channels linked before analytics arrived were never asked for it.`,
  grant_revoked: (title: string) =>
    `Google no longer lets VidInsight read ${title}: access was removed or has expired. Link the channel again to see its analytics.`,
};

function Notice({
  title,
  children,
  tone = "info",
  action,
}: {
  title: string;
  children: React.ReactNode;
  tone?: "info" | "error";
  action?: React.ReactNode;
}) {
  const colors =
    tone === "error"
      ? "border-red-500/30 bg-red-500/10 text-red-100"
      : "border-white/10 bg-zinc-900/60 text-zinc-300";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`mt-8 max-w-2xl rounded-xl border p-6 ${colors}`}
    >
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <div className="mt-2 leading-relaxed">{children}</div>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

function ChannelChooser({
  accounts,
  selected,
  onSelect,
}: {
  accounts: ConnectedYoutubeAccount[];
  selected: string;
  onSelect: (channelId: string) => void;
}) {
  if (accounts.length < 2) return null;
  return (
    <label className="mt-4 flex flex-wrap items-center gap-2 text-sm text-zinc-300">
      Channel
      <select
        className="h-9 max-w-full rounded-md border border-white/15 bg-zinc-900 px-2 text-zinc-100"
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
      >
        {accounts.map((account) => (
          <option key={account.channelId} value={account.channelId}>
            {account.channelTitle ?? "Your channel"}
          </option>
        ))}
      </select>
    </label>
  );
}

function Analytics({
  account,
  accounts,
}: {
  account: ConnectedYoutubeAccount;
  accounts: ConnectedYoutubeAccount[];
}) {
  const [, setParams] = useSearchParams();
  const query = useChannelAnalytics(account.channelId);
  const title = account.channelTitle ?? "your channel";
  const chooser = (
    <ChannelChooser
      accounts={accounts}
      selected={account.channelId}
      onSelect={(channelId) => setParams({ channel: channelId }, { replace: true })}
    />
  );

  if (query.isPending) {
    return (
      <>
        {chooser}
        <div className="mt-10 flex items-center gap-3 text-zinc-300" role="status">
          <Spinner /> Loading the analytics of {title}...
        </div>
      </>
    );
  }
  if (query.isError) {
    const reason = relinkReason(query.error);
    return (
      <>
        {chooser}
        {reason ? (
          <Notice
            title="Link your channel again"
            tone="error"
            action={
              <Link to={CONNECTED} className={buttonClass("primary")}>
                Go to Connected Accounts
              </Link>
            }
          >
            <p>{RELINK_TEXT[reason](title)}</p>
          </Notice>
        ) : (
          <Notice
            title="The analytics could not be loaded"
            tone="error"
            action={
              <button type="button" className={buttonClass("secondary")} onClick={() => void query.refetch()}>
                Try again
              </button>
            }
          >
            <p>{query.error.message}</p>
          </Notice>
        )}
      </>
    );
  }
  const report = query.data;
  return (
    <>
      {chooser}
      <p className="mt-2 text-sm text-zinc-400">
        <a
          href={`https://www.youtube.com/channel/${report.channelId}`}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-zinc-200 hover:underline"
        >
          {report.channelTitle ?? "Your channel"}
        </a>{" "}
        · {periodLabel(report.current)}, against {periodLabel(report.previous)}
      </p>
      <div className="mt-6">
        <ChannelAnalyticsReport report={report} />
      </div>
      <p className="mt-6 text-xs leading-relaxed text-zinc-400">
        From YouTube Analytics, read {new Date(report.fetchedAt).toLocaleString()}. YouTube reports a day
        about two days late, so the last 28 days end two days ago; the figures are read again the next day.
      </p>
    </>
  );
}

export function YourChannelPage() {
  const accounts = useConnectedAccounts();
  const [params] = useSearchParams();
  const list = accounts.data ?? [];
  const requested = params.get("channel");
  // The current account (the last linked) unless the address names another linked channel.
  const account = list.find((entry) => entry.channelId === requested) ?? list[list.length - 1];

  return (
    <Container className="py-10">
      <h1 className="text-2xl font-bold text-white sm:text-3xl">Your channel</h1>
      {accounts.isPending ? (
        <div className="mt-10 flex items-center gap-3 text-zinc-300" role="status">
          <Spinner /> Loading your channels...
        </div>
      ) : accounts.isError ? (
        <Notice
          title="Your channels could not be loaded"
          tone="error"
          action={
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => void accounts.refetch()}
            >
              Try again
            </button>
          }
        >
          <p>{accounts.error.message}</p>
        </Notice>
      ) : !account ? (
        <Notice
          title="No channel linked yet"
          action={
            <Link to={CONNECTED} className={buttonClass("primary")}>
              Link your channel
            </Link>
          }
        >
          <p>
            Link your YouTube channel in Connected Accounts to see how it is doing: views, watch time,
            subscribers and your top videos over the last 28 days.
          </p>
        </Notice>
      ) : (
        <Analytics key={account.channelId} account={account} accounts={list} />
      )}
    </Container>
  );
}
