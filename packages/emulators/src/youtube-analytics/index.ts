export * from "./figures.ts";
export * from "./server.ts";
