// The YouTube UI's strings in one language, built as its own lazily loaded file (modules/lazy-ui.ts).
export { extensionId as extension } from "@vi/i18n/catalogs/extension/id";
export { formatId as format } from "@vi/i18n/catalogs/format/id";
