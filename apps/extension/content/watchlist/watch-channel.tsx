// 'Watch channel' beside 'Analyze channel' (a channel page's bar and the watch panel): follows the channel
// on the user's watchlist through the background (POST /watchlist), then says so, with the API's notice
// when its tracking waits for tomorrow or the API's message when the plan's limit is reached.
import { useState } from "react";
import { onTrustedClick } from "../trusted-events.ts";
import { useUiText } from "../ui-i18n.tsx";
import type { WatchAnswer } from "./watch-request.ts";

export { type WatchAnswer, watchChannel } from "./watch-request.ts";

type State =
  | { status: "idle" | "running" }
  | { status: "done"; text: string }
  | { status: "failed"; text: string };

export function WatchChannel({
  watch,
  watchlistUrl,
}: {
  watch(): Promise<WatchAnswer>;
  watchlistUrl: string;
}) {
  const [state, setState] = useState<State>({ status: "idle" });
  const { t } = useUiText();
  const run = async () => {
    if (state.status === "running" || state.status === "done") return;
    setState({ status: "running" });
    const answer = await watch();
    setState(
      answer.ok
        ? { status: "done", text: answer.notice ?? t("channel.onWatchlist") }
        : { status: "failed", text: answer.message },
    );
  };
  return (
    <div className="analyze-channel">
      <button
        type="button"
        className="button analyze-button"
        onClick={onTrustedClick(run)}
        disabled={state.status === "running" || state.status === "done"}
        aria-busy={state.status === "running" || undefined}
        title={t("channel.watchHint")}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-2.2a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Z" />
        </svg>
        {state.status === "done" ? t("channel.watching") : t("channel.watch")}
      </button>
      {state.status === "done" && (
        <span className="analyze-note" role="status">
          {state.text}{" "}
          <a className="link" href={watchlistUrl} target="_blank" rel="noopener">
            {t("channel.openWatchlist")}
          </a>
        </span>
      )}
      {state.status === "failed" && (
        <span className="analyze-note" role="alert">
          {state.text}
        </span>
      )}
    </div>
  );
}
