// The watch panel's history line: the outlier at the same age as a sentence ('At 18 hours: 4.2x this
// channel's usual start', or why there is none) and a sparkline of the video's first 30 days against the
// channel's typical band (docs/product.md#history). Part of the lazily loaded panel module: the always-on
// script carries none of it. Plain SVG, no chart library, so the panel stays small.
import { formatCount, formatHistoryAge, outlierAtAgeSentence } from "@vi/format";
import { HISTORY_MAX_AGE_MS } from "@vi/metrics";
import { useEffect, useState } from "react";
import type { PanelHistory } from "../../shared/background-protocol.ts";
import { useLocalizer, useUiText } from "../ui-i18n.tsx";

const HOUR_MS = 3_600_000;
const WIDTH = 240;
const HEIGHT = 56;
const PAD = 2;
/** The sparkline's first age: its time axis is logarithmic, so the first hours have room. */
const MIN_HOURS = 0.5;

export type HistoryAnswer = { ok: true; history: PanelHistory } | { ok: false; message: string };

type State = { status: "loading" } | HistoryAnswer;

interface SparklineGeometry {
  video: string;
  median: string;
  band: string;
  /** The oldest age shown, in hours. */
  maxHours: number;
}

/** SVG paths of the sparkline: the video's views, the channel's median and its 25th-75th band. */
function sparkline(history: PanelHistory, nowMs: number): SparklineGeometry | null {
  const published = Date.parse(history.publishedAt);
  const ageHours = (nowMs - published) / HOUR_MS;
  const points = history.snapshots
    .map(([at, views]) => ({ h: (at - published) / HOUR_MS, views }))
    .filter((p) => p.h >= MIN_HOURS);
  if (points.length === 0) return null;
  const maxHours = Math.min(720, Math.max(6, ageHours) * 1.2);
  const band = history.curve.filter(
    (p) => p.median !== null && p.p25 !== null && p.p75 !== null && p.ageHours <= maxHours,
  );
  const top = Math.max(1, ...points.map((p) => p.views), ...band.map((p) => p.p75 ?? 0));
  const span = Math.log10(maxHours) - Math.log10(MIN_HOURS);
  const x = (h: number) => PAD + ((Math.log10(h) - Math.log10(MIN_HOURS)) / span) * (WIDTH - 2 * PAD);
  const y = (v: number) => HEIGHT - PAD - (v / top) * (HEIGHT - 2 * PAD);
  const xy = (h: number, v: number) => `${x(h).toFixed(1)},${y(v).toFixed(1)}`;
  const line = (list: { h: number; v: number }[]) =>
    list.map((p, i) => `${i ? "L" : "M"}${xy(p.h, p.v)}`).join("");
  return {
    video: line(points.map((p) => ({ h: p.h, v: p.views }))),
    median: line(band.map((p) => ({ h: p.ageHours, v: p.median ?? 0 }))),
    band:
      band.length < 2
        ? ""
        : `${line(band.map((p) => ({ h: p.ageHours, v: p.p75 ?? 0 })))}${[...band]
            .reverse()
            .map((p) => `L${xy(p.ageHours, p.p25 ?? 0)}`)
            .join("")}Z`,
    maxHours,
  };
}

export function History(props: {
  videoId: string;
  load(videoId: string): Promise<HistoryAnswer>;
  /** The website's page of this video's history. */
  pageUrl: string;
}) {
  const [state, setState] = useState<State>({ status: "loading" });
  const { t } = useUiText();
  const { videoId, load } = props;
  useEffect(() => {
    let active = true;
    setState({ status: "loading" });
    load(videoId).then(
      (answer) => active && setState(answer),
      (error: unknown) => active && setState({ ok: false, message: String(error) }),
    );
    return () => {
      active = false;
    };
  }, [videoId, load]);

  return (
    <div className="history" data-testid="history" aria-busy={!("ok" in state) || undefined}>
      <div className="section-head">
        <h3 className="section-title">{t("history.title")}</h3>
        <a className="link small-link" href={props.pageUrl} target="_blank" rel="noopener">
          {t("history.full")}
        </a>
      </div>
      {!("ok" in state) ? (
        <p className="empty">{t("history.loading")}</p>
      ) : !state.ok ? (
        <p className="empty" role="status">
          {t("history.unavailable", { reason: state.message })}
        </p>
      ) : (
        <HistoryBody history={state.history} />
      )}
    </div>
  );
}

function HistoryBody({ history }: { history: PanelHistory }) {
  const { t } = useUiText();
  const l = useLocalizer();
  const fetched = Date.parse(history.fetchedAt);
  const ageMs = fetched - Date.parse(history.publishedAt);
  const sentence = outlierAtAgeSentence(
    {
      score: history.outlierAtAge,
      sampleSize: history.outlierAtAgeSample,
      ageMs,
    },
    l,
  );
  const shape = ageMs <= HISTORY_MAX_AGE_MS ? sparkline(history, fetched) : null;
  const last = history.snapshots.at(-1);
  return (
    <>
      <p className="history-line" data-testid="history-line">
        {sentence}
      </p>
      {shape ? (
        <figure className="sparkline">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={`${t("history.chart", { age: formatHistoryAge(ageMs, l) })}${last ? t("history.chartNow", { views: formatCount(last[1], l) }) : ""}${shape.band ? t("history.chartBand") : ""}`}
          >
            {shape.band ? <path className="band" d={shape.band} /> : null}
            {shape.median ? <path className="median" d={shape.median} /> : null}
            <path className="views" d={shape.video} />
          </svg>
          <figcaption className="legend">
            <span className="key views-key" /> {t("history.thisVideo")}
            {shape.band ? (
              <>
                <span className="key band-key" /> {t("history.usualStart")}
              </>
            ) : (
              t("history.noUsualStart")
            )}
          </figcaption>
        </figure>
      ) : ageMs <= HISTORY_MAX_AGE_MS ? (
        <p className="empty">{t("history.noSnapshots")}</p>
      ) : null}
    </>
  );
}
