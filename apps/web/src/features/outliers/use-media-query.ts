import { useCallback, useSyncExternalStore } from "react";

/** The mobile breakpoint (docs/product.md, Display): below 768px is "narrow". */
const WIDE_QUERY = "(min-width: 768px)";

/**
 * Whether a media query matches, kept in sync with resizes. Read synchronously on first render so a
 * phone never flashes the wide layout. Without matchMedia (old engines, some test DOMs) it is false.
 */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const read = () => typeof window.matchMedia === "function" && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}

export const useIsWide = () => useMediaQuery(WIDE_QUERY);
