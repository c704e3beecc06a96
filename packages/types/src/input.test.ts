import { describe, expect, it } from "vitest";
import {
  COUNT_PARAM_MAX,
  canonicalTimeZone,
  dateParam,
  decimalParam,
  emailInput,
  integerParam,
  parseDateParam,
  TimezoneInputSchema,
  textInput,
} from "./input.ts";
import { UpdateUserRequestSchema } from "./user.ts";

describe("textInput", () => {
  const name = textInput(10, { min: 1, label: "Name" });
  const message = textInput(50, { multiline: true });

  it("trims and keeps ordinary text, emoji and other scripts", () => {
    expect(name.parse("  Ada  ")).toBe("Ada");
    expect(name.parse("Zoë 😀")).toBe("Zoë 😀");
    expect(textInput(20).parse("東京 — مرحبا")).toBe("東京 — مرحبا");
  });

  it.each([
    ["a NUL", "a\u0000b", "Name contains characters that are not allowed"],
    ["a newline in one-line text", "a\nb", "Name contains characters that are not allowed"],
    ["a tab in one-line text", "a\tb", "Name contains characters that are not allowed"],
    ["DEL", "a\u007Fb", "Name contains characters that are not allowed"],
    ["a C1 control", "a\u0085b", "Name contains characters that are not allowed"],
    ["a lone high surrogate", "x\uD800y", "Name contains invalid Unicode"],
    ["a lone low surrogate", "x\uDC00y", "Name contains invalid Unicode"],
    ["only spaces", "   ", "Name is required"],
    ["too long", "x".repeat(11), "Name must be at most 10 characters"],
  ])("refuses %s", (_what, value, error) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(error);
  });

  it("refuses a value that is not a string", () => {
    expect(name.safeParse(5).success).toBe(false);
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe("Name is required");
  });

  it("allows newline and tab in multi-line text, normalising line ends", () => {
    expect(message.parse("one\r\ntwo\rthree\n\tfour")).toBe("one\ntwo\nthree\n\tfour");
    expect(message.safeParse("a\u0000b").success).toBe(false);
    expect(message.safeParse("a\u000Bb").success).toBe(false);
  });

  it("counts the length after trimming", () => {
    expect(name.parse(`  ${"x".repeat(10)}  `)).toBe("x".repeat(10));
  });
});

describe("emailInput", () => {
  it("trims, checks the format and bounds the length", () => {
    const email = emailInput();
    expect(email.parse(" ada@example.com ")).toBe("ada@example.com");
    expect(email.safeParse("ada@").success).toBe(false);
    expect(email.safeParse("ada\u0000@example.com").success).toBe(false);
    expect(email.safeParse(`${"a".repeat(250)}@example.com`).success).toBe(false);
  });
});

describe("integerParam", () => {
  const limit = integerParam({ min: 1, max: 200 });

  it("takes decimal digits and whole numbers", () => {
    expect(limit.parse("25")).toBe(25);
    expect(limit.parse("007")).toBe(7);
    expect(limit.parse(25)).toBe(25);
    expect(integerParam().parse(String(COUNT_PARAM_MAX))).toBe(COUNT_PARAM_MAX);
  });

  it.each([
    "0x10",
    "0b11",
    "0o7",
    "1e2",
    "1.5",
    ".5",
    "-1",
    "+5",
    " 5",
    "5 ",
    "",
    "Infinity",
    "NaN",
    "0",
    "201",
  ])("refuses %j", (value) => {
    expect(limit.safeParse(value).error?.issues[0]?.message).toBe("Must be a whole number from 1 to 200");
  });

  it("refuses numbers past the exact integers and non-integers from callers", () => {
    expect(integerParam().safeParse("9007199254740992").success).toBe(false);
    expect(integerParam().safeParse("10000000000000000000").success).toBe(false);
    expect(limit.safeParse(2.5).success).toBe(false);
    expect(limit.safeParse(Number.NaN).success).toBe(false);
  });
});

describe("decimalParam", () => {
  const ratio = decimalParam({ max: 1000 });

  it("takes digits with an optional fraction", () => {
    expect(ratio.parse("2.5")).toBe(2.5);
    expect(ratio.parse("10")).toBe(10);
    expect(ratio.parse(0.25)).toBe(0.25);
  });

  it.each(["1e2", "0x10", ".5", "5.", "-1", "Infinity", "NaN", "1000.5", "1,5"])("refuses %j", (value) => {
    expect(ratio.safeParse(value).success).toBe(false);
  });

  it("refuses infinite numbers from callers", () => {
    expect(ratio.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });
});

describe("dateParam", () => {
  const date = dateParam();

  it.each([
    "2024-02-29",
    "1970-01-01",
    "2100-12-31",
    "2024-05-01T10:00:00Z",
    "2024-05-01T10:00:00.123+02:00",
    "2024-05-01T10:00Z",
  ])("takes %j", (value) => {
    expect(date.parse(value)).toBe(value);
  });

  it.each([
    "0000-01-01",
    "0001-01-01T00:00:00+23:59",
    "9999-12-31T23:59:59-23:59",
    "2023-02-29",
    "2024-13-01",
    "2024-04-31",
    "1969-12-31",
    "2101-01-01",
    "2024-05-01T24:00:00Z",
    "2024-05-01T10:00:00",
    "2024-05-01T10:00:00+24:00",
    "yesterday",
    "1714557600",
    "+002024-05-01",
  ])("refuses %j", (value) => {
    expect(date.safeParse(value).success).toBe(false);
  });

  it("gives the instant: a date is midnight UTC", () => {
    expect(parseDateParam("2024-05-01")?.toISOString()).toBe("2024-05-01T00:00:00.000Z");
    expect(parseDateParam("2024-05-01T02:00:00+02:00")?.toISOString()).toBe("2024-05-01T00:00:00.000Z");
  });
});

describe("TimezoneInputSchema", () => {
  it("stores the canonical name of a legacy alias", () => {
    expect(TimezoneInputSchema.parse("US/Pacific-New")).toBe(canonicalTimeZone("US/Pacific-New"));
    expect(TimezoneInputSchema.parse("US/Pacific")).toBe("America/Los_Angeles");
    expect(TimezoneInputSchema.parse("Europe/Paris")).toBe("Europe/Paris");
    expect(TimezoneInputSchema.parse(" UTC ")).toBe("UTC");
  });

  it.each(["Mars/Olympus", "+05:00", "", "Europe/Paris\u0000", "x".repeat(65)])("refuses %j", (value) => {
    expect(TimezoneInputSchema.safeParse(value).success).toBe(false);
  });
});

describe("a user update (issue 21)", () => {
  it("refuses a NUL or a lone surrogate in the name", () => {
    expect(UpdateUserRequestSchema.safeParse({ name: "a\u0000b" }).success).toBe(false);
    expect(UpdateUserRequestSchema.safeParse({ name: "x\uD800y" }).success).toBe(false);
  });
});
