import type { ReactNode } from "react";
import { Link, Outlet } from "react-router-dom";
import { type AuthView, useAuthView } from "../lib/auth-view.tsx";
import { LockIcon, ShieldIcon } from "./icons.tsx";
import { buttonClass, MessagePanel } from "./ui.tsx";

function GuardLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <p role="status" className="text-zinc-400">
        Loading...
      </p>
    </div>
  );
}

function AuthRequired() {
  return (
    <MessagePanel icon={<LockIcon className="size-6" />} title="Authentication Required">
      <p className="mt-2 text-zinc-400">Please log in to access this page</p>
      <Link to="/login" className={buttonClass("primary", "md", "mt-6")}>
        Go to Login
      </Link>
    </MessagePanel>
  );
}

/** Signed-in users only. */
export function RequireAuth({ auth, children }: { auth: AuthView; children: ReactNode }) {
  if (auth.status === "loading") return <GuardLoading />;
  if (auth.status === "signedOut") return <AuthRequired />;
  return children;
}

/** Admins only; a signed-out visitor is asked to log in first. */
export function RequireAdmin({ auth, children }: { auth: AuthView; children: ReactNode }) {
  if (auth.status === "loading") return <GuardLoading />;
  if (auth.status === "signedOut") return <AuthRequired />;
  if (!auth.isAdmin) {
    return (
      <MessagePanel icon={<ShieldIcon className="size-6" />} title="Admin Access Required">
        <p className="mt-2 text-zinc-400">You need to be an admin to view this page</p>
        <Link to="/" className={buttonClass("primary", "md", "mt-6")}>
          Go to Home
        </Link>
      </MessagePanel>
    );
  }
  return children;
}

/** Route-table wrappers: guard every child route with the current auth state. */
export function AuthRoute() {
  return (
    <RequireAuth auth={useAuthView()}>
      <Outlet />
    </RequireAuth>
  );
}

export function AdminRoute() {
  return (
    <RequireAdmin auth={useAuthView()}>
      <Outlet />
    </RequireAdmin>
  );
}
