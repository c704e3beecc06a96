// The one render helper of the web app's component tests: a page inside the app's providers (TanStack
// Query, a memory router, the auth context) with a controllable signed-in user and no Firebase. The API
// itself is faked at the network by msw (./server.ts), so pages use the real client.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { UserInfo } from "@vi/types";
import { sampleUserInfo } from "@vi/types/fixtures";
import { type ReactNode, useMemo, useState } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { AuthContext, type AuthContextValue, type AuthState, toAuthView } from "../auth/auth-context.tsx";
import { AuthViewContext } from "../lib/auth-view.tsx";

export const signedInState = (userData: UserInfo | null = sampleUserInfo): AuthState => ({
  status: "signedIn",
  account: { uid: "uid-1", email: userData?.email ?? "ada@example.com" },
  userData,
  syncing: false,
});

export const signedOutState: AuthState = {
  status: "signedOut",
  account: null,
  userData: null,
  syncing: false,
};

export interface RenderOptions {
  /** The location the memory router starts at. */
  route?: string;
  /** The route pattern the page is mounted under. */
  path?: string;
  /** The signed-in user's record (default: the sample user); ignored when `state` is given. */
  user?: UserInfo;
  /** The whole auth state, e.g. signed out or still loading. */
  state?: AuthState;
  signOut?: () => Promise<void>;
  refreshUserData?: () => Promise<void>;
}

/** What the page did to the auth context, for assertions. */
interface AuthProbe {
  /** The latest user record, as the page left it. */
  userData: UserInfo | null;
  refreshCalls: number;
}

function TestAuthProvider({
  options,
  probe,
  children,
}: {
  options: RenderOptions;
  probe: AuthProbe;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>(options.state ?? signedInState(options.user));
  probe.userData = state.userData;
  const { signOut, refreshUserData } = options;
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      setUserData: (update) =>
        setState((current) =>
          current.userData ? { ...current, userData: update(current.userData) } : current,
        ),
      refreshUserData: async () => {
        probe.refreshCalls++;
        await refreshUserData?.();
      },
      signOut: signOut ?? (async () => setState(signedOutState)),
    }),
    [state, probe, signOut, refreshUserData],
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

export function renderPage(ui: ReactNode, options: RenderOptions = {}) {
  const { route = "/", path = "*" } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const auth: AuthProbe = {
    userData: options.state?.userData ?? options.user ?? sampleUserInfo,
    refreshCalls: 0,
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider options={options} probe={auth}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
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

/** The query string of the location the page navigated to. */
export function currentSearch(getByTestId: (id: string) => HTMLElement): URLSearchParams {
  return new URL(getByTestId("location").textContent ?? "/", "http://app.test").searchParams;
}
