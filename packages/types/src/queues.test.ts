import { describe, it } from "vitest";
import { type AdminQueues, AdminQueuesSchema } from "./index.ts";
import { expectInvalid, expectValid } from "./test-helpers.ts";

const answer: AdminQueues = {
  generatedAt: "2026-03-04T12:00:00.000Z",
  youtubeEnabled: true,
  queues: [
    {
      name: "track",
      cron: "* * * * *",
      queued: 1,
      active: 1,
      failed: 0,
      lastRuns: [
        {
          id: "0b6f3f5e-2c1a-4f7e-9d7b-0c1d2e3f4a5b",
          state: "completed",
          startedAt: "2026-03-04T11:59:30.000Z",
          finishedAt: "2026-03-04T11:59:31.200Z",
          durationMs: 1200,
          retryCount: 0,
          output: { channels: 2, videosStored: 100, failed: 0 },
        },
        {
          id: "1b6f3f5e-2c1a-4f7e-9d7b-0c1d2e3f4a5b",
          state: "active",
          startedAt: "2026-03-04T11:59:59.000Z",
          finishedAt: null,
          durationMs: null,
          retryCount: 1,
          output: null,
        },
      ],
    },
    { name: "recap_email", cron: null, queued: 0, active: 0, failed: 2, lastRuns: [] },
  ],
};

describe("AdminQueuesSchema", () => {
  it("accepts GET /admin/queues with running, finished and never-run queues", () => {
    expectValid(AdminQueuesSchema, answer);
  });

  it("rejects unknown run states, negative counts and times that are not ISO-8601", () => {
    const queue = answer.queues[0]!;
    const run = queue.lastRuns[0]!;
    const withQueue = (value: unknown) => ({ ...answer, queues: [value] });
    expectInvalid(AdminQueuesSchema, withQueue({ ...queue, lastRuns: [{ ...run, state: "done" }] }), [
      "queues",
      0,
      "lastRuns",
      0,
      "state",
    ]);
    expectInvalid(AdminQueuesSchema, withQueue({ ...queue, failed: -1 }), ["queues", 0, "failed"]);
    expectInvalid(AdminQueuesSchema, withQueue({ ...queue, lastRuns: [{ ...run, startedAt: "noon" }] }), [
      "queues",
      0,
      "lastRuns",
      0,
      "startedAt",
    ]);
  });
});
