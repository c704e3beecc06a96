// The views curve of a video's first 30 days against its channel's typical start: the video's snapshots
// as a line, the channel's median dashed, the 25th-75th percentile as a band, and a marker at each title
// or thumbnail change. uPlot (canvas; docs/decisions/analysis-charts.md) on a logarithmic time axis, so
// the first hours, where "is it taking off?" is decided, get as much room as the last weeks. Only the
// video page imports this module, so the chart library loads with that page alone.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
import type { ChartColumns } from "./history-data.ts";

const COLORS = {
  video: "#ef4444",
  median: "#e4e4e7",
  band: "rgba(161, 161, 170, 0.22)",
  change: "#f59e0b",
} as const;

const AXIS = {
  stroke: "#a1a1aa",
  grid: { stroke: "rgba(255,255,255,0.07)" },
  ticks: { stroke: "rgba(255,255,255,0.1)" },
};

/** Ticks at the typical start's ages. */
const TICK_HOURS = [1, 3, 6, 12, 24, 48, 168, 336, 720];
/** A phone's width has room for every other one. */
const NARROW_TICK_HOURS = [1, 6, 24, 168, 720];

/** The chart's words and figures in the reader's language. */
interface ChartLabels {
  legendVideo: string;
  seriesUsual: string;
  p25: string;
  p75: string;
  hours: (value: number) => string;
  days: (value: number) => string;
  count: (value: number) => string;
}

function hoursLabel(hours: number, labels: ChartLabels): string {
  if (hours < 48) return labels.hours(Math.round(hours * 10) / 10);
  return labels.days(Math.round((hours / 24) * 10) / 10);
}

function changeMarkers(hours: readonly number[]): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const { ctx } = u;
        const { top, height } = u.bbox;
        ctx.save();
        ctx.strokeStyle = COLORS.change;
        ctx.fillStyle = COLORS.change;
        ctx.lineWidth = 2 * uPlot.pxRatio;
        ctx.setLineDash([4 * uPlot.pxRatio, 3 * uPlot.pxRatio]);
        hours.forEach((h, i) => {
          const x = Math.round(u.valToPos(h, "x", true));
          if (x < u.bbox.left || x > u.bbox.left + u.bbox.width) return;
          ctx.beginPath();
          ctx.moveTo(x, top);
          ctx.lineTo(x, top + height);
          ctx.stroke();
          ctx.font = `${11 * uPlot.pxRatio}px sans-serif`;
          ctx.fillText(String(i + 1), x + 3 * uPlot.pxRatio, top + 12 * uPlot.pxRatio);
        });
        ctx.restore();
      },
    },
  };
}

function options(
  columns: ChartColumns,
  changes: readonly number[],
  width: number,
  height: number,
  labels: ChartLabels,
): uPlot.Options {
  const last = columns.hours.at(-1) ?? 720;
  const hasBand = columns.median.some((v) => v !== null);
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, distr: 3, log: 10, range: () => [0.25, Math.max(2, last * 1.15)] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        ...AXIS,
        splits: (u, _i, min, max) =>
          (u.width < 500 ? NARROW_TICK_HOURS : TICK_HOURS).filter((h) => h >= min && h <= max),
        // Every split is labelled (a log scale's default filter keeps only powers of 10).
        filter: (_u, splits) => splits,
        values: (_u, splits) => splits.map((h) => hoursLabel(h, labels)),
        space: 36,
      },
      { ...AXIS, values: (_u, splits) => splits.map((v) => labels.count(v)), size: 56 },
    ],
    series: [
      {},
      {
        label: labels.legendVideo,
        stroke: COLORS.video,
        width: 2.5,
        spanGaps: true,
        points: { show: true, size: 4 },
      },
      {
        label: labels.seriesUsual,
        stroke: COLORS.median,
        width: 1.5,
        dash: [6, 4],
        spanGaps: true,
        points: { show: false },
      },
      { label: labels.p25, stroke: "transparent", spanGaps: true, points: { show: false } },
      { label: labels.p75, stroke: "transparent", spanGaps: true, points: { show: false } },
    ],
    bands: hasBand ? [{ series: [4, 3], fill: COLORS.band }] : [],
    plugins: [changeMarkers(changes)],
  };
}

export function ViewsChart({
  columns,
  changes,
  label,
}: {
  columns: ChartColumns;
  /** Hours since publication of each title or thumbnail change, numbered 1, 2... on the chart. */
  changes: readonly number[];
  /** What the chart shows, for screen readers (the table below has the numbers). */
  label: string;
}) {
  const { t } = useT("research.history");
  const { t: tc } = useT("research.curve");
  const format = useFormat();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const labels: ChartLabels = {
      legendVideo: t("legendVideo"),
      seriesUsual: t("seriesUsual"),
      p25: t("p25"),
      p75: t("p75"),
      hours: (value) => tc("hours", { value: format.number(value) }),
      days: (value) => tc("days", { value: format.number(value) }),
      count: format.count,
    };
    const element = box.current;
    if (!element) return;
    const height = () => (element.clientWidth < 500 ? 220 : 300);
    const data: uPlot.AlignedData = [columns.hours, columns.video, columns.median, columns.p25, columns.p75];
    const plot = new uPlot(
      options(columns, changes, element.clientWidth || 600, height(), labels),
      data,
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: height() }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [columns, changes, t, tc, format]);

  return (
    <div>
      <div
        ref={box}
        role="img"
        aria-label={label}
        data-testid="views-chart"
        className="w-full overflow-hidden"
      />
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-zinc-300" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-5" style={{ background: COLORS.video }} /> {t("legendVideo")}
        </li>
        <li className="flex items-center gap-1.5">
          <span
            className="inline-block w-5 border-t-2 border-dashed"
            style={{ borderColor: COLORS.median }}
          />{" "}
          {t("legendMedian")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-5 rounded-sm" style={{ background: COLORS.band }} />{" "}
          {t("legendBand")}
        </li>
        {changes.length > 0 ? (
          <li className="flex items-center gap-1.5">
            <span
              className="inline-block h-3 w-0 border-l-2 border-dashed"
              style={{ borderColor: COLORS.change }}
            />{" "}
            {t("legendChange")}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
