// The narrow-screen sort controls: the spec's dropdown plus an ascending/descending toggle.
import { useId } from "react";
import { SortDownIcon, SortUpIcon } from "../outliers/icons";
import { labelClass } from "../outliers/range-filters";
import { SAVED_SORT_OPTIONS, type SavedSort } from "./sort";

export function SortSelect({ sort, onSort }: { sort: SavedSort; onSort: (sort: SavedSort) => void }) {
  const id = useId();
  const desc = sort.direction === "desc";
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={labelClass}>
          Sort by
        </label>
        <select
          id={id}
          value={sort.key}
          onChange={(event) => onSort({ ...sort, key: event.target.value as SavedSort["key"] })}
          className="h-9 w-full rounded-md border border-white/10 bg-zinc-900 px-2.5 text-sm text-zinc-100"
        >
          {SAVED_SORT_OPTIONS.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={() => onSort({ ...sort, direction: desc ? "asc" : "desc" })}
        aria-label={desc ? "Descending, switch to ascending" : "Ascending, switch to descending"}
        className="inline-flex h-9 items-center gap-1 rounded-md border border-white/10 bg-white/5 px-3 text-sm text-zinc-200 hover:bg-white/10"
      >
        {desc ? <SortDownIcon /> : <SortUpIcon />}
        {desc ? "Desc" : "Asc"}
      </button>
    </div>
  );
}
