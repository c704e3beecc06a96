import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decimalParam, emailInput, integerParam, patternInput, textInput } from "../input.ts";
import { type Contract, contracts, defineContract } from "./index.ts";
import { auditContracts, auditInputSchema } from "./input-audit.ts";

describe("every contract's input follows the input rules", () => {
  it("names no field", () => {
    expect(auditContracts(Object.values(contracts) as Contract[])).toEqual([]);
  });
});

describe("auditInputSchema", () => {
  it("names plain strings, loose or unbounded numbers, unbounded lists and unknown values", () => {
    const schema = z.object({
      name: z.string().max(10),
      nested: z.object({ tags: z.array(textInput(20)) }),
      limit: z.coerce.number().int().min(1).max(5),
      score: z.number().min(0),
      any: z.unknown(),
      fine: textInput(10).optional(),
      email: emailInput(),
      id: patternInput(/^[a-z]{3}$/, "bad id"),
      count: integerParam(),
      ratio: decimalParam(),
      choice: z.enum(["a", "b"]),
      preprocessed: z.preprocess((value) => value, z.string()),
    });
    expect(auditInputSchema(schema)).toEqual([
      "name: plain string (use textInput(max) or another rule of input.ts)",
      "nested.tags: list without a maximum length",
      'limit: z.coerce.number parses "0x10" and "1e3" (use integerParam/decimalParam)',
      "score: number without a minimum and a maximum",
      "any: unknown input is not checked by a rule",
      "preprocessed: plain string (use textInput(max) or another rule of input.ts)",
    ]);
  });

  it("names the contract and the part of the request", () => {
    const contract = defineContract({
      id: "x",
      method: "POST",
      path: "/x",
      auth: "none",
      summary: "x",
      query: z.object({ q: z.string() }),
      body: z.object({ items: z.array(z.string().regex(/a/)).max(2) }),
      response: z.object({}),
      errors: [],
    });
    expect(auditContracts([contract])).toEqual([
      "x query q: plain string (use textInput(max) or another rule of input.ts)",
      "x body items[]: plain string (use textInput(max) or another rule of input.ts)",
    ]);
  });
});
