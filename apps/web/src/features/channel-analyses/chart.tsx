// One chart of an analysis report: uPlot (small, canvas; docs/decisions/analysis-charts.md) drawn into a
// figure with an accessible label, its definition under it, and a "Show numbers" table of the same data.
// This module is imported only by the report pages, so the chart library loads only there.
import { useEffect, useId, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { useT } from "../../i18n/use-t.ts";

interface ChartSeries {
  label: string;
  values: (number | null)[];
  /** Bars (default) or a line. */
  kind?: "bars" | "line";
  color: string;
}

export interface ChartProps {
  /** Short title, also the start of the chart's accessible name. */
  title: string;
  /** One sentence: what the chart shows, for screen readers (the table has the numbers). */
  summary: string;
  /** How the figure is computed. */
  definition: string;
  /** Category labels along the x axis. */
  labels: string[];
  series: ChartSeries[];
  /** Formats y values in the axis and the table. */
  format?: (value: number) => string;
  height?: number;
  /** Counts: whole-number ticks on the y axis. */
  integer?: boolean;
  /** Room per x label in px (longer labels need more). */
  labelSpace?: number;
}

const AXIS = {
  stroke: "#a1a1aa",
  grid: { stroke: "rgba(255,255,255,0.07)" },
  ticks: { stroke: "rgba(255,255,255,0.1)" },
};

function options(props: ChartProps, width: number): uPlot.Options {
  const format = props.format ?? ((value: number) => String(value));
  const bars = uPlot.paths.bars?.({ size: [0.7, 48], gap: 1 });
  return {
    width,
    height: props.height ?? 220,
    // A static legend (series names only): the live one shows "-" until the pointer is over a bar.
    legend: { show: props.series.length > 1, live: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    // Bars start at 0: a bar's length is its value.
    scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [
      {
        ...AXIS,
        // Whole steps only: x values are category indexes.
        incrs: [1, 2, 3, 4, 5, 10, 20, 25, 50, 100],
        values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (props.labels[i] ?? "") : "")),
        space: props.labelSpace ?? 48,
      },
      {
        ...AXIS,
        ...(props.integer ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] } : {}),
        values: (_u, splits) => splits.map((v) => format(v)),
        size: 56,
      },
    ],
    series: [
      {},
      ...props.series.map((series) => ({
        label: series.label,
        stroke: series.color,
        fill: series.kind === "line" ? undefined : `${series.color}cc`,
        width: series.kind === "line" ? 2 : 0,
        points: { show: false },
        ...(series.kind === "line" ? {} : bars ? { paths: bars } : {}),
        value: (_u: uPlot, value: number | null) => (value === null ? "-" : format(value)),
      })),
    ],
  };
}

export function Chart(props: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const { t } = useT("research.channelReport");
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const format = props.format ?? ((value: number) => String(value));

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [props.labels.map((_, i) => i), ...props.series.map((s) => s.values)];
    const plot = new uPlot(options(props, element.clientWidth || 600), data, element);
    // Redraw at the box's width when the page reflows (rotation, window resize).
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: props.height ?? 220 }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [props]);

  return (
    <figure
      className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5"
      aria-labelledby={`${id}-title`}
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold text-white">
          {props.title}
        </h3>
        <button
          type="button"
          className="rounded-md border border-white/15 px-2.5 py-1 text-xs font-medium text-zinc-300 hover:bg-white/10"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t("hideNumbers") : t("showNumbers")}
        </button>
      </div>
      <div
        ref={box}
        role="img"
        aria-label={`${props.title}: ${props.summary}`}
        data-testid="chart"
        className="w-full overflow-hidden"
      />
      {showTable && (
        <div
          id={`${id}-table`}
          tabIndex={0}
          role="region"
          aria-label={t("numbers", { title: props.title })}
          className="mt-3 max-h-72 overflow-auto rounded-lg border border-white/10"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{props.title}</caption>
            <thead className="sticky top-0 bg-zinc-900 text-xs uppercase text-zinc-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  &nbsp;
                </th>
                {props.series.map((series) => (
                  <th key={series.label} scope="col" className="px-3 py-2 text-right">
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.labels.map((label, i) => (
                <tr key={`${label}-${i}`} className="border-t border-white/5">
                  <th scope="row" className="px-3 py-1.5 font-normal text-zinc-300">
                    {label}
                  </th>
                  {props.series.map((series) => {
                    const value = series.values[i];
                    return (
                      <td key={series.label} className="px-3 py-1.5 text-right tabular-nums text-zinc-100">
                        {value === null || value === undefined ? "-" : format(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <figcaption className="mt-3 text-xs leading-relaxed text-zinc-400">{props.definition}</figcaption>
    </figure>
  );
}
