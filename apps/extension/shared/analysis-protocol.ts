/**
 * What the extension's analysis UIs show (comment ideas, search-result reports, today's usage), as the
 * background hands them to content scripts and the popup. Plain types, no zod: the per-page content
 * script imports this file. The background maps the API's answers onto these (background/analyses.ts),
 * so a change of the API's fields touches that one mapping, not every UI.
 */

import type { KindUsage, UsageByKind } from "@vi/types";

// Type-only imports (erased from the bundle): the API's own shapes of today's usage, not copies.
export type UsageCount = KindUsage;
export type UsageToday = UsageByKind;

// The report view-models live in @vi/format (one shaping for the extension and the website).
export type {
  CommentIdea,
  CommentIdeasReport,
  ResultsReport,
} from "@vi/format";
