// A linked channel's own analytics (docs/product.md#your-channel).
import { ChannelAnalyticsResponseSchema, GetChannelAnalyticsQuerySchema } from "../own-analytics.ts";
import { defineContract } from "./define.ts";
import { contractError, inputErrors, signedInErrors } from "./errors.ts";

export const ownAnalyticsContracts = {
  getChannelAnalytics: defineContract({
    id: "getChannelAnalytics",
    method: "GET",
    path: "/getChannelAnalytics",
    auth: "user",
    summary:
      "A channel the caller linked (the current account by default), from YouTube Analytics: the last 28 days against the 28 before, per day, the top 10 videos and the traffic sources; kept per channel and day; 409 with details.reason when the channel must be linked again",
    query: GetChannelAnalyticsQuerySchema.strict(),
    response: ChannelAnalyticsResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors(),
      contractError(404, "NOT_FOUND", "The channel is not linked to the account"),
      contractError(409, "CONFLICT", "The link lacks a permission or must be made again (details say which)"),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube channel linking is not configured, or Google does not answer",
      ),
    ],
  }),
} as const;
