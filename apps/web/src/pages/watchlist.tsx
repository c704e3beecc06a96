// /watchlist: the channels the user follows (add by @handle, URL or id; remove), the feed of their uploads
// of the last 30 days (newest or breaking out first, filters in the URL, more by cursor), each video's curve
// against its channel's typical start (loaded on demand), and the breakout alert settings
// (docs/product.md#watchlist). The rules (limits, tracking, breakouts) are the API's.

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  BREAKOUT_MULTIPLE_MAX,
  BREAKOUT_MULTIPLE_MIN,
  contracts,
  type GetWatchlistResponse,
  WATCHLIST_FEED_SORTS,
  WATCHLIST_FEED_WINDOWS,
  type WatchlistFeedVideo,
} from "@vi/types";
import { lazy, Suspense, useId, useState } from "react";
import { Trans } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { api } from "../auth/api.ts";
import { Spinner } from "../auth/auth-ui.tsx";
import { buttonClass, Card, Container } from "../components/ui.tsx";
import { ImportSubscriptions } from "../features/watchlist/import-subscriptions.tsx";
import { useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";

const VideoCurve = lazy(async () => ({
  default: (await import("../features/watchlist/curve.tsx")).VideoCurve,
}));

// Catalog keys (research.watchlist) of the plan names, feed windows and sorts.
const PLAN_NAMES = { free: "planFree", standard: "planStandard", professional: "planProfessional" } as const;
const WINDOW_LABELS = { "24h": "window24h", "7d": "window7d", "30d": "window30d" } as const;
const SORT_LABELS = { newest: "sortNewest", breakout: "sortBreakout" } as const;
const WATCHLIST_KEY = ["watchlist"] as const;

/** The API's sentence for a failure (its messages are written for people), else a generic one. */
function useMessage() {
  const { t } = useT("research.watchlist");
  return (error: unknown) => (error instanceof Error ? error.message : t("somethingWrong"));
}

function Channels({ data }: { data: GetWatchlistResponse }) {
  const { t } = useT("research.watchlist");
  const message = useMessage();
  const plan = t(PLAN_NAMES[data.plan]);
  const client = useQueryClient();
  const inputId = useId();
  const [channel, setChannel] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const full = data.channels.length >= data.limit;
  const add = useMutation({
    mutationFn: (value: string) => api.call(contracts.addToWatchlist, { body: { channel: value } }),
    onSuccess: async (answer) => {
      setChannel("");
      setNotice(answer.notice ?? t("added", { channel: answer.channel.title ?? t("theChannel") }));
      await client.invalidateQueries({ queryKey: WATCHLIST_KEY });
    },
  });
  const remove = useMutation({
    mutationFn: (channelId: string) => api.call(contracts.removeFromWatchlist, { query: { channelId } }),
    onSuccess: async () => {
      setNotice(null);
      await client.invalidateQueries({ queryKey: WATCHLIST_KEY });
    },
  });
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-white">{t("channelsTitle")}</h2>
        <p className="text-sm text-zinc-400">
          {t("channelsCount", { count: data.channels.length, limit: data.limit, plan })}
        </p>
      </div>
      <form
        className="mt-4 flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (channel.trim()) add.mutate(channel.trim());
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t("channelLabel")}
        </label>
        <input
          id={inputId}
          value={channel}
          onChange={(event) => setChannel(event.target.value)}
          disabled={full}
          placeholder={t("channelPlaceholder")}
          className="h-10 w-full rounded-lg border border-white/15 bg-zinc-950 px-3 text-sm text-zinc-100 placeholder:text-zinc-500 disabled:opacity-60 sm:flex-1"
        />
        <button
          type="submit"
          className={buttonClass("primary")}
          disabled={full || add.isPending || !channel.trim()}
        >
          {add.isPending && <Spinner className="size-4" />}
          {t("follow")}
        </button>
      </form>
      <ImportSubscriptions data={data} />
      {full && (
        <p className="mt-2 text-sm text-amber-200" role="status">
          {data.plan === "professional" ? (
            t("fullPro", { limit: data.limit, plan })
          ) : (
            <Trans
              t={t}
              i18nKey="full"
              values={{ limit: data.limit, plan }}
              components={{ 1: <Link to="/pricing" className="underline" /> }}
            />
          )}
        </p>
      )}
      {add.isError && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {message(add.error)}
        </p>
      )}
      {notice && !add.isError && (
        <p role="status" className="mt-2 text-sm text-emerald-300">
          {notice}
        </p>
      )}
      {data.channels.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-400">{t("none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-white/5">
          {data.channels.map((item) => (
            <li key={item.channelId} className="flex items-center gap-3 py-2">
              {item.thumbnailUrl ? (
                <img src={item.thumbnailUrl} alt="" className="size-8 rounded-full" loading="lazy" />
              ) : (
                <span className="size-8 rounded-full bg-zinc-800" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-zinc-100">{item.title ?? item.channelId}</p>
                <p className="text-xs text-zinc-400">
                  {item.tracking === "tomorrow" ? t("trackedTomorrow") : (item.handle ?? t("tracked"))}
                </p>
              </div>
              <button
                type="button"
                className={buttonClass("ghost", "md", "h-8 px-3")}
                disabled={remove.isPending}
                onClick={() => remove.mutate(item.channelId)}
                aria-label={t("removeLabel", { channel: item.title ?? item.channelId })}
              >
                {t("remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {message(remove.error)}
        </p>
      )}
    </Card>
  );
}

function Alerts({ data }: { data: GetWatchlistResponse }) {
  const { t } = useT("research.watchlist");
  const message = useMessage();
  const client = useQueryClient();
  const selectId = useId();
  const update = useMutation({
    mutationFn: (body: { email?: boolean; multiple?: number }) =>
      api.call(contracts.updateBreakoutAlerts, { body }),
    onSuccess: (alerts) =>
      client.setQueryData<GetWatchlistResponse>(WATCHLIST_KEY, (old) => (old ? { ...old, alerts } : old)),
  });
  const options = [];
  for (let n = BREAKOUT_MULTIPLE_MIN; n <= BREAKOUT_MULTIPLE_MAX; n++) options.push(n);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-white">{t("alertsTitle")}</h2>
      <p className="mt-1 text-sm text-zinc-400">{t("alertsBody", { multiple: data.alerts.multiple })}</p>
      <div className="mt-4 flex flex-col gap-3 text-sm text-zinc-200">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-red-600"
            checked={data.alerts.email}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ email: event.target.checked })}
          />
          {t("alertsEmail")}
        </label>
        <label htmlFor={selectId} className="flex items-center gap-2">
          {t("alertAt")}
          <select
            id={selectId}
            value={data.alerts.multiple}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ multiple: Number(event.target.value) })}
            className="h-9 rounded-md border border-white/15 bg-zinc-900 px-2 text-zinc-100"
          >
            {options.map((n) => (
              <option key={n} value={n}>
                {t("alertMultiple", { multiple: n })}
              </option>
            ))}
          </select>
          {t("alertAfter")}
        </label>
      </div>
      {update.isError && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {message(update.error)}
        </p>
      )}
    </Card>
  );
}

function FeedCard({ video }: { video: WatchlistFeedVideo }) {
  const { t } = useT("research.watchlist");
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const watch = `https://www.youtube.com/${video.format === "short" ? "shorts/" : "watch?v="}${video.videoId}`;
  return (
    <li className="min-w-0 rounded-xl border border-white/10 bg-zinc-900/60 p-3">
      <div className="flex gap-3">
        {/* The title's link is the one for keyboards and screen readers; the picture repeats it. */}
        <a
          href={watch}
          target="_blank"
          rel="noopener noreferrer"
          className="shrink-0"
          aria-hidden="true"
          tabIndex={-1}
        >
          {video.thumbnailUrl ? (
            <img
              src={video.thumbnailUrl}
              alt=""
              loading="lazy"
              className="aspect-video w-32 rounded-lg object-cover sm:w-44"
            />
          ) : (
            <span className="block aspect-video w-32 rounded-lg bg-zinc-800 sm:w-44" />
          )}
        </a>
        <div className="min-w-0 flex-1">
          <a
            href={watch}
            target="_blank"
            rel="noopener noreferrer"
            className="line-clamp-2 text-sm font-semibold text-zinc-100 hover:underline"
          >
            {video.title}
          </a>
          <p className="mt-1 text-xs text-zinc-400">
            {video.channelTitle} · {format.age(video.publishedAt)} ·{" "}
            {t("views", { value: format.count(video.viewCount) })}
            {video.format === "short" ? ` · ${t("short")}` : ""}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
            {video.breakoutAt && (
              <span className="rounded-md bg-red-600 px-1.5 py-0.5 font-bold text-white">
                {t("breakingOut")}
              </span>
            )}
            <span className="rounded-md bg-white/10 px-1.5 py-0.5 text-zinc-200">
              {video.outlierAtAge === null
                ? t("notEnoughHistory")
                : t("atThisAge", { score: format.outlier(video.outlierAtAge) })}
            </span>
            <button
              type="button"
              className="text-red-300 underline-offset-2 hover:underline"
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? t("hideCurve") : t("showCurve")}
            </button>
          </div>
        </div>
      </div>
      {open && (
        <Suspense fallback={<Spinner className="mt-3 size-4" />}>
          <VideoCurve
            videoId={video.videoId}
            channelId={video.channelId}
            format={video.format}
            publishedAt={video.publishedAt}
            title={video.title}
          />
        </Suspense>
      )}
    </li>
  );
}

function Feed({ data }: { data: GetWatchlistResponse }) {
  const { t } = useT("research.watchlist");
  const message = useMessage();
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const value = params.get(name);
    return allowed.find((item) => item === value);
  };
  const sort = pick("sort", WATCHLIST_FEED_SORTS) ?? "newest";
  const window = pick("window", WATCHLIST_FEED_WINDOWS) ?? "30d";
  const format = pick("format", ["short", "long"] as const);
  const channelId = data.channels.find((c) => c.channelId === params.get("channel"))?.channelId;
  const set = (name: string, value: string | undefined) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const feed = useInfiniteQuery({
    queryKey: [...WATCHLIST_KEY, "feed", sort, window, format ?? "", channelId ?? ""],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        contracts.getWatchlistFeed,
        {
          query: {
            sort,
            window,
            limit: 20,
            ...(format ? { format } : {}),
            ...(channelId ? { channelId } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const videos = feed.data?.pages.flatMap((page) => page.videos) ?? [];
  const select = "h-9 rounded-md border border-white/15 bg-zinc-900 px-2 text-sm text-zinc-100";
  return (
    <section aria-labelledby="feed-title" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="feed-title" className="text-xl font-semibold text-white">
          {t("feedTitle")}
        </h2>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("sortLabel")}>
          {WATCHLIST_FEED_SORTS.map((item) => (
            <button
              key={item}
              type="button"
              aria-pressed={sort === item}
              onClick={() => set("sort", item === "newest" ? undefined : item)}
              className={buttonClass(sort === item ? "primary" : "secondary", "md", "h-9")}
            >
              {t(SORT_LABELS[item])}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-3 text-sm text-zinc-300">
        <label className="flex items-center gap-2">
          {t("window")}
          <select
            className={select}
            value={window}
            onChange={(e) => set("window", e.target.value === "30d" ? undefined : e.target.value)}
          >
            {WATCHLIST_FEED_WINDOWS.map((item) => (
              <option key={item} value={item}>
                {t(WINDOW_LABELS[item])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          {t("format")}
          <select
            className={select}
            value={format ?? ""}
            onChange={(e) => set("format", e.target.value || undefined)}
          >
            <option value="">{t("formatAll")}</option>
            <option value="long">{t("formatLong")}</option>
            <option value="short">{t("formatShort")}</option>
          </select>
        </label>
        <label className="flex items-center gap-2">
          {t("channel")}
          <select
            className={`${select} max-w-[14rem]`}
            value={channelId ?? ""}
            onChange={(e) => set("channel", e.target.value || undefined)}
          >
            <option value="">{t("allChannels")}</option>
            {data.channels.map((item) => (
              <option key={item.channelId} value={item.channelId}>
                {item.title ?? item.channelId}
              </option>
            ))}
          </select>
        </label>
      </div>
      {feed.isPending ? (
        <div className="mt-6 flex items-center gap-2 text-sm text-zinc-400" role="status">
          <Spinner className="size-4" /> {t("feedLoading")}
        </div>
      ) : feed.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-300">
          {t("feedFailed", { message: message(feed.error) })}
        </p>
      ) : videos.length === 0 ? (
        <p className="mt-6 text-sm text-zinc-400">
          {data.channels.length === 0 ? t("feedNoChannels") : t("feedNoMatch")}
        </p>
      ) : (
        <>
          <ul className="mt-4 grid grid-cols-1 items-start gap-3 lg:grid-cols-2">
            {videos.map((video) => (
              <FeedCard key={video.videoId} video={video} />
            ))}
          </ul>
          {feed.hasNextPage && (
            <button
              type="button"
              className={buttonClass("secondary", "md", "mt-4")}
              disabled={feed.isFetchingNextPage}
              onClick={() => feed.fetchNextPage()}
            >
              {feed.isFetchingNextPage && <Spinner className="size-4" />}
              {t("showMore")}
            </button>
          )}
        </>
      )}
    </section>
  );
}

export function WatchlistPage() {
  const { t } = useT("research.watchlist");
  const message = useMessage();
  const watchlist = useQuery({
    queryKey: WATCHLIST_KEY,
    queryFn: ({ signal }) => api.call(contracts.getWatchlist, {}, { signal }),
  });
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-white">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-zinc-400">{t("intro")}</p>
      {watchlist.isPending ? (
        <div className="mt-8 flex items-center gap-2 text-sm text-zinc-400" role="status">
          <Spinner className="size-4" /> {t("loading")}
        </div>
      ) : watchlist.isError ? (
        <p role="alert" className="mt-8 text-red-300">
          {t("loadFailed", { message: message(watchlist.error) })}
        </p>
      ) : (
        <>
          <div className="mt-8 grid gap-4 lg:grid-cols-[3fr_2fr]">
            <Channels data={watchlist.data} />
            <Alerts data={watchlist.data} />
          </div>
          <Feed data={watchlist.data} />
        </>
      )}
    </Container>
  );
}
