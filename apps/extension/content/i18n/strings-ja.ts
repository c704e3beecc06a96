// The YouTube UI's strings in one language, built as its own lazily loaded file (modules/lazy-ui.ts).
export { extensionJa as extension } from "@vi/i18n/catalogs/extension/ja";
export { formatJa as format } from "@vi/i18n/catalogs/format/ja";
