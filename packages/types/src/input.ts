// The rules every outside input goes through (issue 21): text, whole numbers and decimals of query
// strings, dates, time zones. Every string and number of every contract's query and body is built from
// these; contracts.test.ts walks the contracts and names any field that is not.
import { z } from "zod";

/**
 * Control characters (C0, DEL, C1). Newline and tab are allowed in multi-line text only; PostgreSQL text
 * cannot hold NUL at all (a NUL reached the database as a 500 before these rules).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, newline and tab allowed.
const CONTROL_CHARS_MULTILINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Well-formed Unicode: no lone surrogate (which the database driver would silently turn into U+FFFD). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** No control characters; `multiline` allows newline and tab. */
export function hasNoControlChars(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_CHARS_MULTILINE : CONTROL_CHARS).test(value);
}

// The checks' functions are the marks contracts.test.ts looks for (see isCheckedText).
const singleLineCheck = (value: string) => hasNoControlChars(value, false);
const multiLineCheck = (value: string) => hasNoControlChars(value, true);

export interface TextInputOptions {
  /** Smallest length after trimming; 0 (the default) allows an empty string. */
  min?: number;
  /** Allows newline and tab (a message, a description); "\r\n" and "\r" become "\n". */
  multiline?: boolean;
  /** Starts the messages ("Name is required"); without it they start with "Must" and the field's path names it. */
  label?: string;
}

/**
 * Text from outside: trimmed, well-formed Unicode, no control characters (newline and tab allowed in
 * multi-line text), at most `max` characters (UTF-16 code units, what JavaScript and the forms count).
 */
export function textInput(max: number, options: TextInputOptions = {}) {
  const { min = 0, multiline = false, label } = options;
  const say = (withLabel: string, alone: string) => (label ? `${label} ${withLabel}` : alone);
  let schema = z.string(label ? `${label} is required` : undefined).trim();
  if (multiline) schema = schema.overwrite((value) => value.replace(/\r\n?/g, "\n"));
  if (min > 0) {
    schema = schema.min(
      min,
      min === 1
        ? say("is required", "Required")
        : say(`must be at least ${min} characters`, `Must be at least ${min} characters`),
    );
  }
  return schema
    .max(max, say(`must be at most ${max} characters`, `Must be at most ${max} characters`))
    .refine(isWellFormedText, say("contains invalid Unicode", "Must be valid Unicode (no lone surrogates)"))
    .refine(
      multiline ? multiLineCheck : singleLineCheck,
      say(
        "contains characters that are not allowed",
        multiline
          ? "Must not contain control characters (other than newline and tab)"
          : "Must not contain control characters",
      ),
    );
}

/** Longest email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** An email address from outside: trimmed text, then the email format. */
export function emailInput(message = "Please enter a valid email address", label?: string) {
  return textInput(EMAIL_MAX_LENGTH, { min: 1, ...(label ? { label } : {}) }).pipe(z.email(message));
}

/** An identifier of a fixed shape (a YouTube id...): the pattern must match the whole value (^...$). */
export function patternInput(pattern: RegExp, message: string) {
  if (!pattern.source.startsWith("^") || !pattern.source.endsWith("$"))
    throw new Error(`patternInput: ${pattern} must be anchored with ^ and $`);
  return z.string(message).regex(pattern, message);
}

/**
 * Largest whole number a count parameter takes: the largest integer JavaScript holds exactly, far below
 * PostgreSQL's bigint limit (2^63 - 1), so a bound always reaches the database as an exact integer.
 */
export const COUNT_PARAM_MAX = Number.MAX_SAFE_INTEGER;

/** Decimal digits only: no sign, exponent, hex/octal/binary prefix, fraction or spaces. */
const DECIMAL_INTEGER = /^\d{1,16}$/;
/** Digits with an optional fraction: no exponent ("1e3"), no "Infinity", no leading/trailing dot. */
const DECIMAL_NUMBER = /^\d{1,16}(\.\d{1,16})?$/;

export interface NumberParamOptions {
  min?: number;
  max?: number;
}

/**
 * A whole number in a query string: decimal digits (or a number from a typed caller), within
 * [min, max] (default 0..COUNT_PARAM_MAX). "1.5", "1e3", "0x10", "-1" are refused, never rounded.
 */
export function integerParam({ min = 0, max = COUNT_PARAM_MAX }: NumberParamOptions = {}) {
  const message = `Must be a whole number from ${min} to ${max}`;
  const bounded = z.number(message).int(message).min(min, message).max(max, message);
  return z
    .union([bounded, z.string(message).regex(DECIMAL_INTEGER, message)], { error: message })
    .transform((value) => Number(value))
    .pipe(bounded);
}

/** A decimal number in a query string ("2", "1.5"), within [min, max]; no exponent, hex or infinity. */
export function decimalParam({ min = 0, max = 1e9 }: NumberParamOptions = {}) {
  const message = `Must be a number from ${min} to ${max}`;
  const bounded = z.number(message).min(min, message).max(max, message);
  return z
    .union([bounded, z.string(message).regex(DECIMAL_NUMBER, message)], { error: message })
    .transform((value) => Number(value))
    .pipe(bounded);
}

/** Earliest and latest dates the API takes (inclusive): inside PostgreSQL's and JavaScript's ranges. */
export const DATE_PARAM_MIN = "1970-01-01";
export const DATE_PARAM_MAX = "2100-12-31";
const DATE_MIN_MS = Date.parse(`${DATE_PARAM_MIN}T00:00:00Z`);
const DATE_MAX_MS = Date.parse(`${DATE_PARAM_MAX}T23:59:59.999Z`);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An instant with a zone: "2024-05-01T10:00:00Z", "...+02:00", optional fraction. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant a date parameter stands for (YYYY-MM-DD is midnight UTC), or undefined when it is not a real date. */
export function parseDateParam(value: string): Date | undefined {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1, 4).map(Number) as [number, number, number];
    return isCalendarDate(year, month, day) ? new Date(Date.UTC(year, month - 1, day)) : undefined;
  }
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return undefined;
  const [year, month, day, hour, minute] = dateTime.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = dateTime[7] === undefined ? 0 : Number(dateTime[7]);
  const offsetHour = dateTime[10] === undefined ? 0 : Number(dateTime[10]);
  const offsetMinute = dateTime[11] === undefined ? 0 : Number(dateTime[11]);
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  if (offsetHour > 23 || offsetMinute > 59) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/**
 * A date in a query string: a real calendar date (YYYY-MM-DD, midnight UTC) or an ISO instant with a
 * zone, from 1970-01-01 to 2100-12-31. The output is the text as sent; parseDateParam gives the instant.
 */
export function dateParam() {
  const message = `Must be a date (YYYY-MM-DD) or an ISO date-time with a zone, from ${DATE_PARAM_MIN} to ${DATE_PARAM_MAX}`;
  return z.string(message).max(40, message).refine(dateCheck, message);
}

function dateCheck(value: string): boolean {
  const date = parseDateParam(value);
  if (!date) return false;
  const ms = date.getTime();
  return ms >= DATE_MIN_MS && ms <= DATE_MAX_MS;
}

/**
 * The canonical name of a time zone the runtime knows ("US/Pacific" -> "America/Los_Angeles"), or
 * undefined. Only name-shaped values: newer engines also take offsets such as "+05:00".
 */
export function canonicalTimeZone(timeZone: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A time zone from outside: an IANA name, stored as its canonical name (legacy aliases resolved). */
export const TimezoneInputSchema = textInput(64)
  .refine((value) => canonicalTimeZone(value) !== undefined, "Invalid time zone (expected an IANA name)")
  .transform((value) => canonicalTimeZone(value) ?? value);

/**
 * Whether a string schema carries the text or the date rule (input-audit.ts: every input string must,
 * unless a whole-value pattern bounds it).
 */
export function isCheckedText(schema: z.ZodString): boolean {
  const checks = schema._zod.def.checks ?? [];
  return checks.some((check) => {
    const fn = (check._zod.def as { fn?: unknown }).fn;
    return fn === singleLineCheck || fn === multiLineCheck || fn === dateCheck;
  });
}
