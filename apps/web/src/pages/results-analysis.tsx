// /analyses/results/:id: a search results analysis report.
import { Link, useParams } from "react-router-dom";
import { Spinner } from "../auth/auth-ui.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import { useResultsReport } from "../features/channel-analyses/hooks.ts";
import { ResultsReportView } from "../features/channel-analyses/results-report.tsx";

export function ResultsAnalysisPage() {
  const { id = "" } = useParams();
  const report = useResultsReport(id);
  return (
    <Container className="py-10">
      <p className="text-sm">
        <Link to="/analyses" className="text-zinc-400 hover:text-white">
          ← Analyses
        </Link>
      </p>
      {report.isPending ? (
        <div className="mt-10 flex items-center gap-3 text-zinc-300" role="status">
          <Spinner /> Loading the analysis...
        </div>
      ) : report.isError ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-500/30 bg-red-500/10 p-6 text-red-100">
          <p>{report.error.message}</p>
          <button
            type="button"
            className={`${buttonClass("secondary")} mt-4`}
            onClick={() => void report.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          <header className="mt-4 mb-6">
            <h1 className="text-2xl font-bold text-white sm:text-3xl">
              Results for "{report.data.result.query}"
            </h1>
            <p className="mt-1 text-sm text-zinc-400">
              {report.data.source === "keyword" ? "Searched on YouTube" : "Read from a YouTube results page"}{" "}
              · {new Date(report.data.createdAt).toLocaleString()}
            </p>
          </header>
          <ResultsReportView result={report.data.result} />
        </>
      )}
    </Container>
  );
}
