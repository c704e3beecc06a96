// Server state of the analyses pages: today's usage (GET /usage), the user's analyses (GET /analyses), one
// analysis (GET /analysis?id=) and a new comment analysis (POST /analyses/comments).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@vi/api-client";
import {
  type AnalysisKind,
  contracts,
  ErrorCode,
  type QuotaExceededDetails,
  QuotaExceededDetailsSchema,
} from "@vi/types";
import { api } from "../../auth/api.ts";
import { useAuth } from "../../auth/auth-context.tsx";

export const usageKey = (uid: string | undefined) => ["usage", uid] as const;
const analysesKey = (uid: string | undefined, kind: AnalysisKind | null) => ["analyses", uid, kind] as const;
const analysisKey = (uid: string | undefined, id: string) => ["analysis", uid, id] as const;

export function useUsage() {
  const { account } = useAuth();
  return useQuery({
    queryKey: usageKey(account?.uid),
    queryFn: () => api.call(contracts.getUsage),
    enabled: account !== null && account !== undefined,
    staleTime: 30_000,
  });
}

export function useAnalysesList(kind: AnalysisKind | null) {
  const { account } = useAuth();
  return useQuery({
    queryKey: analysesKey(account?.uid, kind),
    queryFn: () => api.call(contracts.listAnalyses, { query: { limit: 100, ...(kind ? { kind } : {}) } }),
    enabled: account !== null && account !== undefined,
  });
}

export function useAnalysis(id: string) {
  const { account } = useAuth();
  return useQuery({
    queryKey: analysisKey(account?.uid, id),
    queryFn: () => api.call(contracts.getAnalysis, { query: { id } }),
    enabled: account !== null && account !== undefined,
    // 404 and 400 will not change on a retry.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

export function useCreateCommentAnalysis() {
  const { account } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) => api.call(contracts.createCommentAnalysis, { body: { videoId } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: usageKey(account?.uid) });
      void client.invalidateQueries({ queryKey: ["analyses", account?.uid] });
    },
  });
}

/** The quota facts of a 429 QUOTA_EXCEEDED, or null for any other failure. */
export function quotaExceeded(error: unknown): QuotaExceededDetails | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.QUOTA_EXCEEDED) return null;
  const parsed = QuotaExceededDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** A video id from what the user typed: the id itself, a watch / youtu.be / shorts address. */
export function videoIdFrom(input: string): string | null {
  const text = input.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(text)) return text;
  const match =
    /(?:[?&]v=|youtu\.be\/|\/shorts\/|\/embed\/|\/live\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(text);
  return match?.[1] ?? null;
}
