// Test helpers: render a page with a controllable auth state (no Firebase), a router and a query client.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { UserInfo } from "@vi/types";
import { sampleUserInfo } from "@vi/types/fixtures";
import { type ReactNode, useMemo, useState } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { AuthViewContext } from "../lib/auth-view";
import { AuthContext, type AuthContextValue, type AuthState, toAuthView } from "./auth-context";

export const signedInState = (userData: UserInfo | null = sampleUserInfo): AuthState => ({
  status: "signedIn",
  account: { uid: "uid-1", email: userData?.email ?? "ada@example.com" },
  userData,
  syncing: false,
});

export interface TestAuthOptions {
  state?: AuthState;
  signOut?: () => Promise<void>;
  refreshUserData?: () => Promise<void>;
}

function TestAuthProvider({ options, children }: { options: TestAuthOptions; children: ReactNode }) {
  const [state, setState] = useState<AuthState>(options.state ?? signedInState());
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      setUserData: (update) =>
        setState((current) =>
          current.userData ? { ...current, userData: update(current.userData) } : current,
        ),
      refreshUserData: options.refreshUserData ?? (async () => {}),
      signOut:
        options.signOut ??
        (async () => setState({ status: "signedOut", account: null, userData: null, syncing: false })),
    }),
    [state, options.refreshUserData, options.signOut],
  );
  return (
    <AuthContext value={value}>
      <AuthViewContext value={toAuthView(state)}>{children}</AuthViewContext>
    </AuthContext>
  );
}

/** Shows the current location so tests can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export function renderPage(
  ui: ReactNode,
  { route = "/", path = "*", auth = {} }: { route?: string; path?: string; auth?: TestAuthOptions } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider options={auth}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </TestAuthProvider>
    </QueryClientProvider>,
  );
}
