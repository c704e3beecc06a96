export * from "./catalog.ts";
export * from "./feed.ts";
export * from "./hub.ts";
export * from "./server.ts";
