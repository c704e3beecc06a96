// Stored analyses and the one way to make one (docs/analyses.md): reopen today's result for free, or
// claim a use, compute, store, and give the use back when computing fails. Every kind goes through run().
import {
  AnalysisIdSchema,
  type AnalysisKind,
  type AnalysisSummary,
  type KindUsage,
  type ListAnalysesResponse,
} from "@vi/types";
import { and, desc, eq, lt, or } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/index.ts";
import { type AnalysisRow, analyses, analysisUsage } from "../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import { CursorInstantSchema } from "../validation.ts";
import type { AnalysisQuota } from "./quota.ts";

/** A stored analysis as the API answers it (the kind's contract narrows `result`). */
interface StoredAnalysis {
  id: string;
  kind: AnalysisKind;
  day: string;
  createdAt: string;
  target: string;
  title: string | null;
  language: string | null;
  result: Record<string, unknown>;
}

interface RunRequest {
  kind: AnalysisKind;
  /** What makes two analyses of this kind the same on one day (video id, `videoId:language`, ...). */
  key: string;
  target: string;
  title?: string | null;
  language?: string | null;
}

interface Computed {
  result: Record<string, unknown>;
  /** Overrides the request's title (e.g. the video's title read while computing). */
  title?: string | null;
}

interface RunOutcome {
  analysis: StoredAnalysis;
  reused: boolean;
  usage: KindUsage;
}

export interface AnalysisService {
  readonly quota: AnalysisQuota;
  /**
   * Answers today's analysis of the same subject without spending, or claims a use, runs `compute` and
   * stores its result; a failed `compute` gives the use back and its error goes to the caller.
   */
  run(uid: string, request: RunRequest, compute: () => Promise<Computed>): Promise<RunOutcome>;
  list(
    uid: string,
    options: { kind?: AnalysisKind | undefined; limit: number; cursor?: string | undefined },
  ): Promise<ListAnalysesResponse>;
  /** One of the user's analyses; 404 for an unknown id or anyone else's. */
  get(uid: string, id: string): Promise<StoredAnalysis>;
  /** Deletes analyses made before `before` and usage counters untouched since; answers the counts. */
  deleteOlderThan(before: Date): Promise<{ analyses: number; usage: number }>;
}

function toStoredAnalysis(row: AnalysisRow): StoredAnalysis {
  return {
    id: row.id,
    kind: row.kind,
    day: row.day,
    createdAt: row.createdAt.toISOString(),
    target: row.target,
    title: row.title,
    language: row.language,
    result: row.result,
  };
}

function summary(row: Omit<AnalysisRow, "result" | "uid" | "key">): AnalysisSummary {
  return {
    id: row.id,
    kind: row.kind,
    day: row.day,
    createdAt: row.createdAt.toISOString(),
    target: row.target,
    title: row.title,
    language: row.language,
  };
}

/** The list's cursor: the last row's creation time and id, opaque to clients. */
function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

/** A decoded cursor of GET /analyses: exactly "<instant>|<uuid>". */
const AnalysesCursorSchema = z.tuple([CursorInstantSchema, AnalysisIdSchema]);

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const parsed = AnalysesCursorSchema.safeParse(Buffer.from(cursor, "base64url").toString("utf8").split("|"));
  if (!parsed.success) throw badRequest("cursor: not a nextCursor of GET /analyses", "cursor");
  const [createdAt, id] = parsed.data;
  return { createdAt, id };
}

export function createAnalysisService(deps: {
  db: Database;
  quota: AnalysisQuota;
  now: () => Date;
}): AnalysisService {
  const { db, quota, now } = deps;

  async function findToday(uid: string, kind: AnalysisKind, day: string, key: string) {
    const [row] = await db
      .select()
      .from(analyses)
      .where(
        and(eq(analyses.uid, uid), eq(analyses.kind, kind), eq(analyses.day, day), eq(analyses.key, key)),
      )
      .limit(1);
    return row;
  }

  return {
    quota,

    async run(uid, request, compute) {
      const today = await quota.today(uid);
      const existing = await findToday(uid, request.kind, today.day, request.key);
      if (existing) {
        return {
          analysis: toStoredAnalysis(existing),
          reused: true,
          usage: await quota.usageOf(uid, request.kind, today),
        };
      }
      const claim = await quota.claim(uid, request.kind, today);
      let computed: Computed;
      try {
        computed = await compute();
      } catch (error) {
        await quota.refund(claim);
        throw error;
      }
      const [inserted] = await db
        .insert(analyses)
        .values({
          uid,
          kind: request.kind,
          day: today.day,
          key: request.key,
          target: request.target,
          title: computed.title !== undefined ? computed.title : (request.title ?? null),
          language: request.language ?? null,
          result: computed.result,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { analysis: toStoredAnalysis(inserted), reused: false, usage: claim.usage };
      // The same request ran twice at once and the other stored first: it is the one, this use goes back.
      await quota.refund(claim);
      const winner = await findToday(uid, request.kind, today.day, request.key);
      if (!winner) throw new Error("analysis vanished between its insert conflict and its read");
      return { analysis: toStoredAnalysis(winner), reused: true, usage: claim.usage };
    },

    async list(uid, { kind, limit, cursor }) {
      const after = cursor ? decodeCursor(cursor) : null;
      const rows = await db
        .select({
          id: analyses.id,
          kind: analyses.kind,
          day: analyses.day,
          createdAt: analyses.createdAt,
          target: analyses.target,
          title: analyses.title,
          language: analyses.language,
        })
        .from(analyses)
        .where(
          and(
            eq(analyses.uid, uid),
            kind ? eq(analyses.kind, kind) : undefined,
            after
              ? or(
                  lt(analyses.createdAt, after.createdAt),
                  and(eq(analyses.createdAt, after.createdAt), lt(analyses.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(analyses.createdAt), desc(analyses.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        analyses: page.map(summary),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },

    async get(uid, id) {
      const [row] = await db
        .select()
        .from(analyses)
        .where(and(eq(analyses.uid, uid), eq(analyses.id, id)))
        .limit(1);
      if (!row) throw notFound("No such analysis.");
      return toStoredAnalysis(row);
    },

    async deleteOlderThan(before) {
      const removed = await db
        .delete(analyses)
        .where(lt(analyses.createdAt, before))
        .returning({ id: analyses.id });
      const usage = await db
        .delete(analysisUsage)
        .where(lt(analysisUsage.updatedAt, before))
        .returning({ day: analysisUsage.day });
      return { analyses: removed.length, usage: usage.length };
    },
  };
}
