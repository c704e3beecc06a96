// Who is signed in, and their user record, for the whole website. Part of the start-up
// bundle, so it holds only state: Firebase and the API client load on demand from ./session.
import type { UserInfo } from "@vi/types";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type AuthView, AuthViewContext } from "../lib/auth-view.tsx";
import { readUserCache } from "./user-cache.ts";

export type SessionModule = Pick<
  typeof import("./session.ts"),
  "startSession" | "saveUserData" | "refreshUserData" | "signOut"
>;

export interface AuthState {
  status: AuthView["status"];
  /** The Firebase account; null unless signed in. */
  account: { uid: string; email: string | null } | null;
  /** The user record; null while unknown or when it could not be loaded. */
  userData: UserInfo | null;
  /** The record is being fetched (after sign-in or a retry). */
  syncing: boolean;
  /** Why the last sign-in was refused (an email not verified), shown on /login; cleared by a sign-in. */
  refusal?: string | null;
}

export interface AuthContextValue extends AuthState {
  /** Applies a change the server has accepted: updates the page, the cache and the extension. */
  setUserData(update: (current: UserInfo) => UserInfo): void;
  /** Fetches the user record again. */
  refreshUserData(): Promise<void>;
  signOut(): Promise<void>;
}

const LOADING: AuthState = { status: "loading", account: null, userData: null, syncing: false };
const SIGNED_OUT: AuthState = { status: "signedOut", account: null, userData: null, syncing: false };

/** Start-up state: the cached user when there is one, else "loading" until Firebase answers. */
function initialAuthState(): AuthState {
  const cached = readUserCache();
  if (!cached) return { status: "loading", account: null, userData: null, syncing: false };
  return {
    status: "signedIn",
    account: { uid: cached.uid, email: cached.userInfo.email },
    userData: cached.userInfo,
    syncing: false,
  };
}

export function toAuthView(state: AuthState): AuthView {
  return {
    status: state.status,
    isAdmin: state.userData?.isAdmin ?? false,
    isBetaTester: state.userData?.isBetaTester ?? false,
    isFree: state.userData ? (state.userData.plan ?? "free") === "free" : false,
    hasLinkedChannel: (state.userData?.youtubeAccounts?.length ?? 0) > 0,
  };
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() needs an <AuthProvider> above it");
  return value;
}

const loadDefaultSession = (): Promise<SessionModule> => import("./session.ts");

export function AuthProvider({
  children,
  loadSession = loadDefaultSession,
  deferCache = false,
}: {
  children: ReactNode;
  /** Tests pass a fake session. */
  loadSession?: () => Promise<SessionModule>;
  /**
   * Hydrating prerendered HTML (made with no user): render "loading" first like the HTML did, then apply
   * the cached user before the first paint, so hydration matches and a returning user sees no flash.
   */
  deferCache?: boolean;
}) {
  const [state, setState] = useState<AuthState>(deferCache ? LOADING : initialAuthState);
  useLayoutEffect(() => {
    if (!deferCache) return;
    const cached = initialAuthState();
    if (cached.status === "signedIn")
      setState((current) => (current.status === "loading" ? cached : current));
  }, [deferCache]);
  const stateRef = useRef(state);
  stateRef.current = state;
  const sessionRef = useRef<Promise<SessionModule> | null>(null);
  const session = useCallback(() => {
    sessionRef.current ??= loadSession();
    return sessionRef.current;
  }, [loadSession]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    session().then(
      (module) => {
        if (cancelled) return;
        stop = module.startSession({
          signedIn: (account) =>
            setState((current) => ({
              status: "signedIn",
              account,
              // Keep the cached record on screen while the fresh one loads, but never another user's.
              userData: current.account?.uid === account.uid ? current.userData : null,
              syncing: true,
            })),
          userData: (uid, userData) =>
            setState((current) =>
              current.account?.uid === uid ? { ...current, userData, syncing: false } : current,
            ),
          // A refusal outlives the sign-out that follows it, so /login can show it.
          signedOut: () => setState((current) => ({ ...SIGNED_OUT, refusal: current.refusal ?? null })),
          refused: (message) => setState({ ...SIGNED_OUT, refusal: message }),
        });
      },
      (error: unknown) => {
        // Sign-in code failed to download (offline, or a deploy replaced the chunk).
        console.error("Could not load sign-in", error);
        if (!cancelled) setState((current) => (current.status === "loading" ? SIGNED_OUT : current));
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [session]);

  const setUserData = useCallback(
    (update: (current: UserInfo) => UserInfo) => {
      const { account, userData } = stateRef.current;
      if (!account || !userData) return;
      const next = update(userData);
      setState((current) =>
        current.account?.uid === account.uid ? { ...current, userData: next } : current,
      );
      void session().then((module) => module.saveUserData(account.uid, next));
    },
    [session],
  );

  const refreshUserData = useCallback(async () => {
    setState((current) => (current.status === "signedIn" ? { ...current, syncing: true } : current));
    try {
      await (await session()).refreshUserData();
    } finally {
      setState((current) => (current.syncing ? { ...current, syncing: false } : current));
    }
  }, [session]);

  const signOut = useCallback(async () => {
    await (await session()).signOut();
  }, [session]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, setUserData, refreshUserData, signOut }),
    [state, setUserData, refreshUserData, signOut],
  );
  const view = useMemo(() => toAuthView(state), [state]);

  return (
    <AuthContext value={value}>
      <AuthViewContext value={view}>{children}</AuthViewContext>
    </AuthContext>
  );
}
