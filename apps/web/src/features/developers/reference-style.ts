// The one <style> element Scalar's reference renders: our colours, then its default theme without fonts.
// Shared by the component and by `vite build`, which allows exactly this text in the production CSP by its
// hash (docs/decisions/security-headers.md). @scalar/themes is pinned to the version Scalar itself uses.
import { getThemeStyles } from "@scalar/themes";

/** The site's background, and text colours that keep a 4.5:1 contrast on it (axe, e2e test). */
export const REFERENCE_CUSTOM_CSS =
  ".scalar-app, .dark-mode { --scalar-background-1: #09090b; --scalar-font: inherit; --scalar-color-3: #a1a1aa; --scalar-color-red: #f87171; }";

/** The element's text as Scalar builds it (`customCss`, a newline, the theme's styles). */
export function referenceStyleText(): string {
  return `${REFERENCE_CUSTOM_CSS}\n${getThemeStyles(undefined, { fonts: false })}`;
}
