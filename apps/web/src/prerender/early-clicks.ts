// Clicks on a prerendered page before React has hydrated it would be lost (buttons have no handlers yet)
// or would reload the page (links). This inline script, at the top of <head>, holds them; main.tsx
// replays them on the same elements once React has committed (hydration keeps the DOM nodes).

/** Global the inline script fills; main.tsx sets it to null when it takes the clicks. */
const EARLY_CLICKS = "__viEarlyClicks";

/** The inline <script> text (its CSP hash goes into dist/_headers). */
export function earlyClicksScript(): string {
  return `(function(){var q=window.${EARLY_CLICKS}=[];function h(e){if(window.${EARLY_CLICKS}!==q){document.removeEventListener("click",h,true);return}var t=e.target&&e.target.closest&&e.target.closest("a[href],button");if(!t||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||t.target==="_blank")return;e.preventDefault();e.stopPropagation();q.push(t)}document.addEventListener("click",h,true)})()`;
}

/** Stops recording and clicks again, once each, the elements clicked before hydration. */
export function replayEarlyClicks(): void {
  const w = window as unknown as Record<string, HTMLElement[] | null | undefined>;
  const clicks = w[EARLY_CLICKS] ?? [];
  w[EARLY_CLICKS] = null;
  for (const element of new Set(clicks)) if (element.isConnected) element.click();
}
