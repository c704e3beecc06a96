// A sortable column header: a real <button> inside the <th> (keyboard and screen-reader friendly),
// aria-sort on the sorted column, and an arrow showing the direction.
import { flexRender, type Header } from "@tanstack/react-table";
import { ChevronDownIcon, ChevronUpIcon, SortNoneIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";

export interface ColumnMeta {
  /** Numbers are right-aligned in tabular figures. */
  numeric?: boolean;
  /** Extra classes for the header and the cells (widths, sticky...). */
  className?: string;
  /** Classes for the header cell only / the body cells only. */
  headerClassName?: string;
  cellClassName?: string;
  /** Full name for screen readers and the tooltip when the header text is abbreviated. */
  longLabel?: string;
}

export function metaOf(column: { columnDef: { meta?: unknown } }): ColumnMeta {
  return (column.columnDef.meta ?? {}) as ColumnMeta;
}

export function SortableHeader<T>({ header }: { header: Header<T, unknown> }) {
  const { t } = useT("research.sort");
  const { column } = header;
  const meta = metaOf(column);
  const align = meta.numeric ? "text-right" : "text-left";
  const label = flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) {
    return (
      <th
        scope="col"
        className={`px-3 py-2.5 font-medium ${align} ${meta.className ?? ""} ${meta.headerClassName ?? ""}`}
      >
        {label}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  const Icon = sorted === "asc" ? ChevronUpIcon : sorted === "desc" ? ChevronDownIcon : SortNoneIcon;
  const name =
    meta.longLabel ?? (typeof column.columnDef.header === "string" ? column.columnDef.header : column.id);
  return (
    <th
      scope="col"
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
      className={`p-0 font-medium ${align} ${meta.className ?? ""} ${meta.headerClassName ?? ""}`}
    >
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        title={t("by", { name })}
        className={`inline-flex w-full items-center gap-1 py-2.5 whitespace-nowrap transition-colors hover:text-white focus-visible:-outline-offset-2 ${
          meta.numeric ? "justify-end px-2" : "justify-start px-3"
        } ${sorted ? "text-white" : ""}`}
      >
        {meta.numeric ? (
          <Icon className={`size-3.5 shrink-0 ${sorted ? "text-red-400" : "opacity-40"}`} />
        ) : null}
        <span>{label}</span>
        {meta.longLabel ? <span className="sr-only"> ({meta.longLabel})</span> : null}
        {meta.numeric ? null : (
          <Icon className={`size-3.5 shrink-0 ${sorted ? "text-red-400" : "opacity-40"}`} />
        )}
      </button>
    </th>
  );
}
