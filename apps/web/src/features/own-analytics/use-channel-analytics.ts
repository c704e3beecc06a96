// GET /getChannelAnalytics through TanStack Query: a linked channel's own analytics. The server keeps a
// report for the day, so the page asks again at most on a new visit; a 4xx is an answer, not retried.
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@vi/api-client";
import {
  type ChannelAnalyticsRelinkDetails,
  ChannelAnalyticsRelinkDetailsSchema,
  contracts,
} from "@vi/types";
import { api } from "../../auth/api.ts";

const channelAnalyticsKey = (channelId: string | null) => ["channel-analytics", channelId] as const;

export function useChannelAnalytics(channelId: string | null) {
  return useQuery({
    queryKey: channelAnalyticsKey(channelId),
    enabled: channelId !== null,
    queryFn: ({ signal }) =>
      api.call(contracts.getChannelAnalytics, { query: channelId ? { channelId } : {} }, { signal }),
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    staleTime: 10 * 60_000,
  });
}

/** Why the channel must be linked again, when the answer was the API's 409 saying so. */
export function relinkReason(error: unknown): ChannelAnalyticsRelinkDetails["reason"] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = ChannelAnalyticsRelinkDetailsSchema.safeParse(error.details);
  return details.success ? details.data.reason : null;
}
