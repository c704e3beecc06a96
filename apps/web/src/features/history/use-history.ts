// Server state of a video's history page: its snapshots and changes, then its channel's typical start
// for the video's format (TanStack Query over the contracts).
import { useQuery } from "@tanstack/react-query";
import { contracts, type VideoFormat } from "@vi/types";
import { api } from "../../auth/api.ts";

const videoHistoryKey = (videoId: string) => ["video-history", videoId] as const;
const channelCurveKey = (channelId: string, format: VideoFormat) =>
  ["channel-curve", channelId, format] as const;

/** Snapshots change at most hourly: a minute of staleness costs nothing. */
const STALE_MS = 60_000;

export function useVideoHistory(videoId: string, enabled: boolean) {
  return useQuery({
    queryKey: videoHistoryKey(videoId),
    queryFn: ({ signal }) => api.call(contracts.getVideoHistory, { query: { videoId } }, { signal }),
    enabled,
    staleTime: STALE_MS,
  });
}

export function useChannelCurve(channelId: string | undefined, format: VideoFormat | undefined) {
  return useQuery({
    queryKey: channelCurveKey(channelId ?? "", format ?? "long"),
    queryFn: ({ signal }) =>
      api.call(
        contracts.getChannelCurve,
        { query: { channelId: channelId ?? "", format: format ?? "long" } },
        { signal },
      ),
    enabled: channelId !== undefined && format !== undefined,
    staleTime: STALE_MS,
  });
}
