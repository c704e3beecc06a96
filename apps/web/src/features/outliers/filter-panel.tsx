// The frame of a filter block: a "Filters" title with the number of active filters and Clear filters;
// below 768px the fields fold behind the title (a button) so the results start on the first screen.
import { type ReactNode, useId, useState } from "react";
import { FilterIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useIsWide } from "./use-media-query.ts";

function ActiveBadge({ count }: { count: number }) {
  const { t } = useT("research.filters");
  return (
    <span className="rounded-full bg-red-500/15 px-1.5 py-0.5 text-[11px] font-semibold text-red-300 tabular-nums">
      {count}
      <span className="sr-only">{t("active")}</span>
    </span>
  );
}

export function FilterPanel({
  active,
  onClear,
  children,
}: {
  /** How many filters narrow the result. */
  active: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useT("research.filters");
  const panelId = useId();
  const wide = useIsWide();
  const [open, setOpen] = useState(false);
  const label = (
    <>
      <FilterIcon className="size-4 text-zinc-500" />
      {t("title")}
      {active > 0 ? <ActiveBadge count={active} /> : null}
    </>
  );
  return (
    <section aria-label={t("title")} className="rounded-xl border border-white/10 bg-zinc-900/50 p-3 sm:p-4">
      <div className="flex items-center justify-between gap-3">
        {wide ? (
          <h2 className="flex items-center gap-2 text-sm font-semibold text-zinc-200">{label}</h2>
        ) : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="flex items-center gap-2 text-sm font-semibold text-zinc-200"
          >
            {label}
            <span
              aria-hidden="true"
              className={`text-zinc-500 transition-transform ${open ? "rotate-180" : ""}`}
            >
              ▾
            </span>
          </button>
        )}
        {active > 0 ? (
          <button
            type="button"
            onClick={onClear}
            className="text-xs font-medium text-zinc-400 hover:text-white"
          >
            {t("clear")}
          </button>
        ) : null}
      </div>
      {wide || open ? (
        <div id={panelId} className="mt-3">
          {children}
        </div>
      ) : null}
    </section>
  );
}
