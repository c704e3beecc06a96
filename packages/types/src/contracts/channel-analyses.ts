// Channel analyses and search-result analyses (docs/product.md#channel-analyses). Each start claims a use
// of the day's allowance (refunded when the analysis fails); past the allowance the answer is 429.
import {
  ChannelAnalysisQuerySchema,
  ChannelAnalysisRunSchema,
  KeywordAnalysisRequestSchema,
  ResultsAnalysisQuerySchema,
  ResultsAnalysisRequestSchema,
  ResultsReportSchema,
  StartChannelAnalysisRequestSchema,
} from "../channel-analyses.ts";
import { defineContract } from "./define.ts";
import { contractError, inputErrors, signedInErrors } from "./errors.ts";

export const channelAnalysisContracts = {
  startChannelAnalysis: defineContract({
    id: "startChannelAnalysis",
    method: "POST",
    path: "/analyses/channel",
    auth: "user",
    apiKey: true,
    summary:
      "Starts a channel analysis (id, @handle or channel URL; 400 naming `channel` when none resolves): claims a channel use and answers the report at once (200) when the channel is fresh in the store, else the queued analysis (202) to poll with GET /analyses/channel",
    body: StartChannelAnalysisRequestSchema,
    response: ChannelAnalysisRunSchema,
    errors: [
      ...signedInErrors({ apiKey: true }),
      ...inputErrors({ body: true }),
      contractError(409, "CONFLICT", "The channel's analysis just failed in another request"),
      contractError(
        429,
        "QUOTA_EXCEEDED",
        "The day's channel analyses on the user's plan are spent (details: QuotaExceededDetails)",
      ),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube cannot be reached, or the day's YouTube budget is spent",
      ),
    ],
  }),
  getChannelAnalysis: defineContract({
    id: "getChannelAnalysis",
    method: "GET",
    path: "/analyses/channel",
    auth: "user",
    apiKey: true,
    summary: "One of the caller's channel analyses: its progress while it runs, its figures when done",
    query: ChannelAnalysisQuerySchema.strict(),
    response: ChannelAnalysisRunSchema,
    errors: [
      ...signedInErrors({ apiKey: true }),
      ...inputErrors(),
      contractError(404, "NOT_FOUND", "No channel analysis of the caller has this id"),
    ],
  }),
  analyseResults: defineContract({
    id: "analyseResults",
    method: "POST",
    path: "/analyses/results",
    auth: "user",
    apiKey: true,
    summary:
      "Analyses up to 50 search result videos read from the page (no search.list): claims a results use, stores and answers the report",
    body: ResultsAnalysisRequestSchema,
    response: ResultsReportSchema,
    errors: [
      ...signedInErrors({ apiKey: true }),
      ...inputErrors({ body: true }),
      contractError(
        429,
        "QUOTA_EXCEEDED",
        "The day's result analyses on the user's plan are spent (details: QuotaExceededDetails)",
      ),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube cannot be reached, or the day's YouTube budget is spent",
      ),
    ],
  }),
  analyseKeyword: defineContract({
    id: "analyseKeyword",
    method: "POST",
    path: "/analyses/keyword",
    auth: "user",
    apiKey: true,
    summary:
      "The same report for a typed keyword: one search.list call (100 units), limited per user per day; claims a results use",
    body: KeywordAnalysisRequestSchema,
    response: ResultsReportSchema,
    errors: [
      ...signedInErrors({ apiKey: true }),
      ...inputErrors({ body: true }),
      contractError(
        429,
        "QUOTA_EXCEEDED",
        "The day's result analyses on the user's plan are spent (details: QuotaExceededDetails)",
      ),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube cannot be reached, or the day's YouTube budget is spent",
      ),
    ],
  }),
  getResultsAnalysis: defineContract({
    id: "getResultsAnalysis",
    method: "GET",
    path: "/analyses/results",
    auth: "user",
    apiKey: true,
    summary: "One of the caller's stored results analyses",
    query: ResultsAnalysisQuerySchema.strict(),
    response: ResultsReportSchema,
    errors: [
      ...signedInErrors({ apiKey: true }),
      ...inputErrors(),
      contractError(404, "NOT_FOUND", "No results analysis of the caller has this id"),
    ],
  }),
} as const;
