// Table or Grid: two pressed-state buttons side by side (the view is kept in the URL with the filters).
import { useT } from "../../i18n/use-t.ts";
import type { OutliersLayout } from "./url-state.ts";

const OPTIONS = [
  { value: "table", label: "table", icon: "M4 6h16M4 12h16M4 18h16" },
  { value: "grid", label: "grid", icon: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" },
] as const satisfies readonly { value: OutliersLayout; label: string; icon: string }[];

export function LayoutToggle({
  value,
  onChange,
}: {
  value: OutliersLayout;
  onChange: (layout: OutliersLayout) => void;
}) {
  const { t } = useT("research.layout");
  return (
    <fieldset className="inline-flex rounded-lg border border-white/10 bg-zinc-900/60 p-0.5">
      <legend className="sr-only">{t("legend")}</legend>
      {OPTIONS.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={`inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-xs font-semibold transition-colors ${
              pressed ? "bg-white/10 text-white" : "text-zinc-400 hover:text-white"
            }`}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinejoin="round"
            >
              <path d={option.icon} />
            </svg>
            {t(option.label)}
          </button>
        );
      })}
    </fieldset>
  );
}
