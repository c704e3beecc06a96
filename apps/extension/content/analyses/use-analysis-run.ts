import { useEffect, useState } from "react";
import { type UsageCount, usesLeft } from "../../shared/analysis-protocol.ts";
import { type AnalysisFailure, leftToday } from "./quota.tsx";

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
 * panel shows, and as other tabs use analyses) and from each run's answer.
 */
export function useAnalysisRun<R>(
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

  return {
    state,
    usage,
    run,
    /** No use left today. */
    spent: usage ? usesLeft(usage) === 0 : false,
    /** "N left today", when known. */
    left: leftToday(usage),
  };
}
