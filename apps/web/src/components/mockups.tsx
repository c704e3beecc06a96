// HTML/CSS mock-ups of the extension's overlays for the landing page.
// TODO(issue 6): replace with screenshots captured by Playwright from the real extension UI once
// apps/extension renders its panel and badges; until then these mirror the planned layout and use
// made-up channels and numbers (no stock art, no third-party images, nothing to download).
import { useEffect, useState } from "react";
import { CheckIcon, CopyIcon, LogoMark } from "./icons";

function outlierTone(score: number): string {
  if (score >= 3) return "bg-red-600 text-white";
  if (score >= 1.5) return "bg-amber-400 text-zinc-950";
  return "bg-zinc-700 text-zinc-100";
}

function OutlierBadge({ score }: { score: number }) {
  return (
    <span className={`rounded px-1.5 py-0.5 font-mono text-[11px] font-bold ${outlierTone(score)}`}>
      {score.toFixed(2)}X
    </span>
  );
}

function BrowserFrame({ url, children, label }: { url: string; children: React.ReactNode; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="overflow-hidden rounded-2xl border border-white/10 bg-zinc-900 shadow-2xl shadow-black/60 ring-1 ring-white/5"
    >
      <div className="flex h-9 items-center gap-3 border-b border-white/10 bg-zinc-900 px-3">
        <div className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-zinc-600" />
          <span className="size-2.5 rounded-full bg-zinc-600" />
          <span className="size-2.5 rounded-full bg-zinc-600" />
        </div>
        <div className="h-5 min-w-0 flex-1 truncate rounded-md bg-zinc-800 px-2 font-mono text-[11px] leading-5 text-zinc-400">
          {url}
        </div>
      </div>
      {children}
    </div>
  );
}

const thumbStyles = [
  "bg-[radial-gradient(circle_at_30%_35%,#f97316_0,#f9731600_45%),linear-gradient(135deg,#7c2d12,#1c1917)]",
  "bg-[radial-gradient(circle_at_70%_40%,#22d3ee_0,#22d3ee00_45%),linear-gradient(135deg,#164e63,#0f172a)]",
  "bg-[radial-gradient(circle_at_40%_60%,#a3e635_0,#a3e63500_40%),linear-gradient(135deg,#365314,#111827)]",
  "bg-[radial-gradient(circle_at_65%_30%,#f472b6_0,#f472b600_45%),linear-gradient(135deg,#831843,#18181b)]",
  "bg-[radial-gradient(circle_at_35%_45%,#facc15_0,#facc1500_42%),linear-gradient(135deg,#713f12,#1c1917)]",
  "bg-[radial-gradient(circle_at_60%_55%,#818cf8_0,#818cf800_45%),linear-gradient(135deg,#312e81,#0f172a)]",
];

/** The watch-page panel: the hero picture. */
export function WatchPanelMock() {
  return (
    <BrowserFrame
      url="youtube.com/watch?v=q7X2mB9kLp4"
      label="The VidInsight panel next to a YouTube video: outlier score 3.46X, 1.2K views per hour, 3.4M views, 1.2M subscribers, and the video's tags with a copy button"
    >
      <div className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_15rem]">
        <div className="hidden min-w-0 sm:block">
          <div className={`relative aspect-video rounded-lg ${thumbStyles[0]}`}>
            <span className="absolute inset-0 m-auto flex size-12 items-center justify-center rounded-full bg-black/50">
              <span className="ml-1 size-0 border-y-[9px] border-l-[15px] border-y-transparent border-l-white" />
            </span>
            <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1 font-mono text-[11px] text-white">
              12:34
            </span>
          </div>
          <p className="mt-3 text-sm font-semibold text-zinc-100">
            I Built a Standing Desk From One Sheet of Plywood
          </p>
          <div className="mt-2 flex items-center gap-2">
            <span className="size-6 rounded-full bg-gradient-to-br from-orange-400 to-rose-600" />
            <span className="text-xs text-zinc-400">Workshop Weekly · 1.2M subscribers</span>
          </div>
          <div className="mt-3 rounded-lg bg-white/5 p-3">
            <p className="text-xs font-semibold text-zinc-200">3.4M views · 2 months ago</p>
            <p className="mt-1.5 text-xs leading-relaxed text-zinc-400">
              One 4x8 sheet, a circular saw and a weekend. Full cut list and plans below.
            </p>
          </div>
          <div className="mt-3 flex gap-2">
            {["Like", "Share", "Save"].map((label) => (
              <span
                key={label}
                className="rounded-full bg-white/10 px-3 py-1 text-[11px] font-medium text-zinc-300"
              >
                {label}
              </span>
            ))}
          </div>
        </div>

        <div className="rounded-xl border border-white/10 bg-zinc-950 p-3">
          <div className="flex items-center justify-between">
            <div className="flex items-center gap-1.5">
              <LogoMark className="size-4" />
              <span className="text-xs font-bold text-white">VidInsight</span>
            </div>
            <span className="rounded-full bg-red-500/15 px-2 py-0.5 text-[10px] font-semibold text-red-300">
              Outlier
            </span>
          </div>
          <div className="mt-3 rounded-lg bg-gradient-to-br from-red-600/25 to-red-600/5 p-3">
            <p className="text-[10px] font-medium uppercase tracking-wider text-red-200/80">Outlier score</p>
            <p className="text-3xl font-bold tabular-nums text-white">3.46X</p>
            <p className="text-[10px] text-zinc-400">vs. the channel's last 30 long-form videos</p>
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            {[
              ["Views", "3.4M"],
              ["VPH", "1.2K"],
              ["Subs", "1.2M"],
              ["Likes", "142K"],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md bg-white/5 px-2 py-1.5">
                <dt className="text-[10px] text-zinc-400">{label}</dt>
                <dd className="text-sm font-semibold text-zinc-100">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3 flex items-center justify-between">
            <p className="text-[10px] font-medium uppercase tracking-wider text-zinc-400">Tags</p>
            <span className="flex items-center gap-1 text-[10px] font-semibold text-zinc-300">
              <CopyIcon className="size-3" /> Copy
            </span>
          </div>
          <div className="mt-1.5 flex flex-wrap gap-1">
            {["standing desk", "plywood", "diy desk", "woodworking", "home office"].map((tag) => (
              <span key={tag} className="rounded bg-white/5 px-1.5 py-0.5 text-[10px] text-zinc-300">
                {tag}
              </span>
            ))}
          </div>
        </div>
      </div>
    </BrowserFrame>
  );
}

const gridVideos = [
  {
    title: "I Tried Every Budget Camera Under $300",
    channel: "Frame Rate",
    views: "842K",
    age: "5 days ago",
    time: "14:08",
    score: 4.82,
    vph: "6.9K",
  },
  {
    title: "The 10-Minute Sourdough Method",
    channel: "Crumb & Co",
    views: "126K",
    age: "3 weeks ago",
    time: "10:41",
    score: 1.12,
    vph: "241",
  },
  {
    title: "Why This Tiny Garden Feeds a Family",
    channel: "Green Patch",
    views: "2.1M",
    age: "1 month ago",
    time: "18:22",
    score: 3.07,
    vph: "2.8K",
  },
  {
    title: "Editing Shorts That Keep People Watching",
    channel: "Cut Theory",
    views: "58K",
    age: "2 days ago",
    time: "0:58",
    score: 1.84,
    vph: "1.1K",
  },
  {
    title: "Van Life in Winter: 7 Things Nobody Tells You",
    channel: "Open Road",
    views: "410K",
    age: "2 weeks ago",
    time: "21:15",
    score: 2.36,
    vph: "1.2K",
  },
  {
    title: "My Whole Studio Setup for $500",
    channel: "Bedroom Beats",
    views: "73K",
    age: "4 months ago",
    time: "9:02",
    score: 0.64,
    vph: "25",
  },
];

/** Thumbnails with badges, as they appear on home, search and channel pages. */
export function ThumbnailGridMock() {
  return (
    <BrowserFrame
      url="youtube.com/results?search_query=home+studio"
      label="YouTube search results where every thumbnail carries a VidInsight badge with its outlier score and views per hour"
    >
      <ul className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
        {gridVideos.map((video, index) => (
          <li
            key={video.title}
            className={index >= 4 ? "hidden lg:block" : index >= 2 ? "hidden sm:block" : ""}
          >
            <div className={`relative aspect-video rounded-lg ${thumbStyles[index % thumbStyles.length]}`}>
              <div className="absolute top-2 left-2 flex items-center gap-1">
                <OutlierBadge score={video.score} />
                <span className="rounded bg-black/75 px-1.5 py-0.5 font-mono text-[11px] font-semibold text-white">
                  {video.vph} VPH
                </span>
              </div>
              <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1 font-mono text-[11px] text-white">
                {video.time}
              </span>
            </div>
            <p className="mt-2 line-clamp-2 text-sm font-semibold text-zinc-100">{video.title}</p>
            <p className="mt-0.5 text-xs text-zinc-400">
              {video.channel} · {video.views} views · {video.age}
            </p>
          </li>
        ))}
      </ul>
    </BrowserFrame>
  );
}

const demoTags = [
  "standing desk",
  "diy standing desk",
  "plywood desk",
  "one sheet of plywood",
  "woodworking",
  "home office",
  "desk build",
  "beginner woodworking",
  "cnc",
  "workshop weekly",
];

/** Tag list with a working copy button (copies the demo tags, shows a tick for 2 seconds). */
export function TagsMock() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(demoTags.join(", "));
      setCopied(true);
    } catch {
      // Clipboard blocked (permissions, insecure context): the demo simply does nothing.
    }
  };

  return (
    <div className="rounded-2xl border border-white/10 bg-zinc-900 p-5 shadow-2xl shadow-black/50">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wider text-zinc-400">Tags on this video</p>
          <p className="mt-1 truncate text-sm font-semibold text-zinc-100">
            I Built a Standing Desk From One Sheet of Plywood
          </p>
        </div>
        <button
          type="button"
          onClick={copy}
          className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg bg-red-600 px-3 text-sm font-semibold text-white hover:bg-red-500"
        >
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          <span aria-live="polite">{copied ? "Copied" : "Copy all"}</span>
        </button>
      </div>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Example tags">
        {demoTags.map((tag) => (
          <li
            key={tag}
            className="rounded-md border border-white/10 bg-white/5 px-2.5 py-1 text-sm text-zinc-200"
          >
            {tag}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-zinc-400">
        {demoTags.length} tags · {demoTags.join(",").length} of 500 characters
      </p>
    </div>
  );
}

const vphBars = [18, 22, 30, 26, 41, 55, 62, 58, 73, 88, 94, 100];

/** Watch-page insights: momentum, engagement and comment ideas. */
export function InsightsMock() {
  return (
    <div
      role="img"
      aria-label="VidInsight insights for one video: views per hour over the last two days, engagement rates, and video ideas drawn from trending comments"
      className="grid grid-cols-1 gap-4 rounded-2xl border border-white/10 bg-zinc-900 p-5 shadow-2xl shadow-black/50"
    >
      <div>
        <div className="flex items-baseline justify-between">
          <p className="text-xs font-medium uppercase tracking-wider text-zinc-400">
            Views per hour · last 48 h
          </p>
          <p className="font-mono text-sm font-semibold text-emerald-400">+38%</p>
        </div>
        <div className="mt-3 flex h-24 items-end gap-1.5">
          {vphBars.map((height, index) => (
            <span
              key={index}
              className="flex-1 rounded-t bg-gradient-to-t from-red-700 to-red-400"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ["Likes", "4.1%"],
          ["Comments", "0.6%"],
          ["Recent VPH", "1.6K"],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white/5 px-2 py-2">
            <dt className="text-[11px] text-zinc-400">{label}</dt>
            <dd className="font-mono text-base font-semibold text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="text-xs font-medium uppercase tracking-wider text-zinc-400">
          Ideas from trending comments
        </p>
        <ul className="mt-2 grid grid-cols-1 gap-2 text-sm">
          {[
            ["How would this hold a dual-monitor setup?", "2.3K likes"],
            ["Please do a sit-stand version with a crank", "1.8K likes"],
            ["Cut list for people without a CNC?", "964 likes"],
          ].map(([idea, likes]) => (
            <li
              key={idea}
              className="flex items-center justify-between gap-3 rounded-lg bg-white/5 px-3 py-2"
            >
              <span className="min-w-0 truncate text-zinc-200">{idea}</span>
              <span className="shrink-0 text-xs text-zinc-400">{likes}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
