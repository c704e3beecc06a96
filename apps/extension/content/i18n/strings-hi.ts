// The YouTube UI's strings in one language, built as its own lazily loaded file (modules/lazy-ui.ts).
export { extensionHi as extension } from "@vi/i18n/catalogs/extension/hi";
export { formatHi as format } from "@vi/i18n/catalogs/format/hi";
