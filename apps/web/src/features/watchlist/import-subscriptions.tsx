// "Import from your subscriptions" on /watchlist: the linked YouTube channel's subscriptions (read from
// YouTube when opened) as a checklist, searchable when long, at most the plan's remaining slots selected;
// the API follows them atomically and says which the limit refused (docs/product.md#watchlist).

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@vi/api-client";
import {
  contracts,
  type GetWatchlistResponse,
  type ImportWatchlistResponse,
  type WatchlistSubscription,
} from "@vi/types";
import type { TFunction } from "i18next";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { api } from "../../auth/api.ts";
import { Spinner } from "../../auth/auth-ui.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { useT } from "../../i18n/use-t.ts";

/** More subscriptions than this get a search box. */
const SEARCH_FROM = 12;
// Not under ["watchlist"]: following a channel must not read the subscriptions again (YouTube units).
const SUBSCRIPTIONS_KEY = ["watchlistSubscriptions"] as const;

const message = (error: unknown, t: TFunction) => (error instanceof Error ? error.message : t("failed"));

/** What to say after an import: how many were added, and the API's notice (the limit, tomorrow's tracking). */
function importedText(answer: ImportWatchlistResponse, t: TFunction): string {
  const added = answer.added.length === 0 ? t("noneAdded") : t("added", { count: answer.added.length });
  return answer.notice ? `${added} ${answer.notice}` : added;
}

function LinkProblem({ error }: { error: ApiError }) {
  const reason = error.details?.reason;
  const { t } = useT("research.watchlistImport");
  return (
    <div role="alert" className="text-sm text-amber-200">
      <p>{error.message}</p>
      <Link to="/account#connected" className={buttonClass("secondary", "md", "mt-3")}>
        {reason === "no_channel" ? t("linkChannel") : t("linkAgain")}
      </Link>
    </div>
  );
}

function Checklist({
  subscriptions,
  remaining,
  limit,
  onDone,
}: {
  subscriptions: WatchlistSubscription[];
  remaining: number;
  limit: number;
  onDone: (answer: ImportWatchlistResponse) => void;
}) {
  const { t } = useT("research.watchlistImport");
  const client = useQueryClient();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const needle = search.trim().toLocaleLowerCase();
  const shown = useMemo(
    () =>
      needle
        ? subscriptions.filter((entry) => entry.title.toLocaleLowerCase().includes(needle))
        : subscriptions,
    [subscriptions, needle],
  );
  const selectable = shown.filter((entry) => !entry.followed);
  const full = chosen.length >= remaining;
  const allShownChosen =
    selectable.length > 0 &&
    selectable.slice(0, remaining).every((entry) => chosen.includes(entry.channelId));
  const follow = useMutation({
    mutationFn: (channelIds: string[]) => api.call(contracts.importWatchlist, { body: { channelIds } }),
    onSuccess: async (answer) => {
      setChosen([]);
      onDone(answer);
      await client.invalidateQueries({ queryKey: ["watchlist"] });
    },
  });

  const toggle = (channelId: string) =>
    setChosen((current) =>
      current.includes(channelId)
        ? current.filter((id) => id !== channelId)
        : current.length < remaining
          ? [...current, channelId]
          : current,
    );
  const selectAll = () => {
    if (allShownChosen) {
      const shownIds = new Set(selectable.map((entry) => entry.channelId));
      setChosen((current) => current.filter((id) => !shownIds.has(id)));
      return;
    }
    setChosen((current) => {
      const next = [...current];
      for (const entry of selectable) {
        if (next.length >= remaining) break;
        if (!next.includes(entry.channelId)) next.push(entry.channelId);
      }
      return next;
    });
  };

  return (
    <div>
      <p className="text-sm text-zinc-300" aria-live="polite">
        {remaining === 0 ? t("full", { limit }) : t("selected", { chosen: chosen.length, remaining, limit })}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        {subscriptions.length > SEARCH_FROM && (
          <>
            <label htmlFor={searchId} className="sr-only">
              Search your subscriptions
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("search")}
              className="h-10 w-full rounded-lg border border-white/15 bg-zinc-950 px-3 text-sm text-zinc-100 placeholder:text-zinc-500 sm:flex-1"
            />
          </>
        )}
        <button
          type="button"
          className={buttonClass("secondary", "md", "h-10")}
          disabled={remaining === 0 || selectable.length === 0}
          onClick={selectAll}
        >
          {allShownChosen
            ? t("clear")
            : selectable.length > remaining
              ? t("selectFirst", { count: remaining })
              : t("selectAll")}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-400">No subscription matches "{search.trim()}".</p>
      ) : (
        <ul
          className="mt-3 max-h-80 divide-y divide-white/5 overflow-y-auto rounded-lg border border-white/10"
          aria-label={t("list")}
        >
          {shown.map((entry) => {
            const checked = entry.followed || chosen.includes(entry.channelId);
            const disabled = entry.followed || (!checked && full);
            return (
              <li key={entry.channelId}>
                <label
                  className={`flex items-center gap-3 px-3 py-2 text-sm ${disabled ? "text-zinc-500" : "cursor-pointer text-zinc-100 hover:bg-white/5"}`}
                >
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-red-600"
                    checked={checked}
                    disabled={disabled}
                    onChange={() => toggle(entry.channelId)}
                  />
                  {entry.thumbnailUrl ? (
                    <img
                      src={entry.thumbnailUrl}
                      alt=""
                      className="size-7 shrink-0 rounded-full"
                      loading="lazy"
                    />
                  ) : (
                    <span className="size-7 shrink-0 rounded-full bg-zinc-800" aria-hidden="true" />
                  )}
                  <span className="min-w-0 flex-1 truncate">{entry.title}</span>
                  {entry.followed && <span className="shrink-0 text-xs text-zinc-400">{t("following")}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass("primary")}
          disabled={chosen.length === 0 || follow.isPending}
          onClick={() => follow.mutate(chosen)}
        >
          {follow.isPending && <Spinner className="size-4" />}
          {chosen.length === 0 ? t("followSelected") : t("follow", { count: chosen.length })}
        </button>
        {follow.isError && (
          <p role="alert" className="text-sm text-red-300">
            {message(follow.error, t)}
          </p>
        )}
      </div>
    </div>
  );
}

/** The import control: a button that opens the checklist of the linked channel's subscriptions. */
export function ImportSubscriptions({ data }: { data: GetWatchlistResponse }) {
  const { t } = useT("research.watchlistImport");
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const subscriptions = useQuery({
    queryKey: SUBSCRIPTIONS_KEY,
    queryFn: () => api.call(contracts.getWatchlistSubscriptions),
    enabled: open,
    // Each read costs YouTube units: kept while the page is open, read again only on demand.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const error = subscriptions.error;
  const following = new Set(data.channels.map((channel) => channel.channelId));

  return (
    <div className="mt-4">
      <button
        type="button"
        className={buttonClass("secondary")}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
          setDone(null);
        }}
      >
        {open ? t("close") : t("open")}
      </button>
      {done && !open && (
        <p role="status" className="mt-2 text-sm text-emerald-300">
          {done}
        </p>
      )}
      {open && (
        <section
          id={panelId}
          aria-label={t("open")}
          className="mt-3 rounded-xl border border-white/10 bg-zinc-950/60 p-4"
        >
          <h3 className="text-base font-semibold text-white">{t("heading")}</h3>
          <div className="mt-3">
            {subscriptions.isPending ? (
              <p className="flex items-center gap-2 text-sm text-zinc-400" role="status">
                <Spinner className="size-4" /> {t("loading")}
              </p>
            ) : error instanceof ApiError && error.status === 409 ? (
              <LinkProblem error={error} />
            ) : subscriptions.isError ? (
              <div role="alert" className="text-sm text-red-300">
                <p>{message(error, t)}</p>
                <button
                  type="button"
                  className={buttonClass("secondary", "md", "mt-3")}
                  onClick={() => subscriptions.refetch()}
                >
                  {t("retry")}
                </button>
              </div>
            ) : subscriptions.data.subscriptions.length === 0 ? (
              <p className="text-sm text-zinc-400">
                {t("empty", { channel: subscriptions.data.channelTitle ?? "" })}
              </p>
            ) : (
              <Checklist
                // Followed marks and free slots from the watchlist as it is now (it changes as the user
                // follows; the subscriptions are read once).
                subscriptions={subscriptions.data.subscriptions.map((entry) => ({
                  ...entry,
                  followed: following.has(entry.channelId),
                }))}
                remaining={Math.max(0, data.limit - data.channels.length)}
                limit={data.limit}
                onDone={(answer) => {
                  setDone(importedText(answer, t));
                  setOpen(false);
                }}
              />
            )}
          </div>
        </section>
      )}
    </div>
  );
}
