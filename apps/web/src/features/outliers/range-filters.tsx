// The six numeric filters (docs/product.md, Filters and sorting: Min/Max Subscribers, Outlier, Views), shared by the outliers
// table and Saved Videos. Controlled: the page decides when typed text applies (debounced to the URL on
// /outliers, at once on Saved Videos). 0 or empty means no bound; text that is not a number is flagged.
import { useId } from "react";
import { useT } from "../../i18n/use-t.ts";
import { crossedRanges, normalizeBound, type RangeFilterKey, type RangeFilterValues } from "./url-state.ts";

const GROUPS = [
  { name: "subscribers", min: "minSubscribers", max: "maxSubscribers" },
  { name: "outlier", min: "minOutlier", max: "maxOutlier" },
  { name: "views", min: "minViews", max: "maxViews" },
] as const satisfies readonly { name: string; min: RangeFilterKey; max: RangeFilterKey }[];

export const inputClass =
  "h-9 w-full min-w-0 rounded-md border border-white/10 bg-zinc-950/60 px-2.5 text-sm text-zinc-100 tabular-nums placeholder:text-zinc-500 hover:border-white/20 focus:border-red-400/60 focus:outline-none focus-visible:outline-2 focus-visible:outline-red-400/70 aria-[invalid=true]:border-red-500";
export const labelClass = "mb-1 block text-xs font-medium text-zinc-400";

function BoundInput({
  label,
  value,
  placeholder,
  errorId,
  crossed = false,
  onChange,
  onCommit,
}: {
  label: string;
  value: string;
  placeholder: string;
  errorId: string;
  /** Min above Max: both boxes are flagged. */
  crossed?: boolean;
  onChange: (text: string) => void;
  onCommit?: () => void;
}) {
  const id = useId();
  const invalid = normalizeBound(value) === null || crossed;
  return (
    <div className="min-w-0 flex-1">
      {/* The visible group title says what; this label gives each box its full name (Min Subscribers). */}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onCommit}
        onKeyDown={(event) => {
          if (event.key === "Enter") onCommit?.();
        }}
        className={inputClass}
      />
    </div>
  );
}

function RangeGroup({
  group,
  values,
  onChange,
  onCommit,
  className,
}: {
  group: (typeof GROUPS)[number];
  values: RangeFilterValues;
  onChange: (key: RangeFilterKey, text: string) => void;
  onCommit?: () => void;
  className: string;
}) {
  const { t } = useT("research.filters");
  const name = t(group.name);
  const id = useId();
  const invalid = normalizeBound(values[group.min]) === null || normalizeBound(values[group.max]) === null;
  const crossed = !invalid && crossedRanges(values).includes(group.min);
  return (
    <div role="group" aria-labelledby={`${id}-title`} className={`min-w-0 ${className}`}>
      <p id={`${id}-title`} className={labelClass}>
        {name}
      </p>
      <div className="flex items-center gap-1.5">
        <BoundInput
          label={t("minOf", { name })}
          value={values[group.min]}
          placeholder={t("min")}
          errorId={`${id}-error`}
          crossed={crossed}
          onChange={(text) => onChange(group.min, text)}
          onCommit={onCommit}
        />
        <span aria-hidden="true" className="text-zinc-600">
          –
        </span>
        <BoundInput
          label={t("maxOf", { name })}
          value={values[group.max]}
          placeholder={t("max")}
          errorId={`${id}-error`}
          crossed={crossed}
          onChange={(text) => onChange(group.max, text)}
          onCommit={onCommit}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-400">
          {t("notNumber")}
        </p>
      ) : crossed ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-400">
          {t("crossed")}
        </p>
      ) : null}
    </div>
  );
}

export function RangeFilters({
  values,
  onChange,
  onCommit,
  className = "",
}: {
  values: RangeFilterValues;
  onChange: (key: RangeFilterKey, text: string) => void;
  /** Called on blur or Enter, to apply typed text without waiting. */
  onCommit?: () => void;
  className?: string;
}) {
  return (
    <>
      {GROUPS.map((group) => (
        <RangeGroup
          key={group.name}
          group={group}
          values={values}
          onChange={onChange}
          onCommit={onCommit}
          className={className}
        />
      ))}
    </>
  );
}
