// `pnpm --filter @vi/api bench` (part 4): the comment analysis of 500 comments (target: under 300 ms in
// the API), and the daily quota claim on the embedded PGlite. Figures, not assertions (docs/analyses.md).
//  1. ideas: extractIdeas over the 500 most relevant comments of the emulator's most commented video:
//     the model load, the first run, then 30 warm runs (p50 / p95 / max);
//  2. claims: 100 concurrent claims by one Free user (exactly 2 may pass), then 1,000 sequential claims
//     and refunds by a Professional user (p50 / p95 per claim).
import { generateCatalog } from "@vi/emulators/youtube";
import type { SourceComment } from "../src/analyses/comments.ts";
import { extractIdeas, warmIdeas } from "../src/analyses/ideas.ts";
import { createAnalysisQuota } from "../src/analyses/quota.ts";
import type { PlanResolver } from "../src/billing/plan.ts";
import { openDatabase } from "../src/db/index.ts";
import { users } from "../src/db/schema.ts";

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

// 1. ideas
const catalog = generateCatalog(42, { channels: 60 });
const at = catalog.anchor + 20 * 86_400_000;
let best: { id: string; comments: SourceComment[] } = { id: "", comments: [] };
for (const video of catalog.videosAt(at)) {
  const threads = catalog.commentThreadsAt(video, at);
  if (threads.length > best.comments.length) {
    best = {
      id: video.id,
      comments: [...threads]
        .sort((a, b) => b.likeCount - a.likeCount || b.publishedAt - a.publishedAt)
        .slice(0, 500)
        .map((thread) => ({
          id: thread.id,
          text: thread.text,
          author: thread.authorDisplayName,
          likes: thread.likeCount,
          replies: thread.totalReplyCount,
          publishedAt: new Date(thread.publishedAt).toISOString(),
        })),
    };
  }
}
let started = performance.now();
warmIdeas();
const modelLoad = performance.now() - started;
started = performance.now();
const first = extractIdeas(best.id, best.comments);
const firstRun = performance.now() - started;
const runs: number[] = [];
for (let run = 0; run < 30; run++) {
  started = performance.now();
  extractIdeas(best.id, best.comments);
  runs.push(performance.now() - started);
}
runs.sort((a, b) => a - b);
console.log(
  `[bench:analyses] comment ideas over ${best.comments.length} comments (${first.commentsAnalysed} English, ${first.ideas.length} ideas)`,
);
console.log(`  model load ${ms(modelLoad)}, first run ${ms(firstRun)}`);
console.log(
  `  warm runs: p50 ${ms(percentile(runs, 50))}, p95 ${ms(percentile(runs, 95))}, max ${ms(runs.at(-1) ?? Number.NaN)} (target < 300 ms)`,
);

// 2. claims on PGlite
const connection = await openDatabase({ driver: "pglite" });
await connection.migrate();
const plans: Pick<PlanResolver, "planFor"> = {
  planFor: async (uid) => (uid === "pro" ? "professional" : "free"),
};
const quota = createAnalysisQuota({
  db: connection.db,
  plans,
  now: () => new Date(),
  upgradeUrl: "http://localhost:5173/pricing",
});
await connection.db.insert(users).values([
  { uid: "free", email: "free@example.com" },
  { uid: "pro", email: "pro@example.com" },
]);
started = performance.now();
const outcomes = await Promise.allSettled(Array.from({ length: 100 }, () => quota.claim("free", "comments")));
const concurrent = performance.now() - started;
const passed = outcomes.filter((outcome) => outcome.status === "fulfilled").length;
console.log(
  `[bench:analyses] 100 concurrent claims by a Free user: ${passed} passed in ${ms(concurrent)} (PGlite)`,
);
const claims: number[] = [];
for (let index = 0; index < 1000; index++) {
  started = performance.now();
  const claim = await quota.claim("pro", "results");
  claims.push(performance.now() - started);
  if (index % 2 === 1) await quota.refund(claim);
}
claims.sort((a, b) => a - b);
console.log(
  `  1,000 sequential claims (Professional): p50 ${ms(percentile(claims, 50))}, p95 ${ms(percentile(claims, 95))} per claim`,
);
await connection.close();
