// Saved Videos below 768px: one compact card per video.
import { formatAge } from "@vi/format";
import type { ReactNode } from "react";
import { Count, OutlierChip, VideoLink, watchUrl } from "../outliers/video-cells.tsx";
import { RowActions, type RowActionsProps } from "./row-actions.tsx";
import { Thumbnail } from "./thumbnail.tsx";

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[10px] font-medium tracking-wide text-zinc-400 uppercase">{label}</dt>
      <dd className="truncate text-sm text-zinc-100 tabular-nums">{children}</dd>
    </div>
  );
}

export function SavedVideoCard({ video, removing, onRemove }: RowActionsProps) {
  return (
    <article aria-label={video.videoTitle} className="rounded-xl border border-white/10 bg-zinc-900/60 p-3">
      <div className="flex gap-3">
        <a
          href={watchUrl(video.videoId)}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={-1}
          aria-hidden="true"
          className="w-32 shrink-0"
        >
          <Thumbnail videoId={video.videoId} duration={video.videoDuration} />
        </a>
        <div className="min-w-0 flex-1">
          <h3 className="text-sm leading-snug">
            <VideoLink videoId={video.videoId} title={video.videoTitle} className="line-clamp-2" />
          </h3>
          <p className="mt-1 truncate text-xs text-zinc-400">
            {video.channelTitle}
            <span aria-hidden="true"> · </span>
            <Count value={video.channelSubscriberCount} suffix="subscribers" /> subs
          </p>
          <p className="mt-0.5 text-xs text-zinc-400">{formatAge(video.videoPublishedAt)}</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 rounded-lg bg-zinc-950/50 px-3 py-2">
        <Stat label="Outlier">
          <OutlierChip score={video.videoOutlier} />
        </Stat>
        <Stat label="Views">
          <Count value={video.videoViewCount} suffix="views" />
        </Stat>
        <Stat label="VPH">
          <Count value={video.videoVph} suffix="views per hour" />
        </Stat>
        <Stat label="Likes">
          <Count value={video.videoLikeCount} suffix="likes" />
        </Stat>
        <Stat label="Comments">
          <Count value={video.videoCommentCount} suffix="comments" />
        </Stat>
        <Stat label="Ch. Videos">
          <Count value={video.channelVideoCount} suffix="videos" />
        </Stat>
      </dl>
      <RowActions video={video} removing={removing} onRemove={onRemove} className="mt-3 justify-end" />
    </article>
  );
}
