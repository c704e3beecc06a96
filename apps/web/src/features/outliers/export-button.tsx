// "Export CSV": every row of the current filters and sort, paged through the API up to EXPORT_ROW_CAP.
import { contracts, type OutliersQueryInput } from "@vi/types";
import { useRef, useState } from "react";
import { api } from "../../auth/api.ts";
import { DownloadIcon } from "../../components/icons.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { useT } from "../../i18n/use-t.ts";
import { userMessage } from "../../lib/user-message.ts";
import { downloadText, EXPORT_ROW_CAP, fetchAllOutliers, toCsv } from "./csv.ts";

type State =
  | { kind: "idle" }
  | { kind: "running"; done: number; target: number }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

export function ExportButton({
  query,
  total,
}: {
  /** Filters and sort of the table (paging is the exporter's). */
  query: OutliersQueryInput;
  /** Rows matching the filters, when known. */
  total: number | undefined;
}) {
  const { t } = useT("research");
  const format = useFormat();
  const number = { format: format.number };
  const [state, setState] = useState<State>({ kind: "idle" });
  const running = useRef(false);

  async function run() {
    if (running.current) return;
    running.current = true;
    setState({ kind: "running", done: 0, target: Math.min(total ?? EXPORT_ROW_CAP, EXPORT_ROW_CAP) });
    try {
      const result = await fetchAllOutliers(
        (page) => api.call(contracts.getOutliers, { query: page }),
        query,
        {
          onProgress: (done, target) => setState({ kind: "running", done, target }),
        },
      );
      downloadText(
        `outliers-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(result.videos, (column) => t(`csv.${column}`)),
      );
      setState({
        kind: "done",
        message: result.capped
          ? t("exportCsv.capped", {
              rows: number.format(result.videos.length),
              total: number.format(result.total),
              cap: number.format(EXPORT_ROW_CAP),
            })
          : t("exportCsv.done", { rows: number.format(result.videos.length) }),
      });
    } catch (error) {
      console.error("CSV export failed", error);
      setState({
        kind: "error",
        message: t("exportCsv.failed", { message: userMessage(error) }),
      });
    } finally {
      running.current = false;
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={buttonClass("secondary", "md", "h-9")}
        disabled={state.kind === "running" || total === 0}
        onClick={() => void run()}
        title={t("exportCsv.title", { cap: number.format(EXPORT_ROW_CAP) })}
      >
        <DownloadIcon className="size-4" />
        {state.kind === "running"
          ? t("exportCsv.running", { done: number.format(state.done), target: number.format(state.target) })
          : t("exportCsv.button")}
      </button>
      <p
        aria-live="polite"
        className={`max-w-xs text-right text-xs ${state.kind === "error" ? "text-red-400" : "text-zinc-400"}`}
      >
        {state.kind === "done" || state.kind === "error" ? state.message : ""}
      </p>
    </div>
  );
}
