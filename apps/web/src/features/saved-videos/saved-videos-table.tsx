// Saved Videos on wide screens (>= 768px): a dense table; a header click sorts, a second click on the
// same header toggles ascending/descending. Rows arrive sorted (by @vi/format's sortVideos).
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  type SortingState,
  type Updater,
  useReactTable,
} from "@tanstack/react-table";
import { formatDuration, parseDuration } from "@vi/format";
import type { OutlierVideo } from "@vi/types";
import { useMemo } from "react";
import { type ColumnMeta, metaOf, SortableHeader } from "../outliers/sortable-header";
import { Count, OutlierChip, Published, VideoLink } from "../outliers/video-cells";
import { RowActions } from "./row-actions";
import type { SavedSort, SavedSortKey } from "./sort";
import { Thumbnail } from "./thumbnail";

const column = createColumnHelper<OutlierVideo>();
const num = (extra: Omit<ColumnMeta, "numeric"> = {}): ColumnMeta => ({ numeric: true, ...extra });

interface TableContext {
  pending: ReadonlySet<string>;
  onRemove: (videoId: string) => void;
}

function columns({ pending, onRemove }: TableContext) {
  return [
    column.accessor("videoTitle", {
      header: "Video",
      sortDescFirst: false,
      meta: { className: "min-w-[16rem]", longLabel: "Title" } satisfies ColumnMeta,
      cell: (info) => {
        const video = info.row.original;
        return (
          <div className="flex items-center gap-3">
            <Thumbnail videoId={video.videoId} duration={video.videoDuration} className="w-24" />
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
      header: "Channel",
      sortDescFirst: false,
      meta: { className: "max-w-[7.5rem]", longLabel: "Channel Title" } satisfies ColumnMeta,
      cell: (info) => (
        <span className="block truncate text-zinc-300" title={info.getValue()}>
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor("videoDuration", {
      header: "Length",
      sortDescFirst: true,
      meta: num(),
      cell: (info) => {
        const seconds = parseDuration(info.getValue());
        return seconds ? formatDuration(seconds) : <span className="text-zinc-400">-</span>;
      },
    }),
    column.accessor("videoViewCount", {
      header: "Views",
      sortDescFirst: true,
      meta: num(),
      cell: (info) => <Count value={info.getValue()} suffix="views" />,
    }),
    column.accessor("videoLikeCount", {
      header: "Likes",
      sortDescFirst: true,
      meta: num(),
      cell: (info) => <Count value={info.getValue()} suffix="likes" />,
    }),
    column.accessor("videoCommentCount", {
      header: "Comments",
      sortDescFirst: true,
      meta: num(),
      cell: (info) => <Count value={info.getValue()} suffix="comments" />,
    }),
    column.accessor("videoOutlier", {
      header: "Outlier",
      sortDescFirst: true,
      meta: num(),
      cell: (info) => <OutlierChip score={info.getValue()} />,
    }),
    column.accessor("videoVph", {
      header: "VPH",
      sortDescFirst: true,
      meta: num({ longLabel: "Views per Hour" }),
      cell: (info) => <Count value={info.getValue()} suffix="views per hour" />,
    }),
    column.accessor("videoPublishedAt", {
      header: "Published",
      sortDescFirst: true,
      meta: num(),
      cell: (info) => <Published at={info.getValue()} />,
    }),
    column.accessor("channelSubscriberCount", {
      header: "Subs",
      sortDescFirst: true,
      meta: num({ longLabel: "Subscribers" }),
      cell: (info) => <Count value={info.getValue()} suffix="subscribers" />,
    }),
    column.accessor("channelVideoCount", {
      header: "Ch. Videos",
      sortDescFirst: true,
      meta: num({ longLabel: "Channel Video Count" }),
      cell: (info) => <Count value={info.getValue()} suffix="videos" />,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
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
  const sorting = useMemo<SortingState>(() => [{ id: sort.key, desc: sort.direction === "desc" }], [sort]);
  const cols = useMemo(() => columns({ pending, onRemove }), [pending, onRemove]);
  const table = useReactTable({
    data: rows as OutlierVideo[],
    columns: cols,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.videoId,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const first = (typeof updater === "function" ? updater(sorting) : updater)[0];
      if (first) onSort({ key: first.id as SavedSortKey, direction: first.desc ? "desc" : "asc" });
    },
  });

  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">Saved videos</caption>
      <thead className="sticky top-0 z-10 bg-zinc-900 text-xs text-zinc-400 shadow-[0_1px_0_rgb(255_255_255/0.08)]">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <SortableHeader key={header.id} header={header} />
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="hover:bg-white/[0.03]">
            {row.getVisibleCells().map((cell) => {
              const meta = metaOf(cell.column);
              return (
                <td
                  key={cell.id}
                  className={`border-t border-white/5 py-2 align-middle ${
                    meta.numeric ? "px-2 text-right whitespace-nowrap tabular-nums" : "px-3"
                  } ${meta.className ?? ""}`}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
