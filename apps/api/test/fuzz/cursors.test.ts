// Crafted cursors for every paged route (issue 28, item 6): a cursor is input like any other, so whatever a
// client puts in it - our own encoding around keys the database cannot take, other JSON, other text -
// answers 200 or a 400 naming `cursor`, never a 5xx. The paged routes are found from the contracts (every
// query with a `cursor` field), so a new one is fuzzed without touching this file.
import { type Contract, contracts, OUTLIER_SORT_KEYS } from "@vi/types";
import fc from "fast-check";
import { beforeAll, expect, test } from "vitest";
import { users } from "../../src/db/schema.ts";
import { createTestApp } from "../app.ts";
import { bearer, createTestUser, type TestUser } from "../auth.ts";
import { forEachDatabase } from "../db.ts";
import { insertChannels, insertVideos } from "../videos.ts";
import { shapeOf } from "./arbitraries.ts";
import { judge } from "./harness.ts";

const encode = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const json = (value: unknown) => encode(JSON.stringify(value));
const VIDEO = "dQw4w9WgXcQ";
const UUID = "3f1c2a4e-9b7d-4c1e-8f00-0123456789ab";
/** Fixed: the same cursors on every machine. */
const SEED = 20_261_128;

/** Keys that fit no column of the database, or that JavaScript and PostgreSQL read differently. */
const HOSTILE_KEYS: unknown[] = [
  1.5,
  1e300,
  -1e300,
  2 ** 63,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0,
  "0000-01-01",
  "0000-01-01T00:00:00.000Z",
  "-000001-01-01T00:00:00.000Z",
  "+275760-09-13T00:00:00.000Z",
  "1",
  "2026-02-30T00:00:00.000Z",
  "a\u0000b",
  "\ud800",
  "x".repeat(1_500),
  "",
  null,
  true,
  [],
  {},
];

/** Every `cursor` of the routes, for the sort and order `query` carries. */
function craftedCursors(sort: string, order: string): string[] {
  const analyses = [
    "0000-01-01T00:00:00.000Z",
    "-000001-01-01T00:00:00.000Z",
    "+275760-09-13T00:00:00.000Z",
    "2026-11-21T12:00:00.000Z",
    "1",
    "",
  ].flatMap((at) => [
    encode(`${at}|${"-".repeat(36)}`),
    encode(`${at}|${UUID}`),
    encode(`${at}|${UUID}|extra`),
    encode(`${at}|${UUID.toUpperCase()}`),
  ]);
  const outliers = HOSTILE_KEYS.flatMap((key) => [
    json([sort, order, key, VIDEO]),
    json([sort, order, key, "-".repeat(11)]),
  ]);
  return [
    ...analyses,
    ...outliers,
    json([sort, order, 1, VIDEO, "extra"]),
    json({ sort, order, key: 1, id: VIDEO }),
    encode("not json"),
    encode("\u0000"),
    "A",
    "-".repeat(200),
  ];
}

forEachDatabase((t) => {
  let user: TestUser;
  const paged = (Object.values(contracts) as Contract[]).filter(
    (contract) => contract.method === "GET" && shapeOf(contract.query)?.cursor !== undefined,
  );

  beforeAll(async () => {
    user = await createTestUser();
    await t.db
      .insert(users)
      .values({ uid: user.uid, email: user.email, emailVerified: true, timezone: "UTC" });
    const channels = [0, 1].map((n) => ({ n, subscribers: 1_000 * (n + 1) }));
    await insertChannels(t.db, channels);
    await insertVideos(
      t.db,
      Array.from({ length: 6 }, (_, n) => ({ n, channel: n % 2 })),
      new Map(channels.map((channel) => [channel.n, channel])),
    );
  });

  test("the paged routes are the ones we know (a new one is fuzzed here too)", () => {
    expect(paged.map((contract) => contract.path).sort()).toEqual([
      "/analyses",
      "/outliers",
      "/watchlist/feed",
    ]);
  });

  test("crafted cursors on every paged route: 200 or 400 naming cursor, never 5xx", async () => {
    const app = createTestApp(t.connection);
    const failures: string[] = [];
    let sent = 0;
    const send = async (contract: Contract, query: string) => {
      sent += 1;
      const response = await app.request(`${contract.path}?${query}`, { headers: bearer(user) });
      const text = await response.text();
      const problem = judge(contract, { token: "caller", query }, response.status, text);
      if (problem) failures.push(`${contract.path}?${query}: ${problem}`);
      if (response.status === 400 && !text.includes('"field":"cursor"'))
        failures.push(`${contract.path}?${query}: a 400 about another field: ${text}`);
    };
    for (const contract of paged) {
      const sorts = contract.path === "/outliers" ? OUTLIER_SORT_KEYS : ["videoViewCount"];
      for (const sort of sorts) {
        for (const order of ["asc", "desc"]) {
          const base = contract.path === "/outliers" ? `sort=${sort}&order=${order}&` : "";
          for (const cursor of craftedCursors(sort, order)) await send(contract, `${base}cursor=${cursor}`);
        }
      }
      // Then arbitrary JSON in our own array shape and arbitrary text, from a fixed seed.
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...OUTLIER_SORT_KEYS),
          fc.oneof(fc.jsonValue(), fc.string({ unit: "binary" }), fc.double(), fc.bigInt().map(String)),
          fc.string({ unit: "binary", maxLength: 40 }),
          async (sort, key, text) => {
            const base = contract.path === "/outliers" ? `sort=${sort}&order=desc&` : "";
            await send(contract, `${base}cursor=${json([sort, "desc", key, VIDEO])}`);
            await send(contract, `${base}cursor=${encode(text)}`);
          },
        ),
        { seed: SEED, numRuns: 100 },
      );
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
  }, 300_000);
});
