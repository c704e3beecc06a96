import type { ReactNode } from "react";

/** Heading of an account section. */
export function SectionHeader({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mb-5">
      <h2 className="text-xl font-semibold tracking-tight text-white">{title}</h2>
      {description ? <p className="mt-1 text-sm text-zinc-400">{description}</p> : null}
    </div>
  );
}

/** A bordered panel inside a section. */
export function Panel({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-white/10 bg-zinc-900/60 p-5 sm:p-6 ${className}`}>
      {children}
    </div>
  );
}

/** A short status line under a control: errors in red, confirmations in green. */
export function StatusNote({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`mt-3 text-sm ${tone === "error" ? "text-red-300" : "text-emerald-300"}`}
    >
      {children}
    </p>
  );
}
