// The provider tree shared by the browser entry (main.tsx) and the build-time prerender
// (entry-server.tsx), so the prerendered HTML and the hydrating app render the same elements.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { type ReactNode, StrictMode } from "react";
import { I18nextProvider } from "react-i18next";
import { AuthProvider } from "./auth/auth-context.tsx";
import { UserLanguage } from "./i18n/user-language.tsx";
import { AppRoutes } from "./routes.tsx";

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
  });
}

export function AppRoot({
  queryClient,
  router: Router,
  hydrating,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  /** BrowserRouter in the browser, a StaticRouter bound to one URL when prerendering. */
  router: (props: { children: ReactNode }) => ReactNode;
  /** Start signed-out-looking like the prerendered HTML; the cached user is applied right after. */
  hydrating: boolean;
  /** The language's messages, loaded before the first render (src/i18n/i18n.ts). */
  i18n: I18n;
  children?: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider deferCache={hydrating}>
            <Router>
              <AppRoutes />
              <UserLanguage />
              {children}
            </Router>
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
