// Retention of analyses on the job queue: once a day, analyses older than ANALYSIS_RETENTION_DAYS (their
// results are made of YouTube data, which the YouTube API policy lets us keep 30 days) and usage counters
// untouched as long are deleted (docs/analyses.md#retention).
import { ANALYSIS_RETENTION_DAYS } from "@vi/types";
import type { JobQueue } from "../queue/index.ts";
import type { AnalysisService } from "./service.ts";

const ANALYSES_JOBS = { retention: "analyses_retention" } as const;

const DAY_MS = 86_400_000;

export function defineAnalysesJobs(
  queue: JobQueue,
  deps: { analyses: AnalysisService; now: () => Date },
): void {
  queue.define({
    name: ANALYSES_JOBS.retention,
    cron: "17 3 * * *",
    policy: "stately",
    handler: () =>
      deps.analyses.deleteOlderThan(new Date(deps.now().getTime() - ANALYSIS_RETENTION_DAYS * DAY_MS)),
  });
}
