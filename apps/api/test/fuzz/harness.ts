// The contract fuzzer (issue 21): for every contract, fast-check sends generated requests (valid ones, and
// ones with hostile fields, unknown or repeated parameters, broken JSON, no or a forged token) with a fixed
// seed and a fixed number of runs, and holds the API to three rules:
//   - no 5xx;
//   - every 4xx is the JSON error shape (ApiErrorSchema), and a 400 names the field it is about;
//   - every 2xx matches the contract's response schema.
import { ApiErrorSchema, type Contract } from "@vi/types";
import fc from "fast-check";
import {
  type FieldHints,
  HOSTILE_STRINGS,
  hostileValue,
  RAW_QUERY_VALUES,
  shapeOf,
  validArbitrary,
} from "./arbitraries.ts";

export interface FuzzCase {
  /** The token sent: the contract's caller, none, or a forged one. */
  token: "caller" | "none" | "forged";
  /** The query string as sent (without "?"), already encoded. */
  query: string;
  /** The raw body text, if any. */
  body?: string;
}

export interface FuzzOptions {
  contracts: readonly Contract[];
  /** Sends one request to the app under test. */
  request: (path: string, init: RequestInit) => Promise<Response>;
  /**
   * Called before a contract's runs: the bearer token of a caller allowed to use it (fresh each time), and
   * values that exist for it (its email, stored ids...) which valid cases use by field name.
   */
  callerFor: (contract: Contract) => Promise<{ token?: string; hints?: FieldHints }>;
  seed: number;
  numRuns: number;
}

interface FuzzFailure {
  contract: string;
  problem: string;
  request: string;
}

export interface FuzzReport {
  failures: FuzzFailure[];
  requests: number;
  statuses: Record<string, number>;
}

/** Percent-encodes as a browser would, except that a lone surrogate goes out as its three raw bytes. */
export function encodeQueryValue(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function queryText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return "";
  if (Array.isArray(value)) return value.map((item) => queryText(item) ?? "").join(",");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

type QueryPair = [key: string, encodedValue: string];

const unknownKey = fc.constantFrom("uid", "admin", "__proto__", "constructor", "cursor", "x", "");

/** Query strings: the schema's fields with valid values, then some fields made hostile, dropped or doubled. */
function queryArbitrary(contract: Contract, hints: FieldHints): fc.Arbitrary<string> {
  const shape = shapeOf(contract.query) ?? {};
  const keys = Object.keys(shape);
  const valid: fc.Arbitrary<QueryPair[]> = contract.query
    ? validArbitrary(contract.query, hints).map((value) =>
        Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([key, item]): QueryPair[] => {
          const text = queryText(item);
          return text === undefined ? [] : [[key, encodeQueryValue(text)]];
        }),
      )
    : fc.constant([]);
  const anyKey = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), unknownKey) : unknownKey;
  const hostileText = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS).map(encodeQueryValue),
    fc.constantFrom(...RAW_QUERY_VALUES),
    fc.string({ unit: "binary", maxLength: 20 }).map(encodeQueryValue),
  );
  const mutation = fc.oneof(
    fc.tuple(fc.constant("set" as const), anyKey, hostileText),
    fc.tuple(fc.constant("add" as const), anyKey, hostileText),
    fc.tuple(fc.constant("drop" as const), anyKey, fc.constant("")),
  );
  return fc
    .tuple(valid, fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, fc.array(mutation, { maxLength: 3 })))
    .map(([pairs, mutations]) => {
      let result = [...pairs];
      for (const [kind, key, value] of mutations) {
        if (kind === "drop") result = result.filter(([name]) => name !== key);
        else if (kind === "set") result = [...result.filter(([name]) => name !== key), [key, value]];
        else result.push([key, value]);
      }
      return result.map(([key, value]) => `${encodeQueryValue(key)}=${value}`).join("&");
    });
}

const BROKEN_JSON = [
  "",
  "{",
  "null",
  "[]",
  '"text"',
  "1e999",
  '{"a":1} trailing',
  "\u0000",
  '{"__proto__":{"isAdmin":true}}',
];

/** Bodies: valid JSON documents, the same with fields made hostile or dropped, and text that is no JSON. */
function bodyArbitrary(contract: Contract, hints: FieldHints): fc.Arbitrary<string | undefined> {
  const junk = fc.oneof(
    fc.constantFrom(...BROKEN_JSON),
    hostileValue.map((value) => JSON.stringify(value) ?? ""),
  );
  if (!contract.body) {
    return contract.method === "GET" ? fc.constant(undefined) : fc.option(junk, { nil: undefined, freq: 4 });
  }
  const keys = Object.keys(shapeOf(contract.body) ?? {});
  const anyKey = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), unknownKey) : unknownKey;
  const mutated = fc
    .tuple(
      validArbitrary(contract.body, hints),
      fc.array(fc.tuple(fc.boolean(), anyKey, hostileValue), { minLength: 1, maxLength: 3 }),
    )
    .map(([value, mutations]) => {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return JSON.stringify(value);
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [drop, key, hostile] of mutations) {
        if (drop && key in copy) delete copy[key];
        else
          Object.defineProperty(copy, key, {
            value: hostile,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return JSON.stringify(copy);
    });
  return fc.oneof(
    { weight: 3, arbitrary: validArbitrary(contract.body, hints).map((value) => JSON.stringify(value)) },
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: junk },
  );
}

function caseArbitrary(contract: Contract, hints: FieldHints = {}): fc.Arbitrary<FuzzCase> {
  const token: fc.Arbitrary<FuzzCase["token"]> =
    contract.auth === "none"
      ? fc.constant("none")
      : fc.oneof(
          { weight: 10, arbitrary: fc.constant("caller" as const) },
          { weight: 1, arbitrary: fc.constantFrom("none" as const, "forged" as const) },
        );
  return fc.record(
    { token, query: queryArbitrary(contract, hints), body: bodyArbitrary(contract, hints) },
    {
      requiredKeys: ["token", "query"],
    },
  );
}

/** What is wrong with an answer, or undefined. Exported for the harness's own tests. */
export function judge(contract: Contract, sent: FuzzCase, status: number, text: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON: ${JSON.stringify(text.slice(0, 200))}`;
  }
  if (status >= 400) {
    const error = ApiErrorSchema.safeParse(json);
    if (!error.success) return `answered ${status} without the error shape: ${text.slice(0, 300)}`;
    if (status === 400) {
      const { field } = error.data.error;
      if (!field) return `answered 400 without naming the field: ${text.slice(0, 300)}`;
      const sentKeys = new Set<string>(["query", "body"]);
      for (const pair of sent.query.split("&")) {
        const name = pair.split("=")[0] ?? "";
        try {
          sentKeys.add(decodeURIComponent(name));
        } catch {
          sentKeys.add(name);
        }
      }
      for (const key of Object.keys(shapeOf(contract.query) ?? {})) sentKeys.add(key);
      for (const key of Object.keys(shapeOf(contract.body) ?? {})) sentKeys.add(key);
      const head = field.split(".")[0] ?? field;
      if (!sentKeys.has(head)) return `answered 400 naming "${field}", which is no field of the request`;
    }
    return undefined;
  }
  if (status >= 200 && status < 300) {
    const parsed = contract.response.safeParse(json);
    if (!parsed.success)
      return `answered ${status} outside the response schema (${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}): ${text.slice(0, 300)}`;
  }
  return undefined;
}

/** Runs every contract; answers what broke the rules (empty when none did), the count and the statuses. */
export async function fuzzContracts(options: FuzzOptions): Promise<FuzzReport> {
  const failures: FuzzFailure[] = [];
  const statuses: Record<string, number> = {};
  let requests = 0;
  for (const contract of options.contracts) {
    const { token: caller, hints = {} } = await options.callerFor(contract);
    const send = async (sent: FuzzCase) => {
      const headers: Record<string, string> = {};
      if (sent.token === "caller" && caller) headers.authorization = `Bearer ${caller}`;
      if (sent.token === "forged") headers.authorization = "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.";
      if (sent.body !== undefined) headers["content-type"] = "application/json";
      const path = sent.query ? `${contract.path}?${sent.query}` : contract.path;
      const response = await options.request(path, {
        method: contract.method,
        headers,
        ...(sent.body !== undefined ? { body: sent.body } : {}),
      });
      requests += 1;
      const key = `${contract.id} ${response.status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      return { status: response.status, text: await response.text(), path };
    };
    const result = await fc.check(
      fc.asyncProperty(caseArbitrary(contract, hints), async (sent) => {
        const { status, text, path } = await send(sent);
        const problem = judge(contract, sent, status, text);
        if (problem) {
          failures.push({
            contract: contract.id,
            problem,
            request: `${contract.method} ${path}${sent.body !== undefined ? ` body=${sent.body.slice(0, 300)}` : ""} token=${sent.token}`,
          });
          return false;
        }
        return true;
      }),
      // No shrinking: the failing request is reported as sent, and a broken endpoint stops its own runs.
      { seed: options.seed, numRuns: options.numRuns, endOnFailure: true },
    );
    if (result.failed && !failures.some((failure) => failure.contract === contract.id)) {
      failures.push({
        contract: contract.id,
        problem: String(result.errorInstance),
        request: "(see problem)",
      });
    }
  }
  return { failures, requests, statuses };
}
