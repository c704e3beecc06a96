// The YouTube UI's strings in one language, built as its own lazily loaded file (modules/lazy-ui.ts).
export { extensionFr as extension } from "@vi/i18n/catalogs/extension/fr";
export { formatFr as format } from "@vi/i18n/catalogs/format/fr";
