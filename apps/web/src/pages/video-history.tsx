// /videos/:id: a video's first 30 days (docs/product.md#history) - its views curve against its channel's
// typical start, the outlier at the same age, title and thumbnail changes with before and after, and the
// numbers as tables. The chart module (uPlot) is part of this lazily loaded page only.
import { formatCount, formatHistoryAge, outlierAtAgeSentence } from "@vi/format";
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
import { userMessage } from "../lib/user-message.ts";

const HOUR_MS = 3_600_000;
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const exact = new Intl.NumberFormat("en-US");
const count = (value: number | null) => (value === null ? "-" : formatCount(value));
const ageLabel = (hours: number) => formatHistoryAge(hours * HOUR_MS);

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
  const sameImageAddress =
    change.kind === "thumbnail" && thumbnailParts(change.before).url === thumbnailParts(change.after).url;
  return (
    <li className="rounded-xl border border-white/10 bg-zinc-950/40 p-3 sm:p-4">
      <p className="text-sm text-zinc-300">
        <span className="mr-2 inline-flex size-5 items-center justify-center rounded-full bg-amber-500/20 text-xs font-bold text-amber-300">
          {index + 1}
        </span>
        <span className="font-semibold text-white">
          {change.kind === "title" ? "New title" : "New thumbnail"}
        </span>{" "}
        at {formatHistoryAge(hours * HOUR_MS)} ({dateTime.format(new Date(change.at))})
      </p>
      {change.kind === "title" ? (
        <dl className="mt-2 grid gap-1 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-zinc-400">Before:</dt>
            <dd className="text-zinc-300 line-through decoration-zinc-500">{change.before}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-zinc-400">After:</dt>
            <dd className="text-white">{change.after}</dd>
          </div>
        </dl>
      ) : sameImageAddress ? (
        <div className="mt-2 flex flex-wrap items-start gap-3">
          <ThumbnailSide description={change.after} caption="After (the image YouTube serves now)" />
          <p className="max-w-sm text-xs text-zinc-400">
            YouTube keeps one address for a video's thumbnail, so the earlier image can no longer be shown:
            only that the image at this address changed.
          </p>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-start gap-3">
          <ThumbnailSide description={change.before} caption="Before" />
          <ThumbnailSide description={change.after} caption="After" />
        </div>
      )}
      <p className="mt-2 text-xs text-zinc-400">
        Views per hour: {change.vphBefore === null ? "unknown" : exact.format(Math.round(change.vphBefore))}{" "}
        in the 24 hours before,{" "}
        {change.vphAfter === null
          ? "the 24 hours after are not over yet"
          : `${exact.format(Math.round(change.vphAfter))} in the 24 hours after`}
        .
      </p>
    </li>
  );
}

function HistoryBody({ history }: { history: VideoHistoryResponse }) {
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
            {video.channelTitle} · {video.format === "short" ? "Short" : "Long-form"} · published{" "}
            {dateTime.format(new Date(video.publishedAt))}
          </p>
        </div>
      </header>

      <dl className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Fact label="Views now">
          <span title={`${exact.format(video.viewCount)} views`}>{formatCount(video.viewCount)}</span>
          <span className="ml-1 font-normal text-zinc-400">at {formatHistoryAge(ageMs)}</span>
        </Fact>
        <Fact label="Outlier at the same age">
          <span className="flex items-center gap-2">
            <OutlierChip score={video.outlierAtAge} />
            <span className="font-normal text-zinc-400">
              {video.outlierAtAgeSample > 0 ? `from ${video.outlierAtAgeSample} of the channel's videos` : ""}
            </span>
          </span>
        </Fact>
        <Fact label="Changes">
          {history.changes.length === 0
            ? "No title or thumbnail change"
            : `${history.changes.length} (marked on the chart)`}
        </Fact>
      </dl>
      <p className="mt-3 text-sm text-zinc-200" data-testid="outlier-at-age">
        {outlierAtAgeSentence({ score: video.outlierAtAge, sampleSize: video.outlierAtAgeSample, ageMs })}
      </p>

      <Section title="Views over the first 30 days">
        {history.snapshots.length === 0 ? (
          <p className="text-sm text-zinc-300">
            No history yet: VidInsight records this video's views at each refresh from now on (hourly in its
            first two days).
          </p>
        ) : (
          <>
            {curve.isPending ? (
              <p className="mb-2 flex items-center gap-2 text-xs text-zinc-400" role="status">
                <Spinner className="size-3" /> Loading the channel's usual start...
              </p>
            ) : curve.isError ? (
              <p className="mb-2 text-xs text-amber-200" role="alert">
                The channel's usual start could not be loaded: {userMessage(curve.error)}
              </p>
            ) : !hasBand ? (
              <p className="mb-2 text-xs text-zinc-400">
                Not enough history for this channel's usual start yet: it takes 5 of its{" "}
                {video.format === "short" ? "Shorts" : "long-form videos"} recorded at the same ages.
              </p>
            ) : null}
            <ViewsChart
              columns={columns}
              changes={markerHours}
              label={`Views of this video by hours since publication, ${history.snapshots.length} snapshots${hasBand ? ", against the channel's median and middle half at the same ages" : ""}${changes.length > 0 ? `, with ${changes.length} title or thumbnail changes marked` : ""}.`}
            />
          </>
        )}
      </Section>

      {changes.length > 0 ? (
        <Section title="Title and thumbnail changes">
          <ol className="grid gap-3">
            {changes.map(({ hours, change }, index) => (
              <ChangeItem key={`${change.at}-${change.kind}`} index={index} hours={hours} change={change} />
            ))}
          </ol>
        </Section>
      ) : null}

      <Section title="The numbers">
        {rows.length === 0 ? (
          <p className="text-sm text-zinc-400">The channel's usual start is not available.</p>
        ) : (
          <div
            tabIndex={0}
            role="region"
            aria-label="Views at each age, scrollable"
            className="overflow-x-auto rounded-lg border border-white/10"
          >
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">
                This video's views and the channel's usual start at each age
              </caption>
              <thead className="bg-zinc-900 text-xs text-zinc-400 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Age
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    This video
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Usual (median)
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    25th-75th percentile
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Videos
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {rows.map((row) => (
                  <tr key={row.ageHours} className="border-t border-white/5">
                    <th scope="row" className="px-3 py-1.5 font-normal text-zinc-300">
                      {ageLabel(row.ageHours)}
                    </th>
                    <td className="px-3 py-1.5 text-right text-zinc-100">{count(row.video)}</td>
                    <td className="px-3 py-1.5 text-right text-zinc-100">
                      {row.median === null ? "not enough history" : count(row.median)}
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
              {allSnapshots ? "Hide the snapshots" : `Show all ${history.snapshots.length} snapshots`}
            </button>
            {allSnapshots ? (
              <div
                tabIndex={0}
                role="region"
                aria-label="Snapshots, scrollable"
                className="mt-3 max-h-96 overflow-auto rounded-lg border border-white/10"
              >
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <caption className="sr-only">Every snapshot of this video</caption>
                  <thead className="sticky top-0 bg-zinc-900 text-xs text-zinc-400 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        Taken
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        Age
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        Views
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        Likes
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        Comments
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Source
                      </th>
                    </tr>
                  </thead>
                  <tbody className="tabular-nums">
                    {history.snapshots.map((s) => (
                      <tr key={s.at} className="border-t border-white/5">
                        <td className="px-3 py-1.5 text-zinc-300">{dateTime.format(new Date(s.at))}</td>
                        <td className="px-3 py-1.5 text-right text-zinc-300">
                          {formatHistoryAge(Date.parse(s.at) - published)}
                        </td>
                        <td className="px-3 py-1.5 text-right text-zinc-100">{exact.format(s.views)}</td>
                        <td className="px-3 py-1.5 text-right text-zinc-100">
                          {s.likes === null ? "-" : exact.format(s.likes)}
                        </td>
                        <td className="px-3 py-1.5 text-right text-zinc-100">
                          {s.comments === null ? "-" : exact.format(s.comments)}
                        </td>
                        <td className="px-3 py-1.5 text-zinc-300">
                          {s.source === "feed" ? "Channel feed" : "YouTube API"}
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
          Views at an age are read off the snapshots between which it falls. The usual start is the median
          (and the middle half, 25th to 75th percentile) of the channel's{" "}
          {video.format === "short" ? "Shorts" : "long-form videos"} at the same age, from its 30 most recent
          that have reached it; below 5 there is not enough history. Snapshots are kept 30 days.
        </p>
      </Section>
    </>
  );
}

export function VideoHistoryPage() {
  const { id = "" } = useParams();
  const valid = VIDEO_ID_RE.test(id);
  const history = useVideoHistory(id, valid);
  return (
    <Container className="py-10">
      <p className="text-sm">
        <Link to="/outliers" className="text-zinc-400 hover:text-white">
          ← Outliers
        </Link>
      </p>
      {!valid ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-500/30 bg-red-500/10 p-6 text-red-100">
          This address does not name a YouTube video. Open a video's history from the outliers or your saved
          videos.
        </div>
      ) : history.isPending ? (
        <div className="mt-10 flex items-center gap-3 text-zinc-300" role="status">
          <Spinner /> Loading the video's history...
        </div>
      ) : history.isError ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-500/30 bg-red-500/10 p-6 text-red-100">
          <p>{userMessage(history.error)}</p>
          <button
            type="button"
            className={`${buttonClass("secondary")} mt-4`}
            onClick={() => void history.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <HistoryBody history={history.data} />
      )}
    </Container>
  );
}
