import { ChevronLeftIcon, ChevronRightIcon } from "../../components/icons.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
import { PAGE_SIZES } from "./url-state.ts";

const pageButton =
  "inline-flex h-8 items-center gap-1 rounded-md border border-white/10 bg-white/5 px-2.5 text-sm text-zinc-200 hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-40";

/** Page controls for server-side paging: only one page of rows is ever loaded. */
export function Pagination({
  page,
  pageSize,
  total,
  nextDisabled = false,
  estimate = false,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Next is off although the total says there are more pages (a deep page without a cursor). */
  nextDisabled?: boolean;
  /** The total is the API's estimate: said once, as "of about N" (the count above shows the same word). */
  estimate?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useT("research.pagination");
  const format = useFormat();
  const pages = Math.max(page, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t("label")}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-400"
    >
      <p className="tabular-nums">
        {t(estimate ? "showingAbout" : "showing", {
          first: format.number(first),
          last: format.number(last),
          total: format.number(total),
        })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          <span>{t("rowsPerPage")}</span>
          <select
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className="h-8 rounded-md border border-white/10 bg-zinc-900 px-2 text-zinc-200"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
          <button type="button" className={pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon className="size-4" />
            {t("previous")}
          </button>
          <span className="tabular-nums whitespace-nowrap" aria-current="page">
            {t("pageOf", { page: format.number(page), pages: format.number(pages) })}
          </span>
          <button
            type="button"
            className={pageButton}
            disabled={page >= pages || nextDisabled}
            onClick={() => onPage(page + 1)}
          >
            {t("next")}
            <ChevronRightIcon className="size-4" />
          </button>
        </div>
      </div>
    </nav>
  );
}
