// A stopped fake clock for tests of timed behaviour (debounce, "Copied" for 2 s): time moves only when the
// test advances it, so a loaded machine cannot make a pause look longer or shorter than the test says.
import { act } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";

/**
 * Fakes the timers and Date (the clock stands still until advanced) and returns a userEvent that moves
 * it along for its own small delays. ./setup.ts puts real timers back after each test.
 */
export function useFakeClock() {
  vi.useFakeTimers({
    shouldAdvanceTime: false,
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Moves the fake clock on by `ms`, running the timers that fall due and React's updates. */
export async function advanceClock(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
