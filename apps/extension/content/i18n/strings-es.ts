// The YouTube UI's strings in one language, built as its own lazily loaded file (modules/lazy-ui.ts).
export { extensionEs as extension } from "@vi/i18n/catalogs/extension/es";
export { formatEs as format } from "@vi/i18n/catalogs/format/es";
