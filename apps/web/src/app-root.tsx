// The provider tree shared by the browser entry (main.tsx) and the build-time prerender
// (entry-server.tsx), so the prerendered HTML and the hydrating app render the same elements.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { AuthProvider } from "./auth/auth-context.tsx";
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
  children,
}: {
  queryClient: QueryClient;
  /** BrowserRouter in the browser, a StaticRouter bound to one URL when prerendering. */
  router: (props: { children: ReactNode }) => ReactNode;
  /** Start signed-out-looking like the prerendered HTML; the cached user is applied right after. */
  hydrating: boolean;
  children?: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider deferCache={hydrating}>
          <Router>
            <AppRoutes />
            {children}
          </Router>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
