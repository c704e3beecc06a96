import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { backend } from "./backend.ts";
import { clearRequests, server } from "./server.ts";

// No Firebase in unit tests: the API client (src/auth/api.ts) gets its ID token from this signed-in
// stand-in, so requests carry "Bearer test-token" to the msw handlers.
vi.mock("../lib/firebase.ts", () => ({
  firebaseApp: {},
  auth: {
    authStateReady: async () => {},
    currentUser: { getIdToken: async () => "test-token" },
  },
}));

// Testing Library's waitFor/findBy and its act() drain move fake timers along only when they see a `jest`
// object; with this one they do so under vitest too, instead of waiting for a clock that is stopped.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  backend.reset();
  clearRequests();
});
// vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());
