export * from "./admin.ts";
export * from "./analyses.ts";
export * from "./channel-analyses.ts";
// Both modules name these; the root export is the channel/results analyses' own (analyses.ts keeps its
// stored-analysis placeholders for its union). MERGE FIX by h-ext: the owners should rename one side.
export { ChannelAnalysisSchema, ResultsAnalysisSchema } from "./channel-analyses.ts";
export * from "./common.ts";
export * from "./contracts/index.ts";
export * from "./forms.ts";
export * from "./ids.ts";
export * from "./input.ts";
export * from "./messages.ts";
export * from "./plans.ts";
export * from "./queues.ts";
export * from "./recap.ts";
export * from "./user.ts";
export * from "./video.ts";
export * from "./youtube-accounts.ts";
