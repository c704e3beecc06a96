// The request-path client (services.ts): one attempt, and a call stops when the request's client left.
import { describe, expect, test } from "vitest";
import { createYoutubeClient } from "./client.ts";
import { YoutubeNetworkError } from "./errors.ts";
import { createQuotaBudget } from "./quota.ts";

describe("a YouTube call tied to the request's abort signal", () => {
  test("stops when the client leaves, makes no further attempt and charges nothing more", async () => {
    let calls = 0;
    // YouTube hangs: the answer never comes; only the signal ends the wait.
    const hangingFetch = ((_url: URL, init?: RequestInit) => {
      calls++;
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }) as typeof fetch;
    const quota = createQuotaBudget({ dailyLimit: 100 });
    const client = createYoutubeClient({
      baseUrl: "http://youtube.invalid/youtube/v3",
      apiKey: "key",
      fetch: hangingFetch,
      quota,
      retry: { retries: 0 },
      timeoutMs: 60_000,
    });
    const request = new AbortController();
    const pending = client.videosList(["dQw4w9WgXcQ"], { signal: request.signal });
    await new Promise((resolve) => setImmediate(resolve));
    request.abort(new Error("client closed the connection"));
    await expect(pending).rejects.toBeInstanceOf(YoutubeNetworkError);
    expect(calls).toBe(1);
    expect(await quota.usedToday()).toBe(1);
    // An already-aborted request asks nothing at all.
    await expect(client.videosList(["dQw4w9WgXcQ"], { signal: request.signal })).rejects.toBeInstanceOf(
      YoutubeNetworkError,
    );
    expect(calls).toBe(1);
    expect(await quota.usedToday()).toBe(1);
  });
});
