// What sticks out of the page sideways, shared by the browser tests (e2e/harness.ts) and the screenshot
// script (scripts/screenshots.mjs); typed by sideways-overflow.d.mts.
//
// The app frame clips sideways overflow (overflow-x: clip), so a too-wide element does not make the page
// scroll: it is cut off, and document.documentElement.scrollWidth alone cannot see it.

/**
 * Runs in the page: pass it to Playwright as is, `page.evaluate(findSidewaysOverflow)`. Playwright sends
 * its source text, so it must stay self-contained (no imports, no outside variables) and hold no named
 * functions (a test transform could wrap them in a helper the page does not have).
 *
 * Returns a line for the page scrolling sideways, and one for every element reaching past the left or
 * right edge of the layout width (clientWidth, which leaves out a classic scrollbar) unless a scroll
 * container that fits holds it; empty when nothing sticks out.
 * @returns {string[]}
 */
export function findSidewaysOverflow() {
  const root = document.documentElement;
  const width = root.clientWidth;
  const main = document.getElementById("main");
  const found = [];
  if (root.scrollWidth > width) found.push(`the page scrolls sideways: ${root.scrollWidth} > ${width} px`);
  for (const el of document.body.querySelectorAll("*")) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || el.closest(".sr-only")) continue;
    if (box.left >= -0.5 && box.right <= width + 0.5) continue;
    let held = false;
    for (let up = el.parentElement; up && up !== document.body && !held; up = up.parentElement) {
      const overflow = getComputedStyle(up).overflowX;
      const around = up.getBoundingClientRect();
      if (overflow === "visible" || around.left < -0.5 || around.right > width + 0.5) continue;
      // A scroll container that fits, or a box in the page clipping its own content (truncated text);
      // not the app frame, whose clip would cut the element off.
      held = overflow === "auto" || overflow === "scroll" || !(main && up.contains(main));
    }
    if (held) continue;
    const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
    found.push(
      `<${el.tagName.toLowerCase()}> "${label}" spans ${Math.round(box.left)}-${Math.round(box.right)} of ${width} px`,
    );
  }
  return found;
}
