import { createContext, useContext } from "react";

/** What the navigation bar and the guards need to know about the signed-in user. */
export interface AuthView {
  status: "loading" | "signedOut" | "signedIn";
  isAdmin: boolean;
  isBetaTester: boolean;
  /** On the Free plan (the navigation offers Upgrade); absent means not known to be Free. */
  isFree?: boolean;
  /** At least one YouTube channel is linked (the 'Your channel' entry shows). */
  hasLinkedChannel?: boolean;
}

const SIGNED_OUT: AuthView = { status: "signedOut", isAdmin: false, isBetaTester: false };

/**
 * <AuthProvider> (src/auth/auth-context.tsx, mounted in main.tsx) provides the real value from Firebase,
 * GET /user and the local cache. The default (signed out) applies only outside it, e.g. in component tests.
 */
export const AuthViewContext = createContext<AuthView>(SIGNED_OUT);

export function useAuthView(): AuthView {
  return useContext(AuthViewContext);
}
