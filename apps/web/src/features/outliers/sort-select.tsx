// Sort controls for narrow screens, where table headers are off-screen or cards have none: a dropdown
// of sortable fields plus an ascending/descending toggle.
import type { SortOrder } from "@vi/types";
import { useId } from "react";
import { ChevronDownIcon, ChevronUpIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";
import { labelClass } from "./range-filters.tsx";

export interface SortOption<K extends string> {
  key: K;
  label: string;
}

export function SortSelect<K extends string>({
  options,
  value,
  direction,
  onChange,
}: {
  options: readonly SortOption<K>[];
  value: K;
  direction: SortOrder;
  onChange: (value: K, direction: SortOrder) => void;
}) {
  const { t } = useT("research.sort");
  const id = useId();
  const desc = direction === "desc";
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={labelClass}>
          {t("label")}
        </label>
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as K, direction)}
          className="h-9 w-full rounded-md border border-white/10 bg-zinc-900 px-2.5 text-sm text-zinc-100"
        >
          {options.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={() => onChange(value, desc ? "asc" : "desc")}
        aria-label={desc ? t("descLabel") : t("ascLabel")}
        className="inline-flex h-9 items-center gap-1 rounded-md border border-white/10 bg-white/5 px-3 text-sm text-zinc-200 hover:bg-white/10"
      >
        {desc ? <ChevronDownIcon className="size-4" /> : <ChevronUpIcon className="size-4" />}
        {desc ? t("desc") : t("asc")}
      </button>
    </div>
  );
}
