// The one route table of the website (docs/product.md, Website routes). Every page except the landing
// page is lazy-loaded so the landing route's JavaScript stays small; each route declares its document
// title in `handle`.
//
// Declarative mode (BrowserRouter + useRoutes over this table) rather than createBrowserRouter: the data
// router's core would break the landing page's JavaScript budget (docs/decisions/web-bundle.md), and server
// state lives in TanStack Query, so loaders aren't used.

import type { Catalog } from "@vi/i18n";
import type { TFunction } from "i18next";
import { type ComponentType, isValidElement, lazy, useState } from "react";
import { getI18n } from "react-i18next";
import { matchRoutes, type RouteObject, useLocation, useRoutes } from "react-router-dom";
import { AdminRoute, AuthRoute } from "./components/guards.tsx";
import { AppLayout, BareLayout, type RouteHandle, useDocumentTitle } from "./components/layout.tsx";
import { LOCALIZED_LANGUAGES } from "./i18n/i18n.ts";
import { useT } from "./i18n/use-t.ts";
import { LandingPage } from "./pages/landing.tsx";

type PageComponent = ComponentType & { preload(): Promise<void> };

/**
 * React.lazy for a page module with named exports, plus preload(). A page already loaded when it mounts
 * renders at once without suspending: the prerender and the hydrating browser both preload the page
 * of the URL first (preloadRoute), so the first client render matches the prerendered HTML.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): PageComponent {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= pick(await load());
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    // Chosen once per mount: switching between the two would remount the page and lose its state.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}

const LoginPage = page(
  () => import("./pages/login.tsx"),
  (m) => m.LoginPage,
);
const FinishSignUpPage = page(
  () => import("./pages/finish-sign-up.tsx"),
  (m) => m.FinishSignUpPage,
);
const TermsOfServicePage = page(
  () => import("./pages/terms-of-service.tsx"),
  (m) => m.TermsOfServicePage,
);
const PrivacyPolicyPage = page(
  () => import("./pages/privacy-policy.tsx"),
  (m) => m.PrivacyPolicyPage,
);
const FaqPage = page(
  () => import("./pages/faq.tsx"),
  (m) => m.FaqPage,
);
const AffiliatePage = page(
  () => import("./pages/affiliate.tsx"),
  (m) => m.AffiliatePage,
);
const SuccessPage = page(
  () => import("./pages/success.tsx"),
  (m) => m.SuccessPage,
);
const CancelledPage = page(
  () => import("./pages/cancelled.tsx"),
  (m) => m.CancelledPage,
);
const DevelopersPage = page(
  () => import("./pages/developers.tsx"),
  (m) => m.DevelopersPage,
);
const PricingPage = page(
  () => import("./pages/pricing.tsx"),
  (m) => m.PricingPage,
);
const OAuthCallbackPage = page(
  () => import("./pages/oauth-callback.tsx"),
  (m) => m.OAuthCallbackPage,
);
const AccountPage = page(
  () => import("./pages/account.tsx"),
  (m) => m.AccountPage,
);
const SavedVideosPage = page(
  () => import("./pages/saved-videos.tsx"),
  (m) => m.SavedVideosPage,
);
const OutliersPage = page(
  () => import("./pages/outliers.tsx"),
  (m) => m.OutliersPage,
);
const AnalysesPage = page(
  () => import("./pages/analyses.tsx"),
  (m) => m.AnalysesPage,
);
const AnalysisDetailPage = page(
  () => import("./pages/analysis-detail.tsx"),
  (m) => m.AnalysisDetailPage,
);
const DataPage = page(
  () => import("./pages/admin-data.tsx"),
  (m) => m.DataPage,
);
const TestPage = page(
  () => import("./pages/admin-test.tsx"),
  (m) => m.TestPage,
);
const WatchlistPage = page(
  () => import("./pages/watchlist.tsx"),
  (m) => m.WatchlistPage,
);
const UnsubscribePage = page(
  () => import("./pages/unsubscribe.tsx"),
  (m) => m.UnsubscribePage,
);
// The report pages carry the chart library; nothing else imports them.
const ChannelAnalysisPage = page(
  () => import("./pages/channel-analysis.tsx"),
  (m) => m.ChannelAnalysisPage,
);
const ResultsAnalysisPage = page(
  () => import("./pages/results-analysis.tsx"),
  (m) => m.ResultsAnalysisPage,
);
// Carries the chart library too (through the channel report's chart).
const YourChannelPage = page(
  () => import("./pages/your-channel.tsx"),
  (m) => m.YourChannelPage,
);
// Carries the chart library too (the views curve).
const VideoHistoryPage = page(
  () => import("./pages/video-history.tsx"),
  (m) => m.VideoHistoryPage,
);
const NotFoundPage = page(
  () => import("./pages/not-found.tsx"),
  (m) => m.NotFoundPage,
);

const title = (text: string): RouteHandle => ({ title: `${text} | VidInsight` });
/** A title in the reader's language (the catalogs' `titles` part), followed by " | VidInsight". */
const titled = (key: keyof Catalog["titles"]) => ({ titleKey: `titles.${key}`, brand: true });

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage />, handle: { titleKey: "landing.title" } },
      // The landing page in each other language, prerendered at its own path (docs/decisions/i18n.md).
      ...LOCALIZED_LANGUAGES.map((language) => ({
        path: language,
        element: <LandingPage />,
        handle: { titleKey: "landing.title" },
      })),
      { path: "login", element: <LoginPage />, handle: titled("login") },
      { path: "finishSignUp", element: <FinishSignUpPage />, handle: titled("finishSignUp") },
      { path: "terms-of-service", element: <TermsOfServicePage />, handle: titled("terms") },
      { path: "privacy-policy", element: <PrivacyPolicyPage />, handle: titled("privacy") },
      { path: "faq", element: <FaqPage />, handle: titled("faq") },
      { path: "affiliate", element: <AffiliatePage />, handle: titled("affiliate") },
      { path: "success", element: <SuccessPage />, handle: titled("success") },
      { path: "cancelled", element: <CancelledPage />, handle: titled("cancelled") },
      { path: "pricing", element: <PricingPage />, handle: titled("pricing") },
      { path: "developers", element: <DevelopersPage />, handle: titled("developers") },
      { path: "unsubscribe", element: <UnsubscribePage />, handle: titled("unsubscribe") },
      {
        element: <AuthRoute />,
        children: [
          { path: "account", element: <AccountPage />, handle: titled("account") },
          { path: "savedVideos", element: <SavedVideosPage />, handle: titled("savedVideos") },
          { path: "outliers", element: <OutliersPage />, handle: titled("outliers") },
          { path: "analyses", element: <AnalysesPage />, handle: titled("analyses") },
          { path: "your-channel", element: <YourChannelPage />, handle: titled("yourChannel") },
          { path: "watchlist", element: <WatchlistPage />, handle: titled("watchlist") },
          { path: "videos/:id", element: <VideoHistoryPage />, handle: titled("videoHistory") },
          { path: "analyses/:id", element: <AnalysisDetailPage />, handle: titled("analysis") },
          {
            path: "analyses/channel/:id",
            element: <ChannelAnalysisPage />,
            handle: titled("channelAnalysis"),
          },
          {
            path: "analyses/results/:id",
            element: <ResultsAnalysisPage />,
            handle: titled("resultsAnalysis"),
          },
        ],
      },
      {
        element: <AdminRoute />,
        children: [
          { path: "data", element: <DataPage />, handle: title("Data") },
          { path: "test", element: <TestPage />, handle: title("Test") },
        ],
      },
      { path: "*", element: <NotFoundPage />, handle: titled("notFound") },
    ],
  },
  // The YouTube authorization pop-up has no navigation bar or footer.
  {
    path: "oauth-callback",
    element: (
      <BareLayout>
        <OAuthCallbackPage />
      </BareLayout>
    ),
    handle: { titleKey: "titles.oauth" },
  },
];

/** Loads the page code for a URL, so its first render does not suspend. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const element = route.element;
      const type = isValidElement(element) ? (element.type as Partial<PageComponent>) : undefined;
      return type?.preload?.();
    }),
  );
}

/** The document title declared by the deepest matching route (a catalog key in the reader's language). */
export function titleFor(pathname: string, t: TFunction = getI18n().t): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as
      | (Partial<RouteHandle> & { titleKey?: string; brand?: boolean })
      | undefined;
    if (handle?.titleKey) return handle.brand ? `${t(handle.titleKey)} | VidInsight` : t(handle.titleKey);
    if (handle?.title) return handle.title;
  }
  return undefined;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const { t } = useT();
  useDocumentTitle(titleFor(pathname, t));
  return useRoutes(routes);
}
