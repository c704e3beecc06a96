import { act, render, screen, waitFor } from "@testing-library/react";
import { sampleUserInfo } from "@vi/types/fixtures";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthView } from "../lib/auth-view.tsx";
import { AuthProvider, type SessionModule, useAuth } from "./auth-context.tsx";
import type { SessionHandlers } from "./session.ts";
import { writeUserCache } from "./user-cache.ts";

function fakeSession() {
  let handlers: SessionHandlers | null = null;
  const module: SessionModule = {
    startSession: vi.fn((next: SessionHandlers) => {
      handlers = next;
      return () => {
        handlers = null;
      };
    }),
    saveUserData: vi.fn(),
    refreshUserData: vi.fn(async () => {}),
    signOut: vi.fn(async () => handlers?.signedOut()),
  };
  return {
    module,
    load: () => Promise.resolve(module),
    emit: () => {
      if (!handlers) throw new Error("session not started");
      return handlers;
    },
  };
}

function Probe() {
  const auth = useAuth();
  const view = useAuthView();
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="view">{`${view.status} admin=${view.isAdmin} beta=${view.isBetaTester}`}</p>
      <p data-testid="name">{auth.userData?.name ?? "none"}</p>
      <p data-testid="syncing">{String(auth.syncing)}</p>
      <p data-testid="refusal">{auth.refusal ?? "none"}</p>
      <button type="button" onClick={() => auth.setUserData((u) => ({ ...u, name: "Renamed" }))}>
        rename
      </button>
      <button type="button" onClick={() => void auth.signOut()}>
        sign out
      </button>
    </div>
  );
}

describe("AuthProvider", () => {
  beforeEach(() => localStorage.clear());

  it("an account the API refuses (email not verified) is signed out and the reason kept for /login", async () => {
    const session = fakeSession();
    render(
      <AuthProvider loadSession={session.load}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(session.module.startSession).toHaveBeenCalled());
    act(() => session.emit().signedIn({ uid: "uid-1", email: "creator@example.com" }));
    act(() => session.emit().refused?.("This email address is not verified."));
    act(() => session.emit().signedOut());
    expect(screen.getByTestId("status")).toHaveTextContent("signedOut");
    expect(screen.getByTestId("refusal")).toHaveTextContent("This email address is not verified.");
    act(() => session.emit().signedIn({ uid: "uid-2", email: "ada@example.com" }));
    expect(screen.getByTestId("refusal")).toHaveTextContent("none");
  });

  it("starts loading, then follows the session: signed in, record loaded, signed out", async () => {
    const session = fakeSession();
    render(
      <AuthProvider loadSession={session.load}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId("status")).toHaveTextContent("loading");
    await waitFor(() => expect(session.module.startSession).toHaveBeenCalled());

    act(() => session.emit().signedIn({ uid: "uid-1", email: "ada@example.com" }));
    expect(screen.getByTestId("status")).toHaveTextContent("signedIn");
    expect(screen.getByTestId("syncing")).toHaveTextContent("true");

    act(() => session.emit().userData("uid-1", { ...sampleUserInfo, isAdmin: true, isBetaTester: true }));
    expect(screen.getByTestId("view")).toHaveTextContent("signedIn admin=true beta=true");
    expect(screen.getByTestId("name")).toHaveTextContent("Ada");
    expect(screen.getByTestId("syncing")).toHaveTextContent("false");

    act(() => session.emit().signedOut());
    expect(screen.getByTestId("view")).toHaveTextContent("signedOut admin=false beta=false");
    expect(screen.getByTestId("name")).toHaveTextContent("none");
  });

  it("shows the cached user at once, before Firebase has answered", () => {
    writeUserCache({ uid: "uid-1", userInfo: { ...sampleUserInfo, isAdmin: true } });
    const session = fakeSession();
    render(
      <AuthProvider loadSession={session.load}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId("view")).toHaveTextContent("signedIn admin=true");
    expect(screen.getByTestId("name")).toHaveTextContent("Ada");
  });

  it("never shows another user's cached record", async () => {
    writeUserCache({ uid: "uid-1", userInfo: sampleUserInfo });
    const session = fakeSession();
    render(
      <AuthProvider loadSession={session.load}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(session.module.startSession).toHaveBeenCalled());
    act(() => session.emit().signedIn({ uid: "uid-2", email: "bob@example.com" }));
    expect(screen.getByTestId("name")).toHaveTextContent("none");
  });

  it("applies accepted changes and hands them to the session (cache + extension)", async () => {
    const session = fakeSession();
    render(
      <AuthProvider loadSession={session.load}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(session.module.startSession).toHaveBeenCalled());
    act(() => session.emit().signedIn({ uid: "uid-1", email: "ada@example.com" }));
    act(() => session.emit().userData("uid-1", sampleUserInfo));

    await act(async () => screen.getByRole("button", { name: "rename" }).click());
    expect(screen.getByTestId("name")).toHaveTextContent("Renamed");
    await waitFor(() =>
      expect(session.module.saveUserData).toHaveBeenCalledWith("uid-1", {
        ...sampleUserInfo,
        name: "Renamed",
      }),
    );
  });

  it("falls back to signed out when the sign-in code cannot load", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <AuthProvider loadSession={() => Promise.reject(new Error("chunk failed"))}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("signedOut"));
    error.mockRestore();
  });
});
