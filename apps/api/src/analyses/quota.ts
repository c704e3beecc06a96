// The one place analyses are metered (docs/analyses.md#metering): uses per user, kind and local day
// against the plan's daily allowance from @vi/types. A claim is one conditional upsert, so concurrent
// claims can never pass the limit; a failed analysis gives its use back with refund().
import {
  ANALYSIS_KIND_LABELS,
  ANALYSIS_KINDS,
  type AnalysisKind,
  dailyAllowance,
  ErrorCode,
  type KindUsage,
  type PlanId,
  type QuotaExceededDetails,
  type UsageByKind,
  type UsageResponse,
} from "@vi/types";
import { and, eq, sql } from "drizzle-orm";
import type { PlanResolver } from "../billing/plan.ts";
import type { Database } from "../db/index.ts";
import { analysisUsage, users } from "../db/schema.ts";
import { HttpError, notFound } from "../errors.ts";
import { localTime, startOfLocalDay } from "../recap/schedule.ts";

/** A use taken by claim(): what refund() needs to give it back, and the kind's use after it. */
interface Claim {
  uid: string;
  kind: AnalysisKind;
  day: string;
  usage: KindUsage;
}

/** The user's local day and when it ends. */
export interface UserDay {
  plan: PlanId;
  day: string;
  /** The zone the day is counted in (the allowance's, which may lag the record's by up to a day). */
  timezone: string;
  resetsAt: Date;
  /** A zone the user chose that applies from `resetsAt` on; null when none is waiting. */
  nextTimezone: string | null;
}

/** Where a user's allowance zone stands: the one in force, and one waiting for its start. */
interface AllowanceZone {
  current: string;
  next: string | null;
  from: Date | null;
}

/**
 * The allowance's zone at `at`, from the stored one and the record's `timezone` (the user's choice): a new
 * choice takes effect at the end of the local day running in the zone in force (its next midnight), so a
 * day already counted is never reopened by changing zones, at sign-in or in the account.
 */
function allowanceZoneAt(
  stored: { timezone: string; current: string | null; next: string | null; from: Date | null },
  at: Date,
): AllowanceZone {
  let current = stored.current ?? stored.timezone;
  let next = stored.next;
  let from = stored.from;
  if (next !== null && from !== null && at.getTime() >= from.getTime()) {
    current = next;
    next = null;
    from = null;
  }
  if (stored.timezone === current) return { current, next: null, from: null };
  return {
    current,
    next: stored.timezone,
    from: next !== null && from ? from : localDayOf(current, at).resetsAt,
  };
}

export interface AnalysisQuota {
  /** The user's plan, local day (timezone of their record, UTC when unknown) and next midnight. */
  today(uid: string): Promise<UserDay>;
  /** Takes one use of `kind` today, or throws 429 QUOTA_EXCEEDED naming the limit, reset and upgrade address. */
  claim(uid: string, kind: AnalysisKind, today?: UserDay): Promise<Claim>;
  /** Gives a claimed use back (the analysis failed). Never below zero. */
  refund(claim: Claim): Promise<void>;
  /** Runs `work` with a claimed use and refunds it when `work` throws. */
  withClaim<T>(uid: string, kind: AnalysisKind, work: (claim: Claim) => Promise<T>): Promise<T>;
  /** Today's use of one kind, without spending. */
  usageOf(uid: string, kind: AnalysisKind, today?: UserDay): Promise<KindUsage>;
  /** Today's use of every kind (GET /usage). */
  usage(uid: string): Promise<UsageResponse>;
}

/** YYYY-MM-DD of the day after `day`. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The local day at `instant` in `timeZone` and the instant it ends (the next local midnight). */
export function localDayOf(
  timeZone: string,
  instant: Date,
): { day: string; timezone: string; resetsAt: Date } {
  const local = localTime(timeZone, instant);
  return {
    day: local.day,
    timezone: local.timeZone,
    resetsAt: startOfLocalDay(local.timeZone, nextDay(local.day)),
  };
}

/** "In 5 h 12 min": the time left before a reset, in whole minutes (at least 1). */
function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The 429's message: the limit, the plan, when it resets and the upgrade address. */
function quotaMessage(
  details: QuotaExceededDetails,
  { timezone, now }: { timezone: string; now: Date },
): string {
  const label = ANALYSIS_KIND_LABELS[details.kind];
  const plan = `${details.plan[0]?.toUpperCase() ?? ""}${details.plan.slice(1)}`;
  const left = timeLeft(Date.parse(details.resetsAt) - now.getTime());
  const next = details.nextTimezone
    ? ` Your new time zone (${details.nextTimezone}) counts from then on.`
    : "";
  return (
    `You have used your ${details.limit} ${details.limit === 1 ? label.one : label.many} for today on the ${plan} plan. ` +
    `They reset at midnight (${timezone}), in ${left}.${next} Upgrade for more: ${details.upgradeUrl}`
  );
}

export function createAnalysisQuota(deps: {
  db: Database;
  plans: Pick<PlanResolver, "planFor">;
  now: () => Date;
  /** The website's pricing page, named in the 429 and GET /usage. */
  upgradeUrl: string;
}): AnalysisQuota {
  const { db, plans, now, upgradeUrl } = deps;

  async function today(uid: string): Promise<UserDay> {
    const [row] = await db
      .select({
        timezone: users.timezone,
        current: users.allowanceTimezone,
        next: users.allowanceTimezoneNext,
        from: users.allowanceTimezoneFrom,
      })
      .from(users)
      .where(eq(users.uid, uid))
      .limit(1);
    // Analyses belong to a user record (POST /user makes it at sign-in).
    if (!row) throw notFound("No user record yet: sign in on the website first.");
    const at = now();
    const zone = allowanceZoneAt(row, at);
    if (
      zone.current !== row.current ||
      zone.next !== row.next ||
      zone.from?.getTime() !== row.from?.getTime()
    ) {
      // Every caller computes the same values from the same row, so writing them twice is harmless.
      await db
        .update(users)
        .set({
          allowanceTimezone: zone.current,
          allowanceTimezoneNext: zone.next,
          allowanceTimezoneFrom: zone.from,
        })
        .where(eq(users.uid, uid));
    }
    return { plan: await plans.planFor(uid), ...localDayOf(zone.current, at), nextTimezone: zone.next };
  }

  async function usedOn(uid: string, day: string): Promise<Map<AnalysisKind, number>> {
    const rows = await db
      .select({ kind: analysisUsage.kind, used: analysisUsage.used })
      .from(analysisUsage)
      .where(and(eq(analysisUsage.uid, uid), eq(analysisUsage.day, day)));
    return new Map(rows.map((row) => [row.kind, row.used]));
  }

  const kindUsage = (user: UserDay, kind: AnalysisKind, used: number): KindUsage => ({
    used,
    limit: dailyAllowance(user.plan, kind),
    resetsAt: user.resetsAt.toISOString(),
  });

  const quota: AnalysisQuota = {
    today,

    async claim(uid, kind, known) {
      const user = known ?? (await today(uid));
      const limit = dailyAllowance(user.plan, kind);
      const exceeded = async () => {
        const details: QuotaExceededDetails = {
          kind,
          plan: user.plan,
          used: (await usedOn(uid, user.day)).get(kind) ?? 0,
          limit: limit ?? 0,
          resetsAt: user.resetsAt.toISOString(),
          upgradeUrl,
          timezone: user.timezone,
          nextTimezone: user.nextTimezone,
        };
        return new HttpError(
          429,
          ErrorCode.QUOTA_EXCEEDED,
          quotaMessage(details, { timezone: user.timezone, now: now() }),
          {
            retryAfterSeconds: Math.max(1, Math.ceil((user.resetsAt.getTime() - now().getTime()) / 1000)),
            details: { ...details },
          },
        );
      };
      // A first insert always counts 1, so a plan without the kind at all is refused before it.
      if (limit !== null && limit < 1) throw await exceeded();
      // Unlimited plans are still counted (the usage shows what was used); the condition is then absent.
      const result = await db.execute<{ used: number }>(sql`
        insert into analysis_usage (uid, kind, day, used, updated_at) values (${uid}, ${kind}, ${user.day}, 1, now())
        on conflict (uid, kind, day) do update
          set used = analysis_usage.used + 1, updated_at = now()
          where ${limit === null ? sql`true` : sql`analysis_usage.used < ${limit}`}
        returning used
      `);
      const used = result.rows[0]?.used;
      // No row back: the update's condition refused it (the limit was reached).
      if (used === undefined) throw await exceeded();
      return { uid, kind, day: user.day, usage: kindUsage(user, kind, Number(used)) };
    },

    async refund(claim) {
      const result = await db.execute<{ used: number }>(sql`
        update analysis_usage set used = greatest(used - 1, 0), updated_at = now()
        where uid = ${claim.uid} and kind = ${claim.kind} and day = ${claim.day}
        returning used
      `);
      const used = result.rows[0]?.used;
      if (used !== undefined) claim.usage = { ...claim.usage, used: Number(used) };
    },

    async withClaim(uid, kind, work) {
      const claim = await quota.claim(uid, kind);
      try {
        return await work(claim);
      } catch (error) {
        await quota.refund(claim);
        throw error;
      }
    },

    async usageOf(uid, kind, known) {
      const user = known ?? (await today(uid));
      return kindUsage(user, kind, (await usedOn(uid, user.day)).get(kind) ?? 0);
    },

    async usage(uid) {
      const user = await today(uid);
      const used = await usedOn(uid, user.day);
      const usage = Object.fromEntries(
        ANALYSIS_KINDS.map((kind) => [kind, kindUsage(user, kind, used.get(kind) ?? 0)]),
      ) as UsageByKind;
      return {
        plan: user.plan,
        day: user.day,
        timezone: user.timezone,
        nextTimezone: user.nextTimezone,
        usage,
        upgradeUrl,
      };
    },
  };
  return quota;
}
