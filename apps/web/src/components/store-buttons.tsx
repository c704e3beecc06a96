import { env } from "../env.ts";
import { ChromeIcon, CompassIcon } from "./icons.tsx";
import { buttonClass } from "./ui.tsx";

/** Links to the extension in the Chrome Web Store and the App Store (URLs from config). */
export function StoreButtons({ className = "", onBrand = false }: { className?: string; onBrand?: boolean }) {
  // On the red call-to-action panel a red button would vanish: use white there.
  const primary = onBrand
    ? "inline-flex whitespace-nowrap h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-zinc-900 shadow-sm hover:bg-zinc-100"
    : buttonClass("primary", "lg", "whitespace-nowrap px-6");
  const secondary = onBrand
    ? "inline-flex whitespace-nowrap h-12 items-center justify-center gap-2 rounded-lg border border-white/40 bg-black/20 px-6 text-base font-semibold text-white hover:bg-black/30"
    : buttonClass("secondary", "lg", "whitespace-nowrap px-6");
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <a href={env.VITE_CHROME_STORE_URL} target="_blank" rel="noopener noreferrer" className={primary}>
        <ChromeIcon className="size-5" />
        Add to Chrome
        <span className="sr-only"> (opens the Chrome Web Store in a new tab)</span>
      </a>
      <a href={env.VITE_SAFARI_STORE_URL} target="_blank" rel="noopener noreferrer" className={secondary}>
        <CompassIcon className="size-5 text-sky-400" />
        Add to Safari
        <span className="sr-only"> (opens the App Store in a new tab)</span>
      </a>
    </div>
  );
}
