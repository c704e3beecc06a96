import { formatCount, formatOutlier, formatShare, quotaActionLabel } from "@vi/format";
import { Trans } from "react-i18next";
import type { ResultsReport, UsageCount } from "../../shared/analysis-protocol.ts";
import { onTrustedClick } from "../trusted-events.ts";
import { useLocalizer, useUiText } from "../ui-i18n.tsx";
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
  const { t } = useUiText();
  const l = useLocalizer();
  const shown = Math.min(props.resultCount, 50);

  return (
    <section className="panel results-panel" aria-label={t("results.label")}>
      <div className="section-head">
        <h3 className="section-title">
          {t("results.title")} <span className="muted">“{props.query}”</span>
        </h3>
        {!props.signedIn ? (
          <a className="link" href={props.loginUrl} target="_blank" rel="noopener">
            {t("results.signIn")}
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
              {quotaActionLabel(t("results.analyze"), quota, l)}
            </button>
          )
        )}
      </div>
      {props.signedIn && state.status === "idle" && !spent && (
        <p className="empty">
          {props.resultCount === 0 ? t("results.noResults") : t("results.intro", { count: shown })}
        </p>
      )}
      {props.signedIn && state.status === "idle" && spent && (
        <QuotaMessage failure={spent} upgradeUrl={props.upgradeUrl} />
      )}
      {state.status === "running" && (
        <p className="progress" role="status">
          <Spinner /> {t("results.running", { count: shown })}
        </p>
      )}
      {state.status === "failed" && <QuotaMessage failure={state.failure} upgradeUrl={props.upgradeUrl} />}
      {state.status === "done" && (
        <ResultsReportView report={state.report} websiteOrigin={props.websiteOrigin} />
      )}
    </section>
  );
}

export function ResultsReportView(props: { report: ResultsReport; websiteOrigin: string }) {
  const { report } = props;
  const { t, i18n } = useUiText();
  const l = useLocalizer();
  const days = (value: number | null) =>
    value === null
      ? "-"
      : value < 1
        ? t("results.underADay")
        : t("results.days", {
            count: Math.round(value),
            replace: { count: formatCount(Math.round(value), l) },
          });
  return (
    <div className="results-report" data-testid="results-report">
      <div className="opportunity" title={report.opportunity.explanation}>
        <span className="opportunity-score" data-testid="opportunity">
          {Math.round(report.opportunity.score)}
        </span>
        <span className="opportunity-text">
          <strong>{t("results.opportunity")}</strong> (0-100): {report.opportunity.explanation}
        </span>
      </div>
      <div className="report-grid">
        <Figure
          label={t("results.outliers")}
          value={t("results.outliersOf", { count: report.outliers.length, total: report.videoCount })}
        />
        <Figure label={t("results.medianViews")} value={formatCount(report.medianViews, l)} />
        <Figure label={t("results.medianAge")} value={days(report.medianAgeDays)} />
        <Figure label={t("results.medianSubscribers")} value={formatCount(report.medianSubscribers, l)} />
        <Figure
          label={t("results.smallChannels")}
          value={formatShare(report.smallChannelShare)}
          hint={t("results.smallChannelsHint")}
        />
        <Figure
          label={t("results.vphSpread")}
          value={
            report.vph
              ? `${formatCount(report.vph.low, l)} - ${formatCount(report.vph.median, l)} - ${formatCount(report.vph.high, l)}`
              : "-"
          }
          hint={t("results.vphSpreadHint")}
        />
      </div>
      <div className="report-lists">
        <div>
          <h4>{t("results.outlierVideos")}</h4>
          {report.outliers.length === 0 ? (
            <p className="empty">{t("results.noOutliers")}</p>
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
        <Words title={t("results.titleWords")} words={report.titleWords} />
        <Words title={t("results.commonTags")} words={report.tags} />
      </div>
      <p className="summary">
        <Trans
          t={t}
          i18n={i18n}
          i18nKey="results.savedTo"
          components={{
            link: (
              <a
                className="link"
                href={`${props.websiteOrigin}/analyses/${encodeURIComponent(report.analysisId)}`}
                target="_blank"
                rel="noopener"
              />
            ),
          }}
        />
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
  const { t } = useUiText();
  return (
    <div>
      <h4>{props.title}</h4>
      {props.words.length === 0 ? (
        <p className="empty">{t("results.noneInCommon")}</p>
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
