// Analyses with daily plan quotas (docs/analyses.md): comment ideas, transcript downloads, the user's
// stored analyses and today's usage per kind. Contracts have no path parameters: one analysis is
// `GET /analysis?id=`.
import {
  CreateCommentAnalysisRequestSchema,
  CreateCommentAnalysisResponseSchema,
  CreateTranscriptDownloadRequestSchema,
  CreateTranscriptDownloadResponseSchema,
  GetAnalysisQuerySchema,
  GetAnalysisResponseSchema,
  ListAnalysesQuerySchema,
  ListAnalysesResponseSchema,
  UsageResponseSchema,
} from "../analyses.ts";
import { defineContract } from "./define.ts";
import { contractError, inputErrors, NO_USER_RECORD, signedInErrors } from "./errors.ts";

export const analysesContracts = {
  createCommentAnalysis: defineContract({
    id: "createCommentAnalysis",
    method: "POST",
    path: "/analyses/comments",
    auth: "user",
    apiKey: true,
    summary:
      "Ideas from a video's top comments (questions, requests, recurring topics, sentiment); spends one comment analysis unless the user already has this video's today (429 QUOTA_EXCEEDED when spent)",
    body: CreateCommentAnalysisRequestSchema,
    response: CreateCommentAnalysisResponseSchema,
    errors: [
      ...signedInErrors({ apiKey: true }),
      ...inputErrors({ body: true }),
      NO_USER_RECORD,
      contractError(404, "NOT_FOUND", "YouTube does not know the video (removed or private)"),
      contractError(422, "COMMENTS_DISABLED", "The video's comments are turned off"),
      contractError(422, "NO_COMMENTS", "The video has no comments yet"),
      contractError(
        429,
        "QUOTA_EXCEEDED",
        "The day's comment analyses on the user's plan are spent (details: QuotaExceededDetails)",
      ),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube cannot be reached, or the day's YouTube budget is spent",
      ),
    ],
  }),
  createTranscriptDownload: defineContract({
    id: "createTranscriptDownload",
    method: "POST",
    path: "/analyses/transcripts",
    auth: "user",
    summary:
      "Records a transcript download (no caption text) before the browser builds the file; the same video and language again that day is free (429 QUOTA_EXCEEDED when spent)",
    body: CreateTranscriptDownloadRequestSchema,
    response: CreateTranscriptDownloadResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors({ body: true }),
      NO_USER_RECORD,
      contractError(
        429,
        "QUOTA_EXCEEDED",
        "The day's transcript downloads on the user's plan are spent (details: QuotaExceededDetails)",
      ),
    ],
  }),
  listAnalyses: defineContract({
    id: "listAnalyses",
    method: "GET",
    path: "/analyses",
    auth: "user",
    apiKey: true,
    summary: "The signed-in user's analyses, newest first, optionally of one kind",
    query: ListAnalysesQuerySchema.strict(),
    response: ListAnalysesResponseSchema,
    errors: [...signedInErrors({ apiKey: true }), ...inputErrors()],
  }),
  getAnalysis: defineContract({
    id: "getAnalysis",
    method: "GET",
    path: "/analysis",
    auth: "user",
    apiKey: true,
    summary: "One of the signed-in user's analyses with its full result (404 for anyone else's)",
    query: GetAnalysisQuerySchema.strict(),
    response: GetAnalysisResponseSchema,
    errors: [
      ...signedInErrors({ apiKey: true }),
      ...inputErrors(),
      contractError(404, "NOT_FOUND", "No analysis of the caller has this id"),
    ],
  }),
  getUsage: defineContract({
    id: "getUsage",
    method: "GET",
    path: "/usage",
    auth: "user",
    apiKey: true,
    summary:
      "Today's use of each analysis kind against the plan's daily allowance (null = unlimited), with the user's next local midnight",
    response: UsageResponseSchema,
    errors: [...signedInErrors({ apiKey: true }), NO_USER_RECORD],
  }),
} as const;
