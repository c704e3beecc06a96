import { Link } from "react-router-dom";
import { useT } from "../i18n/use-t.ts";
import { LogoMark } from "./icons.tsx";
import { LanguageLinks } from "./language-links.tsx";
import { frameClass } from "./ui.tsx";

const footerLink = "rounded text-sm text-zinc-400 hover:text-white";

export function Footer({ wide = false }: { wide?: boolean }) {
  const { t } = useT("footer");
  return (
    <footer className="border-t border-white/10 bg-zinc-950">
      <div
        className={`${frameClass(wide)} flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between`}
      >
        <div className="flex items-center gap-3">
          <LogoMark className="size-7" />
          <p className="text-sm text-zinc-300">
            <span className="font-semibold text-white">VidInsight</span> {t("brandLine")}
          </p>
        </div>
        <nav aria-label={t("label")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/faq" className={footerLink}>
                {t("faq")}
              </Link>
            </li>
            <li>
              <Link to="/affiliate" className={footerLink}>
                {t("affiliates")}
              </Link>
            </li>
            <li>
              <Link to="/developers" className={footerLink}>
                {t("developers")}
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={footerLink}>
                {t("terms")}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={footerLink}>
                {t("privacy")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/5">
        <div className={`${frameClass(wide)} pt-5`}>
          <LanguageLinks />
        </div>
        <p className={`${frameClass(wide)} py-5 text-xs text-zinc-400`}>
          {t("copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
