import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FirebaseError } from "firebase/app";
import { afterEach, describe, expect, it, vi } from "vitest";
import { untranslatedOn, usePseudoLocale } from "../i18n/pseudo-render.tsx";
import { renderPage, signedInState } from "../test/render.tsx";
import { LoginPage } from "./login.tsx";

const signIn = vi.hoisted(() => ({
  sendEmailLink: vi.fn<(email: string) => Promise<void>>(),
  signInWithGoogle: vi.fn<() => Promise<void>>(),
}));

vi.mock("../auth/sign-in.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../auth/sign-in.ts")>();
  return { ...actual, sendEmailLink: signIn.sendEmailLink, signInWithGoogle: signIn.signInWithGoogle };
});

const signedOut = { status: "signedOut" as const, account: null, userData: null, syncing: false };

afterEach(() => vi.clearAllMocks());

describe("LoginPage", () => {
  it("sends the link, shows a loading state, then 'Check your inbox'", async () => {
    let finish: () => void = () => {};
    signIn.sendEmailLink.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPage(<LoginPage />, { state: signedOut });

    const input = screen.getByLabelText("Email address");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    await userEvent.type(input, "  ada@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Continue with Email" }));

    expect(signIn.sendEmailLink).toHaveBeenCalledWith("ada@example.com");
    expect(screen.getByRole("button", { name: /Sending link/ })).toBeDisabled();
    finish();
    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Use a different email" }));
    expect(screen.getByRole("button", { name: "Continue with Email" })).toBeEnabled();
  });

  it("shows why the API refused the last sign-in (an email not verified)", () => {
    const message =
      "This email address is not verified. Sign in with the link we email you, or with Google, to use VidInsight.";
    renderPage(<LoginPage />, { state: { ...signedOut, refusal: message } });
    expect(screen.getByRole("alert")).toHaveTextContent(message);
  });

  it("explains a failed send and lets the user retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signIn.sendEmailLink.mockRejectedValue(new FirebaseError("auth/invalid-email", "bad"));
    renderPage(<LoginPage />, { state: signedOut });
    await userEvent.type(screen.getByLabelText("Email address"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Continue with Email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That email address doesn't look right");
    expect(screen.getByRole("button", { name: "Continue with Email" })).toBeEnabled();
  });

  it("offers Google sign-in and stays quiet when the pop-up is closed", async () => {
    signIn.signInWithGoogle.mockRejectedValue(new FirebaseError("auth/popup-closed-by-user", "closed"));
    renderPage(<LoginPage />, { state: signedOut });
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(signIn.signInWithGoogle).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says when the browser blocked the Google pop-up", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signIn.signInWithGoogle.mockRejectedValue(new FirebaseError("auth/popup-blocked", "blocked"));
    renderPage(<LoginPage />, { state: signedOut });
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("blocked the sign-in window");
  });

  it("shows 'All Set!' with a link back to YouTube when already signed in", () => {
    renderPage(<LoginPage />, { state: signedInState() });
    expect(screen.getByRole("heading", { name: "All Set!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to YouTube" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/",
    );
    expect(screen.queryByLabelText("Email address")).not.toBeInTheDocument();
  });

  it("waits for the auth state before showing the form", () => {
    renderPage(<LoginPage />, { state: { ...signedOut, status: "loading" } });
    expect(screen.getByRole("heading", { name: "Loading..." })).toBeInTheDocument();
    expect(screen.queryByLabelText("Email address")).not.toBeInTheDocument();
  });
});

describe("LoginPage in the pseudo-locale", () => {
  const pseudo = usePseudoLocale();
  it.each([
    ["signed out", signedOut],
    ["signed in, with the first-run checklist", signedInState()],
  ])("shows no untranslated text %s", async (_, state) => {
    expect(await untranslatedOn(pseudo(), <LoginPage />, { route: "/login", state })).toEqual([]);
  });
});
