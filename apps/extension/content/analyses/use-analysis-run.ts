import type { AnalysisKind } from "@vi/types/core";
import { useEffect, useState } from "react";
import type { UsageCount } from "../../shared/analysis-protocol.ts";
import { useLocalizer } from "../ui-i18n.tsx";
import { type AnalysisFailure, kindQuota, spentFailure } from "./quota.tsx";

/** What an analysis run answers: its report and the day's usage after it, or why it failed. */
export type AnalysisAnswer<R> =
  | { ok: true; report: R; usage: UsageCount | null }
  | { ok: false; failure: AnalysisFailure };

export type AnalysisRunState<R> =
  | { status: "idle" }
  | { status: "running" }
  | { status: "done"; report: R }
  | { status: "failed"; failure: AnalysisFailure };

/**
 * The run and usage state of an on-demand analysis panel (the results panel, comment ideas): idle,
 * running, done with its report or failed; today's usage, taken from the props as it arrives (after the
 * panel shows, and as other tabs use analyses) and from each run's answer; the card's quota state as the
 * website's cards show it.
 */
export function useAnalysisRun<R>(
  kind: AnalysisKind,
  initialUsage: UsageCount | null | undefined,
  analyze: () => Promise<AnalysisAnswer<R>>,
) {
  const [state, setState] = useState<AnalysisRunState<R>>({ status: "idle" });
  const [usage, setUsage] = useState(initialUsage);
  useEffect(() => setUsage(initialUsage), [initialUsage]);

  const run = async () => {
    setState({ status: "running" });
    const answer = await analyze();
    if (answer.ok) {
      if (answer.usage) setUsage(answer.usage);
      setState({ status: "done", report: answer.report });
    } else setState({ status: "failed", failure: answer.failure });
  };

  const quota = kindQuota(usage, kind, useLocalizer());
  return {
    state,
    usage,
    run,
    /** Spent, "1 of 2 left today", the notice's words (@vi/format quotaView). */
    quota,
    /** When spent: the notice shown under the disabled button before anything is asked. */
    spent: spentFailure(quota),
    /** The last run was refused for the allowance: the button stays off. */
    refused: state.status === "failed" && state.failure.quota,
  };
}
