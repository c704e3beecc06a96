// Saved Videos on wide screens (>= 768px): a dense table; a header click sorts, a second click on the
// same header toggles ascending/descending. Rows arrive sorted (by @vi/format's sortVideos).
import { createColumnHelper } from "@tanstack/react-table";
import { formatDuration, parseDuration } from "@vi/format";
import type { OutlierVideo } from "@vi/types";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useT } from "../../i18n/use-t.ts";
import type { ColumnMeta } from "../outliers/sortable-header.tsx";
import { Count, OutlierChip, Published, VideoLink } from "../outliers/video-cells.tsx";
import { useVideoTable, VideoTableHead, VideoTableRow } from "../shared/video-table.tsx";
import { RowActions } from "./row-actions.tsx";
import type { SavedSort, SavedSortKey } from "./sort.ts";
import { Thumbnail } from "./thumbnail.tsx";

const column = createColumnHelper<OutlierVideo>();
const num = (extra: Omit<ColumnMeta, "numeric"> = {}): ColumnMeta => ({ numeric: true, ...extra });

interface TableContext {
  pending: ReadonlySet<string>;
  onRemove: (videoId: string) => void;
}

function columns({ pending, onRemove }: TableContext, t: TFunction) {
  return [
    column.accessor("videoTitle", {
      header: t("columns.video"),
      sortDescFirst: false,
      // With the narrower thumbnail and channel, the table fits 1280 px beside a classic scrollbar.
      meta: { className: "min-w-[15rem]", longLabel: t("savedVideos.titleColumn") } satisfies ColumnMeta,
      cell: (info) => {
        const video = info.row.original;
        return (
          <div className="flex items-center gap-3">
            <Thumbnail videoId={video.videoId} duration={video.videoDuration} className="w-20" />
            <VideoLink
              videoId={video.videoId}
              title={video.videoTitle}
              className="line-clamp-2 leading-snug"
            />
          </div>
        );
      },
    }),
    column.accessor("channelTitle", {
      header: t("columns.channel"),
      sortDescFirst: false,
      meta: { className: "max-w-[7rem]", longLabel: t("columns.channelTitle") } satisfies ColumnMeta,
      cell: (info) => (
        <span className="block truncate text-zinc-300" title={info.getValue()}>
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor("videoDuration", {
      header: t("savedVideos.length"),
      sortDescFirst: true,
      meta: num(),
      cell: (info) => {
        const seconds = parseDuration(info.getValue());
        return seconds ? formatDuration(seconds) : <span className="text-zinc-400">-</span>;
      },
    }),
    column.accessor("videoViewCount", {
      header: t("columns.views"),
      sortDescFirst: true,
      meta: num(),
      cell: (info) => <Count value={info.getValue()} suffix={t("cells.views")} />,
    }),
    column.accessor("videoLikeCount", {
      header: t("columns.likes"),
      sortDescFirst: true,
      meta: num(),
      cell: (info) => <Count value={info.getValue()} suffix={t("cells.likes")} />,
    }),
    column.accessor("videoCommentCount", {
      header: t("columns.comments"),
      sortDescFirst: true,
      meta: num(),
      cell: (info) => <Count value={info.getValue()} suffix={t("cells.comments")} />,
    }),
    column.accessor("videoOutlier", {
      header: t("columns.outlier"),
      sortDescFirst: true,
      meta: num(),
      cell: (info) => <OutlierChip score={info.getValue()} />,
    }),
    column.accessor("videoVph", {
      header: t("columns.vph"),
      sortDescFirst: true,
      meta: num({ longLabel: t("columns.viewsPerHour") }),
      cell: (info) => <Count value={info.getValue()} suffix={t("cells.viewsPerHour")} />,
    }),
    column.accessor("videoPublishedAt", {
      header: t("columns.published"),
      sortDescFirst: true,
      meta: num(),
      cell: (info) => <Published at={info.getValue()} />,
    }),
    column.accessor("channelSubscriberCount", {
      header: t("savedVideos.subs"),
      sortDescFirst: true,
      meta: num({ longLabel: t("columns.subscribers") }),
      cell: (info) => <Count value={info.getValue()} suffix={t("cells.subscribers")} />,
    }),
    column.accessor("channelVideoCount", {
      header: t("columns.chVideos"),
      sortDescFirst: true,
      meta: num({ longLabel: t("columns.channelVideoCount") }),
      cell: (info) => <Count value={info.getValue()} suffix={t("cells.videos")} />,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">{t("savedVideos.actions")}</span>,
      meta: { className: "w-0" } satisfies ColumnMeta,
      cell: (info) => (
        <RowActions
          video={info.row.original}
          removing={pending.has(info.row.original.videoId)}
          onRemove={onRemove}
          stacked
          className="ml-auto"
        />
      ),
    }),
  ];
}

export function SavedVideosTable({
  rows,
  sort,
  onSort,
  pending,
  onRemove,
}: {
  rows: readonly OutlierVideo[];
  sort: SavedSort;
  onSort: (sort: SavedSort) => void;
} & TableContext) {
  const { t } = useT("research");
  const cols = useMemo(() => columns({ pending, onRemove }, t), [pending, onRemove, t]);
  const table = useVideoTable({
    rows,
    columns: cols,
    sortKey: sort.key,
    desc: sort.direction === "desc",
    onSort: (key, desc) => onSort({ key: key as SavedSortKey, direction: desc ? "desc" : "asc" }),
  });

  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{t("savedVideos.caption")}</caption>
      <VideoTableHead table={table} />
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <VideoTableRow key={row.id} row={row} />
        ))}
      </tbody>
    </table>
  );
}
