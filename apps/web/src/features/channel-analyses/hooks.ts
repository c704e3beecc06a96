// Server state of the channel and results analyses (TanStack Query over the contracts).

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChannelAnalysisRun, contracts, type ResultsReport } from "@vi/types";
import { api } from "../../auth/api.ts";
import { useAuth } from "../../auth/auth-context.tsx";
import { usageKey } from "../analyses/use-analyses.ts";

/** How often a running channel analysis is asked for its progress. */
const POLL_MS = 1_000;

const channelAnalysisKey = (id: string) => ["channel-analysis", id] as const;
const resultsReportKey = (id: string) => ["results-analysis", id] as const;

export function useChannelAnalysis(id: string) {
  return useQuery({
    queryKey: channelAnalysisKey(id),
    queryFn: () => api.call(contracts.getChannelAnalysis, { query: { id } }),
    // Poll while it runs; a finished or failed analysis does not change.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "done" || status === "failed" ? false : POLL_MS;
    },
    staleTime: (query) => (query.state.data?.status === "done" ? Number.POSITIVE_INFINITY : 0),
  });
}

export function useStartChannelAnalysis() {
  const client = useQueryClient();
  const uid = useAuth().account?.uid;
  return useMutation({
    mutationFn: (channel: string) =>
      api.call(contracts.startChannelAnalysis, {
        body: { channel, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      }),
    onSuccess: (run: ChannelAnalysisRun) => client.setQueryData(channelAnalysisKey(run.id), run),
    // The allowance shown on every card follows the use (or the refusal).
    onSettled: () => void client.invalidateQueries({ queryKey: usageKey(uid) }),
  });
}

export function useResultsReport(id: string) {
  return useQuery({
    queryKey: resultsReportKey(id),
    queryFn: () => api.call(contracts.getResultsAnalysis, { query: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useKeywordAnalysis() {
  const client = useQueryClient();
  const uid = useAuth().account?.uid;
  return useMutation({
    mutationFn: (query: string) => api.call(contracts.analyseKeyword, { body: { query } }),
    onSuccess: (report: ResultsReport) => client.setQueryData(resultsReportKey(report.id), report),
    onSettled: () => void client.invalidateQueries({ queryKey: usageKey(uid) }),
  });
}
