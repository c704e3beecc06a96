import { formatCount, formatOutlier, formatShare, quotaActionLabel } from "@vi/format";
import type { ResultsReport, UsageCount } from "../../shared/analysis-protocol.ts";
import { onTrustedClick } from "../trusted-events.ts";
import { ChartIcon } from "./analyze-channel.tsx";
import { QuotaMessage, Spinner } from "./quota.tsx";
import { type AnalysisAnswer, useAnalysisRun } from "./use-analysis-run.ts";

export type ResultsAnswer = AnalysisAnswer<ResultsReport>;

export interface ResultsPanelProps {
  query: string;
  signedIn: boolean;
  /** How many result videos the page shows now (at most 50 are analysed). */
  resultCount: number;
  usage: UsageCount | null | undefined;
  /** Reads the page's results and analyses them (claims a use). */
  analyze(): Promise<ResultsAnswer>;
  loginUrl: string;
  upgradeUrl: string;
  websiteOrigin: string;
}

/** The search page's panel: 'Analyze these results' and the report, above YouTube's results. */
export function ResultsPanel(props: ResultsPanelProps) {
  const { state, run, quota, spent, refused } = useAnalysisRun("results", props.usage, props.analyze);

  return (
    <section className="panel results-panel" aria-label="VidInsight results analysis">
      <div className="section-head">
        <h3 className="section-title">
          Results analysis <span className="muted">“{props.query}”</span>
        </h3>
        {!props.signedIn ? (
          <a className="link" href={props.loginUrl} target="_blank" rel="noopener">
            Sign in to analyze these results
          </a>
        ) : (
          state.status !== "running" &&
          state.status !== "done" && (
            <button
              type="button"
              className="button primary-button"
              onClick={onTrustedClick(run)}
              disabled={props.resultCount === 0 || spent !== null || refused}
            >
              <ChartIcon />
              {quotaActionLabel("Analyze these results", quota)}
            </button>
          )
        )}
      </div>
      {props.signedIn && state.status === "idle" && !spent && (
        <p className="empty">
          {props.resultCount === 0
            ? "No video results on this page yet."
            : `Outliers, views, channel sizes and an opportunity score for the ${Math.min(props.resultCount, 50)} videos shown.`}
        </p>
      )}
      {props.signedIn && state.status === "idle" && spent && (
        <QuotaMessage failure={spent} upgradeUrl={props.upgradeUrl} />
      )}
      {state.status === "running" && (
        <p className="progress" role="status">
          <Spinner /> Looking up {Math.min(props.resultCount, 50)} results...
        </p>
      )}
      {state.status === "failed" && <QuotaMessage failure={state.failure} upgradeUrl={props.upgradeUrl} />}
      {state.status === "done" && (
        <ResultsReportView report={state.report} websiteOrigin={props.websiteOrigin} />
      )}
    </section>
  );
}

const days = (value: number | null) =>
  value === null ? "-" : value < 1 ? "under a day" : `${formatCount(Math.round(value))} days`;

export function ResultsReportView(props: { report: ResultsReport; websiteOrigin: string }) {
  const { report } = props;
  return (
    <div className="results-report" data-testid="results-report">
      <div className="opportunity" title={report.opportunity.explanation}>
        <span className="opportunity-score" data-testid="opportunity">
          {Math.round(report.opportunity.score)}
        </span>
        <span className="opportunity-text">
          <strong>Opportunity score</strong> (0-100): {report.opportunity.explanation}
        </span>
      </div>
      <div className="report-grid">
        <Figure label="Outliers" value={`${report.outliers.length} of ${report.videoCount}`} />
        <Figure label="Median views" value={formatCount(report.medianViews)} />
        <Figure label="Median age" value={days(report.medianAgeDays)} />
        <Figure label="Median subscribers" value={formatCount(report.medianSubscribers)} />
        <Figure
          label="Small channels ranking"
          value={formatShare(report.smallChannelShare)}
          hint="Share of the results from channels under 10K subscribers"
        />
        <Figure
          label="VPH spread"
          value={
            report.vph
              ? `${formatCount(report.vph.low)} - ${formatCount(report.vph.median)} - ${formatCount(report.vph.high)}`
              : "-"
          }
          hint="Views per hour: lower quartile, median, upper quartile"
        />
      </div>
      <div className="report-lists">
        <div>
          <h4>Outlier videos</h4>
          {report.outliers.length === 0 ? (
            <p className="empty">None of these results is an outlier.</p>
          ) : (
            <ol className="outlier-list">
              {report.outliers.map((video) => (
                <li key={video.videoId}>
                  <a className="link" href={`/watch?v=${video.videoId}`}>
                    {video.title}
                  </a>{" "}
                  <span className="muted">
                    {video.channelTitle} · {formatOutlier(video.outlier)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <Words title="Common title words" words={report.titleWords} />
        <Words title="Common tags" words={report.tags} />
      </div>
      <p className="summary">
        Saved to your{" "}
        <a
          className="link"
          href={`${props.websiteOrigin}/analyses/${encodeURIComponent(report.analysisId)}`}
          target="_blank"
          rel="noopener"
        >
          analyses
        </a>
        .
      </p>
    </div>
  );
}

function Figure(props: { label: string; value: string; hint?: string }) {
  return (
    <div className="stat" title={props.hint}>
      <span className="label">{props.label}</span>
      <span className="value">{props.value}</span>
    </div>
  );
}

function Words(props: { title: string; words: { text: string; count: number }[] }) {
  return (
    <div>
      <h4>{props.title}</h4>
      {props.words.length === 0 ? (
        <p className="empty">None in common.</p>
      ) : (
        <ul className="chips">
          {props.words.slice(0, 12).map((word) => (
            <li key={word.text} className="chip">
              {word.text} <span className="muted">{word.count}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
