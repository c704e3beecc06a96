import {
  ChannelCurveQuerySchema,
  ChannelCurveResponseSchema,
  VideoHistoryQuerySchema,
  VideoHistoryResponseSchema,
} from "../history.ts";
import { defineContract } from "./define.ts";

export const historyContracts = {
  getVideoHistory: defineContract({
    id: "getVideoHistory",
    method: "GET",
    path: "/videos/history",
    auth: "user",
    summary: "A video's snapshots of its first 30 days and its title and thumbnail changes",
    query: VideoHistoryQuerySchema,
    response: VideoHistoryResponseSchema,
  }),
  getChannelCurve: defineContract({
    id: "getChannelCurve",
    method: "GET",
    path: "/channels/curve",
    auth: "user",
    summary: "A channel's typical start for a format: median and 25th-75th percentile views at fixed ages",
    query: ChannelCurveQuerySchema,
    response: ChannelCurveResponseSchema,
  }),
} as const;
