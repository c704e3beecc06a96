// "Export CSV": every row of the current filters and sort, paged through the API up to EXPORT_ROW_CAP.
import { contracts, type OutliersQueryInput } from "@vi/types";
import { useRef, useState } from "react";
import { api } from "../../auth/api.ts";
import { DownloadIcon } from "../../components/icons.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { userMessage } from "../../lib/user-message.ts";
import { downloadText, EXPORT_ROW_CAP, fetchAllOutliers, toCsv } from "./csv.ts";

const number = new Intl.NumberFormat("en-US");

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
      downloadText(`outliers-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(result.videos));
      setState({
        kind: "done",
        message: result.capped
          ? `Exported the first ${number.format(result.videos.length)} of ${number.format(result.total)} rows (CSV export stops at ${number.format(EXPORT_ROW_CAP)} rows; narrow the filters for the rest).`
          : `Exported ${number.format(result.videos.length)} rows.`,
      });
    } catch (error) {
      console.error("CSV export failed", error);
      setState({
        kind: "error",
        message: `Export failed: ${userMessage(error)}`,
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
        title={`Download the filtered rows as CSV (up to ${number.format(EXPORT_ROW_CAP)})`}
      >
        <DownloadIcon className="size-4" />
        {state.kind === "running"
          ? `Exporting ${number.format(state.done)} / ${number.format(state.target)}…`
          : "Export CSV"}
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
