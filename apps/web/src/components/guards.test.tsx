import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuthView } from "../lib/auth-view.tsx";
import { renderPage } from "../test/render.tsx";
import { RequireAdmin, RequireAuth } from "./guards.tsx";

const view = (status: AuthView["status"], isAdmin = false): AuthView => ({
  status,
  isAdmin,
  isBetaTester: false,
});

function renderGuard(node: React.ReactNode) {
  return renderPage(node);
}

describe("RequireAuth", () => {
  it("asks a signed-out visitor to log in", () => {
    renderGuard(
      <RequireAuth auth={view("signedOut")}>
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.getByRole("heading", { name: "Authentication Required" })).toBeInTheDocument();
    expect(screen.getByText("Please log in to access this page")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByText("secret")).toBeNull();
  });

  it("shows Loading... while the auth state is unknown", () => {
    renderGuard(
      <RequireAuth auth={view("loading")}>
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByText("secret")).toBeNull();
    expect(screen.queryByText("Authentication Required")).toBeNull();
  });

  it("renders the page for a signed-in user", () => {
    renderGuard(
      <RequireAuth auth={view("signedIn")}>
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.getByText("secret")).toBeInTheDocument();
  });
});

describe("RequireAdmin", () => {
  it("turns away a signed-in non-admin", () => {
    renderGuard(
      <RequireAdmin auth={view("signedIn")}>
        <p>admin tools</p>
      </RequireAdmin>,
    );
    expect(screen.getByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument();
    expect(screen.getByText("You need to be an admin to view this page")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("admin tools")).toBeNull();
  });

  it("asks a signed-out visitor to log in first", () => {
    renderGuard(
      <RequireAdmin auth={view("signedOut")}>
        <p>admin tools</p>
      </RequireAdmin>,
    );
    expect(screen.getByText("Authentication Required")).toBeInTheDocument();
    expect(screen.queryByText("admin tools")).toBeNull();
  });

  it("renders the page for an admin", () => {
    renderGuard(
      <RequireAdmin auth={view("signedIn", true)}>
        <p>admin tools</p>
      </RequireAdmin>,
    );
    expect(screen.getByText("admin tools")).toBeInTheDocument();
  });
});
