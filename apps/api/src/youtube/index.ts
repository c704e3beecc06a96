export * from "./client.ts";
export * from "./errors.ts";
export * from "./quota.ts";
export * from "./schemas.ts";
