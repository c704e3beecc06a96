// The YouTube UI's strings in one language, built as its own lazily loaded file (modules/lazy-ui.ts).
export { extensionDe as extension } from "@vi/i18n/catalogs/extension/de";
export { formatDe as format } from "@vi/i18n/catalogs/format/de";
