import type { OutlierVideo } from "@vi/types";
import { Link } from "react-router-dom";
import { TrashLinesIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";
import { actionButtonClass, CopyButton } from "./copy-button.tsx";

export interface RowActionsProps {
  video: OutlierVideo;
  removing: boolean;
  onRemove: (videoId: string) => void;
}

/** Copy, History (the video's first 30 days on this site) and Remove for one saved video. */
export function RowActions({
  video,
  removing,
  onRemove,
  stacked = false,
  className = "",
}: RowActionsProps & { stacked?: boolean; className?: string }) {
  const { t } = useT("research");
  return (
    <div
      className={`flex gap-1.5 ${stacked ? "w-[6.5rem] flex-col items-stretch" : "items-center"} ${className}`}
    >
      <CopyButton video={video} />
      <Link
        to={`/videos/${encodeURIComponent(video.videoId)}`}
        title={t("cells.historyOf", { title: video.videoTitle })}
        className={`${actionButtonClass} justify-center hover:bg-white/10 hover:text-white`}
      >
        {t("cells.history")}
      </Link>
      <button
        type="button"
        disabled={removing}
        onClick={() => onRemove(video.videoId)}
        aria-label={removing ? t("savedVideos.removing") : t("savedVideos.remove")}
        title={t("savedVideos.removeTitle", { title: video.videoTitle })}
        className={`${actionButtonClass} hover:border-red-500/40 hover:bg-red-500/10 hover:text-red-300`}
      >
        <TrashLinesIcon className="size-3.5" />
        {removing ? t("savedVideos.removing") : t("savedVideos.remove")}
      </button>
    </div>
  );
}
