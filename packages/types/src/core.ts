// `@vi/types/core`: what every context shares without zod (the extension's per-page content script, the
// landing page, the API): id formats, limits, error codes, plans and the plan rule, usage kinds. A unit
// test (core.test.ts) keeps this module free of runtime imports of zod.
export * from "./error-codes.ts";
export * from "./ids.ts";
export * from "./limits.ts";
export * from "./plan-constants.ts";
export * from "./plan-rule.ts";
