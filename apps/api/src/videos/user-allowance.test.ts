// The per-user YouTube allowances under parallel calls, on PGlite and on PostgreSQL (a pool of real
// connections): each check-and-record is one statement, so no number of calls at once passes a limit.
import { KEYWORD_SEARCHES_PER_DAY, YOUTUBE_LOOKUP_UNITS_PER_DAY } from "@vi/types";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { forEachDatabase } from "../../test/db.ts";
import { userDailyUsage } from "../db/schema.ts";
import { AllowanceSpentError, createUserAllowance, KeywordSearchesSpentError } from "./user-allowance.ts";

forEachDatabase((t) => {
  const now = () => new Date("2026-11-21T12:00:00Z");

  test("12 keyword searches at once: exactly the day's 5 are recorded, the rest refused", async () => {
    const allowance = createUserAllowance({ db: t.db, now });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => allowance.spendSearch("parallel-searcher", "professional", 1)),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(
      KEYWORD_SEARCHES_PER_DAY,
    );
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(KeywordSearchesSpentError);
    }
    const [row] = await t.db.select().from(userDailyUsage).where(eq(userDailyUsage.uid, "parallel-searcher"));
    expect(row).toMatchObject({ keywordSearches: KEYWORD_SEARCHES_PER_DAY, youtubeUnits: 5 });
  });

  test("a search needs the lookup units of its results too: none left, no search recorded", async () => {
    const allowance = createUserAllowance({ db: t.db, now });
    await allowance.spendUnits("spent-looker", "free", YOUTUBE_LOOKUP_UNITS_PER_DAY.free);
    await expect(allowance.spendSearch("spent-looker", "free", 1)).rejects.toBeInstanceOf(
      AllowanceSpentError,
    );
    const [row] = await t.db.select().from(userDailyUsage).where(eq(userDailyUsage.uid, "spent-looker"));
    expect(row?.keywordSearches).toBe(0);
  });

  test("40 one-unit charges at once against a 30-unit remainder: exactly 30 pass", async () => {
    const allowance = createUserAllowance({ db: t.db, now });
    await allowance.spendUnits("parallel-looker", "free", YOUTUBE_LOOKUP_UNITS_PER_DAY.free - 30);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => allowance.spendUnits("parallel-looker", "free", 1)),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(30);
  });
});
