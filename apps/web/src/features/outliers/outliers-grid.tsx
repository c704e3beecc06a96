// The outliers as thumbnail cards: the outlier score and views per hour sit on the thumbnail as the
// extension's badges do on YouTube (same bands: green from 2X, amber from 5X, red from 10X), with the
// title, channel, views, age and Save under it.
import type { OutlierVideo } from "@vi/types";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
import { SaveButton } from "../saved-videos/save-button.tsx";
import { Thumbnail } from "../saved-videos/thumbnail.tsx";
import { HistoryLink, outlierBand, VideoLink, watchUrl } from "./video-cells.tsx";

const BADGE = "rounded px-1.5 py-0.5 text-xs font-medium text-white tabular-nums";
const BAND_BADGE = {
  none: "bg-black/70",
  low: "bg-black/70",
  x2: "bg-[#107c41]",
  x5: "bg-[#b45309]",
  x10: "bg-[#cc0000]",
} as const;

export function OutliersGrid({
  rows,
  loading = false,
  busy = false,
}: {
  rows: readonly OutlierVideo[];
  loading?: boolean;
  busy?: boolean;
}) {
  const { t } = useT("research.grid");
  if (loading) {
    return (
      <ul aria-busy="true" aria-label={t("label")} className={GRID}>
        {PLACEHOLDERS.map((i) => (
          <li key={i} aria-hidden="true" className="rounded-xl border border-white/10 bg-zinc-900/60 p-2">
            <div className="aspect-video animate-pulse rounded-md bg-white/5" />
            <div className="mt-3 h-3.5 w-3/4 animate-pulse rounded bg-white/5" />
            <div className="mt-2 h-3 w-1/2 animate-pulse rounded bg-white/5" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul
      aria-busy={busy}
      aria-label={t("label")}
      className={`${GRID} ${busy ? "opacity-60 transition-opacity" : "transition-opacity"}`}
    >
      {rows.map((video) => (
        <li key={video.videoId}>
          <OutlierCard video={video} />
        </li>
      ))}
    </ul>
  );
}

const PLACEHOLDERS = [1, 2, 3, 4, 5, 6, 7, 8];
const GRID = "grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4";

function OutlierCard({ video }: { video: OutlierVideo }) {
  const { t } = useT("research.grid");
  const format = useFormat();
  const band = outlierBand(video.videoOutlier);
  return (
    <article
      aria-label={video.videoTitle}
      className="flex h-full flex-col rounded-xl border border-white/10 bg-zinc-900/60 p-2 hover:border-white/20"
    >
      <a
        href={watchUrl(video.videoId)}
        target="_blank"
        rel="noopener noreferrer"
        tabIndex={-1}
        aria-hidden="true"
        className="relative block"
      >
        <Thumbnail videoId={video.videoId} duration={video.videoDuration} />
        <span className="absolute top-2 left-2 flex gap-1">
          {band === "none" ? null : (
            <span className={`${BADGE} font-bold ${BAND_BADGE[band]}`} data-band={band}>
              {format.outlier(video.videoOutlier)}
            </span>
          )}
          <span className={`${BADGE} bg-black/70`}>{t("vph", { vph: format.count(video.videoVph) })}</span>
        </span>
      </a>
      <div className="flex flex-1 flex-col px-1 pt-2.5 pb-1">
        <h3 className="text-sm leading-snug">
          <VideoLink videoId={video.videoId} title={video.videoTitle} className="line-clamp-2" />
        </h3>
        <p className="mt-1 truncate text-xs text-zinc-400" title={video.channelTitle}>
          {video.channelTitle}
          <span aria-hidden="true"> · </span>
          <span title={format.number(Math.round(video.channelSubscriberCount))}>
            {t("subscribers", { value: format.count(video.channelSubscriberCount) })}
          </span>
        </p>
        <p className="mt-0.5 text-xs text-zinc-400">
          <span title={format.number(Math.round(video.videoViewCount))}>
            {t("views", { value: format.count(video.videoViewCount) })}
          </span>
          <span aria-hidden="true"> · </span>
          {format.age(video.videoPublishedAt)}
        </p>
        {/* The badges are images of text for sighted users; the figures are read out here. */}
        <p className="sr-only">
          {t("scores", {
            score: band === "none" ? t("notAvailable") : format.outlier(video.videoOutlier),
            vph: format.count(video.videoVph),
          })}
        </p>
        {video.videoOutlierAtAge != null ? (
          <p className="mt-0.5 text-xs text-zinc-300">
            {t("startRatio", { ratio: format.ratio(video.videoOutlierAtAge) })}
          </p>
        ) : null}
        <span className="mt-auto flex flex-wrap items-center gap-2 pt-2.5">
          <SaveButton videoId={video.videoId} title={video.videoTitle} />
          <HistoryLink videoId={video.videoId} title={video.videoTitle} />
        </span>
      </div>
    </article>
  );
}
