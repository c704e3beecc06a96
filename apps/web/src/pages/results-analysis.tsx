// /analyses/results/:id: a search results analysis report.
import { useParams } from "react-router-dom";
import { useResultsReport } from "../features/channel-analyses/hooks.ts";
import { ReportFrame } from "../features/channel-analyses/report-frame.tsx";
import { ResultsReportView } from "../features/channel-analyses/results-report.tsx";
import { useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";

export function ResultsAnalysisPage() {
  const { id = "" } = useParams();
  const { t } = useT("research.resultsReport");
  const f = useFormat();
  return (
    <ReportFrame query={useResultsReport(id)}>
      {(report) => (
        <>
          <header className="mt-4 mb-6">
            <h1 className="text-2xl font-bold text-white sm:text-3xl">
              {t("title", { query: report.result.query })}
            </h1>
            <p className="mt-1 text-sm text-zinc-400">
              {report.source === "keyword" ? t("searched") : t("readFromPage")} ·{" "}
              {f.dateTime(report.createdAt)}
            </p>
          </header>
          <ResultsReportView id={report.id} result={report.result} />
        </>
      )}
    </ReportFrame>
  );
}
