// The sections of /data, each fed by one answer of GET /admin/stats or GET /admin/affiliateApplications.
import { type ReactNode, useEffect, useState } from "react";
import type { AdminStats, AffiliateApplicationRow, JobRunState } from "./api.ts";
import {
  formatCount,
  formatDuration,
  formatTimeUntil,
  formatWhen,
  planLabel,
  summarizeResult,
} from "./format.ts";
import { EmptyNote } from "./states.tsx";

function Figure({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <div className="rounded-xl border border-white/10 bg-zinc-950/40 p-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-zinc-400">{label}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-bold tabular-nums text-white">{value}</span>
        {detail ? <span className="mt-1 block text-xs text-zinc-400">{detail}</span> : null}
      </dd>
    </div>
  );
}

export function Overview({ stats }: { stats: AdminStats }) {
  const { users, store, quota } = stats;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="overview">
      <Figure
        label="Users"
        value={formatCount(users.total)}
        detail={`${formatCount(users.admins)} admin(s)`}
      />
      <Figure
        label="Videos stored"
        value={formatCount(store.videos)}
        detail={`${formatCount(store.shorts)} Shorts · ${formatCount(store.videosWithOutlierScore)} scored`}
      />
      <Figure
        label="Channels stored"
        value={formatCount(store.channels)}
        detail={`${formatCount(store.trackedChannels)} tracked`}
      />
      <Figure
        label="Quota used today"
        value={quota ? formatCount(quota.usedToday) : "—"}
        detail={quota ? `of ${formatCount(quota.dailyLimit)} units` : "No YouTube API key"}
      />
    </dl>
  );
}

export function QuotaMeter({ quota }: { quota: AdminStats["quota"] }) {
  if (!quota) {
    return <EmptyNote>YOUTUBE_API_KEY is not set: the API fetches nothing from YouTube.</EmptyNote>;
  }
  const share = quota.dailyLimit > 0 ? Math.min(1, quota.usedToday / quota.dailyLimit) : 0;
  const percent = Math.round(share * 1000) / 10;
  return (
    <div>
      <p className="text-sm text-zinc-300">
        <span className="font-semibold tabular-nums text-white">{formatCount(quota.usedToday)}</span> of{" "}
        <span className="tabular-nums">{formatCount(quota.dailyLimit)}</span> units used on {quota.day}{" "}
        (Pacific time) · {percent}%
      </p>
      <div
        role="meter"
        aria-label="YouTube quota used today"
        aria-valuemin={0}
        aria-valuemax={quota.dailyLimit}
        aria-valuenow={quota.usedToday}
        aria-valuetext={`${percent}%`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className={`h-full rounded-full ${share >= 0.9 ? "bg-red-500" : share >= 0.6 ? "bg-amber-400" : "bg-emerald-500"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

export function PlansTable({ users }: { users: AdminStats["users"] }) {
  if (users.byPlan.length === 0) return <EmptyNote>No users yet.</EmptyNote>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Users by plan</caption>
      <thead>
        <tr className="border-b border-white/10 text-left text-xs uppercase tracking-wide text-zinc-400">
          <th scope="col" className="py-2 font-medium">
            Plan
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Users
          </th>
        </tr>
      </thead>
      <tbody>
        {users.byPlan.map((row) => (
          <tr key={row.plan} className="border-b border-white/5 last:border-0">
            <td className="break-all py-2 text-zinc-200">{planLabel(row.plan)}</td>
            <td className="py-2 text-right tabular-nums text-white">{formatCount(row.users)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StoreList({ store }: { store: AdminStats["store"] }) {
  const rows: [string, number][] = [
    ["Videos", store.videos],
    ["Shorts", store.shorts],
    ["With an outlier score", store.videosWithOutlierScore],
    ["Due for a refresh", store.staleVideos],
    ["View snapshots", store.snapshots],
    ["Channels", store.channels],
    ["Tracked channels", store.trackedChannels],
    ["Awaiting first track", store.channelsAwaitingFirstTrack],
    ["Failing to track", store.channelsFailing],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between border-b border-white/5 py-2">
          <dt className="text-zinc-400">{label}</dt>
          <dd
            className={`tabular-nums ${label === "Failing to track" && value > 0 ? "text-red-300" : "text-white"}`}
          >
            {formatCount(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The server's clock, moving: the answer's generatedAt plus the time since it arrived (`receivedAt`, the
 * browser's clock), so "in 12 min" counts down without a refresh and a skewed browser clock does not matter.
 */
export function useServerNow(generatedAt: string | undefined, receivedAt: number): number | null {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setBrowserNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (!generatedAt) return null;
  return Date.parse(generatedAt) + Math.max(0, Math.max(browserNow, receivedAt) - receivedAt);
}

/** "in 12 min" with the exact time on hover; the scheduler's reason when it has no time (or a late one). */
function NextRun({ job, serverNow }: { job: JobRunState; serverNow: number }) {
  const note = job.nextRunNote ? (
    <span className="block text-xs text-zinc-400">{job.nextRunNote}</span>
  ) : null;
  if (!job.nextRunAt) return note ?? <span className="text-zinc-400">Not planned</span>;
  return (
    <>
      <time dateTime={job.nextRunAt} title={formatWhen(job.nextRunAt)} className="text-zinc-200">
        {formatTimeUntil(job.nextRunAt, serverNow)}
      </time>
      {note}
    </>
  );
}

export function JobsPanel({ jobs, serverNow }: { jobs: AdminStats["jobs"]; serverNow: number }) {
  if (!jobs) return <EmptyNote>This API process runs no job scheduler.</EmptyNote>;
  const entries = Object.entries(jobs.jobs);
  const failing = entries.filter(([, job]) => job.lastError);
  return (
    <div className="space-y-4">
      <ul className="flex flex-wrap gap-2 text-xs">
        <Badge tone="plain">{jobs.running ? "A tick is running now" : "Idle between ticks"}</Badge>
        <Badge tone={jobs.leader ? "good" : "plain"}>
          {jobs.leader ? "Holds the job lease" : "Not the lease holder"}
        </Badge>
        <Badge tone={jobs.youtubeEnabled ? "good" : "warn"}>
          {jobs.youtubeEnabled ? "YouTube jobs on" : "YouTube jobs off (no key)"}
        </Badge>
        {failing.length > 0 ? <Badge tone="bad">{`${failing.length} job(s) failed last run`}</Badge> : null}
      </ul>
      <dl className="grid gap-x-6 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex justify-between gap-3 border-b border-white/5 py-2">
          <dt className="text-zinc-400">Last tick</dt>
          <dd className="text-right text-white">{formatWhen(jobs.lastTickAt)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-b border-white/5 py-2">
          <dt className="text-zinc-400">Next tick</dt>
          <dd className="text-right text-white">
            {jobs.nextTickAt ? (
              <time dateTime={jobs.nextTickAt} title={formatWhen(jobs.nextTickAt)}>
                {formatTimeUntil(jobs.nextTickAt, serverNow)}
              </time>
            ) : jobs.running ? (
              "After the running tick"
            ) : (
              "Not planned"
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-b border-white/5 py-2 sm:col-span-2 lg:col-span-1">
          <dt className="text-zinc-400">Paused until</dt>
          <dd className="text-right text-white">
            {jobs.pausedUntil
              ? `${formatWhen(jobs.pausedUntil)} (${jobs.pauseReason ?? "no reason given"})`
              : "Not paused"}
          </dd>
        </div>
      </dl>
      <ul className="space-y-3 md:hidden" aria-label="Jobs">
        {entries.map(([name, job]) => (
          <li key={name} className="rounded-xl border border-white/10 bg-zinc-950/40 p-3 text-sm">
            <p className="flex justify-between gap-2">
              <span className="font-medium capitalize text-white">{name}</span>
              <span className="text-zinc-400">
                {formatCount(job.runs)} run{job.runs === 1 ? "" : "s"} · {formatDuration(job.lastDurationMs)}
              </span>
            </p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
              <dt className="text-zinc-400">Last run</dt>
              <dd className="text-zinc-200">{formatWhen(job.lastStartedAt)}</dd>
              <dt className="text-zinc-400">Next run</dt>
              <dd>
                <NextRun job={job} serverNow={serverNow} />
              </dd>
              <dt className="text-zinc-400">Result</dt>
              <dd className={`break-words ${job.lastError ? "text-red-300" : "text-zinc-300"}`}>
                {job.lastError ? `Error: ${job.lastError}` : summarizeResult(job.lastResult)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">Jobs</caption>
          <thead>
            <tr className="border-b border-white/10 text-left text-xs uppercase tracking-wide text-zinc-400">
              <th scope="col" className="py-2 pr-3 font-medium">
                Job
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Runs
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Last run
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Took
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Next run
              </th>
              <th scope="col" className="py-2 font-medium">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map(([name, job]) => (
              <tr key={name} className="border-b border-white/5 align-top last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-medium capitalize text-white">
                  {name}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums text-zinc-200">{formatCount(job.runs)}</td>
                <td className="whitespace-nowrap py-2 pr-3 text-zinc-200">{formatWhen(job.lastStartedAt)}</td>
                <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums text-zinc-200">
                  {formatDuration(job.lastDurationMs)}
                </td>
                <td className="max-w-[13rem] py-2 pr-3">
                  <NextRun job={job} serverNow={serverNow} />
                </td>
                <td className="py-2 text-zinc-300">
                  {job.lastError ? (
                    <span className="text-red-300">Error: {job.lastError}</span>
                  ) : (
                    <span className="break-words">{summarizeResult(job.lastResult)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Badge({ tone, children }: { tone: "good" | "bad" | "warn" | "plain"; children: ReactNode }) {
  const tones = {
    good: "border-emerald-500/30 bg-emerald-500/10 text-emerald-300",
    bad: "border-red-500/30 bg-red-500/10 text-red-300",
    warn: "border-amber-500/30 bg-amber-500/10 text-amber-200",
    plain: "border-white/10 bg-white/5 text-zinc-300",
  };
  return <li className={`rounded-full border px-2.5 py-1 font-medium ${tones[tone]}`}>{children}</li>;
}

export function ApplicationsTable({ rows }: { rows: AffiliateApplicationRow[] }) {
  if (rows.length === 0) return <EmptyNote>No affiliate applications yet.</EmptyNote>;
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Recent affiliate applications">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-white/10 bg-zinc-950/40 p-3 text-sm">
            <p className="flex flex-wrap justify-between gap-x-2">
              <span className="font-medium text-white">{row.name}</span>
              <span className="text-zinc-400">{row.followers}</span>
            </p>
            <p className="mt-1 break-all">
              <a className="text-red-300 underline-offset-2 hover:underline" href={`mailto:${row.email}`}>
                {row.email}
              </a>{" "}
              <span className="text-zinc-400">· {row.website}</span>
            </p>
            <p className="mt-2 whitespace-pre-line break-words text-zinc-300">{row.message}</p>
            <p className="mt-2 text-xs text-zinc-400">Received {formatWhen(row.createdAt)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[48rem] text-sm">
          <caption className="sr-only">Recent affiliate applications</caption>
          <thead>
            <tr className="border-b border-white/10 text-left text-xs uppercase tracking-wide text-zinc-400">
              <th scope="col" className="py-2 pr-3 font-medium">
                Received
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Name
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Email
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Website
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Audience
              </th>
              <th scope="col" className="py-2 font-medium">
                Message
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-white/5 align-top last:border-0">
                <td className="whitespace-nowrap py-2 pr-3 text-zinc-300">{formatWhen(row.createdAt)}</td>
                <td className="py-2 pr-3 text-white">{row.name}</td>
                <td className="py-2 pr-3">
                  <a className="text-red-300 underline-offset-2 hover:underline" href={`mailto:${row.email}`}>
                    {row.email}
                  </a>
                </td>
                <td className="max-w-[14rem] break-all py-2 pr-3 text-zinc-300">{row.website}</td>
                <td className="whitespace-nowrap py-2 pr-3 text-zinc-300">{row.followers}</td>
                <td className="max-w-[20rem] whitespace-pre-line break-words py-2 text-zinc-300">
                  {row.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
