import { createContext, useContext } from "react";

/** What the navigation bar and the guards need to know about the signed-in user. */
export interface AuthView {
  status: "loading" | "signedOut" | "signedIn";
  isAdmin: boolean;
  isBetaTester: boolean;
}

export const SIGNED_OUT: AuthView = { status: "signedOut", isAdmin: false, isBetaTester: false };

/**
 * The sign-in work provides the real value (from Firebase + GET /user) by wrapping the router in
 * <AuthViewContext value={...}>. Until then every visitor is signed out.
 */
export const AuthViewContext = createContext<AuthView>(SIGNED_OUT);

export function useAuthView(): AuthView {
  return useContext(AuthViewContext);
}
