// The recap on the job queue: `recap_plan` (cron, every 15 minutes: zones with :30 and :45 offsets
// exist) walks the recap's users in uid batches and queues one `recap_send` per user whose local 08:00
// has come and whose day has no outbox row yet; `recap_send` sends one recap through the outbox.
// The job id is derived from user and day, so the same day is never queued twice while its job exists,
// and the outbox's primary key settles the rest (docs/decisions/recap-email.md).
import { createHash } from "node:crypto";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { recapOutbox, users } from "../db/schema.ts";
import type { JobQueue } from "../queue/index.ts";
import { dueRecapDay } from "./schedule.ts";
import { type RecapDeps, sendDailyRecap } from "./send.ts";

export const RECAP_JOBS = { plan: "recap_plan", send: "recap_send" } as const;
/** Users read per planning step (one short query each; no transaction stays open). */
const RECAP_PLAN_BATCH = 1_000;
/** SMTP attempts after the first, with backoff from 60 s doubling: ~1, 2, 4, 8 minutes. */
const RECAP_SEND_RETRY_LIMIT = 4;
const RECAP_SEND_RETRY_DELAY_SECONDS = 60;

/** A UUID fixed by user and day (pg-boss ignores a job whose id is already queued). */
export function recapJobId(uid: string, day: string): string {
  const hex = createHash("sha256").update(`recap_send:${uid}:${day}`).digest("hex");
  // Version 8 (custom) and the RFC 4122 variant, so it is a well-formed UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface PlanResult {
  /** Users with the recap on and a verified email. */
  users: number;
  /** Of those, whose 08:00 has come and whose day has no outbox row. */
  queued: number;
}

/** Queues the recaps that are due at `now`. Safe to run twice: queued days are dropped by job id. */
export async function planRecaps(
  deps: Pick<RecapDeps, "db" | "now">,
  queue: Pick<JobQueue, "sendMany">,
  { batchSize = RECAP_PLAN_BATCH, signal }: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<PlanResult> {
  const { db } = deps;
  const now = deps.now();
  let after = "";
  const result: PlanResult = { users: 0, queued: 0 };
  for (;;) {
    const batch = await db
      .select({ uid: users.uid, timezone: users.timezone })
      .from(users)
      .where(
        and(eq(users.subscribedToDailyRecapEmail, true), eq(users.emailVerified, true), gt(users.uid, after)),
      )
      .orderBy(asc(users.uid))
      .limit(batchSize);
    if (batch.length === 0) break;
    after = batch.at(-1)?.uid ?? after;
    result.users += batch.length;
    const due = batch.flatMap(({ uid, timezone }) => {
      const day = dueRecapDay(timezone, now);
      return day ? [{ uid, day }] : [];
    });
    if (due.length > 0) {
      const recorded = await db
        .select({ uid: recapOutbox.uid, day: recapOutbox.day })
        .from(recapOutbox)
        .where(
          and(
            inArray(
              recapOutbox.uid,
              due.map((item) => item.uid),
            ),
            inArray(recapOutbox.day, [...new Set(due.map((item) => item.day))]),
          ),
        );
      const done = new Set(recorded.map((row) => `${row.uid}:${row.day}`));
      const jobs = due
        .filter((item) => !done.has(`${item.uid}:${item.day}`))
        .map((item) => ({
          data: item,
          options: { id: recapJobId(item.uid, item.day), singletonKey: `${item.uid}:${item.day}` },
        }));
      await queue.sendMany(RECAP_JOBS.send, jobs);
      result.queued += jobs.length;
    }
    if (batch.length < batchSize || signal?.aborted) break;
  }
  return result;
}

export function defineRecapJobs(
  queue: JobQueue,
  deps: RecapDeps,
  { retryDelaySeconds = RECAP_SEND_RETRY_DELAY_SECONDS }: { retryDelaySeconds?: number } = {},
): void {
  queue.define({
    name: RECAP_JOBS.plan,
    cron: "*/15 * * * *",
    policy: "stately",
    // A walk over 100,000 users queues in batches; a cut-off run is simply run again.
    expireInSeconds: 30 * 60,
    handler: async (_data, job) => {
      if (!deps.mailer) return { disabled: "SMTP_URL is not set" };
      return planRecaps(deps, queue, { signal: job.signal });
    },
  });
  queue.define<{ uid: string; day: string }>({
    name: RECAP_JOBS.send,
    retryLimit: RECAP_SEND_RETRY_LIMIT,
    retryDelaySeconds,
    expireInSeconds: 5 * 60,
    handler: async ({ uid, day }, job) =>
      sendDailyRecap(deps, { uid, day, lastAttempt: job.retryCount >= RECAP_SEND_RETRY_LIMIT }),
  });
}

/** Counts for /data: the recaps of the last 24 hours by outcome. */
export async function recapLastRun(deps: Pick<RecapDeps, "db" | "now">) {
  const since = new Date(deps.now().getTime() - 24 * 3_600_000);
  const rows = await deps.db.execute<{ status: string; n: number; last: Date | string | null }>(sql`
    select status, count(*)::int as n, max(updated_at) as last from recap_outbox
    where updated_at >= ${since.toISOString()}::timestamptz group by status
  `);
  const count = (status: string) => rows.rows.find((row) => row.status === status)?.n ?? 0;
  const last = rows.rows
    .map((row) => (row.last ? new Date(row.last).getTime() : 0))
    .reduce((a, b) => Math.max(a, b), 0);
  return {
    since: since.toISOString(),
    sent: count("sent"),
    failed: count("failed"),
    skipped: count("skipped"),
    sending: count("sending"),
    lastActivityAt: last > 0 ? new Date(last).toISOString() : null,
  };
}
