// What the Outliers and Saved Videos tables share: a TanStack table whose rows arrive already sorted (by the
// API or by @vi/format), so a header click only reports the new sort; the sortable header row; a body row
// whose cell classes come from the column meta.
import {
  flexRender,
  getCoreRowModel,
  type Row,
  type SortingState,
  type Table,
  type TableOptions,
  type Updater,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import type { OutlierVideo } from "@vi/types";
import { useMemo } from "react";
import { metaOf, SortableHeader } from "../outliers/sortable-header.tsx";

export function useVideoTable({
  rows,
  columns,
  sortKey,
  desc,
  onSort,
  columnVisibility,
}: {
  rows: readonly OutlierVideo[];
  columns: TableOptions<OutlierVideo>["columns"];
  sortKey: string;
  desc: boolean;
  /** A header click: the column id and whether it now sorts descending. */
  onSort: (key: string, desc: boolean) => void;
  columnVisibility?: VisibilityState;
}): Table<OutlierVideo> {
  const sorting = useMemo<SortingState>(() => [{ id: sortKey, desc }], [sortKey, desc]);
  return useReactTable({
    data: rows as OutlierVideo[],
    columns,
    // Leave columnVisibility out when not given: an undefined entry would replace the table's own state.
    state: columnVisibility ? { sorting, columnVisibility } : { sorting },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.videoId,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const first = (typeof updater === "function" ? updater(sorting) : updater)[0];
      if (first) onSort(first.id, first.desc);
    },
  });
}

/** The sticky header row of sortable column headers. */
export function VideoTableHead({ table }: { table: Table<OutlierVideo> }) {
  return (
    <thead className="sticky top-0 z-10 bg-zinc-900 text-xs text-zinc-400 shadow-[0_1px_0_rgb(255_255_255/0.08)]">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <SortableHeader key={header.id} header={header} />
          ))}
        </tr>
      ))}
    </thead>
  );
}

/** One video's row: numbers right-aligned in tabular figures, widths and sticky classes from the meta. */
export function VideoTableRow({ row }: { row: Row<OutlierVideo> }) {
  return (
    <tr className="hover:bg-white/[0.03]">
      {row.getVisibleCells().map((cell) => {
        const meta = metaOf(cell.column);
        return (
          <td
            key={cell.id}
            className={`border-t border-white/5 py-2 align-middle ${
              meta.numeric ? "px-2 text-right whitespace-nowrap tabular-nums" : "px-3"
            } ${meta.className ?? ""} ${meta.cellClassName ?? ""}`}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}
