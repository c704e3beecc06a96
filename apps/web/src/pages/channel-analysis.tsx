// /analyses/channel/:id: a channel analysis, its progress while it runs, then its report.
import type { ChannelAnalysisRun } from "@vi/types";
import { Link, useParams } from "react-router-dom";
import { Spinner } from "../auth/auth-ui.tsx";
import { buttonClass } from "../components/ui.tsx";
import { ChannelReport } from "../features/channel-analyses/channel-report.tsx";
import { useChannelAnalysis } from "../features/channel-analyses/hooks.ts";
import { ReportFrame } from "../features/channel-analyses/report-frame.tsx";
import { useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";

const STAGES = ["queued", "channel", "uploads", "videos", "computing", "done"];

function RunBody({ run }: { run: ChannelAnalysisRun }) {
  const { t } = useT("research.channelReport");
  const f = useFormat();
  const stage = run.progress.stage;
  return run.status === "failed" ? (
    <div role="alert" className="mt-8 rounded-xl border border-red-500/30 bg-red-500/10 p-6 text-red-100">
      <h1 className="text-lg font-semibold text-white">{t("failed", { input: run.input })}</h1>
      <p className="mt-2">{run.error}</p>
      <Link to="/analyses" className={`${buttonClass("secondary")} mt-4`}>
        {t("backToAnalyses")}
      </Link>
    </div>
  ) : run.status !== "done" || !run.result ? (
    <div
      className="mt-8 max-w-xl rounded-xl border border-white/10 bg-zinc-900/60 p-6"
      role="status"
      aria-live="polite"
    >
      <h1 className="text-lg font-semibold text-white">{t("analyzing", { input: run.input })}</h1>
      <p className="mt-2 flex items-center gap-2 text-sm text-zinc-300">
        <Spinner className="size-4" /> {STAGES.includes(stage) ? t(`stage.${stage}`) : stage}
        {run.progress.total > 0
          ? t("progressOf", { done: f.number(run.progress.done), total: f.number(run.progress.total) })
          : ""}
      </p>
      <progress
        className="mt-4 h-2 w-full accent-red-500"
        max={Math.max(1, run.progress.total)}
        value={run.progress.total > 0 ? run.progress.done : undefined}
        aria-label={t("progress")}
      />
      <p className="mt-3 text-xs text-zinc-400">{t("keepsRunning")}</p>
    </div>
  ) : (
    <>
      <header className="mt-4 mb-6">
        <h1 className="text-2xl font-bold text-white sm:text-3xl">
          <a
            href={`https://www.youtube.com/channel/${run.result.channel.channelId}`}
            target="_blank"
            rel="noreferrer"
            className="hover:underline"
          >
            {run.result.channel.title}
          </a>
        </h1>
        <p className="mt-1 text-sm text-zinc-400">
          {run.result.channel.handle ? `${run.result.channel.handle} · ` : ""}
          {t("header", { count: run.result.videos.length })} · {f.dateTime(run.result.computedAt)}
        </p>
      </header>
      <ChannelReport result={run.result} />
    </>
  );
}

export function ChannelAnalysisPage() {
  const { id = "" } = useParams();
  return <ReportFrame query={useChannelAnalysis(id)}>{(run) => <RunBody run={run} />}</ReportFrame>;
}
