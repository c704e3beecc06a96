// The outliers table: eleven columns, server-side sort (a header click sorts, a second click on the
// same header toggles ascending/descending), numbers right-aligned in tabular figures.
import { createColumnHelper } from "@tanstack/react-table";
import type { OutlierSortKey, OutlierVideo, SortOrder } from "@vi/types";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useT } from "../../i18n/use-t.ts";
import { SaveButton } from "../saved-videos/save-button.tsx";
import { Thumbnail } from "../saved-videos/thumbnail.tsx";
import { useVideoTable, VideoTableHead, VideoTableRow } from "../shared/video-table.tsx";
import type { ColumnMeta } from "./sortable-header.tsx";
import {
  Count,
  HistoryLink,
  OutlierAtAgeChip,
  OutlierChip,
  Published,
  VideoLink,
  watchUrl,
} from "./video-cells.tsx";

const column = createColumnHelper<OutlierVideo>();
const numeric = (extra: Omit<ColumnMeta, "numeric"> = {}): ColumnMeta => ({ numeric: true, ...extra });

/** Below 768px the title column stays in view while the figures scroll, with the channel under the title. */
const STICKY_TITLE =
  "sticky left-0 z-[1] min-w-[13.5rem] max-w-[13.5rem] shadow-[1px_0_0_rgb(255_255_255/0.08)]";

const outlierColumns = (narrow: boolean, t: TFunction) => [
  column.accessor("channelTitle", {
    header: t("columns.channel"),
    sortDescFirst: false,
    meta: {
      className: "min-w-[8rem] max-w-[12rem]",
      longLabel: t("columns.channelTitle"),
    } satisfies ColumnMeta,
    cell: (info) => (
      <span className="block truncate text-zinc-300" title={info.getValue()}>
        {info.getValue()}
      </span>
    ),
  }),
  column.accessor("videoTitle", {
    header: t("columns.video"),
    sortDescFirst: false,
    meta: {
      className: narrow ? STICKY_TITLE : "min-w-[21rem] max-w-[30rem]",
      // Opaque backgrounds, or the figures would show through the sticky column while scrolling.
      headerClassName: narrow ? "bg-zinc-900" : undefined,
      cellClassName: narrow ? "bg-[#0e0e10]" : undefined,
      longLabel: t("columns.videoTitle"),
    } satisfies ColumnMeta,
    // Creators research by looking: the thumbnail beside the title, and Save under it.
    cell: (info) => (
      <div className="flex items-start gap-2.5">
        <a
          href={watchUrl(info.row.original.videoId)}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={-1}
          aria-hidden="true"
          className={narrow ? "w-16 shrink-0" : "w-28 shrink-0"}
        >
          <Thumbnail videoId={info.row.original.videoId} duration={info.row.original.videoDuration} />
        </a>
        <div className="min-w-0 flex-1">
          <VideoLink
            videoId={info.row.original.videoId}
            title={info.getValue()}
            className={narrow ? "line-clamp-2 text-[13px] leading-snug" : "line-clamp-2"}
          />
          {narrow ? (
            <span className="mt-0.5 block truncate text-xs text-zinc-400">
              {info.row.original.channelTitle}
            </span>
          ) : null}
          <span className="mt-1.5 flex flex-wrap items-center gap-2">
            <SaveButton videoId={info.row.original.videoId} title={info.getValue()} />
            <HistoryLink videoId={info.row.original.videoId} title={info.getValue()} />
          </span>
        </div>
      </div>
    ),
  }),
  column.accessor("videoViewCount", {
    header: t("columns.views"),
    sortDescFirst: true,
    meta: numeric(),
    cell: (info) => <Count value={info.getValue()} suffix={t("cells.views")} />,
  }),
  column.accessor("videoLikeCount", {
    header: t("columns.likes"),
    sortDescFirst: true,
    meta: numeric(),
    cell: (info) => <Count value={info.getValue()} suffix={t("cells.likes")} />,
  }),
  column.accessor("videoCommentCount", {
    header: t("columns.comments"),
    sortDescFirst: true,
    meta: numeric(),
    cell: (info) => <Count value={info.getValue()} suffix={t("cells.comments")} />,
  }),
  column.accessor("videoPublishedAt", {
    header: t("columns.published"),
    sortDescFirst: true,
    meta: numeric({ longLabel: t("columns.publishedAt") }),
    cell: (info) => <Published at={info.getValue()} />,
  }),
  column.accessor("channelSubscriberCount", {
    header: t("columns.subscribers"),
    sortDescFirst: true,
    meta: numeric(),
    cell: (info) => <Count value={info.getValue()} suffix={t("cells.subscribers")} />,
  }),
  column.accessor("channelVideoCount", {
    header: t("columns.chVideos"),
    sortDescFirst: true,
    meta: numeric({ longLabel: t("columns.channelVideoCount") }),
    cell: (info) => <Count value={info.getValue()} suffix={t("cells.videos")} />,
  }),
  column.accessor("videoOutlier", {
    header: t("columns.outlier"),
    sortDescFirst: true,
    meta: numeric(),
    cell: (info) => <OutlierChip score={info.getValue()} />,
  }),
  column.accessor("videoOutlierAtAge", {
    header: t("columns.atAge"),
    sortDescFirst: true,
    meta: numeric({ longLabel: t("columns.outlierAtAge") }),
    cell: (info) => (
      <OutlierAtAgeChip score={info.getValue()} sample={info.row.original.videoOutlierAtAgeSample} />
    ),
  }),
  column.accessor("videoVph", {
    header: t("columns.vph"),
    sortDescFirst: true,
    meta: numeric({ longLabel: t("columns.viewsPerHour") }),
    cell: (info) => <Count value={info.getValue()} suffix={t("cells.viewsPerHour")} />,
  }),
];

/** The table's columns for the narrow-screen sort dropdown, in column order (catalog keys under `research`; the
 * outlier score by its full name, which some languages shorten in the column header). */
const OUTLIER_SORT_OPTIONS = [
  { key: "channelTitle", label: "columns.channelTitle" },
  { key: "videoTitle", label: "columns.videoTitle" },
  { key: "videoViewCount", label: "columns.views" },
  { key: "videoLikeCount", label: "columns.likes" },
  { key: "videoCommentCount", label: "columns.comments" },
  { key: "videoPublishedAt", label: "columns.published" },
  { key: "channelSubscriberCount", label: "columns.subscribers" },
  { key: "channelVideoCount", label: "columns.channelVideoCount" },
  { key: "videoOutlier", label: "filters.outlier" },
  { key: "videoOutlierAtAge", label: "columns.outlierAtAge" },
  { key: "videoVph", label: "columns.vph" },
] as const satisfies readonly { key: OutlierSortKey; label: string }[];

/** The sort options with their names in the reader's language. */
export function useOutlierSortOptions() {
  const { t } = useT("research");
  return OUTLIER_SORT_OPTIONS.map((option) => ({ key: option.key, label: t(option.label) }));
}

/** The column's name as people read it ("Views", not "videoViewCount"). */
function sortLabelKey(sort: OutlierSortKey): string {
  return OUTLIER_SORT_OPTIONS.find((option) => option.key === sort)?.label ?? "filters.outlier";
}

const SKELETON_ROWS = Array.from({ length: 8 }, (_, i) => i);

export function OutliersTable({
  rows,
  sort,
  order,
  onSort,
  loading = false,
  busy = false,
  narrow = false,
}: {
  rows: readonly OutlierVideo[];
  sort: OutlierSortKey;
  order: SortOrder;
  onSort: (sort: OutlierSortKey, order: SortOrder) => void;
  /** No data yet: placeholder rows keep the layout still. */
  loading?: boolean;
  /** Newer data is on its way (the rows shown are the previous answer). */
  busy?: boolean;
  /** Below 768px: no channel column (the channel shows under the title) and a sticky title column. */
  narrow?: boolean;
}) {
  const { t } = useT("research");
  const columns = useMemo(() => outlierColumns(narrow, t), [narrow, t]);
  const table = useVideoTable({
    rows,
    columns,
    sortKey: sort,
    desc: order === "desc",
    onSort: (key, desc) => onSort(key as OutlierSortKey, desc ? "desc" : "asc"),
    columnVisibility: { channelTitle: !narrow },
  });

  return (
    <div
      role="region"
      aria-label={t("table.label")}
      tabIndex={0}
      // Only sideways scrolling: the page scrolls down, not a box inside it.
      className="relative min-h-[16rem] overflow-x-auto rounded-xl border border-white/10 bg-[#0e0e10] focus-visible:outline-offset-0"
    >
      <table aria-busy={loading || busy} className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          {t(order === "desc" ? "table.captionDesc" : "table.captionAsc", {
            column: t(sortLabelKey(sort)),
          })}
        </caption>
        <VideoTableHead table={table} />
        <tbody className={busy ? "opacity-60 transition-opacity" : "transition-opacity"}>
          {loading
            ? SKELETON_ROWS.map((i) => (
                <tr key={i} aria-hidden="true">
                  {table.getVisibleLeafColumns().map((col) => (
                    <td key={col.id} className="border-t border-white/5 px-3 py-3">
                      <div
                        className={`h-3.5 animate-pulse rounded bg-white/5 ${col.id === "videoTitle" ? "w-40" : col.id === "channelTitle" ? "w-24" : "ml-auto w-12"}`}
                      />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => <VideoTableRow key={row.id} row={row} />)}
        </tbody>
      </table>
    </div>
  );
}
