// /outliers: server-side filters, sort and paging over the video
// store, all kept in the URL; Refresh Data, the total, CSV export and the first record as raw detail.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { RefreshIcon, WarningIcon } from "../components/icons.tsx";
import { buttonClass, frameClass } from "../components/ui.tsx";
import { ExportButton } from "../features/outliers/export-button.tsx";
import { LayoutToggle } from "../features/outliers/layout-toggle.tsx";
import { OutliersFilters } from "../features/outliers/outliers-filters.tsx";
import { OutliersGrid } from "../features/outliers/outliers-grid.tsx";
import { OutliersTable, useOutlierSortOptions } from "../features/outliers/outliers-table.tsx";
import { Pagination } from "../features/outliers/pagination.tsx";
import { RawRecord } from "../features/outliers/raw-record.tsx";
import { SortSelect } from "../features/outliers/sort-select.tsx";
import { activeFilterCount, EMPTY_RANGE_FILTERS, toQuery } from "../features/outliers/url-state.ts";
import { useIsWide } from "../features/outliers/use-media-query.ts";
import { deepestOffsetPage, useOutliersPage, useOutliersView } from "../features/outliers/use-outliers.ts";
import { useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";
import { userMessage } from "../lib/user-message.ts";

export function OutliersPage() {
  const { t } = useT("research.outliers");
  const format = useFormat();
  const errorText = (error: unknown) => userMessage(error, { badRequest: t("badFilters") });
  const { view, update } = useOutliersView();
  const sortOptions = useOutlierSortOptions();
  const wide = useIsWide();
  const result = useOutliersPage(view);
  const data = result.data;
  const total = data?.total;
  const rows = data?.videoData ?? [];
  const lastPage = total === undefined ? 1 : Math.max(1, Math.ceil(total / view.pageSize));

  // A link or a shrinking result can point past the end: go to the last page that has rows. (A page
  // reached by cursor is past the offset cap; its total is an estimate, so it stays where it is.)
  const deepest = deepestOffsetPage(view.pageSize);
  const reachable = view.cursor ? view.page : Math.min(lastPage, deepest);
  useEffect(() => {
    if (!result.isPlaceholderData && total !== undefined && view.page > reachable) {
      update({ page: reachable }, { replace: true });
    }
  }, [result.isPlaceholderData, total, view.page, reachable, update]);

  // Page numbers reach the first pages by offset; Next beyond them follows the API's cursor, and
  // Previous from there goes back through the history those Next clicks made.
  const navigate = useNavigate();
  const location = useLocation();
  const nextCursor = data?.nextCursor ?? null;
  const goToPage = (page: number) => {
    if (page <= deepest) return update({ page });
    if (page === view.page + 1 && nextCursor) return update({ page, cursor: nextCursor });
    if (page === view.page - 1 && location.key !== "default") return navigate(-1);
    update({ page: deepest });
  };
  const nextReachable = view.page + 1 <= deepest || nextCursor !== null;

  const filtered = activeFilterCount(view) > 0;
  const refreshing = result.isFetching && !result.isPending;

  return (
    <div className={`${frameClass(true)} py-6 sm:py-8`}>
      <header className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t("title")}</h1>
          <p className="mt-1 text-sm text-zinc-400">{t("intro")}</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <button
            type="button"
            className={buttonClass("secondary", "md", "h-9")}
            disabled={result.isFetching}
            onClick={() => void result.refetch()}
          >
            <RefreshIcon className={`size-4 ${result.isFetching ? "animate-spin" : ""}`} />
            {t("refresh")}
          </button>
          <ExportButton query={toQuery(view)} total={total} />
        </div>
      </header>

      <OutliersFilters view={view} update={update} />

      <div className="mt-4 mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-3 text-sm">
        <div className="flex items-center gap-3">
          <p className="text-zinc-300" aria-live="polite">
            {t("totalRecords")}{" "}
            <strong className="font-semibold text-white tabular-nums">
              {total === undefined
                ? "…"
                : data?.totalIsEstimate
                  ? t("about", { total: format.number(total) })
                  : format.number(total)}
            </strong>
          </p>
          {refreshing ? (
            <p role="status" className="text-xs text-zinc-400">
              {t("updating")}
            </p>
          ) : null}
        </div>
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
          {/* Table headers sort the table on wide screens; cards and narrow screens sort here. */}
          {wide && view.layout === "table" ? null : (
            <div className="min-w-0 basis-full sm:w-64 sm:basis-auto">
              <SortSelect
                options={sortOptions}
                value={view.sort}
                direction={view.order}
                onChange={(sort, order) => update({ sort, order })}
              />
            </div>
          )}
          <LayoutToggle
            value={view.layout}
            onChange={(layout) => update({ layout, page: view.page, cursor: view.cursor }, { replace: true })}
          />
        </div>
      </div>

      {result.isError && data ? (
        <div
          role="alert"
          className="mb-3 flex items-center justify-between gap-3 rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2 text-sm text-red-200"
        >
          <span>{t("refreshFailed", { message: errorText(result.error) })}</span>
          <button type="button" className="font-semibold underline" onClick={() => void result.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : null}

      {result.isError && !data ? (
        <div
          role="alert"
          className="flex flex-col items-center rounded-xl border border-white/10 bg-zinc-900/40 px-6 py-14 text-center"
        >
          <WarningIcon className="size-8 text-red-400" />
          <h2 className="mt-3 text-lg font-semibold text-white">{t("loadFailed")}</h2>
          <p className="mt-1 max-w-md text-sm text-zinc-400">{errorText(result.error)}</p>
          <button
            type="button"
            className={buttonClass("primary", "md", "mt-5")}
            onClick={() => void result.refetch()}
          >
            {t("retry")}
          </button>
        </div>
      ) : data && total === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-white/10 bg-zinc-900/40 px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-white">{filtered ? t("noMatch") : t("noVideos")}</h2>
          <p className="mt-1 max-w-md text-sm text-zinc-400">
            {filtered ? t("noMatchHint") : t("noVideosHint")}
          </p>
          {filtered ? (
            <button
              type="button"
              className={buttonClass("secondary", "md", "mt-5")}
              onClick={() =>
                update({ filters: EMPTY_RANGE_FILTERS, q: "", format: "all", publishedAfter: "" })
              }
            >
              {t("clearFilters")}
            </button>
          ) : null}
        </div>
      ) : (
        <>
          {view.layout === "grid" ? (
            <OutliersGrid rows={rows} loading={!data} busy={result.isPlaceholderData} />
          ) : (
            <OutliersTable
              rows={rows}
              sort={view.sort}
              order={view.order}
              onSort={(sort, order) => update({ sort, order })}
              loading={!data}
              busy={result.isPlaceholderData}
              narrow={!wide}
            />
          )}
          {data ? (
            <div className="mt-3">
              <Pagination
                page={view.cursor ? view.page : Math.min(view.page, lastPage)}
                pageSize={view.pageSize}
                total={data.total}
                nextDisabled={!nextReachable}
                estimate={data.totalIsEstimate === true}
                onPage={goToPage}
                onPageSize={(pageSize) => update({ pageSize })}
              />
            </div>
          ) : null}
        </>
      )}

      {rows[0] ? (
        <div className="mt-4">
          <RawRecord video={rows[0]} />
        </div>
      ) : null}
    </div>
  );
}
