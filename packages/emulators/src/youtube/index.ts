export * from "./catalog.ts";
export * from "./server.ts";
