// Renders a page as the app does (query client, router, auth) with a signed-in test user and no Firebase.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { UserInfo } from "@vi/types";
import { sampleUserInfo } from "@vi/types/fixtures";
import { type ReactNode, useMemo, useState } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { AuthContext, type AuthContextValue, type AuthState, toAuthView } from "../../auth/auth-context";
import { AuthViewContext } from "../../lib/auth-view";

export interface TestAuth {
  /** The latest user record, as the page left it. */
  userData: UserInfo | null;
  refreshCalls: number;
}

function TestAuthProvider({
  initial,
  probe,
  children,
}: {
  initial: UserInfo;
  probe: TestAuth;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>({
    status: "signedIn",
    account: { uid: "uid-1", email: initial.email },
    userData: initial,
    syncing: false,
  });
  probe.userData = state.userData;
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      setUserData: (update) =>
        setState((current) =>
          current.userData ? { ...current, userData: update(current.userData) } : current,
        ),
      refreshUserData: async () => {
        probe.refreshCalls++;
      },
      signOut: async () => {},
    }),
    [state, probe],
  );
  return (
    <AuthContext value={value}>
      <AuthViewContext value={toAuthView(state)}>{children}</AuthViewContext>
    </AuthContext>
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithApp(
  ui: ReactNode,
  { route = "/", user = sampleUserInfo }: { route?: string; user?: UserInfo } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const auth: TestAuth = { userData: user, refreshCalls: 0 };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider initial={user} probe={auth}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, auth, queryClient };
}

/** Makes window.matchMedia answer the 768px breakpoint as a screen of `width` pixels would. */
export function setScreenWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = min ? width >= Number(min[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

/** The location the page navigated to (path and search). */
export function currentSearch(getByTestId: (id: string) => HTMLElement): URLSearchParams {
  const text = getByTestId("location").textContent ?? "";
  return new URLSearchParams(text.includes("?") ? text.slice(text.indexOf("?")) : "");
}
