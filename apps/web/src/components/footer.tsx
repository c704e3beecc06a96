import { Link } from "react-router-dom";
import { LogoMark } from "./icons.tsx";
import { frameClass } from "./ui.tsx";

const footerLink = "rounded text-sm text-zinc-400 hover:text-white";

export function Footer({ wide = false }: { wide?: boolean }) {
  return (
    <footer className="border-t border-white/10 bg-zinc-950">
      <div
        className={`${frameClass(wide)} flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between`}
      >
        <div className="flex items-center gap-3">
          <LogoMark className="size-7" />
          <p className="text-sm text-zinc-300">
            <span className="font-semibold text-white">VidInsight</span> — research tools for YouTube
            creators.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/faq" className={footerLink}>
                FAQ
              </Link>
            </li>
            <li>
              <Link to="/affiliate" className={footerLink}>
                Affiliates
              </Link>
            </li>
            <li>
              <Link to="/developers" className={footerLink}>
                Developers
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={footerLink}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/5">
        <p className={`${frameClass(wide)} py-5 text-xs text-zinc-400`}>
          © {new Date().getFullYear()} VidInsight. All rights reserved. Not affiliated with YouTube or Google.
        </p>
      </div>
    </footer>
  );
}
