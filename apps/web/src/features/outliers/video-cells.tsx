// Cells shared by the outliers table and Saved Videos: numbers through @vi/format, right-aligned in
// tabular figures, the exact value on hover; outlier chips coloured by band.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";

export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
export const thumbnailUrl = (videoId: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/mqdefault.jpg`;

/** A count as "1.2M" ("1,2 Mio." in German), with the exact figure as a tooltip. */
export function Count({ value, suffix }: { value: number | null | undefined; suffix?: string }) {
  const format = useFormat();
  if (value === null || value === undefined) return <span className="text-zinc-400">-</span>;
  return (
    <span title={`${format.number(Math.round(value))}${suffix ? ` ${suffix}` : ""}`}>
      {format.count(value)}
    </span>
  );
}

export type OutlierBand = "none" | "low" | "x2" | "x5" | "x10";

/** The band an outlier score falls in: 2X, 5X and 10X are the thresholds creators talk about. */
export function outlierBand(score: number | null | undefined): OutlierBand {
  if (score === null || score === undefined || !Number.isFinite(score)) return "none";
  if (score >= 10) return "x10";
  if (score >= 5) return "x5";
  if (score >= 2) return "x2";
  return "low";
}

const BAND_CLASS: Record<OutlierBand, string> = {
  none: "text-zinc-400",
  low: "bg-zinc-800/80 text-zinc-300 ring-zinc-700",
  x2: "bg-amber-400/10 text-amber-300 ring-amber-400/30",
  x5: "bg-orange-500/15 text-orange-300 ring-orange-500/40",
  x10: "bg-red-500/20 text-red-200 ring-red-500/50 font-bold",
};

export function OutlierChip({ score }: { score: number | null | undefined }) {
  const { t } = useT("research.cells");
  const format = useFormat();
  const band = outlierBand(score);
  if (band === "none") {
    return (
      <span className={BAND_CLASS.none} title={t("noScore")}>
        -
      </span>
    );
  }
  return (
    <span
      data-band={band}
      className={`inline-flex min-w-[4.25rem] justify-end rounded-md px-1.5 py-0.5 font-semibold ring-1 ring-inset ${BAND_CLASS[band]}`}
    >
      {format.outlier(score)}
    </span>
  );
}

/** Publication date, with its age ("3 days ago") under it. */
export function Published({ at, now }: { at: string; now?: number }) {
  const format = useFormat();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return <span className="text-zinc-400">-</span>;
  return (
    <span className="flex flex-col items-end leading-tight">
      <time dateTime={at} title={format.dateTime(date)} className="whitespace-nowrap">
        {format.date(date)}
      </time>
      <span className="whitespace-nowrap text-xs text-zinc-400">{format.age(at, now)}</span>
    </span>
  );
}

/** The video's title linking to YouTube in a new tab. */
export function VideoLink({
  videoId,
  title,
  className = "",
  children,
}: {
  videoId: string;
  title: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useT("research.cells");
  return (
    <a
      href={watchUrl(videoId)}
      target="_blank"
      rel="noopener noreferrer"
      title={title}
      className={`font-medium text-zinc-100 hover:text-red-300 hover:underline ${className}`}
    >
      {children ?? title}
      <span className="sr-only">{t("newTab")}</span>
    </a>
  );
}

/** The video's page on this site: its first 30 days against its channel's usual start. */
export function HistoryLink({
  videoId,
  title,
  className = "",
}: {
  videoId: string;
  title: string;
  className?: string;
}) {
  const { t } = useT("research.cells");
  return (
    <Link
      to={`/videos/${encodeURIComponent(videoId)}`}
      title={t("historyOf", { title })}
      className={`inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium text-zinc-300 ring-1 ring-white/15 ring-inset hover:bg-white/10 hover:text-white ${className}`}
    >
      {t("history")}
    </Link>
  );
}

/** The outlier at the same age, with the number of the channel's videos its median came from. */
export function OutlierAtAgeChip({ score, sample }: { score: number | null | undefined; sample?: number }) {
  const { t } = useT("research.cells");
  if (score === null || score === undefined || !Number.isFinite(score)) {
    return (
      <span className="text-zinc-400" title={t("noAtAge")}>
        -
      </span>
    );
  }
  return (
    <span title={sample ? t("atAgeSample", { sample }) : undefined}>
      <OutlierChip score={score} />
    </span>
  );
}
