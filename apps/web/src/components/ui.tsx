import type { ReactNode } from "react";

type Variant = "primary" | "secondary" | "ghost";
type Size = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<Variant, string> = {
  primary: "bg-red-600 text-white shadow-sm shadow-red-950/40 hover:bg-red-500",
  secondary: "border border-white/15 bg-white/5 text-zinc-100 hover:bg-white/10",
  ghost: "text-zinc-300 hover:bg-white/5 hover:text-white",
};
const sizes: Record<Size, string> = {
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-5 text-base",
};

/** Class names for anything that looks like a button (button, Link, a). */
export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/**
 * The horizontal frame of the navigation bar, the footer and the pages, so their edges line up: `wide`
 * for the table pages (Outliers, Saved Videos), which use large screens' width.
 */
export function frameClass(wide = false): string {
  return `mx-auto w-full ${wide ? "max-w-[1440px]" : "max-w-6xl"} px-4 sm:px-6`;
}

const containerWidths = { page: "max-w-6xl", text: "max-w-3xl" } as const;

/**
 * The centred column of a page. `width="text"` for reading pages (FAQ, legal): a max-w-* in className
 * would not override the default one (both rules have the same weight; the stylesheet's order decides).
 */
export function Container({
  children,
  className = "",
  width = "page",
}: {
  children: ReactNode;
  className?: string;
  width?: keyof typeof containerWidths;
}) {
  return (
    <div className={`mx-auto w-full ${containerWidths[width]} px-4 sm:px-6 ${className}`}>{children}</div>
  );
}

/** Centered message block used by guards, placeholders and the 404 page. */
export function MessagePanel({
  icon,
  title,
  children,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-zinc-900/60 p-8 text-center">
        {icon ? (
          <div className="mx-auto mb-5 flex size-12 items-center justify-center rounded-full bg-red-500/10 text-red-400">
            {icon}
          </div>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
        {children}
      </div>
    </Container>
  );
}
