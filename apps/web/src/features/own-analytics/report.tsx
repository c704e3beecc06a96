// The figures of 'Your channel': four tiles with their change against the previous 28 days, the daily
// charts (uPlot, as the report pages use), the traffic sources and the top videos table.
import { formatDuration } from "@vi/format";
import { type ChannelAnalyticsResponse, TRAFFIC_SOURCE_NAMES } from "@vi/types";
import { useMemo } from "react";
import { ReportTile } from "../../components/report-tile.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
import { Chart } from "../channel-analyses/chart.tsx";
import {
  alignedDays,
  change,
  netSubscribers,
  type OwnFigureText,
  ownFigureText,
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
  text,
}: {
  label: string;
  value: string;
  current: number | null;
  previous: number | null;
  previousText: string;
  definition: string;
  text: OwnFigureText;
}) {
  const { t } = useT("research.yourChannel");
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
        <span className={`font-medium ${tone}`}>{text.change(current, previous)}</span>
        <span className="text-zinc-400">{t("versus", { previous: previousText })}</span>
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
  const { t } = useT("research.yourChannel");
  const f = useFormat();
  const text = useMemo(() => ownFigureText(f, t("new")), [f, t]);
  const { current, previous } = report;
  const days = useMemo(() => alignedDays(current, previous), [current, previous]);
  const labels = days.map((day) => text.day(day.day));
  const noViews = current.totals.views === 0 && previous.totals.views === 0;

  const charts = useMemo(
    () => ({
      views: [
        { label: t("lastDays"), values: days.map((d) => d.current?.views ?? null), color: CURRENT },
        {
          label: t("daysBefore"),
          values: days.map((d) => d.previous?.views ?? null),
          color: PREVIOUS,
          kind: "line" as const,
        },
      ],
      watch: [
        {
          label: t("lastDays"),
          values: days.map((d) => (d.current ? watchHours(d.current.estimatedMinutesWatched) : null)),
          color: CURRENT,
        },
        {
          label: t("daysBefore"),
          values: days.map((d) => (d.previous ? watchHours(d.previous.estimatedMinutesWatched) : null)),
          color: PREVIOUS,
          kind: "line" as const,
        },
      ],
      subscribers: [
        { label: t("gained"), values: days.map((d) => d.current?.subscribersGained ?? null), color: CURRENT },
        {
          label: t("lost"),
          values: days.map((d) => d.current?.subscribersLost ?? null),
          color: LOST,
          kind: "line" as const,
        },
      ],
    }),
    [days, t],
  );
  const sourceTotal = report.trafficSources.reduce((sum, source) => sum + source.views, 0);

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile
          label={t("tiles.views")}
          value={f.count(current.totals.views)}
          current={current.totals.views}
          previous={previous.totals.views}
          previousText={f.count(previous.totals.views)}
          definition={t("definitions.views")}
          text={text}
        />
        <Tile
          label={t("tiles.watchTime")}
          value={text.hours(watchHours(current.totals.estimatedMinutesWatched))}
          current={current.totals.estimatedMinutesWatched}
          previous={previous.totals.estimatedMinutesWatched}
          previousText={text.hours(watchHours(previous.totals.estimatedMinutesWatched))}
          definition={t("definitions.watchTime")}
          text={text}
        />
        <Tile
          label={t("tiles.averageViewDuration")}
          value={formatDuration(current.totals.averageViewDurationSeconds)}
          current={current.totals.averageViewDurationSeconds}
          previous={previous.totals.averageViewDurationSeconds}
          previousText={formatDuration(previous.totals.averageViewDurationSeconds)}
          definition={t("definitions.averageViewDuration")}
          text={text}
        />
        <Tile
          label={t("tiles.subscribers")}
          value={text.signed(netSubscribers(current.totals))}
          current={netSubscribers(current.totals)}
          previous={netSubscribers(previous.totals)}
          previousText={text.signed(netSubscribers(previous.totals))}
          definition={t("gainedLost", {
            definition: t("definitions.subscribers"),
            gained: f.count(current.totals.subscribersGained),
            lost: f.count(current.totals.subscribersLost),
          })}
          text={text}
        />
      </dl>

      {noViews ? (
        <p className="rounded-xl border border-white/10 bg-zinc-900/60 p-6 text-zinc-300">{t("noViews")}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <Chart
              title={t("viewsTitle")}
              summary={t("viewsSummary", {
                current: f.count(current.totals.views),
                previous: f.count(previous.totals.views),
              })}
              definition={t("viewsDefinition")}
              labels={labels}
              series={charts.views}
              format={(value) => f.count(value)}
              integer
              labelSpace={56}
            />
          </div>
          <Chart
            title={t("watchTitle")}
            summary={t("watchSummary")}
            definition={t("watchDefinition")}
            labels={labels}
            series={charts.watch}
            format={(value) => text.hours(value)}
            labelSpace={56}
          />
          <Chart
            title={t("subsTitle")}
            summary={t("subsSummary", {
              gained: f.count(current.totals.subscribersGained),
              lost: f.count(current.totals.subscribersLost),
            })}
            definition={t("subsDefinition")}
            labels={labels}
            series={charts.subscribers}
            integer
            labelSpace={56}
          />
        </div>
      )}

      <Section title={t("sourcesTitle")} note={t("sourcesNote")}>
        {report.trafficSources.length === 0 ? (
          <p className="text-sm text-zinc-400">{t("noSources")}</p>
        ) : (
          <ul className="space-y-2">
            {report.trafficSources.map((source) => {
              const share = sourceTotal > 0 ? source.views / sourceTotal : 0;
              return (
                <li key={source.source} className="text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate text-zinc-100">
                      {source.source in TRAFFIC_SOURCE_NAMES ? t(`sources.${source.source}`) : t("other")}
                    </span>
                    <span className="shrink-0 tabular-nums text-zinc-300">
                      {f.count(source.views)} · {text.share(share)}
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

      <Section title={t("topTitle")} note={t("topNote")}>
        {report.topVideos.length === 0 ? (
          <p className="text-sm text-zinc-400">{t("noTop")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("topCaption")}</caption>
              <thead className="text-xs uppercase text-zinc-400">
                <tr>
                  <th scope="col" className="w-8 py-2 pr-2">
                    #
                  </th>
                  <th scope="col" className="w-full py-2 pr-3">
                    {t("colVideo")}
                  </th>
                  <th scope="col" className="whitespace-nowrap py-2 pr-3 text-right">
                    {t("colViews")}
                  </th>
                  <th scope="col" className="hidden whitespace-nowrap py-2 pr-3 text-right sm:table-cell">
                    {t("colWatch")}
                  </th>
                  <th scope="col" className="whitespace-nowrap py-2 text-right">
                    <abbr title={t("tiles.averageViewDuration")} className="no-underline sm:hidden">
                      {t("avgViewShort")}
                    </abbr>
                    <span className="hidden sm:inline">{t("avgViewLong")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.topVideos.map((video, index) => (
                  <tr key={video.videoId} className="border-t border-white/5 align-top">
                    <td className="py-2 pr-2 tabular-nums text-zinc-400">{f.number(index + 1)}</td>
                    <td className="py-2 pr-3">
                      <a
                        href={`https://www.youtube.com/watch?v=${video.videoId}`}
                        target="_blank"
                        rel="noreferrer"
                        className="line-clamp-2 break-words text-zinc-100 hover:underline"
                      >
                        {video.title ?? t("notPublic")}
                      </a>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums text-zinc-100">
                      {f.count(video.views)}
                    </td>
                    <td className="hidden py-2 pr-3 text-right tabular-nums text-zinc-300 sm:table-cell">
                      {text.hours(watchHours(video.estimatedMinutesWatched))}
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
