// The analysed channel's summary beside the user's linked channel's, figure by figure.
import type { ChannelSummary } from "@vi/types";
import type { Formatters } from "../../i18n/use-format.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";

/** The summary figures of the tiles, in their order, as the catalog key of their label and shown value. */
export function summaryFigures(summary: ChannelSummary, f: Formatters) {
  return [
    ["subscribers", f.count(summary.subscribers)],
    ["views", f.count(summary.views)],
    ["uploads", f.count(summary.uploads)],
    ["uploadsAWeek", f.fixed(summary.recentUploadsPerWeek, 1)],
    ["medianLong", f.count(summary.medianLongViews)],
    ["medianShorts", f.count(summary.medianShortViews)],
  ] as const;
}

export function ChannelComparison({ channel, own }: { channel: ChannelSummary; own: ChannelSummary }) {
  const { t } = useT("research.channelReport");
  const f = useFormat();
  const theirs = summaryFigures(channel, f);
  const yours = summaryFigures(own, f);
  return (
    <section
      aria-labelledby="comparison-title"
      className="min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5"
    >
      <h3 id="comparison-title" className="text-base font-semibold text-white">
        {t("comparison")}
      </h3>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">
            {t("comparisonCaption", { channel: channel.title, own: own.title })}
          </caption>
          <thead className="text-left text-xs uppercase tracking-wide text-zinc-400">
            <tr>
              <th scope="col" className="w-[38%] py-2 pr-3 align-bottom font-medium">
                {t("figure")}
              </th>
              <th scope="col" className="break-words py-2 pr-3 text-right align-bottom font-medium">
                {channel.title}
              </th>
              <th scope="col" className="break-words py-2 text-right align-bottom font-medium">
                {t("yours", { own: own.title })}
              </th>
            </tr>
          </thead>
          <tbody>
            {theirs.map(([label, value], i) => (
              <tr key={label} className="border-t border-white/5">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-zinc-300">
                  {t(`figures.${label}`)}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums text-white">{value}</td>
                <td className="py-1.5 text-right tabular-nums text-zinc-300">{yours[i]?.[1]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-zinc-400">{t("comparisonNote")}</p>
    </section>
  );
}
