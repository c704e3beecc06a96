// How an endpoint fails: each contract lists its errors (status, code, when), /openapi.json prints them and
// the API client names them. The helpers below are the failures every route of a kind shares (the
// guards of contractRoute in apps/api); a contract adds its own beside them.
import { ErrorCode } from "../error-codes.ts";

/** One failure an endpoint may answer with `{ error: { code, message } }`. */
export interface ContractError<K extends ErrorCode = ErrorCode> {
  readonly status: number;
  readonly code: K;
  /** When it happens, for the reader of the contract (and the operation's OpenAPI description). */
  readonly when: string;
}

/** The code keeps its literal type, so a contract's list names exactly the codes it can answer. */
export const contractError = <const K extends ErrorCode>(
  status: number,
  code: K,
  when: string,
): ContractError<K> => ({ status, code, when });

type SignedInCode = "UNAUTHORIZED" | "EMAIL_NOT_VERIFIED" | "FORBIDDEN" | "TOO_MANY_REQUESTS";

/** The query or body failed the contract's schema (or the body is no JSON). */
export const INVALID_INPUT = contractError(400, "BAD_REQUEST", "The query or body failed the contract");
/** The request body is over the API's size limit. */
export const BODY_TOO_LARGE = contractError(413, "PAYLOAD_TOO_LARGE", "The body is over the size limit");
/** The signed-in user has not created a record yet (POST /user). */
export const NO_USER_RECORD = contractError(404, "NOT_FOUND", "The signed-in user has no record yet");

/**
 * What every signed-in route may answer before its handler runs: no valid credential, an unverified email
 * (or an API key on a route that takes none), a request rate limit.
 */
export function signedInErrors(options: { apiKey?: boolean } = {}): ContractError<SignedInCode>[] {
  return [
    contractError(
      401,
      "UNAUTHORIZED",
      options.apiKey ? "No valid Firebase ID token or API key" : "No valid Firebase ID token",
    ),
    contractError(403, "EMAIL_NOT_VERIFIED", "The account's email address is not verified"),
    ...(options.apiKey
      ? []
      : [contractError(403, "FORBIDDEN", "An API key was sent where only the ID token is taken")]),
    contractError(
      429,
      "TOO_MANY_REQUESTS",
      options.apiKey
        ? "A request rate limit, or the day's API key calls are spent (Retry-After says when to retry)"
        : "A request rate limit (Retry-After says when to retry)",
    ),
  ];
}

/** Admin routes: the signed-in failures, and a caller whose stored record is not an admin. */
export function adminErrors(): ContractError<SignedInCode>[] {
  return [
    ...signedInErrors().filter((error) => error.code !== ErrorCode.FORBIDDEN),
    contractError(403, "FORBIDDEN", "The caller is not an admin, or sent an API key"),
  ];
}

/** A route with a query or body: the contract's check, and the body limit for bodies. */
export function inputErrors(
  options: { body?: boolean } = {},
): ContractError<"BAD_REQUEST" | "PAYLOAD_TOO_LARGE">[] {
  return options.body ? [INVALID_INPUT, BODY_TOO_LARGE] : [INVALID_INPUT];
}
