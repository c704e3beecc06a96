export * from "./admin.ts";
export * from "./common.ts";
export * from "./contracts/index.ts";
export * from "./forms.ts";
export * from "./messages.ts";
export * from "./plans.ts";
export * from "./user.ts";
export * from "./video.ts";
