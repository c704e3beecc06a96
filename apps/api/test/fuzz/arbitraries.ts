// Request parts generated from a contract's zod schemas (fast-check): values the schema should accept,
// and the same with fields swapped for hostile ones (wrong types, huge and odd strings, NUL, lone
// surrogates, numbers and dates at the edges). Generation follows the schema's definition, so a contract
// added later is fuzzed without a line here.
import fc from "fast-check";
import type { z } from "zod";

type AnySchema = z.core.$ZodType;

interface Def {
  type: string;
  format?: string;
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  options?: AnySchema[];
  keyType?: AnySchema;
  valueType?: AnySchema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => AnySchema;
  left?: AnySchema;
  right?: AnySchema;
  checks?: { _zod: { def: CheckDef } }[];
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

/** Values known to exist (the caller's email, stored video ids...), by field name: valid cases use them often. */
export type FieldHints = Readonly<Record<string, readonly unknown[]>>;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** Whether an object key may be left out. */
function isOptionalKey(schema: AnySchema): boolean {
  return (schema._zod as { optin?: string }).optin === "optional";
}

/** The object shape a contract part validates (through optional, pipe, strict...), if any. */
export function shapeOf(schema: AnySchema | undefined): Record<string, AnySchema> | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === "object") return def.shape;
  if (def.innerType) return shapeOf(def.innerType);
  if (def.type === "pipe") return shapeOf(def.in) ?? shapeOf(def.out);
  return undefined;
}

const DAY_MS = 86_400_000;
/** Instants from a little before 1970 to a little after 2100: the date rule's edges and both sides. */
const instant = fc
  .integer({ min: Date.UTC(1969, 11, 30) / DAY_MS, max: Date.UTC(2101, 0, 2) / DAY_MS })
  .chain((day) => fc.integer({ min: 0, max: DAY_MS - 1 }).map((ms) => new Date(day * DAY_MS + ms)));

/** Candidate text: short printable text, dates (both forms), emails, addresses, any code point. */
const textCandidate = (min: number, max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 40)) }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, 20) }) },
    { weight: 1, arbitrary: instant.map((date) => date.toISOString()) },
    { weight: 1, arbitrary: instant.map((date) => date.toISOString().slice(0, 10)) },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.webUrl() },
  );

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e12;
  let max = 1e12;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === "greater_than" && typeof check.value === "number") min = check.value;
    if (check.check === "less_than" && typeof check.value === "number") max = check.value;
    if (check.check === "number_format" && (check.format === "safeint" || check.format?.startsWith("int")))
      integer = true;
  }
  if (integer) {
    const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    // Small values are the ones that find rows; the bounds themselves are the edges.
    return fc.oneof(
      fc.integer({ min: lo, max: Math.min(hi, lo + 100) }),
      fc.constantFrom(lo, hi),
      fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) }),
    );
  }
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

/** Addresses as people type them (fast-check's own are RFC-exotic and mostly refused by the format check). */
const email = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,15}$/),
        fc.constantFrom("example.com", "mail.test", "a.co"),
      )
      .map(([local, domain]) => `${local}@${domain}`),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const pattern = checks.find((check) => check.format === "regex")?.pattern;
  if (pattern && /^\^.*\$$/.test(pattern.source)) return fc.stringMatching(pattern);
  const format = def.format ?? checks.find((check) => check.check === "string_format")?.format;
  if (format === "email") return email;
  if (format === "url") return fc.webUrl();
  const min = checks.find((check) => check.check === "min_length")?.minimum ?? 0;
  const max = checks.find((check) => check.check === "max_length")?.maximum ?? 200;
  return textCandidate(min, max);
}

/** Values the schema is meant to accept (most are; the ones that are not are fine as cases too). */
export function validArbitrary(schema: AnySchema, hints: FieldHints = {}, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const walk = (child: AnySchema | undefined) =>
    child && depth < 12 ? validArbitrary(child, hints, depth + 1) : fc.constant(undefined);
  const field = (key: string, child: AnySchema) => {
    const known = hints[key];
    return known && known.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: walk(child) })
      : walk(child);
  };
  switch (def.type) {
    case "string":
      return stringArbitrary(def);
    case "number":
      return numberArbitrary(def);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? { none: "none" }));
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "null":
      return fc.constant(null);
    case "undefined":
    case "never":
    case "transform":
      return fc.constant(undefined);
    case "array": {
      const checks = checksOf(def);
      const min = checks.find((check) => check.check === "min_length")?.minimum ?? 0;
      const max = checks.find((check) => check.check === "max_length")?.maximum ?? 5;
      return fc.array(walk(def.element), { minLength: min, maxLength: Math.max(min, Math.min(max, 5)) });
    }
    case "object": {
      const entries = Object.entries(def.shape ?? {});
      const model = Object.fromEntries(entries.map(([key, child]) => [key, field(key, child)]));
      const requiredKeys = entries.filter(([, child]) => !isOptionalKey(child)).map(([key]) => key);
      return fc.record(model, { requiredKeys });
    }
    case "optional":
      // Often left out: filters given all at once mostly contradict each other.
      return fc.option(walk(def.innerType), { nil: undefined, freq: 2 });
    case "nullable":
      return fc.option(walk(def.innerType), { nil: null, freq: 4 });
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return walk(def.innerType);
    case "pipe": {
      // A preprocess (transform first) sees anything: generate for what follows it. A format check after
      // trimmed text (an email) is what the value must look like.
      const first = def.in ? defOf(def.in) : undefined;
      if (first?.type === "transform") return walk(def.out);
      const next = def.out ? defOf(def.out) : undefined;
      if (
        next?.type === "string" &&
        (next.format || checksOf(next).some((check) => check.check === "string_format"))
      )
        return walk(def.out);
      return walk(def.in);
    }
    case "union":
      return fc.oneof(...(def.options ?? []).map((option) => walk(option)));
    case "intersection":
      return walk(def.left);
    case "record":
      return fc.dictionary(walk(def.keyType) as fc.Arbitrary<string>, walk(def.valueType), { maxKeys: 3 });
    case "lazy":
      return def.getter ? walk(def.getter()) : fc.anything();
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** Strings that broke or nearly broke the API before (issue 21), and their neighbours. */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "x\ud800y",
  "\udc00",
  "\ud83d",
  "a\u0007b",
  "a\u009fb",
  "line\nbreak",
  "tab\tchar",
  "\u200b\u202e\ufeff",
  "😀".repeat(60),
  "ǅ̸̡̢̛͉͍͓̞̃̓̽͐̓͐",
  "a".repeat(257),
  "a".repeat(10_001),
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "../../etc/passwd",
  "%00",
  "0",
  "-0",
  "-1",
  "1.5",
  ".5",
  "5.",
  "1e3",
  "1e19",
  "4.9e-324",
  "0x10",
  "0b11",
  "0o7",
  " 12",
  "12 ",
  "+5",
  "NaN",
  "Infinity",
  "-Infinity",
  "9007199254740991",
  "9007199254740992",
  "9223372036854775807",
  "9223372036854775808",
  "99999999999999999999999",
  "0000-01-01",
  "0001-01-01T00:00:00+23:59",
  "9999-12-31T23:59:59-23:59",
  "1969-12-31",
  "1969-12-31T23:59:59Z",
  "1970-01-01",
  "1970-01-01T00:00:00-00:01",
  "2100-12-31",
  "2100-12-31T23:59:59.999Z",
  "2101-01-01",
  "2024-02-30",
  "2024-13-01",
  "US/Pacific-New",
  "Europe/Atlantis",
  "admin",
  "dQw4w9WgXcQ",
  `UC${"a".repeat(22)}`,
];

/** A value of any shape that a field should refuse (or accept only after its own rules). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0,
      2 ** 53,
      2 ** 63,
      1e308,
      -1e308,
      Number.MIN_VALUE,
      [],
      {},
      [1, 2],
      { nested: { deep: ["x"] } },
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(fc.string(), { maxLength: 3 }) },
);

/** Query-string text sent as written (already percent-encoded): bytes no UTF-8 decoder accepts, and so on. */
export const RAW_QUERY_VALUES: readonly string[] = ["%ED%A0%80", "%FF", "%", "%zz", "%00", "a%2Cb", "%E2%82"];
