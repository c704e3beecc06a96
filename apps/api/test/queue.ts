// Waiting for the job queue in tests: pg-boss runs on its own timers (polling at 0.5 s in tests), so a
// test polls for the state it expects, with a bound, instead of sleeping a fixed time.

/** Resolves once `check` is true; throws after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  { timeoutMs = 15_000, everyMs = 100 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
