// The figures of a channel analysis: tiles, charts with their tables, the upload heat map, outliers and
// under-performers, words and tags of the hits, and the video list with its CSV export.
import { formatCount, formatDuration, formatOutlier, formatStartRatio } from "@vi/format";
import type { AnalysedVideo, ChannelAnalysisResult, TermLift } from "@vi/types";
import { type ReactNode, useMemo } from "react";
import { ReportTile } from "../../components/report-tile.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { Chart } from "./chart.tsx";
import { ChannelComparison, summaryFigures } from "./comparison.tsx";
import { downloadText, videosCsv } from "./csv.ts";

const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const count = (value: number | null | undefined) =>
  value === null || value === undefined ? "-" : formatCount(value);
const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

/** Definitions shown under the tiles (docs/product.md#channel-analyses). */
const CHANNEL_DEFINITIONS: Record<string, string> = {
  Subscribers: "Subscribers YouTube shows for the channel ('-' when the channel hides them).",
  Views: "Total views of the channel's public videos, as YouTube reports them.",
  Uploads: "Public videos on the channel.",
  "Uploads a week": "Uploads in the last 12 weeks divided by 12.",
  "Median views, long": "Median views of the last 30 long videos (over 3 minutes).",
  "Median views, Shorts": "Median views of the last 30 Shorts (3 minutes or less).",
  Outlier:
    "A video's views divided by the median views of the channel's 30 most recent other videos of the same format that are at least 7 days old; no score with fewer than 5 such videos.",
};

const atAge = (score: number | null | undefined) =>
  score === null || score === undefined ? "-" : formatStartRatio(score);

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
              {count(video.views)} ·{" "}
              <span className="font-semibold text-white">{formatOutlier(video.outlier)}</span>
              {video.outlierAtAge != null ? ` · ${atAge(video.outlierAtAge)} at age` : ""}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function TermTable({ terms, label }: { terms: TermLift[]; label: string }) {
  if (terms.length === 0)
    return (
      <p className="text-sm text-zinc-400">None stand out (it takes at least two outliers sharing one).</p>
    );
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs uppercase text-zinc-400">
        <tr>
          <th scope="col" className="py-1.5 pr-2">
            {label}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right">
            In outliers
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right">
            In the rest
          </th>
          <th scope="col" className="py-1.5 text-right">
            Lift
          </th>
        </tr>
      </thead>
      <tbody>
        {terms.map((term) => (
          <tr key={term.term} className="border-t border-white/5">
            <th scope="row" className="py-1.5 pr-2 font-medium text-zinc-100">
              {term.term}
            </th>
            <td className="py-1.5 pr-2 text-right tabular-nums">{term.outlierCount}</td>
            <td className="py-1.5 pr-2 text-right tabular-nums">{term.restCount}</td>
            <td className="py-1.5 text-right tabular-nums">{term.lift.toFixed(1)}x</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Day x hour grid of uploads in the user's zone, shaded by the median views of the slot. */
function HeatMap({ result }: { result: ChannelAnalysisResult }) {
  const slots = new Map(result.heatmap.map((slot) => [`${slot.day}:${slot.hour}`, slot]));
  const max = Math.max(1, ...result.heatmap.map((slot) => slot.medianViews));
  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-0.5 text-[10px]">
        <caption className="sr-only">
          Uploads by weekday and hour ({result.timezone}) with the median views of each slot
        </caption>
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
          {DAYS.map((day, d) => (
            <tr key={day}>
              <th scope="row" className="pr-1.5 text-left font-normal text-zinc-400">
                {day}
              </th>
              {Array.from({ length: 24 }, (_, hour) => {
                const slot = slots.get(`${d}:${hour}`);
                const text = slot
                  ? `${day} ${hour}:00, ${slot.uploads} upload${slot.uploads === 1 ? "" : "s"}, median ${count(slot.medianViews)} views`
                  : `${day} ${hour}:00, no uploads`;
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
  const fileName = `${(result.channel.handle ?? result.channel.channelId).replace(/^@/, "")}-videos.csv`;
  return (
    <section className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-white">Videos analysed ({result.videos.length})</h3>
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() => downloadText(fileName, videosCsv(result.videos))}
        >
          Export CSV
        </button>
      </div>
      <div
        className="mt-3 max-h-[32rem] overflow-auto"
        tabIndex={0}
        role="region"
        aria-label="Videos analysed"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="sticky top-0 bg-zinc-900 text-xs uppercase text-zinc-400">
            <tr>
              <th scope="col" className="py-2 pr-2">
                Title
              </th>
              <th scope="col" className="py-2 pr-2">
                Published
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Length
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Views
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Outlier
              </th>
              <th scope="col" className="py-2 text-right">
                <abbr title="Outlier at the same age: views / the channel's usual start at this age">
                  At age
                </abbr>
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
                  {video.isShort ? " · Short" : ""}
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{count(video.views)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{formatOutlier(video.outlier)}</td>
                <td className="py-1.5 text-right tabular-nums">{atAge(video.outlierAtAge)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ChannelReport({ result }: { result: ChannelAnalysisResult }) {
  const byId = useMemo(() => new Map(result.videos.map((video) => [video.videoId, video])), [result]);
  const last50 = useMemo(() => result.videos.slice(0, 50).reverse(), [result]);
  const weeks = result.uploadsPerWeek.slice(-52);
  const formatViews = (value: number) => formatCount(Math.round(value));

  if (result.videos.length === 0) {
    return (
      <p className="rounded-xl border border-white/10 bg-zinc-900/40 p-6 text-zinc-300">
        This channel has no public uploads to analyse.
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {summaryFigures(result.channel).map(([label, value]) => (
          <ReportTile key={label} label={label} value={value} definition={CHANNEL_DEFINITIONS[label]} />
        ))}
      </dl>
      {result.own && <ChannelComparison channel={result.channel} own={result.own} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <Chart
          title="Uploads per week"
          summary={`${weeks.reduce((sum, week) => sum + week.uploads, 0)} uploads over the last ${weeks.length} weeks`}
          definition="Uploads in each calendar week (Monday to Sunday, in your time zone), from the oldest analysed upload to this week; the last 52 weeks are drawn."
          labels={weeks.map((week) => week.weekStart.slice(5))}
          integer
          series={[{ label: "Uploads", values: weeks.map((week) => week.uploads), color: "#ef4444" }]}
        />
        <Chart
          title="Last 50 uploads against the channel median"
          summary={`views of the last ${last50.length} uploads, oldest first; the channel median is ${count(result.channelMedianViews)} views`}
          definition="Views of each of the last 50 uploads (oldest on the left); the line is the median views of all analysed uploads (up to 200)."
          labels={last50.map((video) => video.publishedAt.slice(5, 10))}
          format={formatViews}
          series={[
            { label: "Views", values: last50.map((video) => video.views), color: "#ef4444" },
            {
              label: "Channel median",
              values: last50.map(() => result.channelMedianViews),
              color: "#fafafa",
              kind: "line",
            },
          ]}
        />
        <Chart
          title="Views by length (long videos)"
          summary={`median length ${result.length.medianLongSeconds === null ? "unknown" : formatDuration(result.length.medianLongSeconds)}`}
          definition={`Median views of the long videos in each length range (${result.length.buckets.map((bucket) => `${bucket.label}: ${bucket.videos} videos`).join(", ")}). Typical length: ${result.length.medianLongSeconds === null ? "no long videos" : formatDuration(result.length.medianLongSeconds)}. Rank correlation of length and views: ${result.length.correlation === null ? "not enough long videos (needs 5)" : result.length.correlation.toFixed(2)} (1 = longer always did better, -1 = shorter always did).`}
          labels={result.length.buckets.map((bucket) => bucket.label.replace(" min", "m"))}
          labelSpace={40}
          format={formatViews}
          series={[
            {
              label: "Median views",
              values: result.length.buckets.map((bucket) => bucket.medianViews),
              color: "#f97316",
            },
          ]}
        />
        <Section
          title="Upload times"
          note={`Each cell is a weekday and hour in ${result.timezone}; darker means higher median views of the uploads published then. Hover or focus a cell for its numbers.`}
        >
          <HeatMap result={result} />
        </Section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Outliers" note={`Top 10 by outlier score (above 1x). ${CHANNEL_DEFINITIONS.Outlier}`}>
          <VideoLinks ids={result.outliers} byId={byId} empty="No video has an outlier score above 1x yet." />
        </Section>
        <Section title="Under-performers" note="The 10 lowest outlier scores below 1x.">
          <VideoLinks ids={result.underperformers} byId={byId} empty="No video scores below 1x." />
        </Section>
        <Section
          title="Title words of the outliers"
          note="Words in more of the outliers' titles than the rest's. Lift = share of outliers using it / ((others using it + 1) / (others + 1))."
        >
          <TermTable terms={result.titleWords} label="Word" />
        </Section>
        <Section title="Tags of the outliers" note="The same comparison for the videos' tags.">
          <TermTable terms={result.tags} label="Tag" />
        </Section>
      </div>

      <VideoList result={result} />
    </div>
  );
}
