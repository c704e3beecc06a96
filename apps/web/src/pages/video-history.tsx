// /videos/:id: a video's first 30 days (docs/product.md#history) - its views curve against its channel's
// typical start, the outlier at the same age, title and thumbnail changes with before and after, and the
// numbers as tables. The chart module (uPlot) is part of this lazily loaded page only.
import { outlierAtAgeSentence } from "@vi/format";
import { VIDEO_ID_RE, type VideoHistoryResponse } from "@vi/types";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { Spinner } from "../auth/auth-ui.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import { ageRows, changeHours, chartColumns, thumbnailParts } from "../features/history/history-data.ts";
import { useChannelCurve, useVideoHistory } from "../features/history/use-history.ts";
import { ViewsChart } from "../features/history/views-chart.tsx";
import { OutlierChip, watchUrl } from "../features/outliers/video-cells.tsx";
import { Thumbnail } from "../features/saved-videos/thumbnail.tsx";
import { useFormat, useLocalizer } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";
import { userMessage } from "../lib/user-message.ts";

const HOUR_MS = 3_600_000;

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      id={id}
      className="mt-6 min-w-0 rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-5"
    >
      <h2 id={headingId} className="mb-3 text-base font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-white/10 bg-zinc-950/40 px-4 py-3">
      <dt className="text-xs text-zinc-400">{label}</dt>
      <dd className="mt-1 text-sm font-semibold text-white">{children}</dd>
    </div>
  );
}

function ThumbnailSide({ description, caption }: { description: string; caption: string }) {
  const { url } = thumbnailParts(description);
  const [failed, setFailed] = useState(false);
  return (
    <figure className="w-40 min-w-0 sm:w-48">
      <span className="block aspect-video overflow-hidden rounded-md bg-zinc-800">
        {failed ? null : (
          <img
            src={url}
            alt={caption}
            width={320}
            height={180}
            loading="lazy"
            onError={() => setFailed(true)}
            className="size-full object-cover"
          />
        )}
      </span>
      <figcaption className="mt-1 text-xs text-zinc-400">{caption}</figcaption>
    </figure>
  );
}

function ChangeItem({
  index,
  hours,
  change,
}: {
  index: number;
  hours: number;
  change: VideoHistoryResponse["changes"][number];
}) {
  const { t } = useT("research.history");
  const format = useFormat();
  const sameImageAddress =
    change.kind === "thumbnail" && thumbnailParts(change.before).url === thumbnailParts(change.after).url;
  return (
    <li className="rounded-xl border border-white/10 bg-zinc-950/40 p-3 sm:p-4">
      <p className="text-sm text-zinc-300">
        <span className="mr-2 inline-flex size-5 items-center justify-center rounded-full bg-amber-500/20 text-xs font-bold text-amber-300">
          {index + 1}
        </span>
        <span className="font-semibold text-white">
          {change.kind === "title" ? t("newTitle") : t("newThumbnail")}
        </span>{" "}
        {t("changeAt", { age: format.duration(hours * HOUR_MS), date: format.dateTimeShort(change.at) })}
      </p>
      {change.kind === "title" ? (
        <dl className="mt-2 grid gap-1 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-zinc-400">{t("before")}</dt>
            <dd className="text-zinc-300 line-through decoration-zinc-500">{change.before}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-zinc-400">{t("after")}</dt>
            <dd className="text-white">{change.after}</dd>
          </div>
        </dl>
      ) : sameImageAddress ? (
        <div className="mt-2 flex flex-wrap items-start gap-3">
          <ThumbnailSide description={change.after} caption={t("afterNow")} />
          <p className="max-w-sm text-xs text-zinc-400">{t("sameAddress")}</p>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-start gap-3">
          <ThumbnailSide description={change.before} caption={t("beforeImage")} />
          <ThumbnailSide description={change.after} caption={t("afterImage")} />
        </div>
      )}
      <p className="mt-2 text-xs text-zinc-400">
        {t("vphBefore", {
          before: change.vphBefore === null ? t("unknown") : format.number(Math.round(change.vphBefore)),
        })}
        {change.vphAfter === null
          ? t("vphAfterPending")
          : t("vphAfter", { after: format.number(Math.round(change.vphAfter)) })}
      </p>
    </li>
  );
}

function HistoryBody({ history }: { history: VideoHistoryResponse }) {
  const { t } = useT("research.history");
  const format = useFormat();
  const l = useLocalizer();
  const count = (value: number | null) => (value === null ? "-" : format.count(value));
  const { video } = history;
  const curve = useChannelCurve(video.channelId, video.format);
  const columns = useMemo(() => chartColumns(history, curve.data), [history, curve.data]);
  const changes = useMemo(() => changeHours(history), [history]);
  const markerHours = useMemo(() => changes.map((c) => c.hours), [changes]);
  const rows = useMemo(() => ageRows(history, curve.data), [history, curve.data]);
  const [allSnapshots, setAllSnapshots] = useState(false);
  const ageMs = Date.parse(video.fetchedAt) - Date.parse(video.publishedAt);
  const published = Date.parse(video.publishedAt);
  const hasBand = rows.some((row) => row.median !== null);

  return (
    <>
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <a
          href={watchUrl(video.videoId)}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={-1}
          aria-hidden="true"
          className="w-44 shrink-0 sm:w-56"
        >
          <Thumbnail videoId={video.videoId} duration="" />
        </a>
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words text-white sm:text-2xl">
            <a
              href={watchUrl(video.videoId)}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:underline"
            >
              {video.title}
            </a>
          </h1>
          <p className="mt-1 text-sm text-zinc-400">
            {video.channelTitle} · {video.format === "short" ? t("short") : t("longForm")} ·{" "}
            {t("published", { date: format.dateTimeShort(video.publishedAt) })}
          </p>
        </div>
      </header>

      <dl className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Fact label={t("viewsNow")}>
          <span title={t("viewsTitle", { views: format.number(video.viewCount) })}>
            {format.count(video.viewCount)}
          </span>
          <span className="ml-1 font-normal text-zinc-400">
            {t("atAge", { age: format.duration(ageMs) })}
          </span>
        </Fact>
        <Fact label={t("outlierAtAge")}>
          <span className="flex items-center gap-2">
            <OutlierChip score={video.outlierAtAge} />
            <span className="font-normal text-zinc-400">
              {video.outlierAtAgeSample > 0 ? t("fromSample", { sample: video.outlierAtAgeSample }) : ""}
            </span>
          </span>
        </Fact>
        <Fact label={t("changes")}>
          {history.changes.length === 0
            ? t("noChanges")
            : t("changesMarked", { changes: history.changes.length })}
        </Fact>
      </dl>
      <p className="mt-3 text-sm text-zinc-200" data-testid="outlier-at-age">
        {outlierAtAgeSentence({ score: video.outlierAtAge, sampleSize: video.outlierAtAgeSample, ageMs }, l)}
      </p>

      <Section title={t("viewsTitleSection")}>
        {history.snapshots.length === 0 ? (
          <p className="text-sm text-zinc-300">{t("noHistory")}</p>
        ) : (
          <>
            {curve.isPending ? (
              <p className="mb-2 flex items-center gap-2 text-xs text-zinc-400" role="status">
                <Spinner className="size-3" /> {t("curveLoading")}
              </p>
            ) : curve.isError ? (
              <p className="mb-2 text-xs text-amber-200" role="alert">
                {t("curveFailed", { message: userMessage(curve.error) })}
              </p>
            ) : !hasBand ? (
              <p className="mb-2 text-xs text-zinc-400">
                {video.format === "short" ? t("noBandShorts") : t("noBandLong")}
              </p>
            ) : null}
            <ViewsChart
              columns={columns}
              changes={markerHours}
              label={`${t("chartLabel", { snapshots: history.snapshots.length })}${hasBand ? t("chartLabelBand") : ""}${changes.length > 0 ? t("chartLabelChanges", { changes: changes.length }) : ""}.`}
            />
          </>
        )}
      </Section>

      {changes.length > 0 ? (
        <Section title={t("changesTitle")}>
          <ol className="grid gap-3">
            {changes.map(({ hours, change }, index) => (
              <ChangeItem key={`${change.at}-${change.kind}`} index={index} hours={hours} change={change} />
            ))}
          </ol>
        </Section>
      ) : null}

      <Section title={t("numbersTitle")}>
        {rows.length === 0 ? (
          <p className="text-sm text-zinc-400">{t("noCurve")}</p>
        ) : (
          <div
            tabIndex={0}
            role="region"
            aria-label={t("ageTableLabel")}
            className="overflow-x-auto rounded-lg border border-white/10"
          >
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">{t("ageTableCaption")}</caption>
              <thead className="bg-zinc-900 text-xs text-zinc-400 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("age")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("thisVideo")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("usualMedian")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("percentiles")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("videos")}
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {rows.map((row) => (
                  <tr key={row.ageHours} className="border-t border-white/5">
                    <th scope="row" className="px-3 py-1.5 font-normal text-zinc-300">
                      {format.duration(row.ageHours * HOUR_MS)}
                    </th>
                    <td className="px-3 py-1.5 text-right text-zinc-100">{count(row.video)}</td>
                    <td className="px-3 py-1.5 text-right text-zinc-100">
                      {row.median === null ? t("notEnough") : count(row.median)}
                    </td>
                    <td className="px-3 py-1.5 text-right text-zinc-100">
                      {row.p25 === null || row.p75 === null ? "-" : `${count(row.p25)} - ${count(row.p75)}`}
                    </td>
                    <td className="px-3 py-1.5 text-right text-zinc-300">{row.sampleSize}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {history.snapshots.length > 0 ? (
          <>
            <button
              type="button"
              className={`${buttonClass("secondary")} mt-3`}
              aria-expanded={allSnapshots}
              onClick={() => setAllSnapshots((shown) => !shown)}
            >
              {allSnapshots
                ? t("hideSnapshots")
                : t("showSnapshots", { snapshots: history.snapshots.length })}
            </button>
            {allSnapshots ? (
              <div
                tabIndex={0}
                role="region"
                aria-label={t("snapshotsLabel")}
                className="mt-3 max-h-96 overflow-auto rounded-lg border border-white/10"
              >
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <caption className="sr-only">{t("snapshotsCaption")}</caption>
                  <thead className="sticky top-0 bg-zinc-900 text-xs text-zinc-400 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        {t("taken")}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t("age")}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t("views")}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t("likes")}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t("comments")}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t("source")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="tabular-nums">
                    {history.snapshots.map((s) => (
                      <tr key={s.at} className="border-t border-white/5">
                        <td className="px-3 py-1.5 text-zinc-300">{format.dateTimeShort(s.at)}</td>
                        <td className="px-3 py-1.5 text-right text-zinc-300">
                          {format.duration(Date.parse(s.at) - published)}
                        </td>
                        <td className="px-3 py-1.5 text-right text-zinc-100">{format.number(s.views)}</td>
                        <td className="px-3 py-1.5 text-right text-zinc-100">
                          {s.likes === null ? "-" : format.number(s.likes)}
                        </td>
                        <td className="px-3 py-1.5 text-right text-zinc-100">
                          {s.comments === null ? "-" : format.number(s.comments)}
                        </td>
                        <td className="px-3 py-1.5 text-zinc-300">
                          {s.source === "feed" ? t("sourceFeed") : t("sourceApi")}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </>
        ) : null}
        <p className="mt-3 text-xs leading-relaxed text-zinc-400">
          {video.format === "short" ? t("methodShorts") : t("methodLong")}
        </p>
      </Section>
    </>
  );
}

export function VideoHistoryPage() {
  const { t } = useT("research.history");
  const { id = "" } = useParams();
  const valid = VIDEO_ID_RE.test(id);
  const history = useVideoHistory(id, valid);
  return (
    <Container className="py-10">
      <p className="text-sm">
        <Link to="/outliers" className="text-zinc-400 hover:text-white">
          {t("back")}
        </Link>
      </p>
      {!valid ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-500/30 bg-red-500/10 p-6 text-red-100">
          {t("invalid")}
        </div>
      ) : history.isPending ? (
        <div className="mt-10 flex items-center gap-3 text-zinc-300" role="status">
          <Spinner /> {t("loading")}
        </div>
      ) : history.isError ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-500/30 bg-red-500/10 p-6 text-red-100">
          <p>{userMessage(history.error)}</p>
          <button
            type="button"
            className={`${buttonClass("secondary")} mt-4`}
            onClick={() => void history.refetch()}
          >
            {t("tryAgain")}
          </button>
        </div>
      ) : (
        <HistoryBody history={history.data} />
      )}
    </Container>
  );
}
