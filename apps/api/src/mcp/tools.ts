// The MCP server's tools (docs/product.md#mcp-server). Each tool is one research route of the API: its
// input schema is the route contract's, and a call is dispatched in-process to that route with the caller's
// API key, so authentication, validation, rate limits, metering and the handler are the route's own.
import {
  type ChannelAnalysisRun,
  type Contract,
  type CreateCommentAnalysisResponse,
  contracts,
  type OutliersResponse,
  ResultsAnalysisRequestSchema,
  type ResultsReport,
  type VideoInsightsResponse,
} from "@vi/types";
import type { z } from "zod";

type Args = Record<string, unknown>;

export interface McpTool {
  name: string;
  title: string;
  description: string;
  /** The contract whose input the tool takes (its query or body schema). */
  input: z.ZodType;
  /** The route a call goes to. */
  route(args: Args): Contract;
  /** A line or two for the assistant to read; the whole answer goes in structuredContent. */
  summary(answer: unknown, args: Args): string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const MCP_TOOLS: readonly McpTool[] = [
  {
    name: "search_outliers",
    title: "Search outliers",
    description:
      "Videos that got far more views than their channel usually gets (the outlier score: views / the channel's median). Filter by title words (q), format (video or short), subscribers, views, outlier score and publication date; sort and page like the website's Outliers table.",
    input: contracts.getOutliers.query,
    route: () => contracts.getOutliers,
    summary(answer) {
      const { videoData, total, totalIsEstimate } = answer as OutliersResponse;
      const top = videoData
        .slice(0, 3)
        .map(
          (video) =>
            `"${video.videoTitle}"${video.videoOutlier === null ? "" : ` (${video.videoOutlier.toFixed(1)}x)`}`,
        )
        .join(", ");
      return `${plural(videoData.length, "outlier")} on this page of ${totalIsEstimate ? "about " : ""}${total}.${top ? ` Top: ${top}.` : ""}`;
    },
  },
  {
    name: "get_video_insights",
    title: "Video insights",
    description:
      "For up to 200 YouTube video ids: views, outlier score, recent views per hour, tags, channel and format. Videos the store does not hold yet are looked up on YouTube.",
    input: contracts.getVideoInsights.body,
    route: () => contracts.getVideoInsights,
    summary(answer, args) {
      const asked = new Set((args.ids as string[] | undefined) ?? []).size;
      return `Insights for ${(answer as VideoInsightsResponse).insights.length} of ${plural(asked, "video")} asked.`;
    },
  },
  {
    name: "analyze_channel",
    title: "Analyze a channel",
    description:
      "A channel analysis (channel id, @handle or channel URL): its outliers, best formats, upload days and hours. Uses one channel analysis of the plan's daily allowance; the same channel again today is free. When the channel is not in the store yet the analysis is queued: call again in a minute for the report.",
    input: contracts.startChannelAnalysis.body,
    route: () => contracts.startChannelAnalysis,
    summary(answer) {
      const run = answer as ChannelAnalysisRun;
      if (run.status === "done" && run.result)
        return `Channel analysis done (${plural(run.result.videos.length, "video")} read).`;
      if (run.status === "failed") return `The channel analysis failed: ${run.error ?? "unknown error"}.`;
      return `The channel analysis is ${run.status} (${run.progress.done} of ${run.progress.total}). Call analyze_channel again with the same channel in a minute; asking again today is free.`;
    },
  },
  {
    name: "analyze_search_results",
    title: "Analyze search results",
    description:
      "What wins for a search: the results' outlier scores, ages, lengths and channels. With videoIds (the results in page order, up to 50) those are analysed; without, the API searches YouTube for the query. Uses one search-result analysis of the plan's daily allowance.",
    input: ResultsAnalysisRequestSchema.partial({ videoIds: true }),
    route: (args) => (args.videoIds === undefined ? contracts.analyseKeyword : contracts.analyseResults),
    summary(answer, args) {
      const report = answer as ResultsReport;
      return `Search-result analysis of "${String(args.query)}" done (${report.source === "keyword" ? "searched on YouTube" : "from the given results"}).`;
    },
  },
  {
    name: "comment_ideas",
    title: "Comment ideas",
    description:
      "Video ideas from a video's top comments: viewers' questions, requests and recurring topics, with the comments' sentiment. Uses one comment analysis of the plan's daily allowance; the same video again today is free.",
    input: contracts.createCommentAnalysis.body,
    route: () => contracts.createCommentAnalysis,
    summary(answer) {
      const { analysis } = answer as CreateCommentAnalysisResponse;
      const { ideas, commentsAnalysed } = analysis.result;
      const top = ideas
        .slice(0, 3)
        .map((idea) => `"${idea.title}"`)
        .join(", ");
      return `${plural(ideas.length, "idea")} from ${plural(commentsAnalysed, "comment")}.${top ? ` Top: ${top}.` : ""}`;
    },
  },
];
