// Finds the input fields of a contract that do not follow the input rules (input.ts): a string that is
// neither checked text nor a whole-value pattern, a number without both bounds or parsed loosely
// (z.coerce), a list without a maximum, a value of any shape. contracts.test.ts runs it on every contract.
import type { z } from "zod";
import { isCheckedText } from "../input.ts";
import type { Contract } from "./define.ts";

type AnySchema = z.core.$ZodType;

interface Def {
  type: string;
  coerce?: boolean;
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  options?: AnySchema[];
  keyType?: AnySchema;
  valueType?: AnySchema;
  left?: AnySchema;
  right?: AnySchema;
  items?: AnySchema[];
  rest?: AnySchema | null;
  catchall?: AnySchema;
  getter?: () => AnySchema;
  checks?: { _zod: { def: CheckDef } }[];
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  maximum?: number;
  length?: number;
  value?: number | bigint;
}

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** Whether a string or list has a maximum length. */
function hasMaxLength(def: Def): boolean {
  return checksOf(def).some(
    (check) =>
      (check.check === "max_length" && Number.isFinite(check.maximum)) || check.check === "length_equals",
  );
}

/** Whether a number has both a lower and an upper bound. */
function isBoundedNumber(def: Def): boolean {
  const kinds = new Set(
    checksOf(def)
      .filter((check) => typeof check.value === "number" && Number.isFinite(check.value))
      .map((check) => check.check),
  );
  return kinds.has("greater_than") && kinds.has("less_than");
}

function isAnchoredPattern(def: Def): boolean {
  return (def.checks ?? []).some((check) => {
    const { format, pattern } = check._zod.def;
    return format === "regex" && pattern !== undefined && /^\^.*\$$/.test(pattern.source);
  });
}

/** Problems of one input schema, each "path: what is wrong". */
export function auditInputSchema(schema: AnySchema, path = "", seen = new Set<AnySchema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const at = path || "(root)";
  const walk = (child: AnySchema | undefined, childPath = path) =>
    child ? auditInputSchema(child, childPath, seen) : [];
  switch (def.type) {
    case "string": {
      if (isAnchoredPattern(def)) return [];
      if (isCheckedText(schema as z.ZodString) && hasMaxLength(def)) return [];
      return [`${at}: plain string (use textInput(max) or another rule of input.ts)`];
    }
    case "number": {
      if (def.coerce)
        return [`${at}: z.coerce.number parses "0x10" and "1e3" (use integerParam/decimalParam)`];
      if (!isBoundedNumber(def)) return [`${at}: number without a minimum and a maximum`];
      return [];
    }
    case "bigint":
      return [`${at}: bigint input (use integerParam)`];
    case "array":
      return [
        ...(hasMaxLength(def) ? [] : [`${at}: list without a maximum length`]),
        ...walk(def.element, `${path}[]`),
      ];
    case "object":
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
          walk(child, path ? `${path}.${key}` : key),
        ),
        ...(def.catchall && defOf(def.catchall).type !== "never" ? walk(def.catchall, `${path}.*`) : []),
      ];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return walk(def.innerType);
    case "pipe":
      // Only the first schema sees the raw input, unless it is a preprocess (a transform) before the next.
      return def.in && defOf(def.in).type === "transform" ? walk(def.out) : walk(def.in);
    case "union":
      return (def.options ?? []).flatMap((option) => walk(option));
    case "intersection":
      return [...walk(def.left), ...walk(def.right)];
    case "record":
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case "tuple":
      return [
        ...(def.items ?? []).flatMap((item, index) => walk(item, `${path}[${index}]`)),
        ...(def.rest ? walk(def.rest, `${path}[]`) : []),
      ];
    case "lazy":
      return def.getter ? walk(def.getter()) : [];
    case "enum":
    case "literal":
    case "boolean":
    case "null":
    case "undefined":
    case "never":
    case "transform":
      return [];
    default:
      return [`${at}: ${def.type} input is not checked by a rule`];
  }
}

/** Problems of every contract's query and body, each "contractId query|body path: what is wrong". */
export function auditContracts(contractList: readonly Contract[]): string[] {
  return contractList.flatMap((contract) => [
    ...(contract.query
      ? auditInputSchema(contract.query).map((problem) => `${contract.id} query ${problem}`)
      : []),
    ...(contract.body
      ? auditInputSchema(contract.body).map((problem) => `${contract.id} body ${problem}`)
      : []),
  ]);
}
