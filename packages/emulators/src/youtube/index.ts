export * from "./catalog.ts";
export * from "./feed.ts";
export * from "./server.ts";
export * from "./hub.ts";
