import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { contracts, OUTLIERS_MAX_OFFSET, type OutliersQueryInput } from "@vi/types";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { api } from "../../auth/api.ts";
import { useAuth } from "../../auth/auth-context.tsx";
import { type OutliersView, readView, toQuery, writeView } from "./url-state.ts";

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing should not fill the Back stack). */
  replace?: boolean;
}

/** The page's view, read from and written to the URL search params. */
export function useOutliersView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const update = useCallback(
    (patch: Partial<OutliersView>, options: UpdateOptions = {}) => {
      // Built from the URL at the moment of the change, so a debounced filter and a click never undo each other.
      setParams(
        (current) => {
          const next = { ...readView(current), ...patch };
          // New filters, sort or page size start at the first page; a cursor belongs to one page only.
          if (patch.page === undefined) next.page = 1;
          next.cursor = patch.cursor ?? "";
          return writeView(next);
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return { view, update };
}

/** GET /outliers query for one page of a view. */
function pageQuery(view: OutliersView): OutliersQueryInput {
  if (view.cursor) return { ...toQuery(view), limit: view.pageSize, offset: 0, cursor: view.cursor };
  const page = Math.min(view.page, deepestOffsetPage(view.pageSize));
  return { ...toQuery(view), limit: view.pageSize, offset: (page - 1) * view.pageSize };
}

/** The last page a page number reaches by offset; deeper pages need the cursor of the page before. */
export function deepestOffsetPage(pageSize: number): number {
  return Math.floor(OUTLIERS_MAX_OFFSET / pageSize) + 1;
}

const outliersKey = (uid: string | undefined, query: OutliersQueryInput) => ["outliers", uid, query] as const;

/**
 * One page of outliers. The previous page stays on screen while the next one loads (no blank table
 * between pages or while typing), and failures reach the error state so the page can offer a retry.
 */
export function useOutliersPage(view: OutliersView) {
  const { account } = useAuth();
  const query = useMemo(() => pageQuery(view), [view]);
  return useQuery({
    queryKey: outliersKey(account?.uid, query),
    queryFn: ({ signal }) => api.call(contracts.getOutliers, { query }, { signal }),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}
