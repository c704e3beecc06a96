export * from "./accounts.ts";
export * from "./server.ts";
