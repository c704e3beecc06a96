// /your-channel: the signed-in user's own linked channel, from YouTube Analytics (GET /getChannelAnalytics):
// the last 28 days against the 28 before. With several linked channels a chooser picks one (?channel=).
import type { ConnectedYoutubeAccount } from "@vi/types";
import { Link, useSearchParams } from "react-router-dom";
import { Spinner } from "../auth/auth-ui.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import { ownFigureText } from "../features/own-analytics/figures.ts";
import { ChannelAnalyticsReport } from "../features/own-analytics/report.tsx";
import { relinkReason, useChannelAnalytics } from "../features/own-analytics/use-channel-analytics.ts";
import { useConnectedAccounts } from "../hooks/use-connected-accounts.ts";
import { useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";

const CONNECTED = "/account#connected";

/** What the page says when the channel must be linked again (the API's 409 reason): its catalog key. */
const RELINK_KEY = {
  missing_scope: "relinkMissingScope",
  grant_revoked: "relinkRevoked",
} as const;

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
  const { t } = useT("research.yourChannel");
  if (accounts.length < 2) return null;
  return (
    <label className="mt-4 flex flex-wrap items-center gap-2 text-sm text-zinc-300">
      {t("chooser")}
      <select
        className="h-9 max-w-full rounded-md border border-white/15 bg-zinc-900 px-2 text-zinc-100"
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
      >
        {accounts.map((account) => (
          <option key={account.channelId} value={account.channelId}>
            {account.channelTitle ?? t("channelFallback")}
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
  const { t } = useT("research.yourChannel");
  const f = useFormat();
  const [, setParams] = useSearchParams();
  const query = useChannelAnalytics(account.channelId);
  const title = account.channelTitle ?? t("channelFallbackInline");
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
          <Spinner /> {t("loading", { title })}
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
            title={t("relinkTitle")}
            tone="error"
            action={
              <Link to={CONNECTED} className={buttonClass("primary")}>
                {t("goConnected")}
              </Link>
            }
          >
            <p>{t(RELINK_KEY[reason], { title })}</p>
          </Notice>
        ) : (
          <Notice
            title={t("failedTitle")}
            tone="error"
            action={
              <button type="button" className={buttonClass("secondary")} onClick={() => void query.refetch()}>
                {t("tryAgain")}
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
  const text = ownFigureText(f, "");
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
          {report.channelTitle ?? t("channelFallback")}
        </a>{" "}
        · {t("period", { current: text.period(report.current), previous: text.period(report.previous) })}
      </p>
      <div className="mt-6">
        <ChannelAnalyticsReport report={report} />
      </div>
      <p className="mt-6 text-xs leading-relaxed text-zinc-400">
        {t("footer", { time: f.dateTime(report.fetchedAt) })}
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
  const { t } = useT("research.yourChannel");

  return (
    <Container className="py-10">
      <h1 className="text-2xl font-bold text-white sm:text-3xl">{t("title")}</h1>
      {accounts.isPending ? (
        <div className="mt-10 flex items-center gap-3 text-zinc-300" role="status">
          <Spinner /> {t("loadingChannels")}
        </div>
      ) : accounts.isError ? (
        <Notice
          title={t("channelsFailed")}
          tone="error"
          action={
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => void accounts.refetch()}
            >
              {t("tryAgain")}
            </button>
          }
        >
          <p>{accounts.error.message}</p>
        </Notice>
      ) : !account ? (
        <Notice
          title={t("noneTitle")}
          action={
            <Link to={CONNECTED} className={buttonClass("primary")}>
              {t("linkChannel")}
            </Link>
          }
        >
          <p>{t("noneText")}</p>
        </Notice>
      ) : (
        <Analytics key={account.channelId} account={account} accounts={list} />
      )}
    </Container>
  );
}
