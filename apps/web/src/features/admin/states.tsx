// Loading, error and empty blocks shared by the admin pages' sections.
import { ApiError } from "@vi/api-client";
import type { ReactNode } from "react";
import { buttonClass } from "../../components/ui.tsx";

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : "Unknown error";
}

export function SectionError({
  what,
  error,
  onRetry,
  retrying,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-500/30 bg-red-500/5 p-4 text-sm">
      <p className="font-semibold text-red-300">Could not load {what}</p>
      <p className="mt-1 break-words text-zinc-300">{errorText(error)}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClass("secondary", "md", "mt-3")}
      >
        {retrying ? "Retrying..." : "Retry"}
      </button>
    </div>
  );
}

export function SectionSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-4 animate-pulse rounded bg-white/5" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </div>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-white/10 p-6 text-center text-sm text-zinc-400">
      {children}
    </p>
  );
}

export function SectionCard({
  title,
  id,
  aside,
  children,
}: {
  title: string;
  id: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-white">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
