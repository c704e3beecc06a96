// GET /admin/queues: the job queue as the /data screen shows it (apps/api/src/queue builds it from
// pg-boss's tables, so every process sees the same figures).
import { z } from "zod";
import { CountSchema, IsoDateTimeSchema } from "./common.ts";

/** One run of a job: running, finished, failed, or waiting for its retry. */
export const JobRunSchema = z.object({
  id: z.string(),
  state: z.enum(["active", "completed", "failed", "cancelled", "retry"]),
  startedAt: IsoDateTimeSchema.nullable(),
  finishedAt: IsoDateTimeSchema.nullable(),
  durationMs: z.number().nullable(),
  /** 0 for the first attempt. */
  retryCount: CountSchema,
  /** What the job returned (counts of what it did), or the error it failed with. */
  output: z.unknown(),
});
export type JobRun = z.infer<typeof JobRunSchema>;

export const QueueStateSchema = z.object({
  name: z.string(),
  /** Five-field cron in UTC; null when the job runs only when sent. */
  cron: z.string().nullable(),
  /** Waiting to run: new, or waiting for a retry. */
  queued: CountSchema,
  active: CountSchema,
  /** Failed after every retry, still on record. */
  failed: CountSchema,
  /** Newest first, at most 5. */
  lastRuns: z.array(JobRunSchema),
});
export type QueueState = z.infer<typeof QueueStateSchema>;

export const AdminQueuesSchema = z.object({
  generatedAt: IsoDateTimeSchema,
  /** False when YOUTUBE_API_KEY is unset: the YouTube jobs run but skip their work. */
  youtubeEnabled: z.boolean(),
  queues: z.array(QueueStateSchema),
});
export type AdminQueues = z.infer<typeof AdminQueuesSchema>;
