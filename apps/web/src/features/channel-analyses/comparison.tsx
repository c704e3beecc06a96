// The analysed channel's summary beside the user's linked channel's, figure by figure.
import { formatCount } from "@vi/format";
import type { ChannelSummary } from "@vi/types";

const count = (value: number | null | undefined) =>
  value === null || value === undefined ? "-" : formatCount(value);

/** The summary figures of the tiles, in their order, as label and shown value. */
export function summaryFigures(summary: ChannelSummary) {
  return [
    ["Subscribers", count(summary.subscribers)],
    ["Views", count(summary.views)],
    ["Uploads", count(summary.uploads)],
    ["Uploads a week", summary.recentUploadsPerWeek.toFixed(1)],
    ["Median views, long", count(summary.medianLongViews)],
    ["Median views, Shorts", count(summary.medianShortViews)],
  ] as const;
}

export function ChannelComparison({ channel, own }: { channel: ChannelSummary; own: ChannelSummary }) {
  const theirs = summaryFigures(channel);
  const yours = summaryFigures(own);
  return (
    <section
      aria-labelledby="comparison-title"
      className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5"
    >
      <h3 id="comparison-title" className="text-base font-semibold text-white">
        Side by side with your channel
      </h3>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">
            {channel.title} compared with {own.title}, your linked channel
          </caption>
          <thead className="text-left text-xs uppercase tracking-wide text-zinc-400">
            <tr>
              <th scope="col" className="w-[38%] py-2 pr-3 align-bottom font-medium">
                Figure
              </th>
              <th scope="col" className="break-words py-2 pr-3 text-right align-bottom font-medium">
                {channel.title}
              </th>
              <th scope="col" className="break-words py-2 text-right align-bottom font-medium">
                Yours: {own.title}
              </th>
            </tr>
          </thead>
          <tbody>
            {theirs.map(([label, value], i) => (
              <tr key={label} className="border-t border-white/5">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-zinc-300">
                  {label}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums text-white">{value}</td>
                <td className="py-1.5 text-right tabular-nums text-zinc-300">{yours[i]?.[1]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-zinc-400">
        Your channel's figures are read the same way as this channel's, on the day of the analysis.
      </p>
    </section>
  );
}
