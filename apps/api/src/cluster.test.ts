import { availableParallelism } from "node:os";
import { expect, test } from "vitest";
import { modeOfProcess, processCount } from "./cluster.ts";

const url = "postgres://localhost/db";

test("one process per core on PostgreSQL unless WEB_CONCURRENCY says; one on PGlite and for a worker", () => {
  expect(processCount({ DATABASE_URL: url, API_MODE: "all", WEB_CONCURRENCY: undefined })).toBe(
    availableParallelism(),
  );
  expect(processCount({ DATABASE_URL: url, API_MODE: "api", WEB_CONCURRENCY: 3 })).toBe(3);
  expect(processCount({ DATABASE_URL: undefined, API_MODE: "all", WEB_CONCURRENCY: 4 })).toBe(1);
  expect(processCount({ DATABASE_URL: url, API_MODE: "worker", WEB_CONCURRENCY: 4 })).toBe(1);
});

test("with API_MODE=all only the first process runs the jobs", () => {
  expect([0, 1, 2].map((index) => modeOfProcess("all", index))).toEqual(["all", "api", "api"]);
  expect([0, 1].map((index) => modeOfProcess("api", index))).toEqual(["api", "api"]);
});
