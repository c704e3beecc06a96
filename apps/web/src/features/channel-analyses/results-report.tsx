// The figures of a search-result analysis: tiles, the opportunity score and its parts, views per hour
// spread, common words and tags, and the result videos.
import { resultsReport } from "@vi/format";
import type { ResultsAnalysisResult } from "@vi/types";
import { ReportTile } from "../../components/report-tile.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
import { Chart } from "./chart.tsx";

type TileKey =
  | "opportunity"
  | "outliers"
  | "medianViews"
  | "medianAge"
  | "medianSubscribers"
  | "smallChannels";

/** The opportunity score's band: a number alone ("9 / 100") says nothing about whether 9 is good. */
function opportunityBand(score: number): { key: "high" | "medium" | "low"; className: string } {
  if (score >= 67)
    return { key: "high", className: "bg-emerald-500/15 text-emerald-300 ring-emerald-500/30" };
  if (score >= 34) return { key: "medium", className: "bg-amber-500/15 text-amber-300 ring-amber-500/30" };
  return { key: "low", className: "bg-zinc-700/50 text-zinc-300 ring-white/15" };
}

/** A tile with its definition (docs/product.md#search-result-analyses). */
function Tile({
  name,
  value,
  band,
}: {
  name: TileKey;
  value: string;
  band?: { key: "high" | "medium" | "low"; className: string };
}) {
  const { t } = useT("research.resultsReport");
  const definition = t(`definitions.${name}`);
  return (
    <ReportTile
      label={t(`tiles.${name}`)}
      value={value}
      definition={definition}
      aside={
        band ? (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${band.className}`}
            title={definition}
          >
            {t(`band.${band.key}`)}
          </span>
        ) : null
      }
    />
  );
}

function Terms({ title, terms }: { title: string; terms: { text: string; count: number }[] }) {
  const { t } = useT("research.resultsReport");
  const f = useFormat();
  return (
    <section className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5">
      <h3 className="text-base font-semibold text-white">{title}</h3>
      {terms.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-400">{t("noTerms")}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {terms.map((term) => (
            <li
              key={term.text}
              className="rounded-full border border-white/10 bg-white/5 px-2.5 py-1 text-sm text-zinc-100"
            >
              {term.text} <span className="tabular-nums text-zinc-400">{f.number(term.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ResultsReportView({ id, result }: { id: string; result: ResultsAnalysisResult }) {
  const { t } = useT("research.resultsReport");
  const { t: tc } = useT("research.channelReport");
  const f = useFormat();
  const count = (value: number | null | undefined) =>
    value === null || value === undefined ? "-" : f.count(Math.round(value));
  const percent = f.share;
  const age = (hours: number | null) => {
    if (hours === null) return "-";
    if (hours < 48) return t("ageHours", { count: Math.round(hours), n: f.number(Math.round(hours)) });
    if (hours < 24 * 60) {
      const days = Math.round(hours / 24);
      return t("ageDays", { count: days, n: f.number(days) });
    }
    const months = hours / 24 / 30;
    return t("ageMonths", { count: months, n: f.fixed(months, 1) });
  };
  if (result.videos.length === 0) {
    return <p className="rounded-xl border border-white/10 bg-zinc-900/40 p-6 text-zinc-300">{t("none")}</p>;
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
          name="opportunity"
          value={t("score", { score: f.number(Math.round(report.opportunity.score)) })}
          band={opportunityBand(report.opportunity.score)}
        />
        <Tile
          name="outliers"
          value={t("outliersOf", {
            found: f.number(report.outliers.length),
            total: f.number(report.videoCount),
          })}
        />
        <Tile name="medianViews" value={count(report.medianViews)} />
        <Tile name="medianAge" value={age(result.medianAgeHours)} />
        <Tile name="medianSubscribers" value={count(report.medianSubscribers)} />
        <Tile name="smallChannels" value={percent(report.smallChannelShare)} />
      </dl>
      <p className="text-xs leading-relaxed text-zinc-400">
        {t("formula", {
          small: percent(opportunity.smallChannelShare),
          recent: percent(opportunity.recentShare),
          outliers: percent(opportunity.outlierShare),
        })}
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <Chart
          title={t("vphTitle")}
          summary={
            spread
              ? t("vphSummary", {
                  min: count(spread.min),
                  max: count(spread.max),
                  median: count(spread.median),
                })
              : t("noResults")
          }
          definition={`${t("vphDefinition")}${
            spread
              ? t("vphSpread", {
                  min: count(spread.min),
                  p25: count(spread.p25),
                  median: count(spread.median),
                  p75: count(spread.p75),
                  max: count(spread.max),
                })
              : ""
          }`}
          labels={result.videos.map((_, i) => `#${i + 1}`)}
          format={(value) => f.count(Math.round(value))}
          series={[
            { label: t("vphSeries"), values: result.videos.map((video) => video.vph), color: "#ef4444" },
          ]}
        />
        <div className="min-w-0 space-y-6">
          <Terms title={t("titleWords")} terms={report.titleWords} />
          <Terms title={t("tags")} terms={report.tags} />
        </div>
      </div>

      <section className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5">
        <h3 className="text-base font-semibold text-white">
          {t("resultsCount", { total: f.number(result.videos.length) })}
        </h3>
        <div
          className="mt-3 max-h-[32rem] overflow-auto"
          tabIndex={0}
          role="region"
          aria-label={t("results")}
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="sticky top-0 bg-zinc-900 text-xs uppercase text-zinc-400">
              <tr>
                <th scope="col" className="py-2 pr-2">
                  #
                </th>
                <th scope="col" className="py-2 pr-2">
                  {tc("colTitle")}
                </th>
                <th scope="col" className="py-2 pr-2">
                  {t("colChannel")}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {t("colSubscribers")}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {tc("colViews")}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {tc("colOutlier")}
                </th>
                <th scope="col" className="py-2 text-right">
                  <abbr title={tc("colAtAgeTitle")}>{tc("colAtAge")}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {result.videos.map((video, i) => (
                <tr key={video.videoId} className="border-t border-white/5">
                  <td className="py-1.5 pr-2 tabular-nums text-zinc-400">{f.number(i + 1)}</td>
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
                    {f.outlier(video.outlier)}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">
                    {video.outlierAtAge === null || video.outlierAtAge === undefined
                      ? "-"
                      : f.ratio(video.outlierAtAge)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {result.missingIds.length > 0 && (
          <p className="mt-3 text-xs text-zinc-400">
            {t("missing", { count: result.missingIds.length, n: f.number(result.missingIds.length) })}
          </p>
        )}
      </section>
    </div>
  );
}
