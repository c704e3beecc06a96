// The YouTube UI's strings in one language, built as its own lazily loaded file (modules/lazy-ui.ts).
export { extensionPtBR as extension } from "@vi/i18n/catalogs/extension/pt-BR";
export { formatPtBR as format } from "@vi/i18n/catalogs/format/pt-BR";
