// The figures of a search-result analysis: tiles, the opportunity score and its parts, views per hour
// spread, common words and tags, and the result videos.
import { formatCount, formatOutlier, formatShare, formatStartRatio, resultsReport } from "@vi/format";
import type { ResultsAnalysisResult } from "@vi/types";
import { ReportTile } from "../../components/report-tile.tsx";
import { Chart } from "./chart.tsx";

const count = (value: number | null | undefined) =>
  value === null || value === undefined ? "-" : formatCount(Math.round(value));
const percent = formatShare;

function age(hours: number | null): string {
  if (hours === null) return "-";
  if (hours < 48) return `${Math.round(hours)} hours`;
  if (hours < 24 * 60) return `${Math.round(hours / 24)} days`;
  return `${(hours / 24 / 30).toFixed(1)} months`;
}

/** Definitions shown with the tiles (docs/product.md#search-result-analyses). */
const RESULTS_DEFINITIONS: Record<string, string> = {
  Outliers:
    "Results whose views are at least 2x the median of their channel's recent videos of the same format.",
  "Median views": "Median views of the results.",
  "Median age": "Median time since the results were published.",
  "Median subscribers":
    "Median subscribers of the distinct channels ranking (channels hiding theirs are left out).",
  "Small channels": "Share of results from channels under 10K subscribers.",
  Opportunity:
    "100 x (0.4 x share of results from channels under 10K subscribers + 0.3 x share published in the last 30 days + 0.3 x share of outliers). High when small channels and recent videos rank with outlier views.",
};

/** The opportunity score's band: a number alone ("9 / 100") says nothing about whether 9 is good. */
function opportunityBand(score: number): { label: string; className: string } {
  if (score >= 67)
    return { label: "High", className: "bg-emerald-500/15 text-emerald-300 ring-emerald-500/30" };
  if (score >= 34) return { label: "Medium", className: "bg-amber-500/15 text-amber-300 ring-amber-500/30" };
  return { label: "Low", className: "bg-zinc-700/50 text-zinc-300 ring-white/15" };
}

function Tile({
  label,
  value,
  band,
}: {
  label: string;
  value: string;
  band?: { label: string; className: string };
}) {
  const definition = RESULTS_DEFINITIONS[label];
  return (
    <ReportTile
      label={label}
      value={value}
      definition={definition}
      aside={
        band ? (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${band.className}`}
            title={definition}
          >
            {band.label}
          </span>
        ) : null
      }
    />
  );
}

function Terms({ title, terms }: { title: string; terms: { text: string; count: number }[] }) {
  return (
    <section className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5">
      <h3 className="text-base font-semibold text-white">{title}</h3>
      {terms.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-400">None appears in two results or more.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {terms.map((term) => (
            <li
              key={term.text}
              className="rounded-full border border-white/10 bg-white/5 px-2.5 py-1 text-sm text-zinc-100"
            >
              {term.text} <span className="tabular-nums text-zinc-400">{term.count}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ResultsReportView({ id, result }: { id: string; result: ResultsAnalysisResult }) {
  if (result.videos.length === 0) {
    return (
      <p className="rounded-xl border border-white/10 bg-zinc-900/40 p-6 text-zinc-300">
        None of these results could be read.
      </p>
    );
  }
  const outliers = new Set(result.outliers);
  const spread = result.vphSpread;
  const { opportunity } = result;
  // The figures the extension's results panel shows too, shaped once (@vi/format).
  const report = resultsReport(id, result);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Tile
          label="Opportunity"
          value={`${Math.round(report.opportunity.score)} / 100`}
          band={opportunityBand(report.opportunity.score)}
        />
        <Tile label="Outliers" value={`${report.outliers.length} of ${report.videoCount}`} />
        <Tile label="Median views" value={count(report.medianViews)} />
        <Tile label="Median age" value={age(result.medianAgeHours)} />
        <Tile label="Median subscribers" value={count(report.medianSubscribers)} />
        <Tile label="Small channels" value={percent(report.smallChannelShare)} />
      </dl>
      <p className="text-xs leading-relaxed text-zinc-400">
        Opportunity = 100 x (0.4 x {percent(opportunity.smallChannelShare)} small channels + 0.3 x{" "}
        {percent(opportunity.recentShare)} from the last 30 days + 0.3 x {percent(opportunity.outlierShare)}{" "}
        outliers).
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <Chart
          title="Views per hour of each result"
          summary={
            spread
              ? `from ${count(spread.min)} to ${count(spread.max)} views per hour, median ${count(spread.median)}`
              : "no results"
          }
          definition={`Lifetime views per hour (views / hours since publication) of each result, in result order.${spread ? ` Spread: lowest ${count(spread.min)}, quartiles ${count(spread.p25)} / ${count(spread.median)} / ${count(spread.p75)}, highest ${count(spread.max)}.` : ""}`}
          labels={result.videos.map((_, i) => `#${i + 1}`)}
          format={(value) => formatCount(Math.round(value))}
          series={[
            { label: "Views per hour", values: result.videos.map((video) => video.vph), color: "#ef4444" },
          ]}
        />
        <div className="min-w-0 space-y-6">
          <Terms title="Common title words" terms={report.titleWords} />
          <Terms title="Common tags" terms={report.tags} />
        </div>
      </div>

      <section className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5">
        <h3 className="text-base font-semibold text-white">Results ({result.videos.length})</h3>
        <div className="mt-3 max-h-[32rem] overflow-auto" tabIndex={0} role="region" aria-label="Results">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="sticky top-0 bg-zinc-900 text-xs uppercase text-zinc-400">
              <tr>
                <th scope="col" className="py-2 pr-2">
                  #
                </th>
                <th scope="col" className="py-2 pr-2">
                  Title
                </th>
                <th scope="col" className="py-2 pr-2">
                  Channel
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  Subscribers
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
              {result.videos.map((video, i) => (
                <tr key={video.videoId} className="border-t border-white/5">
                  <td className="py-1.5 pr-2 tabular-nums text-zinc-400">{i + 1}</td>
                  <td className="max-w-xs truncate py-1.5 pr-2">
                    <a
                      href={`https://www.youtube.com/watch?v=${video.videoId}`}
                      target="_blank"
                      rel="noreferrer"
                      className="hover:underline"
                    >
                      {video.title}
                    </a>
                  </td>
                  <td className="max-w-[10rem] truncate py-1.5 pr-2 text-zinc-400">{video.channelTitle}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{count(video.subscribers)}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{count(video.views)}</td>
                  <td
                    className={`py-1.5 pr-2 text-right tabular-nums ${outliers.has(video.videoId) ? "font-semibold text-red-300" : ""}`}
                  >
                    {formatOutlier(video.outlier)}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">
                    {video.outlierAtAge === null || video.outlierAtAge === undefined
                      ? "-"
                      : formatStartRatio(video.outlierAtAge)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {result.missingIds.length > 0 && (
          <p className="mt-3 text-xs text-zinc-400">
            {result.missingIds.length} results could not be read (private or removed).
          </p>
        )}
      </section>
    </div>
  );
}
