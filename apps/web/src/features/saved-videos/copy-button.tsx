// Copy: puts copySummary on the clipboard, shows a thumbs-up for 2 seconds, then Copy again.
import { copySummary } from "@vi/format";
import type { OutlierVideo } from "@vi/types";
import { useEffect, useRef, useState } from "react";
import { CopyIcon, ThumbsUpIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";

/** Copy feedback lasts 2 seconds. */
const COPY_FEEDBACK_MS = 2000;

/** The clipboard API, or the older execCommand path where it is missing (non-secure origins). */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("Copying is not available in this browser");
}

export const actionButtonClass =
  "inline-flex h-8 items-center justify-center gap-1.5 rounded-md border border-white/10 bg-white/5 px-2.5 text-xs font-semibold text-zinc-200 transition-colors hover:bg-white/10 hover:text-white disabled:cursor-not-allowed disabled:opacity-50";

export function CopyButton({ video, className = "" }: { video: OutlierVideo; className?: string }) {
  const { t } = useT("research.savedVideos");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await writeClipboard(copySummary(video));
    } catch (error) {
      console.error("Could not copy the video summary", error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      title={t("copyTitle")}
      className={`${actionButtonClass} min-w-[4.5rem] ${copied ? "border-emerald-500/40 bg-emerald-500/10 text-emerald-300" : ""} ${className}`}
    >
      {copied ? (
        <>
          <ThumbsUpIcon className="size-4" />
          <span className="sr-only">{t("copied")}</span>
        </>
      ) : (
        <>
          <CopyIcon className="size-3.5" />
          {t("copy")}
        </>
      )}
    </button>
  );
}
