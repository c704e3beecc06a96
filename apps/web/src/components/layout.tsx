import { Component, type ErrorInfo, type ReactNode, Suspense, useEffect } from "react";
import { Link, Outlet, useLocation, useNavigationType } from "react-router-dom";
import { env } from "../env.ts";
import { useT } from "../i18n/use-t.ts";
import { useAuthView } from "../lib/auth-view.tsx";
import { Footer } from "./footer.tsx";
import { AlertIcon } from "./icons.tsx";
import { NavBar } from "./nav-bar.tsx";
import { buttonClass, MessagePanel } from "./ui.tsx";

export interface RouteHandle {
  /** Full document title for the route. */
  title: string;
}

const DEFAULT_TITLE = "VidInsight";

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ?? DEFAULT_TITLE;
  }, [title]);
}

/** New pages start at the top (or at their #anchor); back/forward keeps the browser's position. */
function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === "POP") return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}

class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere clears the error.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageError /> : this.props.children;
  }
}

/** Unexpected errors, e.g. a page chunk that failed to download after a deploy. */
function PageError() {
  useDocumentTitle("Something went wrong | VidInsight");
  return (
    <MessagePanel icon={<AlertIcon className="size-6" />} title="Something went wrong">
      <p className="mt-2 text-zinc-400">This page could not be shown. Reloading usually fixes it.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClass("secondary")}>
          Go to Home
        </Link>
      </div>
    </MessagePanel>
  );
}

/** Keeps the frame in place while a page chunk downloads, so nothing below the bar jumps. */
function PageFallback() {
  return <div className="min-h-[60vh]" aria-busy="true" />;
}

/** Pages whose tables use the width of large screens; the bar and the footer widen with them. */
const WIDE_PAGES = new Set(["/outliers", "/savedVideos"]);

export function AppLayout() {
  const auth = useAuthView();
  const { pathname } = useLocation();
  const wide = WIDE_PAGES.has(pathname);
  const skipText = useT("nav").t("skip");
  useScrollOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-zinc-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-4"
      >
        {skipText}
      </a>
      <NavBar auth={auth} sisterProductUrl={env.VITE_SISTER_PRODUCT_URL} wide={wide} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer wide={wide} />
    </div>
  );
}

/** Bare frame for pop-up pages (no navigation bar). */
export function BareLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
