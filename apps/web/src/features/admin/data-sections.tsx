// The sections of /data, each fed by one answer of GET /admin/stats, GET /admin/queues or
// GET /admin/affiliateApplications.
import type { ReactNode } from "react";
import type { AdminQueues, AdminStats, AffiliateApplicationRow, JobRun, QueueState } from "./api.ts";
import {
  describeCron,
  formatClock,
  formatCount,
  formatDuration,
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

/** What a run left: its counts, the error it failed with, or that it is still running. */
function runSummary(run: JobRun): { text: string; error: boolean } {
  if (run.state === "active") return { text: "Running", error: false };
  if (run.state === "failed" || run.state === "retry") {
    const output = run.output as { message?: unknown } | null;
    const message = typeof output?.message === "string" ? output.message : summarizeResult(run.output);
    return { text: `${run.state === "retry" ? "Will retry" : "Failed"}: ${message}`, error: true };
  }
  return { text: summarizeResult(run.output), error: false };
}

const RUN_STATE_LABELS: Record<JobRun["state"], string> = {
  active: "running",
  completed: "done",
  failed: "failed",
  retry: "retrying",
  cancelled: "cancelled",
};

function RunChips({ queue }: { queue: QueueState }) {
  if (queue.lastRuns.length === 0) return <span className="text-zinc-400">Not run yet</span>;
  return (
    <ol className="flex flex-wrap gap-1" aria-label={`Last runs of ${queue.name}`}>
      {queue.lastRuns.map((run) => {
        const tone =
          run.state === "failed" || run.state === "retry"
            ? "border-red-500/30 text-red-300"
            : run.state === "active"
              ? "border-sky-500/30 text-sky-300"
              : "border-white/10 text-zinc-300";
        return (
          <li
            key={run.id}
            title={`${formatWhen(run.startedAt)} · ${formatDuration(run.durationMs)} · ${runSummary(run).text}`}
            className={`rounded border px-1.5 py-0.5 text-xs tabular-nums ${tone}`}
          >
            {RUN_STATE_LABELS[run.state]} {formatClock(run.startedAt)}
          </li>
        );
      })}
    </ol>
  );
}

function LastResult({ queue }: { queue: QueueState }) {
  const last = queue.lastRuns[0];
  if (!last) return <span className="text-zinc-400">—</span>;
  const { text, error } = runSummary(last);
  return <span className={`break-words ${error ? "text-red-300" : "text-zinc-300"}`}>{text}</span>;
}

export function QueuesPanel({ data }: { data: AdminQueues }) {
  const { queues } = data;
  if (queues.length === 0) return <EmptyNote>No jobs are defined.</EmptyNote>;
  const failed = queues.reduce((sum, queue) => sum + queue.failed, 0);
  const active = queues.reduce((sum, queue) => sum + queue.active, 0);
  const queued = queues.reduce((sum, queue) => sum + queue.queued, 0);
  return (
    <div className="space-y-4">
      <ul className="flex flex-wrap gap-2 text-xs">
        <Badge tone="plain">{`${formatCount(active)} running · ${formatCount(queued)} queued`}</Badge>
        <Badge tone={data.youtubeEnabled ? "good" : "warn"}>
          {data.youtubeEnabled ? "YouTube jobs on" : "YouTube jobs off (no key)"}
        </Badge>
        {failed > 0 ? <Badge tone="bad">{`${formatCount(failed)} failed job(s) on record`}</Badge> : null}
      </ul>
      <ul className="space-y-3 md:hidden" aria-label="Job queues">
        {queues.map((queue) => (
          <li key={queue.name} className="rounded-xl border border-white/10 bg-zinc-950/40 p-3 text-sm">
            <p className="flex justify-between gap-2">
              <span className="font-medium text-white">{queue.name}</span>
              <span className="text-zinc-400">{describeCron(queue.cron)}</span>
            </p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
              <dt className="text-zinc-400">Jobs</dt>
              <dd className="tabular-nums text-zinc-200">
                {formatCount(queue.queued)} queued · {formatCount(queue.active)} running ·{" "}
                <span className={queue.failed > 0 ? "text-red-300" : ""}>
                  {formatCount(queue.failed)} failed
                </span>
              </dd>
              <dt className="text-zinc-400">Last result</dt>
              <dd>
                <LastResult queue={queue} />
              </dd>
              <dt className="text-zinc-400">Runs</dt>
              <dd>
                <RunChips queue={queue} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[48rem] text-sm">
          <caption className="sr-only">Job queues</caption>
          <thead>
            <tr className="border-b border-white/10 text-left text-xs uppercase tracking-wide text-zinc-400">
              <th scope="col" className="py-2 pr-3 font-medium">
                Queue
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Schedule
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Queued
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Running
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Failed
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Last runs
              </th>
              <th scope="col" className="py-2 font-medium">
                Last result
              </th>
            </tr>
          </thead>
          <tbody>
            {queues.map((queue) => (
              <tr key={queue.name} className="border-b border-white/5 align-top last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-medium text-white">
                  {queue.name}
                </th>
                <td className="whitespace-nowrap py-2 pr-3 text-zinc-300" title={queue.cron ?? undefined}>
                  {describeCron(queue.cron)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums text-zinc-200">
                  {formatCount(queue.queued)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums text-zinc-200">
                  {formatCount(queue.active)}
                </td>
                <td
                  className={`py-2 pr-3 text-right tabular-nums ${queue.failed > 0 ? "text-red-300" : "text-zinc-200"}`}
                >
                  {formatCount(queue.failed)}
                </td>
                <td className="max-w-[16rem] py-2 pr-3">
                  <RunChips queue={queue} />
                </td>
                <td className="max-w-[18rem] py-2">
                  <LastResult queue={queue} />
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
