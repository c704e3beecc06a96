import { formatDuration, parseDuration } from "@vi/format";
import { useState } from "react";
import { thumbnailUrl } from "../outliers/video-cells.tsx";

/**
 * The video's medium thumbnail (320x180, explicit size so nothing shifts while it loads) with its
 * length in the corner, as YouTube shows it. A thumbnail that fails to load leaves a plain tile.
 */
export function Thumbnail({
  videoId,
  duration,
  className = "",
}: {
  videoId: string;
  duration: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const seconds = parseDuration(duration);
  return (
    <span
      className={`relative block aspect-video shrink-0 overflow-hidden rounded-md bg-zinc-800 ${className}`}
    >
      {failed ? null : (
        <img
          src={thumbnailUrl(videoId)}
          width={320}
          height={180}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      )}
      {seconds ? (
        <span className="absolute right-1 bottom-1 rounded bg-black/80 px-1 py-px text-[10px] font-semibold text-white tabular-nums">
          {formatDuration(seconds)}
        </span>
      ) : null}
    </span>
  );
}
