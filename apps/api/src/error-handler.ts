// The app's error handlers: a thrown HttpError answers its status and body, Hono's own 4xx keep theirs,
// a write that raced the user's deletion answers 404, anything else 500 without details.
import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./context.ts";
import { CODE_BY_STATUS, ErrorCode, errorBody, HttpError, isMissingUserError } from "./errors.ts";
import { localizedMessage, readerLanguage } from "./i18n.ts";

/** A message a person reads, in their language (i18n.ts); English as thrown when that is theirs. */
async function forReader(
  c: Parameters<ErrorHandler<AppEnv>>[1],
  code: string,
  message: string,
  extra: { retryAfterSeconds?: number | undefined; details?: Record<string, unknown> | undefined } = {},
): Promise<string> {
  try {
    const language = await readerLanguage(
      c.get("user")?.uid,
      c.var.languageOf,
      c.req.header("accept-language"),
    );
    return await localizedMessage(language, code, message, extra);
  } catch {
    return message;
  }
}

export const onError: ErrorHandler<AppEnv> = async (err, c) => {
  // Any write racing DELETE /user answers as if the user had no record, like every read does.
  if (isMissingUserError(err)) {
    c.var.logger.info({ method: c.req.method, path: c.req.path }, "request raced the user's deletion");
    const message = await forReader(c, ErrorCode.NOT_FOUND, "No user record: the account was deleted.");
    return c.json(errorBody(ErrorCode.NOT_FOUND, message), 404);
  }
  if (err instanceof HttpError) {
    if (err.extra.retryAfterSeconds !== undefined)
      c.header("Retry-After", String(err.extra.retryAfterSeconds));
    const message = await forReader(c, err.code, err.message, err.extra);
    return c.json(errorBody(err.code, message, err.extra), err.status);
  }
  // Hono's own 4xx (malformed JSON body, body limit...) keep their status and message.
  if (err instanceof HTTPException && err.status < 500) {
    const status = err.status as ContentfulStatusCode;
    // The only such 400 is the JSON validator's (a body that is no JSON): it is about the body.
    const field = status === 400 && /JSON/i.test(err.message) ? "body" : undefined;
    return c.json(
      errorBody(
        CODE_BY_STATUS[status] ?? ErrorCode.BAD_REQUEST,
        err.message || "Bad request",
        field ? { field } : {},
      ),
      status,
    );
  }
  c.var.logger.error({ err, method: c.req.method, path: c.req.path }, "unhandled error");
  return c.json(
    errorBody(ErrorCode.INTERNAL, await forReader(c, ErrorCode.INTERNAL, "Internal server error")),
    500,
  );
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(errorBody(ErrorCode.NOT_FOUND, `No route for ${c.req.method} ${c.req.path}`), 404);
