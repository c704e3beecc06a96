// The figures of a channel analysis: tiles, charts with their tables, the upload heat map, outliers and
// under-performers, words and tags of the hits, and the video list with its CSV export.
import { formatDuration } from "@vi/format";
import type { AnalysedVideo, ChannelAnalysisResult, TermLift } from "@vi/types";
import type { TFunction } from "i18next";
import { type ReactNode, useMemo } from "react";
import { ReportTile } from "../../components/report-tile.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
import { Chart } from "./chart.tsx";
import { ChannelComparison, summaryFigures } from "./comparison.tsx";
import { downloadText, videosCsv } from "./csv.ts";

const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

function Section({ title, children, note }: { title: string; children: ReactNode; note?: string }) {
  return (
    <section className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5">
      <h3 className="text-base font-semibold text-white">{title}</h3>
      <div className="mt-3">{children}</div>
      {note && <p className="mt-3 text-xs leading-relaxed text-zinc-400">{note}</p>}
    </section>
  );
}

function VideoLinks({
  ids,
  byId,
  empty,
}: {
  ids: string[];
  byId: Map<string, AnalysedVideo>;
  empty: string;
}) {
  const { t } = useT("research.channelReport");
  const f = useFormat();
  if (ids.length === 0) return <p className="text-sm text-zinc-400">{empty}</p>;
  return (
    <ol className="space-y-2">
      {ids.map((id) => {
        const video = byId.get(id);
        if (!video) return null;
        return (
          <li key={id} className="flex items-baseline justify-between gap-3 text-sm">
            <a
              href={watchUrl(id)}
              target="_blank"
              rel="noreferrer"
              className="min-w-0 truncate text-zinc-100 hover:underline"
            >
              {video.title}
            </a>
            <span className="shrink-0 tabular-nums text-zinc-400">
              {f.count(video.views)} ·{" "}
              <span className="font-semibold text-white">{f.outlier(video.outlier)}</span>
              {video.outlierAtAge != null ? t("atAge", { score: f.ratio(video.outlierAtAge) }) : ""}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function TermTable({ terms, label }: { terms: TermLift[]; label: string }) {
  const { t } = useT("research.channelReport");
  const f = useFormat();
  if (terms.length === 0) return <p className="text-sm text-zinc-400">{t("noTerms")}</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs uppercase text-zinc-400">
        <tr>
          <th scope="col" className="py-1.5 pr-2">
            {label}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right">
            {t("inOutliers")}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right">
            {t("inRest")}
          </th>
          <th scope="col" className="py-1.5 text-right">
            {t("lift")}
          </th>
        </tr>
      </thead>
      <tbody>
        {terms.map((term) => (
          <tr key={term.term} className="border-t border-white/5">
            <th scope="row" className="py-1.5 pr-2 font-medium text-zinc-100">
              {term.term}
            </th>
            <td className="py-1.5 pr-2 text-right tabular-nums">{f.number(term.outlierCount)}</td>
            <td className="py-1.5 pr-2 text-right tabular-nums">{f.number(term.restCount)}</td>
            <td className="py-1.5 text-right tabular-nums">{f.ratio(term.lift)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Day x hour grid of uploads in the user's zone, shaded by the median views of the slot. */
function HeatMap({ result }: { result: ChannelAnalysisResult }) {
  const { t } = useT("research.channelReport");
  const f = useFormat();
  const days = f.weekdays;
  const slots = new Map(result.heatmap.map((slot) => [`${slot.day}:${slot.hour}`, slot]));
  const max = Math.max(1, ...result.heatmap.map((slot) => slot.medianViews));
  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-0.5 text-[10px]">
        <caption className="sr-only">{t("heatCaption", { zone: result.timezone })}</caption>
        <thead>
          <tr>
            <td />
            {Array.from({ length: 24 }, (_, hour) => (
              <th key={hour} scope="col" className="w-6 font-normal text-zinc-400">
                {hour % 3 === 0 ? hour : <span className="sr-only">{hour}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, d) => (
            <tr key={day}>
              <th scope="row" className="pr-1.5 text-left font-normal text-zinc-400">
                {day}
              </th>
              {Array.from({ length: 24 }, (_, hour) => {
                const slot = slots.get(`${d}:${hour}`);
                const text = slot
                  ? t("heatSlot", { day, hour, count: slot.uploads, views: f.count(slot.medianViews) })
                  : t("heatEmpty", { day, hour });
                return (
                  <td
                    key={hour}
                    title={text}
                    className="h-6 w-6 rounded-sm"
                    style={{
                      background: slot
                        ? `rgba(239, 68, 68, ${0.2 + 0.8 * (slot.medianViews / max)})`
                        : "rgba(255,255,255,0.04)",
                    }}
                  >
                    <span className="sr-only">{text}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VideoList({ result }: { result: ChannelAnalysisResult }) {
  const { t } = useT("research.channelReport");
  const { t: tExports } = useT("research.exports");
  const f = useFormat();
  const fileName = `${(result.channel.handle ?? result.channel.channelId).replace(/^@/, "")}-videos.csv`;
  return (
    <section className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-white">
          {t("videosAnalysedCount", { total: f.number(result.videos.length) })}
        </h3>
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() =>
            downloadText(
              fileName,
              videosCsv(result.videos, (key) => tExports(`videos.${key}`)),
            )
          }
        >
          {t("exportCsv")}
        </button>
      </div>
      <div
        className="mt-3 max-h-[32rem] overflow-auto"
        tabIndex={0}
        role="region"
        aria-label={t("videosAnalysed")}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="sticky top-0 bg-zinc-900 text-xs uppercase text-zinc-400">
            <tr>
              <th scope="col" className="py-2 pr-2">
                {t("colTitle")}
              </th>
              <th scope="col" className="py-2 pr-2">
                {t("colPublished")}
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                {t("colLength")}
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                {t("colViews")}
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                {t("colOutlier")}
              </th>
              <th scope="col" className="py-2 text-right">
                <abbr title={t("colAtAgeTitle")}>{t("colAtAge")}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {result.videos.map((video) => (
              <tr key={video.videoId} className="border-t border-white/5">
                <td className="max-w-xs truncate py-1.5 pr-2">
                  <a
                    href={watchUrl(video.videoId)}
                    target="_blank"
                    rel="noreferrer"
                    className="hover:underline"
                  >
                    {video.title}
                  </a>
                </td>
                <td className="py-1.5 pr-2 text-zinc-400">{video.publishedAt.slice(0, 10)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums text-zinc-400">
                  {formatDuration(video.durationSeconds)}
                  {video.isShort ? ` · ${t("short")}` : ""}
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{f.count(video.views)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{f.outlier(video.outlier)}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {video.outlierAtAge == null ? "-" : f.ratio(video.outlierAtAge)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

type Bucket = ChannelAnalysisResult["length"]["buckets"][number];

/** A length range in the reader's language ("3-8 min", "40+ min"), from its bounds in seconds. */
function bucketLabel(t: TFunction, bucket: Bucket, short = false) {
  const from = Math.round(bucket.minSeconds / 60);
  return bucket.maxSeconds === null
    ? t(short ? "bucketOpenShort" : "bucketOpen", { from })
    : t(short ? "bucketRangeShort" : "bucketRange", { from, to: Math.round(bucket.maxSeconds / 60) });
}

export function ChannelReport({ result }: { result: ChannelAnalysisResult }) {
  const { t } = useT("research.channelReport");
  const f = useFormat();
  const byId = useMemo(() => new Map(result.videos.map((video) => [video.videoId, video])), [result]);
  const last50 = useMemo(() => result.videos.slice(0, 50).reverse(), [result]);
  const weeks = result.uploadsPerWeek.slice(-52);
  const formatViews = (value: number) => f.count(Math.round(value));

  if (result.videos.length === 0) {
    return (
      <p className="rounded-xl border border-white/10 bg-zinc-900/40 p-6 text-zinc-300">{t("noUploads")}</p>
    );
  }

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {summaryFigures(result.channel, f).map(([key, value]) => (
          <ReportTile
            key={key}
            label={t(`figures.${key}`)}
            value={value}
            definition={t(`definitions.${key}`)}
          />
        ))}
      </dl>
      {result.own && <ChannelComparison channel={result.channel} own={result.own} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <Chart
          title={t("perWeekTitle")}
          summary={t("perWeekSummary", {
            count: weeks.reduce((sum, week) => sum + week.uploads, 0),
            weeks: weeks.length,
          })}
          definition={t("perWeekDefinition")}
          labels={weeks.map((week) => week.weekStart.slice(5))}
          integer
          series={[
            { label: t("uploadsSeries"), values: weeks.map((week) => week.uploads), color: "#ef4444" },
          ]}
        />
        <Chart
          title={t("last50Title")}
          summary={t("last50Summary", { count: last50.length, median: f.count(result.channelMedianViews) })}
          definition={t("last50Definition")}
          labels={last50.map((video) => video.publishedAt.slice(5, 10))}
          format={formatViews}
          series={[
            { label: t("viewsSeries"), values: last50.map((video) => video.views), color: "#ef4444" },
            {
              label: t("medianSeries"),
              values: last50.map(() => result.channelMedianViews),
              color: "#fafafa",
              kind: "line",
            },
          ]}
        />
        <Chart
          title={t("lengthTitle")}
          summary={t("lengthSummary", {
            length:
              result.length.medianLongSeconds === null
                ? t("unknown")
                : formatDuration(result.length.medianLongSeconds),
          })}
          definition={t("lengthDefinition", {
            buckets: result.length.buckets
              .map((bucket) => t("bucket", { label: bucketLabel(t, bucket), count: bucket.videos }))
              .join(", "),
            typical:
              result.length.medianLongSeconds === null
                ? t("noLong")
                : formatDuration(result.length.medianLongSeconds),
            correlation:
              result.length.correlation === null ? t("notEnoughLong") : f.fixed(result.length.correlation, 2),
          })}
          labels={result.length.buckets.map((bucket) => bucketLabel(t, bucket, true))}
          labelSpace={40}
          format={formatViews}
          series={[
            {
              label: t("medianViewsSeries"),
              values: result.length.buckets.map((bucket) => bucket.medianViews),
              color: "#f97316",
            },
          ]}
        />
        <Section title={t("uploadTimes")} note={t("uploadTimesNote", { zone: result.timezone })}>
          <HeatMap result={result} />
        </Section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t("outliers")} note={t("outliersNote", { definition: t("definitions.outlier") })}>
          <VideoLinks ids={result.outliers} byId={byId} empty={t("outliersEmpty")} />
        </Section>
        <Section title={t("under")} note={t("underNote")}>
          <VideoLinks ids={result.underperformers} byId={byId} empty={t("underEmpty")} />
        </Section>
        <Section title={t("titleWords")} note={t("titleWordsNote")}>
          <TermTable terms={result.titleWords} label={t("word")} />
        </Section>
        <Section title={t("tags")} note={t("tagsNote")}>
          <TermTable terms={result.tags} label={t("tag")} />
        </Section>
      </div>

      <VideoList result={result} />
    </div>
  );
}
