import { useCallback, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link, NavLink } from "react-router-dom";
import { useT } from "../i18n/use-t.ts";
import type { AuthView } from "../lib/auth-view.tsx";
import { CloseIcon, ExternalIcon, LogoMark, MenuIcon } from "./icons.tsx";
import { frameClass } from "./ui.tsx";

export interface NavItem {
  label: string;
  to: string;
  external?: boolean;
}

/** The links the bar shows for a given auth state. */
function navItems(auth: AuthView, sisterProductUrl: string): NavItem[] {
  if (auth.status === "loading") return [];
  if (auth.status === "signedOut") {
    return [
      { label: "Pricing", to: "/pricing" },
      { label: "Login", to: "/login" },
    ];
  }
  const items: NavItem[] = [
    { label: "Outliers", to: "/outliers" },
    { label: "Saved Videos", to: "/savedVideos" },
    { label: "Analyses", to: "/analyses" },
    { label: "Watchlist", to: "/watchlist" },
    ...(auth.hasLinkedChannel ? [{ label: "Your channel", to: "/your-channel" }] : []),
    { label: "Account", to: "/account" },
  ];
  if (auth.isBetaTester) items.push({ label: "Scriptwritr", to: sisterProductUrl, external: true });
  if (auth.isAdmin) items.push({ label: "Data", to: "/data" }, { label: "Test", to: "/test" });
  // Free users see where more analyses come from.
  if (auth.isFree) items.push({ label: "Upgrade", to: "/pricing" });
  return items;
}

function ItemLink({
  item,
  className,
  onNavigate,
}: {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
}) {
  const { t } = useT("research.nav");
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {item.label}
        <ExternalIcon className="size-3.5 opacity-70" />
        <span className="sr-only">{t("newTab")}</span>
      </a>
    );
  }
  return (
    <NavLink
      to={item.to}
      className={({ isActive }) => `${className} ${isActive ? "bg-white/10 text-white" : ""}`}
      onClick={onNavigate}
    >
      {item.label}
    </NavLink>
  );
}

const desktopLink =
  "inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-zinc-300 transition-colors hover:bg-white/5 hover:text-white";
const drawerLink =
  "flex h-12 items-center gap-2 rounded-lg px-3 text-base font-medium text-zinc-200 hover:bg-white/5 hover:text-white";

export function NavBar({
  auth,
  sisterProductUrl,
  wide = false,
}: {
  auth: AuthView;
  sisterProductUrl: string;
  /** As wide as the table pages, so the bar lines up with them. */
  wide?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const drawerId = useId();
  const { t } = useT("nav");
  const { t: tr } = useT("research.nav");
  // Every link in the reader's language; the sister product's name and the admin pages stay as they are.
  const labels: Record<string, string> =
    auth.status === "signedOut"
      ? { "/pricing": t("pricing"), "/login": t("login") }
      : {
          "/outliers": tr("outliers"),
          "/savedVideos": tr("savedVideos"),
          "/analyses": tr("analyses"),
          "/watchlist": tr("watchlist"),
          "/your-channel": tr("yourChannel"),
          "/account": tr("account"),
          "/pricing": tr("upgrade"),
        };
  const items = navItems(auth, sisterProductUrl).map((item) =>
    item.external ? item : { ...item, label: labels[item.to] ?? item.label },
  );

  const close = useCallback(() => {
    setOpen(false);
    // Hand focus back to the control that opened the drawer (keyboard users keep their place).
    menuButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = "hidden"; // lock page scroll behind the drawer
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      // Keep Tab inside the open drawer.
      if (event.key === "Tab" && panel.current) {
        const focusable = panel.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      if (target && !panel.current?.contains(target) && !menuButton.current?.contains(target)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("mousedown", onPointerDown);
    return () => {
      body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("mousedown", onPointerDown);
    };
  }, [open, close]);

  // The drawer is for narrow screens only: close it if the window grows past the breakpoint.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== "function") return;
    const wide = window.matchMedia("(min-width: 768px)");
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-zinc-950/95">
      <nav aria-label={t("main")} className={`${frameClass(wide)} flex h-16 items-center justify-between`}>
        <Link to="/" className="-ml-1 flex items-center gap-2.5 rounded-md px-1 py-1">
          <LogoMark className="size-8" />
          <span className="text-lg font-bold tracking-tight text-white">VidInsight</span>
        </Link>

        {auth.status === "loading" ? (
          <span role="status" className="text-sm text-zinc-400">
            {t("loading")}
          </span>
        ) : (
          <>
            <ul className="hidden items-center gap-1 md:flex">
              {items.map((item) => (
                <li key={item.to}>
                  <ItemLink
                    item={item}
                    className={
                      item.to === "/login"
                        ? "ml-2 inline-flex h-9 items-center rounded-md bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-500"
                        : item.label === "Upgrade"
                          ? "ml-1 inline-flex h-9 items-center rounded-md border border-red-500/50 px-3 text-sm font-semibold text-red-200 hover:bg-red-500/10 hover:text-white"
                          : desktopLink
                    }
                  />
                </li>
              ))}
            </ul>
            <button
              ref={menuButton}
              type="button"
              className="inline-flex h-10 items-center gap-2 rounded-md border border-white/15 px-3 text-sm font-medium text-zinc-200 hover:bg-white/5 md:hidden"
              aria-expanded={open}
              aria-controls={drawerId}
              onClick={() => (open ? close() : setOpen(true))}
            >
              <MenuIcon className="size-5" />
              {t("menu")}
            </button>
          </>
        )}
      </nav>

      {/* Portal: the header's backdrop-filter would otherwise become the drawer's containing block. */}
      {open
        ? createPortal(
            <div className="md:hidden">
              <div
                className="fixed inset-0 z-40 motion-safe:animate-fade-in bg-black/60"
                aria-hidden="true"
              />
              <div
                ref={panel}
                id={drawerId}
                role="dialog"
                aria-modal="true"
                aria-label={t("menu")}
                className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] motion-safe:animate-drawer-in flex-col border-l border-white/10 bg-zinc-900 p-4 shadow-2xl"
              >
                <div className="mb-4 flex items-center justify-between">
                  <span className="text-sm font-semibold uppercase tracking-wider text-zinc-400">
                    {t("menu")}
                  </span>
                  <button
                    type="button"
                    onClick={close}
                    className="inline-flex size-10 items-center justify-center rounded-md text-zinc-300 hover:bg-white/5"
                  >
                    <CloseIcon className="size-5" />
                    <span className="sr-only">{t("closeMenu")}</span>
                  </button>
                </div>
                <ul className="flex flex-col gap-1">
                  {items.map((item) => (
                    <li key={item.to}>
                      <ItemLink item={item} className={drawerLink} onNavigate={() => setOpen(false)} />
                    </li>
                  ))}
                </ul>
              </div>
            </div>,
            document.body,
          )
        : null}
    </header>
  );
}
