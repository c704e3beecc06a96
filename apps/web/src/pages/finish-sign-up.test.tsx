import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { untranslatedOn, usePseudoLocale } from "../i18n/pseudo-render.tsx";
import { renderPage, signedInState } from "../test/render.tsx";
import { FinishSignUpPage } from "./finish-sign-up.tsx";

const signIn = vi.hoisted(() => ({
  isEmailSignInLink: vi.fn<(href: string) => boolean>(),
  storedSignInEmail: vi.fn<() => string | null>(),
  completeEmailLink: vi.fn<(email: string, href: string) => Promise<void>>(),
  hasSignedInUser: vi.fn<() => Promise<boolean>>(),
}));

vi.mock("../auth/sign-in.ts", () => signIn);

const signedOut = { status: "signedOut" as const, account: null, userData: null, syncing: false };

afterEach(() => vi.clearAllMocks());

function visit(search = "?apiKey=k&oobCode=code-1&mode=signIn") {
  // The page reads the link from window.location, as Firebase does.
  window.history.replaceState(null, "", `/finishSignUp${search}`);
  return renderPage(<FinishSignUpPage />, { route: `/finishSignUp${search}`, state: signedOut });
}

describe("FinishSignUpPage", () => {
  it("signs in with the stored email: 'Signing you in...' then 'You're All Set!'", async () => {
    signIn.isEmailSignInLink.mockReturnValue(true);
    signIn.storedSignInEmail.mockReturnValue("ada@example.com");
    let finish: () => void = () => {};
    signIn.completeEmailLink.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    visit("?oobCode=code-a");

    expect(screen.getByRole("heading", { name: "Signing you in..." })).toBeInTheDocument();
    finish();
    expect(await screen.findByRole("heading", { name: "You're All Set!" })).toBeInTheDocument();
    expect(signIn.completeEmailLink).toHaveBeenCalledTimes(1);
    expect(signIn.completeEmailLink).toHaveBeenCalledWith(
      "ada@example.com",
      expect.stringContaining("oobCode=code-a"),
    );
    expect(screen.getByRole("link", { name: "Return to YouTube" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/",
    );
    // The used code leaves the address (the router applies navigations in a transition).
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/finishSignUp$/));
  });

  it("asks for the email when none was stored, then completes with it", async () => {
    signIn.isEmailSignInLink.mockReturnValue(true);
    signIn.storedSignInEmail.mockReturnValue(null);
    signIn.completeEmailLink.mockResolvedValue();
    visit("?oobCode=code-b");

    const input = await screen.findByLabelText("Please provide your email for confirmation");
    expect(signIn.completeEmailLink).not.toHaveBeenCalled();
    await userEvent.type(input, "other@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "You're All Set!" })).toBeInTheDocument();
    expect(signIn.completeEmailLink).toHaveBeenCalledWith(
      "other@example.com",
      expect.stringContaining("code-b"),
    );
  });

  it("shows 'Sign-in Required' when the link fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signIn.isEmailSignInLink.mockReturnValue(true);
    signIn.storedSignInEmail.mockReturnValue("ada@example.com");
    signIn.completeEmailLink.mockRejectedValue(new Error("expired"));
    visit("?oobCode=code-c");

    expect(await screen.findByRole("heading", { name: "Sign-in Required" })).toBeInTheDocument();
    expect(
      screen.getByText("Please check your email and click the sign-in link to continue."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });

  it("shows 'Sign-in Required' without a link when nobody is signed in", async () => {
    signIn.isEmailSignInLink.mockReturnValue(false);
    signIn.hasSignedInUser.mockResolvedValue(false);
    visit("");
    expect(await screen.findByRole("heading", { name: "Sign-in Required" })).toBeInTheDocument();
    expect(signIn.completeEmailLink).not.toHaveBeenCalled();
  });

  it("shows 'You're All Set!' without a link for a signed-in visitor (the checkout return)", async () => {
    signIn.isEmailSignInLink.mockReturnValue(false);
    signIn.hasSignedInUser.mockResolvedValue(true);
    visit("?session_id=cs_1");
    expect(await screen.findByRole("heading", { name: "You're All Set!" })).toBeInTheDocument();
  });
});

describe("FinishSignUpPage in the pseudo-locale", () => {
  const pseudo = usePseudoLocale();
  it.each([
    ["asking for the email", true, false],
    ["'Sign-in Required'", false, false],
    ["signed in, with the first-run checklist", false, true],
  ])("shows no untranslated text %s", async (_, link, signedIn) => {
    signIn.isEmailSignInLink.mockReturnValue(link);
    signIn.storedSignInEmail.mockReturnValue(null);
    signIn.hasSignedInUser.mockResolvedValue(signedIn);
    const state = signedIn ? signedInState() : signedOut;
    expect(await untranslatedOn(pseudo(), <FinishSignUpPage />, { route: "/finishSignUp", state })).toEqual(
      [],
    );
  });
});
