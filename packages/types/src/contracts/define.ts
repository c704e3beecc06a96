import type { z } from "zod";
import type { ContractError } from "./errors.ts";

/** Who may call an endpoint: anyone, any signed-in user (bearer token), or an admin. */
export type AuthLevel = "none" | "user" | "admin";
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** One endpoint: the server registers its route from it, the client calls it through it. */
export interface Contract {
  /** Also the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly auth: AuthLevel;
  /**
   * A personal API key (`Bearer vi_...`) may call this `user` route as its owner: the research routes
   * only, never account, billing, linking or admin ones (docs/product.md#api-keys).
   */
  readonly apiKey?: true;
  readonly summary: string;
  /** Query string schema; values arrive as strings, so the schemas coerce. */
  readonly query?: z.ZodType;
  /** JSON body schema. */
  readonly body?: z.ZodType;
  /** The 2xx JSON answer. */
  readonly response: z.ZodType;
  /** Every failure it may answer (besides a 500): status, code and when (errors.ts has the shared ones). */
  readonly errors: readonly ContractError[];
}

export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type QueryInput<C> = C extends { readonly query: infer Q extends z.ZodType }
  ? object extends z.input<Q>
    ? { query?: z.input<Q> }
    : { query: z.input<Q> }
  : unknown;
type BodyInput<C> = C extends { readonly body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown;

/** What a caller passes: `{ query }` and/or `{ body }` (query optional when every field is); `{}` when neither. */
export type ContractInput<C extends Contract> = Simplify<QueryInput<C> & BodyInput<C>>;

type QueryParsed<C> = C extends { readonly query: infer Q extends z.ZodType }
  ? { query: z.output<Q> }
  : unknown;
type BodyParsed<C> = C extends { readonly body: infer B extends z.ZodType } ? { body: z.output<B> } : unknown;

/** What the server's handler gets: the query and body after the contract's schemas parsed them. */
export type ContractParsedInput<C extends Contract> = Simplify<QueryParsed<C> & BodyParsed<C>>;

/** The parsed 2xx answer. */
export type ContractOutput<C extends Contract> = z.output<C["response"]>;

/** True when the input may be left out entirely (no body, no required query field). */
export type InputOptional<C extends Contract> = object extends ContractInput<C> ? true : false;

/** The error codes a contract declares (what `isContractError` narrows a client error to). */
export type ContractErrorCode<C extends Contract> = C["errors"][number]["code"];
