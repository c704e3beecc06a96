export * from "./billing.ts";
export * from "./common.ts";
export * from "./forms.ts";
export * from "./messages.ts";
export * from "./plans.ts";
export * from "./user.ts";
export * from "./video.ts";
export * from "./youtube.ts";
