// The 404 of a write racing DELETE /user is recognised from the engine's own error, on both engines.
import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { forEachDatabase } from "../test/db.ts";
import { analysisUsage } from "./db/schema.ts";
import { isMissingUserError } from "./errors.ts";

forEachDatabase((t) => {
  const failure = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (error) {
      return error;
    }
    throw new Error("the write was expected to fail");
  };

  test("a row of a user who is not there is recognised; other failures are not", async () => {
    const orphan = await failure(() =>
      t.db.insert(analysisUsage).values({ uid: "gone", kind: "comments", day: "2026-01-01", used: 1 }),
    );
    expect(isMissingUserError(orphan)).toBe(true);
    // Another foreign key (a video of an unknown channel) and other errors stay 500s.
    const video = await failure(() =>
      t.db.execute(
        sql`insert into videos (id, channel_id, title, published_at, duration_seconds, duration_iso)
            values ('v0000000001', 'UCnope', 't', now(), 1, 'PT1S')`,
      ),
    );
    expect(isMissingUserError(video)).toBe(false);
    expect(isMissingUserError(await failure(() => t.db.execute(sql`select 1/0`)))).toBe(false);
    expect(isMissingUserError(null)).toBe(false);
  });
});
