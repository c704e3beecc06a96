// The one fake of the API in the web app's tests: msw intercepts the real client's requests at fetch and
// answers from the in-memory backend (./backend.ts) or from a test's own `server.use(...)` handlers. A
// request that no handler answers fails the test (onUnhandledRequest: "error" in ./setup.ts).
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { apiUrl, backendHandlers } from "./backend.ts";

export const server = setupServer(...backendHandlers);

export { apiUrl } from "./backend.ts";

/** The API's error body, `{ error: { code, message } }`, with its status. */
export const apiError = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  auth: string | null;
  /** The parsed JSON body, once read (undefined without one). */
  body: unknown;
}

const recorded: RecordedRequest[] = [];

server.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  const entry: RecordedRequest = {
    method: request.method,
    path: url.pathname,
    params: url.searchParams,
    auth: request.headers.get("authorization"),
    body: undefined,
  };
  recorded.push(entry);
  void request
    .clone()
    .text()
    .then((text) => {
      entry.body = text === "" ? undefined : JSON.parse(text);
    });
});

/** Every request the page sent to the API in this test, oldest first (optionally of one path). */
export function requests(path?: string): RecordedRequest[] {
  return path === undefined ? [...recorded] : recorded.filter((r) => r.path === path);
}

export const lastRequest = (path: string): RecordedRequest | undefined => requests(path).at(-1);

export function clearRequests(): void {
  recorded.length = 0;
}

/** The next `method` request to `path` gets this answer instead of the backend's. */
export function replyOnce(
  method: "get" | "post" | "put" | "delete",
  path: `/${string}`,
  reply: () => Response,
) {
  server.use(http[method](apiUrl(path), reply, { once: true }));
}
