import {
  ClientErrorCode,
  type Contract,
  type ContractInput,
  type ContractOutput,
  type InputOptional,
} from "@vi/types";
import ky, { isTimeoutError, type KyInstance } from "ky";
import type { z } from "zod";
import { ApiError } from "./errors.ts";

export interface ApiClientOptions {
  /** The API origin (and optional path prefix), e.g. "http://localhost:8787". */
  baseUrl: string | URL;
  /** The signed-in user's Firebase ID token, asked for on every authenticated call (tokens expire). */
  getIdToken: () => Promise<string | null | undefined> | string | null | undefined;
  /** Defaults to the global fetch (the extension's background may pass its own). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a request is abandoned; default 15 s. */
  timeout?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** `(contract)` or `(contract, input)` when the input may be left out, else `(contract, input)`. */
export type CallArgs<C extends Contract> =
  InputOptional<C> extends true
    ? [input?: ContractInput<C>, options?: CallOptions]
    : [input: ContractInput<C>, options?: CallOptions];

export interface ApiClient {
  /** Calls one endpoint; resolves to its parsed answer, rejects with an ApiError on any failure. */
  call<C extends Contract>(contract: C, ...args: CallArgs<C>): Promise<ContractOutput<C>>;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The query string as the server reads it: null and undefined are left out, and an array is one comma
 * list (the only array parameter, `savedVideoIds`, has always been sent that way).
 */
export function encodeQuery(query: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params;
}

/** "savedVideoIds.0: Invalid video id; limit: Too big", the server's wording of the same failure. */
function describeIssues(error: z.core.$ZodError, target: string): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join(".") : target}: ${issue.message}`)
    .join("; ");
}

function check(schema: z.ZodType | undefined, value: unknown, target: string, label: string): void {
  if (!schema) return;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiError(
      0,
      ClientErrorCode.INVALID_REQUEST,
      `Invalid ${target} for ${label}: ${describeIssues(result.error, target)}`,
    );
  }
}

const NOT_JSON = Symbol("not json");

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text.trim() === "") return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Unknown error";
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    retry: 0, // callers (TanStack Query, the extension's batching) decide about retries
    timeout: options.timeout ?? 15_000,
    throwHttpErrors: false, // error replies are read here to get the server's code and message
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function bearer(): Promise<string> {
    let token: string | null | undefined;
    try {
      token = await options.getIdToken();
    } catch (cause) {
      throw new ApiError(0, ClientErrorCode.NOT_SIGNED_IN, errorMessage(cause), { cause });
    }
    if (!token) throw new ApiError(0, ClientErrorCode.NOT_SIGNED_IN, "Please sign in to continue");
    return `Bearer ${token}`;
  }

  async function call<C extends Contract>(contract: C, ...args: CallArgs<C>): Promise<ContractOutput<C>> {
    const [input, { signal } = {}] = args;
    const { query, body } = (input ?? {}) as { query?: Record<string, QueryValue>; body?: unknown };
    const label = `${contract.method} ${contract.path}`;
    // Checked with the schemas the server uses, so a bad input fails here without a round trip.
    check(contract.query, query ?? {}, "query", label);
    check(contract.body, body, "body", label);

    const headers: Record<string, string> = {};
    if (contract.auth !== "none") headers.authorization = await bearer();

    let response: Response;
    try {
      response = await http(contract.path.slice(1), {
        method: contract.method,
        headers,
        ...(contract.query && query ? { searchParams: encodeQuery(query) } : {}),
        ...(contract.body ? { json: body } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (cause) {
      if (signal?.aborted)
        throw new ApiError(0, ClientErrorCode.ABORTED, `${label} was cancelled`, { cause });
      if (isTimeoutError(cause))
        throw new ApiError(0, ClientErrorCode.TIMEOUT, `${label} timed out`, { cause });
      throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, `${label} failed: ${errorMessage(cause)}`, {
        cause,
      });
    }

    const json = await readJson(response);
    if (signal?.aborted) throw new ApiError(0, ClientErrorCode.ABORTED, `${label} was cancelled`);
    if (!response.ok)
      throw ApiError.fromReply(response.status, json === NOT_JSON ? undefined : json, contract);

    const parsed = contract.response.safeParse(json === NOT_JSON ? undefined : json);
    if (!parsed.success) {
      const why = json === NOT_JSON ? "not JSON" : describeIssues(parsed.error, "body");
      throw new ApiError(
        response.status,
        ClientErrorCode.INVALID_RESPONSE,
        `Invalid response from ${label}: ${why}`,
      );
    }
    return parsed.data as ContractOutput<C>;
  }

  return { call };
}
