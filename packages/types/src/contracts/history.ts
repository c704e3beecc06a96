import {
  ChannelCurveQuerySchema,
  ChannelCurveResponseSchema,
  VideoHistoryQuerySchema,
  VideoHistoryResponseSchema,
} from "../history.ts";
import { defineContract } from "./define.ts";
import { contractError, inputErrors, signedInErrors } from "./errors.ts";

export const historyContracts = {
  getVideoHistory: defineContract({
    id: "getVideoHistory",
    method: "GET",
    path: "/videos/history",
    auth: "user",
    summary: "A video's snapshots of its first 30 days and its title and thumbnail changes",
    query: VideoHistoryQuerySchema,
    response: VideoHistoryResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors(),
      contractError(404, "NOT_FOUND", "YouTube does not know the video"),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube cannot be reached, or the day's YouTube budget is spent",
      ),
    ],
  }),
  getChannelCurve: defineContract({
    id: "getChannelCurve",
    method: "GET",
    path: "/channels/curve",
    auth: "user",
    summary: "A channel's typical start for a format: median and 25th-75th percentile views at fixed ages",
    query: ChannelCurveQuerySchema,
    response: ChannelCurveResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors(),
      contractError(404, "NOT_FOUND", "The store holds no videos of the channel yet"),
    ],
  }),
} as const;
