import type { ReactNode } from "react";

/**
 * A figure of a report page (channel and results analyses, 'Your channel'): its label, with its definition
 * on hover when given, and its value; `aside` stands beside the value (a band), `children` under it (a
 * change, a definition). Tiles go in a `<dl>`.
 */
export function ReportTile({
  label,
  value,
  definition,
  aside,
  children,
}: {
  label: string;
  value: string;
  definition?: string | undefined;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-white/10 bg-zinc-900/60 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-zinc-400">
        {definition ? (
          <abbr title={definition} className="cursor-help no-underline">
            {label}
          </abbr>
        ) : (
          label
        )}
      </dt>
      <dd className="mt-1">
        <span className="flex flex-wrap items-center gap-2 text-xl font-semibold tabular-nums text-white">
          <span title={definition}>{value}</span>
          {aside}
        </span>
        {children}
      </dd>
    </div>
  );
}
