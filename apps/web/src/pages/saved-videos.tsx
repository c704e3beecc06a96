// /savedVideos: the user's saved videos with the six numeric filters
// (applied in the browser), a total, a sortable table at >= 768px and cards with a sort dropdown below;
// per video Copy and Remove. The list is capped at 140vh and scrolls inside.
import { applyFilters, sortVideos } from "@vi/format";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router-dom";
import { useAuth } from "../auth/auth-context.tsx";
import { BookmarkIcon, WarningIcon } from "../components/icons.tsx";
import { buttonClass, frameClass } from "../components/ui.tsx";
import { FilterPanel } from "../features/outliers/filter-panel.tsx";
import { RangeFilters } from "../features/outliers/range-filters.tsx";
import { SortSelect } from "../features/outliers/sort-select.tsx";
import {
  EMPTY_RANGE_FILTERS,
  normalizeBound,
  RANGE_FILTER_KEYS,
  type RangeFilterValues,
} from "../features/outliers/url-state.ts";
import { useIsWide } from "../features/outliers/use-media-query.ts";
import { SavedVideoCard } from "../features/saved-videos/saved-video-card.tsx";
import { SavedVideosTable } from "../features/saved-videos/saved-videos-table.tsx";
import { DEFAULT_SAVED_SORT, SAVED_SORT_OPTIONS, type SavedSort } from "../features/saved-videos/sort.ts";
import {
  useRemoveSavedVideo,
  useSavedVideos,
  useSaveVideo,
} from "../features/saved-videos/use-saved-videos.ts";

/** How long Undo is offered after a removal. */
export const UNDO_MS = 8_000;

import { useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";
import { userMessage } from "../lib/user-message.ts";

function Panel({ children, tone = "plain" }: { children: React.ReactNode; tone?: "plain" | "alert" }) {
  return (
    <div
      role={tone === "alert" ? "alert" : undefined}
      className="flex flex-col items-center rounded-xl border border-white/10 bg-zinc-900/40 px-6 py-14 text-center"
    >
      {children}
    </div>
  );
}

function SkeletonList() {
  return (
    <div aria-hidden="true" className="space-y-2 p-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex animate-pulse items-center gap-3">
          <div className="aspect-video w-24 rounded-md bg-white/5" />
          <div className="h-3.5 flex-1 rounded bg-white/5" />
        </div>
      ))}
    </div>
  );
}

export function SavedVideosPage() {
  const { t } = useT("research.savedVideos");
  const { t: tr } = useT("research");
  const format = useFormat();
  const sortOptions = SAVED_SORT_OPTIONS.map((option) => ({ key: option.key, label: tr(option.label) }));
  const auth = useAuth();
  const wide = useIsWide();
  const saved = useSavedVideos();
  const { remove, pending, failure, dismissFailure } = useRemoveSavedVideo(saved.ids);
  const [filters, setFilters] = useState<RangeFilterValues>(EMPTY_RANGE_FILTERS);
  const [sort, setSort] = useState<SavedSort>(DEFAULT_SAVED_SORT);

  const all = saved.data ?? [];
  const rows = useMemo(
    () => sortVideos(applyFilters(all, filters), sort.key, sort.direction),
    [all, filters, sort],
  );
  const filtering = RANGE_FILTER_KEYS.some((key) => normalizeBound(filters[key]));
  // A removal can be taken back for a few seconds (saving again is idempotent and restores the row).
  const [removed, setRemoved] = useState<{ videoId: string; title: string } | null>(null);
  const undoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(undoTimer.current), []);
  const restore = useSaveVideo();
  const onRemove = useCallback(
    (videoId: string) => {
      const title = all.find((video) => video.videoId === videoId)?.videoTitle ?? t("theVideo");
      void remove(videoId).then((ok) => {
        if (!ok) return;
        clearTimeout(undoTimer.current);
        setRemoved({ videoId, title });
        undoTimer.current = setTimeout(() => setRemoved(null), UNDO_MS);
      });
    },
    [remove, all, t],
  );
  const failedTitle = failure
    ? all.find((video) => video.videoId === failure.videoId)?.videoTitle
    : undefined;

  const loadingUser = auth.userData === null && (auth.syncing || auth.status === "loading");
  const noUser = auth.userData === null && !loadingUser;
  const nothingSaved = saved.ids.length === 0 || (saved.data !== undefined && saved.data.length === 0);

  let body: React.ReactNode;
  if (noUser) {
    body = (
      <Panel tone="alert">
        <WarningIcon className="size-8 text-red-400" />
        <h2 className="mt-3 text-lg font-semibold text-white">{t("loadFailed")}</h2>
        <p className="mt-1 text-sm text-zinc-400">{t("userFailed")}</p>
        <button
          type="button"
          className={buttonClass("primary", "md", "mt-5")}
          onClick={() => void auth.refreshUserData()}
        >
          {t("retry")}
        </button>
      </Panel>
    );
  } else if (saved.isError && !saved.data) {
    body = (
      <Panel tone="alert">
        <WarningIcon className="size-8 text-red-400" />
        <h2 className="mt-3 text-lg font-semibold text-white">{t("loadFailed")}</h2>
        <p className="mt-1 max-w-md text-sm text-zinc-400">{userMessage(saved.error)}</p>
        <button
          type="button"
          className={buttonClass("primary", "md", "mt-5")}
          onClick={() => void saved.refetch()}
        >
          {t("retry")}
        </button>
      </Panel>
    );
  } else if (loadingUser || (saved.ids.length > 0 && !saved.data)) {
    body = (
      <div className="rounded-xl border border-white/10 bg-zinc-900/40">
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
        <SkeletonList />
      </div>
    );
  } else if (nothingSaved) {
    body = (
      <Panel>
        <span className="flex size-12 items-center justify-center rounded-full bg-red-500/10 text-red-400">
          <BookmarkIcon className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-white">{t("emptyTitle")}</h2>
        <p className="mt-1 max-w-md text-sm text-zinc-400">
          <Trans t={t} i18nKey="emptyBody" components={{ 1: <strong className="text-zinc-200" /> }} />
        </p>
        <Link to="/" className={buttonClass("secondary", "md", "mt-5")}>
          {t("getExtension")}
        </Link>
      </Panel>
    );
  } else if (rows.length === 0) {
    body = (
      <Panel>
        <h2 className="text-lg font-semibold text-white">{t("noMatch")}</h2>
        <button
          type="button"
          className={buttonClass("secondary", "md", "mt-5")}
          onClick={() => setFilters(EMPTY_RANGE_FILTERS)}
        >
          {t("clearFilters")}
        </button>
      </Panel>
    );
  } else {
    body = (
      <div
        data-testid="saved-videos-list"
        role="region"
        aria-label={t("listLabel")}
        tabIndex={0}
        className={`relative max-h-[140vh] overflow-y-auto ${wide ? "overflow-x-auto rounded-xl border border-white/10 bg-zinc-900/40" : "space-y-2"}`}
      >
        {wide ? (
          <SavedVideosTable rows={rows} sort={sort} onSort={setSort} pending={pending} onRemove={onRemove} />
        ) : (
          rows.map((video) => (
            <SavedVideoCard
              key={video.videoId}
              video={video}
              removing={pending.has(video.videoId)}
              onRemove={onRemove}
            />
          ))
        )}
      </div>
    );
  }

  const showTools = !noUser && !nothingSaved && saved.data !== undefined;

  return (
    <div className={`${frameClass(true)} py-6 sm:py-8`}>
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t("title")}</h1>
          <p className="mt-1 text-sm text-zinc-400">{t("intro")}</p>
        </div>
        <Link to="/outliers" className="text-sm font-medium text-red-300 hover:text-red-200">
          {t("browse")}
        </Link>
      </header>

      {showTools ? (
        <div className="mb-3">
          <FilterPanel
            active={RANGE_FILTER_KEYS.filter((key) => normalizeBound(filters[key])).length}
            onClear={() => setFilters(EMPTY_RANGE_FILTERS)}
          >
            <div className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-3">
              <RangeFilters
                values={filters}
                onChange={(key, text) => setFilters((current) => ({ ...current, [key]: text }))}
              />
            </div>
          </FilterPanel>
        </div>
      ) : null}

      {removed ? (
        <div
          role="status"
          className="mb-3 flex items-center justify-between gap-3 rounded-lg border border-white/10 bg-zinc-900 px-3 py-2 text-sm text-zinc-200"
        >
          <span>{t("removed", { title: removed.title })}</span>
          <button
            type="button"
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(removed.videoId, {
                onSuccess: () => {
                  clearTimeout(undoTimer.current);
                  setRemoved(null);
                },
              })
            }
            className="shrink-0 font-semibold text-white underline disabled:opacity-60"
          >
            {restore.isPending ? t("restoring") : t("undo")}
          </button>
        </div>
      ) : null}

      {failure ? (
        <div
          role="alert"
          className="mb-3 flex items-start justify-between gap-3 rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2 text-sm text-red-200"
        >
          <span>
            {failedTitle
              ? t("removeFailed", { title: failedTitle, message: failure.message })
              : t("removeFailedUntitled", { message: failure.message })}
          </span>
          <button type="button" onClick={dismissFailure} className="shrink-0 font-semibold underline">
            {t("dismiss")}
          </button>
        </div>
      ) : null}

      {showTools ? (
        <div className="mb-2 flex flex-wrap items-end justify-between gap-3">
          <p className="text-sm text-zinc-300" aria-live="polite">
            {t("total")}{" "}
            <strong className="font-semibold text-white tabular-nums">{format.number(rows.length)}</strong>
            {filtering ? (
              <span className="text-zinc-400">{t("ofSaved", { total: format.number(all.length) })}</span>
            ) : null}
          </p>
          {wide ? null : (
            <div className="w-full">
              <SortSelect
                options={sortOptions}
                value={sort.key}
                direction={sort.direction}
                onChange={(key, direction) => setSort({ key, direction })}
              />
            </div>
          )}
        </div>
      ) : null}

      {body}
    </div>
  );
}
