// The figures of 'Your channel': four tiles with their change against the previous 28 days, the daily
// charts (uPlot, as the report pages use), the traffic sources and the top videos table.
import { formatCount, formatDuration } from "@vi/format";
import { type ChannelAnalyticsResponse, TRAFFIC_SOURCE_NAMES } from "@vi/types";
import { useMemo } from "react";
import { ReportTile } from "../../components/report-tile.tsx";
import { Chart } from "../channel-analyses/chart.tsx";
import {
  alignedDays,
  change,
  FIGURE_DEFINITIONS,
  formatChange,
  formatHours,
  netSubscribers,
  shortDay,
  signedCount,
  watchHours,
} from "./figures.ts";

const CURRENT = "#ef4444";
const PREVIOUS = "#a1a1aa";
const LOST = "#f59e0b";

function Tile({
  label,
  value,
  current,
  previous,
  previousText,
  definition,
}: {
  label: string;
  value: string;
  current: number | null;
  previous: number | null;
  previousText: string;
  definition: string;
}) {
  const ratio = change(current, previous);
  const tone =
    ratio === null || Math.abs(ratio) < 0.0005
      ? "text-zinc-300"
      : ratio > 0
        ? "text-emerald-400"
        : "text-red-400";
  return (
    <ReportTile label={label} value={value}>
      <span className="mt-1 block text-sm tabular-nums">
        <span className={`font-medium ${tone}`}>{formatChange(current, previous)}</span>
        <span className="text-zinc-400"> vs {previousText}</span>
      </span>
      <span className="mt-2 block text-xs leading-snug text-zinc-400">{definition}</span>
    </ReportTile>
  );
}

function Section({ title, children, note }: { title: string; children: React.ReactNode; note?: string }) {
  return (
    <section className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5">
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <div className="mt-3">{children}</div>
      {note && <p className="mt-3 text-xs leading-relaxed text-zinc-400">{note}</p>}
    </section>
  );
}

export function ChannelAnalyticsReport({ report }: { report: ChannelAnalyticsResponse }) {
  const { current, previous } = report;
  const days = useMemo(() => alignedDays(current, previous), [current, previous]);
  const labels = days.map((day) => shortDay(day.day));
  const noViews = current.totals.views === 0 && previous.totals.views === 0;

  const charts = useMemo(
    () => ({
      views: [
        { label: "Last 28 days", values: days.map((d) => d.current?.views ?? null), color: CURRENT },
        {
          label: "28 days before",
          values: days.map((d) => d.previous?.views ?? null),
          color: PREVIOUS,
          kind: "line" as const,
        },
      ],
      watch: [
        {
          label: "Last 28 days",
          values: days.map((d) => (d.current ? watchHours(d.current.estimatedMinutesWatched) : null)),
          color: CURRENT,
        },
        {
          label: "28 days before",
          values: days.map((d) => (d.previous ? watchHours(d.previous.estimatedMinutesWatched) : null)),
          color: PREVIOUS,
          kind: "line" as const,
        },
      ],
      subscribers: [
        { label: "Gained", values: days.map((d) => d.current?.subscribersGained ?? null), color: CURRENT },
        {
          label: "Lost",
          values: days.map((d) => d.current?.subscribersLost ?? null),
          color: LOST,
          kind: "line" as const,
        },
      ],
    }),
    [days],
  );
  const sourceTotal = report.trafficSources.reduce((sum, source) => sum + source.views, 0);

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile
          label="Views"
          value={formatCount(current.totals.views)}
          current={current.totals.views}
          previous={previous.totals.views}
          previousText={formatCount(previous.totals.views)}
          definition={FIGURE_DEFINITIONS.views}
        />
        <Tile
          label="Watch time"
          value={formatHours(watchHours(current.totals.estimatedMinutesWatched))}
          current={current.totals.estimatedMinutesWatched}
          previous={previous.totals.estimatedMinutesWatched}
          previousText={formatHours(watchHours(previous.totals.estimatedMinutesWatched))}
          definition={FIGURE_DEFINITIONS.watchTime}
        />
        <Tile
          label="Average view duration"
          value={formatDuration(current.totals.averageViewDurationSeconds)}
          current={current.totals.averageViewDurationSeconds}
          previous={previous.totals.averageViewDurationSeconds}
          previousText={formatDuration(previous.totals.averageViewDurationSeconds)}
          definition={FIGURE_DEFINITIONS.averageViewDuration}
        />
        <Tile
          label="Subscribers"
          value={signedCount(netSubscribers(current.totals))}
          current={netSubscribers(current.totals)}
          previous={netSubscribers(previous.totals)}
          previousText={signedCount(netSubscribers(previous.totals))}
          definition={`${FIGURE_DEFINITIONS.subscribers} Gained ${formatCount(current.totals.subscribersGained)}, lost ${formatCount(current.totals.subscribersLost)}.`}
        />
      </dl>

      {noViews ? (
        <p className="rounded-xl border border-white/10 bg-zinc-900/60 p-6 text-zinc-300">
          Your channel had no views in these 56 days, so there is nothing to chart yet.
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <Chart
              title="Views per day"
              summary={`Daily views of the last 28 days (${formatCount(current.totals.views)} in all) against the 28 days before (${formatCount(previous.totals.views)}).`}
              definition="Bars: views each day of the last 28 days. Line: the same day of the 28 days before."
              labels={labels}
              series={charts.views}
              format={(value) => formatCount(value)}
              integer
              labelSpace={56}
            />
          </div>
          <Chart
            title="Watch time per day"
            summary="Hours watched each day of the last 28 days against the 28 days before."
            definition="Hours of your videos watched each day (YouTube's estimated minutes watched, in hours)."
            labels={labels}
            series={charts.watch}
            format={(value) => formatHours(value)}
            labelSpace={56}
          />
          <Chart
            title="Subscribers per day"
            summary={`Subscribers gained (${formatCount(current.totals.subscribersGained)}) and lost (${formatCount(current.totals.subscribersLost)}) each day of the last 28 days.`}
            definition="Bars: subscribers gained each day. Line: subscribers lost each day."
            labels={labels}
            series={charts.subscribers}
            integer
            labelSpace={56}
          />
        </div>
      )}

      <Section
        title="Where viewers found your videos"
        note="Views of the last 28 days by traffic source, as YouTube Analytics reports them."
      >
        {report.trafficSources.length === 0 ? (
          <p className="text-sm text-zinc-400">No views in these 28 days.</p>
        ) : (
          <ul className="space-y-2">
            {report.trafficSources.map((source) => {
              const share = sourceTotal > 0 ? source.views / sourceTotal : 0;
              return (
                <li key={source.source} className="text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate text-zinc-100">
                      {TRAFFIC_SOURCE_NAMES[source.source] ?? "Other"}
                    </span>
                    <span className="shrink-0 tabular-nums text-zinc-300">
                      {formatCount(source.views)} · {(share * 100).toFixed(1)}%
                    </span>
                  </div>
                  <div className="mt-1 h-1.5 rounded-full bg-white/5" aria-hidden="true">
                    <div className="h-1.5 rounded-full bg-red-500/80" style={{ width: `${share * 100}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section
        title="Top videos"
        note="Your 10 videos with the most views in the last 28 days. Average view duration: watch time divided by views."
      >
        {report.topVideos.length === 0 ? (
          <p className="text-sm text-zinc-400">No video had views in these 28 days.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Top videos of the last 28 days</caption>
              <thead className="text-xs uppercase text-zinc-400">
                <tr>
                  <th scope="col" className="w-8 py-2 pr-2">
                    #
                  </th>
                  <th scope="col" className="w-full py-2 pr-3">
                    Video
                  </th>
                  <th scope="col" className="whitespace-nowrap py-2 pr-3 text-right">
                    Views
                  </th>
                  <th scope="col" className="hidden whitespace-nowrap py-2 pr-3 text-right sm:table-cell">
                    Watch time
                  </th>
                  <th scope="col" className="whitespace-nowrap py-2 text-right">
                    <abbr title="Average view duration" className="no-underline sm:hidden">
                      Avg. view
                    </abbr>
                    <span className="hidden sm:inline">Avg. view duration</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.topVideos.map((video, index) => (
                  <tr key={video.videoId} className="border-t border-white/5 align-top">
                    <td className="py-2 pr-2 tabular-nums text-zinc-400">{index + 1}</td>
                    <td className="py-2 pr-3">
                      <a
                        href={`https://www.youtube.com/watch?v=${video.videoId}`}
                        target="_blank"
                        rel="noreferrer"
                        className="line-clamp-2 break-words text-zinc-100 hover:underline"
                      >
                        {video.title ?? "Video no longer public"}
                      </a>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums text-zinc-100">
                      {formatCount(video.views)}
                    </td>
                    <td className="hidden py-2 pr-3 text-right tabular-nums text-zinc-300 sm:table-cell">
                      {formatHours(watchHours(video.estimatedMinutesWatched))}
                    </td>
                    <td className="py-2 text-right tabular-nums text-zinc-100">
                      {formatDuration(video.averageViewDurationSeconds)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}
