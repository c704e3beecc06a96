export * from "./catalog.ts";
export { EmulatorError } from "./errors.ts";
export { CHANNEL_ID_PATTERN, decodeVideoId, encodeVideoId, VIDEO_ID_PATTERN } from "./ids.ts";
export * from "./server.ts";
