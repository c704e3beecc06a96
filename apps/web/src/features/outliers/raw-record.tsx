import type { OutlierVideo } from "@vi/types";
import { useT } from "../../i18n/use-t.ts";

/** The first record exactly as the API sent it, collapsed by default. */
export function RawRecord({ video }: { video: OutlierVideo }) {
  const { t } = useT("research.outliers");
  return (
    <details className="group rounded-xl border border-white/10 bg-zinc-900/40 text-sm">
      <summary className="cursor-pointer list-none px-4 py-2.5 font-medium text-zinc-300 select-none hover:text-white [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="mr-2 inline-block text-zinc-500 transition-transform group-open:rotate-90"
        >
          ▸
        </span>
        <span>{t("rawSummary")}</span>
        <span className="ml-2 text-xs font-normal text-zinc-400">{t("rawHint")}</span>
      </summary>
      <pre className="overflow-x-auto border-t border-white/10 px-4 py-3 font-mono text-xs leading-relaxed text-zinc-300">
        {JSON.stringify(video, null, 2)}
      </pre>
    </details>
  );
}
