// A feed video's views against its channel's typical start (median and 25th-75th percentile at fixed
// ages, GET /channels/curve), from its own snapshots (GET /videos/history). uPlot, imported only by this
// module, which the watchlist page loads lazily when a curve is opened (as the report pages do).

import { useQuery } from "@tanstack/react-query";
import { contracts, type VideoFormat } from "@vi/types";
import { useEffect, useMemo, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { api } from "../../auth/api.ts";
import { Spinner } from "../../auth/auth-ui.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";

const HOUR = 3_600_000;

export interface CurveProps {
  videoId: string;
  channelId: string;
  format: VideoFormat;
  publishedAt: string;
  title: string;
}

export function VideoCurve({ videoId, channelId, format, publishedAt, title }: CurveProps) {
  const { t } = useT("research.curve");
  const formatters = useFormat();
  const history = useQuery({
    queryKey: ["video-history", videoId],
    queryFn: ({ signal }) => api.call(contracts.getVideoHistory, { query: { videoId } }, { signal }),
    staleTime: 5 * 60_000,
  });
  const curve = useQuery({
    queryKey: ["channel-curve", channelId, format],
    queryFn: ({ signal }) =>
      api.call(contracts.getChannelCurve, { query: { channelId, format } }, { signal }),
    staleTime: 30 * 60_000,
  });
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const data = useMemo(() => {
    const published = Date.parse(publishedAt);
    const points = curve.data?.points ?? [];
    const snapshots = history.data?.snapshots ?? [];
    const ageOf = (at: string) => (Date.parse(at) - published) / HOUR;
    const lastAge = snapshots.length > 0 ? ageOf(snapshots.at(-1)?.at ?? publishedAt) : 0;
    // The typical band up to a little past the video's age, so the video's line stays readable.
    const band = points.filter((point, index) => point.ageHours <= Math.max(lastAge * 1.5, 48) || index < 3);
    const ages = [
      ...new Set([
        ...band.map((point) => point.ageHours),
        ...snapshots.map((snapshot) => ageOf(snapshot.at)).filter((age) => age > 0),
      ]),
    ].sort((a, b) => a - b);
    const column = <T,>(list: T[], pick: (item: T) => number, value: (item: T) => number | null) => {
      const map = new Map(list.map((item) => [pick(item), value(item)]));
      return ages.map((age) => map.get(age) ?? null);
    };
    return {
      ages,
      hasBand: band.some((point) => point.median !== null),
      aligned: [
        ages,
        column(
          snapshots,
          (s) => ageOf(s.at),
          (s) => s.views,
        ),
        column(
          band,
          (p) => p.ageHours,
          (p) => p.median,
        ),
        column(
          band,
          (p) => p.ageHours,
          (p) => p.p25,
        ),
        column(
          band,
          (p) => p.ageHours,
          (p) => p.p75,
        ),
      ] as uPlot.AlignedData,
    };
  }, [history.data, curve.data, publishedAt]);
  const ready = history.isSuccess && curve.isSuccess;

  useEffect(() => {
    const element = box.current;
    if (!element || !ready || width === 0 || data.ages.length === 0) return;
    const chart = new uPlot(
      {
        width,
        height: 200,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          {
            stroke: "#a1a1aa",
            grid: { stroke: "rgba(255,255,255,0.07)" },
            values: (_u, splits) =>
              splits.map((h) =>
                h >= 48 ? t("days", { value: Math.round(h / 24) }) : t("hours", { value: Math.round(h) }),
              ),
          },
          {
            stroke: "#a1a1aa",
            grid: { stroke: "rgba(255,255,255,0.07)" },
            values: (_u, splits) => splits.map((v) => formatters.count(v)),
            size: 56,
          },
        ],
        series: [
          {},
          {
            label: t("thisVideo"),
            stroke: "#ef4444",
            width: 2,
            spanGaps: true,
            points: { show: true, size: 4 },
          },
          { label: t("median"), stroke: "#a1a1aa", width: 2, dash: [6, 4], spanGaps: true },
          { label: t("p25"), stroke: "rgba(161,161,170,0.5)", width: 1, spanGaps: true },
          { label: t("p75"), stroke: "rgba(161,161,170,0.5)", width: 1, spanGaps: true },
        ],
      },
      data.aligned,
      element,
    );
    return () => chart.destroy();
  }, [ready, width, data, t, formatters]);

  if (history.isError || curve.isError)
    return (
      <p role="alert" className="text-sm text-red-300">
        {t("failed")}
      </p>
    );
  return (
    <figure aria-label={t("label", { title })} className="mt-3 min-w-0 overflow-hidden">
      {!ready && (
        <div className="flex h-[200px] items-center justify-center text-sm text-zinc-400">
          <Spinner className="size-4" /> <span className="ml-2">{t("loading")}</span>
        </div>
      )}
      <div ref={box} className="w-full" />
      {ready && (
        <figcaption className="mt-2 text-xs text-zinc-400">
          {data.hasBand ? t("caption") : t("noBand")}
        </figcaption>
      )}
    </figure>
  );
}
