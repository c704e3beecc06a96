// Saved Videos below 768px: one compact card per video.
import type { ReactNode } from "react";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
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
  const { t } = useT("research");
  const format = useFormat();
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
            <span
              title={`${format.number(Math.round(video.channelSubscriberCount))} ${t("cells.subscribers")}`}
            >
              {t("savedVideos.subsLine", { value: format.count(video.channelSubscriberCount) })}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-zinc-400">{format.age(video.videoPublishedAt)}</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 rounded-lg bg-zinc-950/50 px-3 py-2">
        <Stat label={t("columns.outlier")}>
          <OutlierChip score={video.videoOutlier} />
        </Stat>
        <Stat label={t("columns.views")}>
          <Count value={video.videoViewCount} suffix={t("cells.views")} />
        </Stat>
        <Stat label={t("columns.vph")}>
          <Count value={video.videoVph} suffix={t("cells.viewsPerHour")} />
        </Stat>
        <Stat label={t("columns.likes")}>
          <Count value={video.videoLikeCount} suffix={t("cells.likes")} />
        </Stat>
        <Stat label={t("columns.comments")}>
          <Count value={video.videoCommentCount} suffix={t("cells.comments")} />
        </Stat>
        <Stat label={t("columns.chVideos")}>
          <Count value={video.channelVideoCount} suffix={t("cells.videos")} />
        </Stat>
      </dl>
      <RowActions video={video} removing={removing} onRemove={onRemove} className="mt-3 justify-end" />
    </article>
  );
}
