// Filter panel of /outliers. Typed text (bounds, keyword) is kept as a draft and written to the URL
// 400 ms after the last keystroke, or at once on Enter / leaving the field; format and date apply on
// change. When the URL changes from elsewhere (Back, a link) the drafts follow it.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useAuth } from "../../auth/auth-context.tsx";
import { SearchIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";
import { FilterPanel } from "./filter-panel.tsx";
import { inputClass, labelClass, RangeFilters } from "./range-filters.tsx";
import {
  activeFilterCount,
  BREAKING_OUT_MIN,
  crossedRanges,
  EMPTY_RANGE_FILTERS,
  normalizeBound,
  type OutliersView,
  RANGE_FILTER_KEYS,
  type RangeFilterValues,
} from "./url-state.ts";
import type { UpdateOptions } from "./use-outliers.ts";

const FILTER_DEBOUNCE_MS = 400;

interface Draft {
  filters: RangeFilterValues;
  q: string;
}

const draftOf = (view: OutliersView): Draft => ({ filters: view.filters, q: view.q });

/**
 * The draft as the URL would hold it; null while some bound is not a number or a minimum is above its
 * maximum (nothing to apply: no request is sent and the rows on screen stay).
 */
function canonical(draft: Draft): Draft | null {
  const filters = { ...EMPTY_RANGE_FILTERS };
  for (const key of RANGE_FILTER_KEYS) {
    const value = normalizeBound(draft.filters[key]);
    if (value === null) return null;
    filters[key] = value;
  }
  if (crossedRanges(filters).length > 0) return null;
  return { filters, q: draft.q.trim() };
}

const sameDraft = (a: Draft, b: Draft) =>
  a.q === b.q && RANGE_FILTER_KEYS.every((key) => a.filters[key] === b.filters[key]);

export function OutliersFilters({
  view,
  update,
}: {
  view: OutliersView;
  update: (patch: Partial<OutliersView>, options?: UpdateOptions) => void;
}) {
  const { t } = useT("research.filters");
  const ids = { q: useId(), format: useId(), date: useId(), subs: useId(), breaking: useId() };
  // Offered once a channel is linked (its subscriptions are what the filter keeps); a link to it that is
  // still in the URL keeps working, so the toggle also shows while it is on.
  const linked = useAuth().userData?.currentAccount ?? null;
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What this form wrote to the URL and has not seen come back yet. The URL renders in a transition, so
  // it can arrive after the user typed on: that echo must not replace the newer text.
  const sent = useRef<Draft[]>([]);
  const urlDraft = useRef(draftOf(view));
  urlDraft.current = draftOf(view);

  const commit = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = canonical(draftRef.current);
    // Nothing new (e.g. leaving a box unchanged): no write, so no echo is awaited that would never come.
    if (!next || sameDraft(next, sent.current.at(-1) ?? urlDraft.current)) return;
    sent.current.push(next);
    update(next, { replace: true });
  }, [update]);

  const change = (next: Draft) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, FILTER_DEBOUNCE_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // Follow URL changes made elsewhere (Back, a link), unless the user is mid-typing (a commit is pending).
  // The URL catching up with this form's own writes changes nothing: the drafts are as new or newer.
  const urlKey = JSON.stringify(draftOf(view));
  useEffect(() => {
    const fromUrl = JSON.parse(urlKey) as Draft;
    const echo = sent.current.findIndex((draft) => sameDraft(draft, fromUrl));
    if (echo !== -1) {
      // Writes older than this one were overtaken (a transition renders only the latest).
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    if (timer.current !== undefined) return;
    const current = canonical(draftRef.current);
    if (!current || !sameDraft(current, fromUrl)) setDraft(fromUrl);
  }, [urlKey]);

  const clearAll = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setDraft({ filters: EMPTY_RANGE_FILTERS, q: "" });
    update({
      filters: EMPTY_RANGE_FILTERS,
      q: "",
      format: "all",
      publishedAfter: "",
      mySubscriptions: false,
      breakingOut: false,
    });
  };

  const panel = (
    <div className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))] xl:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)_minmax(0,0.8fr)_minmax(0,0.9fr)]">
      <RangeFilters
        values={draft.filters}
        onChange={(key, text) => change({ ...draft, filters: { ...draft.filters, [key]: text } })}
        onCommit={commit}
      />
      <div className="min-w-0">
        <label htmlFor={ids.q} className={labelClass}>
          {t("keyword")}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-500" />
          <input
            id={ids.q}
            type="search"
            placeholder={t("keywordPlaceholder")}
            maxLength={200}
            value={draft.q}
            onChange={(event) => change({ ...draft, q: event.target.value })}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit();
            }}
            className={`${inputClass} pl-8`}
          />
        </div>
      </div>
      {/* Format and date share a line on phones while both fit (the date field needs ~9.5rem to show
          mm/dd/yyyy beside its picker icon); on a narrower screen (320 px) each takes the full width. */}
      <div className="flex min-w-0 flex-wrap gap-x-2 gap-y-3 sm:contents">
        <div className="min-w-0 flex-[1_1_7rem]">
          <label htmlFor={ids.format} className={labelClass}>
            {t("format")}
          </label>
          <select
            id={ids.format}
            value={view.format}
            onChange={(event) => update({ format: event.target.value as OutliersView["format"] })}
            className={inputClass}
          >
            <option value="all">{t("formatAll")}</option>
            <option value="long">{t("formatLong")}</option>
            <option value="short">{t("formatShort")}</option>
          </select>
        </div>
        <div className="min-w-0 flex-[1_1_9.5rem]">
          <label htmlFor={ids.date} className={labelClass}>
            {t("publishedAfter")}
          </label>
          <input
            id={ids.date}
            type="date"
            value={view.publishedAfter}
            max={new Date().toISOString().slice(0, 10)}
            onChange={(event) => update({ publishedAfter: event.target.value }, { replace: true })}
            className={`${inputClass} [color-scheme:dark]`}
          />
        </div>
      </div>
      <label
        htmlFor={ids.breaking}
        className="flex min-w-0 cursor-pointer items-center gap-2 self-end pb-2 text-sm text-zinc-200 sm:col-span-2 lg:col-span-3 xl:col-span-6"
      >
        <input
          id={ids.breaking}
          type="checkbox"
          checked={view.breakingOut}
          onChange={(event) => update({ breakingOut: event.target.checked })}
          className="size-4 accent-red-500"
        />
        <span>
          {t("breakingOut")}
          <span className="text-zinc-400"> {t("breakingOutHint", { min: BREAKING_OUT_MIN })}</span>
        </span>
      </label>
      {linked || view.mySubscriptions ? (
        <label
          htmlFor={ids.subs}
          className="flex min-w-0 cursor-pointer items-center gap-2 self-end pb-2 text-sm text-zinc-200 sm:col-span-2 lg:col-span-3 xl:col-span-6"
        >
          <input
            id={ids.subs}
            type="checkbox"
            checked={view.mySubscriptions}
            onChange={(event) => update({ mySubscriptions: event.target.checked })}
            className="size-4 accent-red-500"
          />
          <span>
            {t("mySubscriptions")}
            {linked ? (
              <span className="text-zinc-400">
                {" "}
                {t("mySubscriptionsHint", { channel: linked.title || t("yourChannel") })}
              </span>
            ) : null}
          </span>
        </label>
      ) : null}
    </div>
  );

  return (
    <FilterPanel active={activeFilterCount(view)} onClear={clearAll}>
      {panel}
    </FilterPanel>
  );
}
