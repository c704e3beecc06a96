import { env } from "../env.ts";
import { useT } from "../i18n/use-t.ts";
import { ChromeIcon, CompassIcon } from "./icons.tsx";
import { buttonClass } from "./ui.tsx";

/** Links to the extension in the Chrome Web Store and the App Store (URLs from config). */
export function StoreButtons({ className = "", onBrand = false }: { className?: string; onBrand?: boolean }) {
  const { t } = useT("store");
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
        {t("chrome")}
        <span className="sr-only">{t("chromeHint")}</span>
      </a>
      <a href={env.VITE_SAFARI_STORE_URL} target="_blank" rel="noopener noreferrer" className={secondary}>
        <CompassIcon className="size-5 text-sky-400" />
        {t("safari")}
        <span className="sr-only">{t("safariHint")}</span>
      </a>
    </div>
  );
}
