import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "@vi/api-client";
import type { UserInfo } from "@vi/types";
import { sampleSubscription, sampleUserInfo, sampleYoutubeAccount } from "@vi/types/fixtures";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage, signedInState } from "../test/render.tsx";
import { summarizeSubscription } from "./account/subscription.tsx";
import { AccountPage } from "./account.tsx";

const api = vi.hoisted(() => ({
  updateUser: vi.fn<(fields: Record<string, unknown>) => Promise<boolean>>(),
  deleteUser: vi.fn<() => Promise<{ success: true } | null>>(),
  youtubeDisconnect: vi.fn<(channelId: string) => Promise<unknown>>(),
  youtubeInitiateAuth: vi.fn<() => Promise<{ authUrl: string }>>(),
  raw: { getConnectedYoutubeAccounts: vi.fn<() => Promise<{ youtubeAccounts: unknown[] }>>() },
}));

vi.mock("../auth/api.ts", () => ({ api }));

const notFound = () => new ApiError({ code: "NOT_FOUND", status: 404, message: "Not found" });

function openAccount(hash = "", userData: UserInfo | null = sampleUserInfo, extra = {}) {
  return renderPage(<AccountPage />, {
    route: `/account${hash}`,
    state: signedInState(userData),
    ...extra,
  });
}

beforeEach(() => {
  api.raw.getConnectedYoutubeAccounts.mockRejectedValue(notFound());
});
afterEach(() => vi.clearAllMocks());

describe("AccountPage frame", () => {
  it("shows 'Loading...' while the record loads and 'No user data found' without one", () => {
    const { unmount } = renderPage(<AccountPage />, {
      route: "/account",
      state: { ...signedInState(null), syncing: true },
    });
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    unmount();
    openAccount("", null);
    expect(screen.getByText("No user data found")).toBeInTheDocument();
  });

  it("lists four sections and Sign Out in the menu; Notifications only by hash", () => {
    openAccount();
    const menu = screen.getByRole("navigation", { name: "Account sections" });
    const labels = within(menu)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual(["Connected Accounts", "Profile", "Subscription", "Help & Support"]);
    expect(within(menu).getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    // Default section: connected.
    expect(screen.getByRole("heading", { name: "Connected Accounts", level: 2 })).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Connected Accounts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it.each([
    ["#profile", "Profile"],
    ["#subscription", "Subscription"],
    ["#notifications", "Notifications"],
    ["#help", "Help & Support"],
    ["#nonsense", "Connected Accounts"],
  ])("hash %s opens %s", (hash, heading) => {
    openAccount(hash);
    expect(screen.getByRole("heading", { name: heading, level: 2 })).toBeInTheDocument();
  });

  it("switches sections from the menu", async () => {
    openAccount();
    await userEvent.click(screen.getByRole("link", { name: "Profile" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/account#profile");
    expect(screen.getByRole("heading", { name: "Profile", level: 2 })).toBeInTheDocument();
  });

  it("signs out and leaves the account area", async () => {
    const signOut = vi.fn(async () => {});
    openAccount("", sampleUserInfo, { signOut });
    await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });
});

describe("Profile", () => {
  it("edits the name inline and saves the trimmed value", async () => {
    api.updateUser.mockResolvedValue(true);
    openAccount("#profile");
    expect(screen.getByTestId("profile-name")).toHaveTextContent("Ada");
    expect(screen.getByTestId("profile-email")).toHaveTextContent("ada@example.com");
    expect(screen.queryByRole("textbox", { name: "Email" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Edit name" }));
    const input = screen.getByPlaceholderText("Enter name");
    await userEvent.clear(input);
    await userEvent.type(input, "  Ada Lovelace  ");
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));

    expect(api.updateUser).toHaveBeenCalledWith({ name: "Ada Lovelace" });
    expect(await screen.findByTestId("profile-name")).toHaveTextContent("Ada Lovelace");
  });

  it("ignores a blank name and cancels without saving", async () => {
    openAccount("#profile");
    await userEvent.click(screen.getByRole("button", { name: "Edit name" }));
    const input = screen.getByPlaceholderText("Enter name");
    await userEvent.clear(input);
    await userEvent.type(input, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(api.updateUser).not.toHaveBeenCalled();
    expect(screen.getByPlaceholderText("Enter name")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Cancel editing name" }));
    expect(screen.getByTestId("profile-name")).toHaveTextContent("Ada");
  });

  it("keeps editing and says so when saving fails", async () => {
    api.updateUser.mockResolvedValue(false);
    openAccount("#profile");
    await userEvent.click(screen.getByRole("button", { name: "Edit name" }));
    await userEvent.type(screen.getByPlaceholderText("Enter name"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't save your name");
    expect(screen.getByPlaceholderText("Enter name")).toHaveValue("Adax");
  });

  it("deletes the account only after confirmation, then signs out", async () => {
    api.deleteUser.mockResolvedValue({ success: true });
    const signOut = vi.fn(async () => {});
    openAccount("#profile", sampleUserInfo, { signOut });

    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete your account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.deleteUser).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(api.deleteUser).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });

  it("stays signed in and explains when deletion fails", async () => {
    api.deleteUser.mockResolvedValue(null);
    const signOut = vi.fn(async () => {});
    openAccount("#profile", sampleUserInfo, { signOut });
    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't delete your account");
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe("Notifications", () => {
  it("toggles the daily recap at once and saves it", async () => {
    let finish: (ok: boolean) => void = () => {};
    api.updateUser.mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)));
    openAccount("#notifications");
    const toggle = screen.getByRole("switch", { name: "Daily Recap Email" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(screen.getByText("Enabled")).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "false"); // optimistic
    expect(screen.getByText("Disabled")).toBeInTheDocument();
    expect(api.updateUser).toHaveBeenCalledWith({ subscribedToDailyRecapEmail: false });
    await act(async () => finish(true));
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("reverts and says so when saving fails", async () => {
    api.updateUser.mockResolvedValue(false);
    openAccount("#notifications", { ...sampleUserInfo, subscribedToDailyRecapEmail: false });
    const toggle = screen.getByRole("switch", { name: "Daily Recap Email" });
    await userEvent.click(toggle);
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't save this change");
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(screen.getByText("Disabled")).toBeInTheDocument();
  });
});

describe("Subscription", () => {
  it("describes each status with the product's texts", () => {
    expect(summarizeSubscription(null).text).toBe("No active subscription");
    const end = sampleSubscription.current_period_end;
    const date = new Date(end * 1000).toLocaleDateString();
    expect(
      summarizeSubscription({ ...sampleSubscription, status: "active", canceled_at: end - 100 }).text,
    ).toBe(`Access ends ${date}`);
    expect(summarizeSubscription({ ...sampleSubscription, status: "canceled" }).text).toBe(
      `Access ends ${date}`,
    );
    expect(summarizeSubscription({ ...sampleSubscription, status: "trialing" }).text).toBe(
      `Free Trial until ${date}`,
    );
  });

  it("links to /pricing with 'Check Perks' when there is no subscription, 'Manage' otherwise", () => {
    const { unmount } = openAccount("#subscription", { ...sampleUserInfo, subscription_live: null });
    expect(screen.getByTestId("subscription-status")).toHaveTextContent("No active subscription");
    expect(screen.getByRole("link", { name: "Check Perks" })).toHaveAttribute("href", "/pricing");
    unmount();
    openAccount("#subscription", {
      ...sampleUserInfo,
      subscription_live: { ...sampleSubscription, status: "canceled", canceled_at: 1 },
    });
    expect(screen.getByTestId("subscription-status")).toHaveTextContent(/^Access ends /);
    expect(screen.getByRole("link", { name: "Manage" })).toHaveAttribute("href", "/pricing");
  });
});

describe("Connected Accounts", () => {
  it("shows the empty text without linked channels", async () => {
    openAccount("#connected", { ...sampleUserInfo, youtubeAccounts: [], currentAccount: null });
    expect(
      await screen.findByText(
        "No YouTube accounts connected. Connect your YouTube channels to enable additional features.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "YouTube Account" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  });

  it("lists the channels from the accounts endpoint, with the title fallback", async () => {
    api.raw.getConnectedYoutubeAccounts.mockResolvedValue({
      youtubeAccounts: [
        sampleYoutubeAccount,
        { ...sampleYoutubeAccount, channelId: "UCzzzzzzzzzzzzzzzzzzzzzz", channelTitle: null },
      ],
    });
    openAccount("#connected");
    expect(await screen.findByText("Your channel")).toBeInTheDocument();
    expect(screen.getByText("Creator Lab")).toBeInTheDocument();
    expect(screen.getAllByText("Connected YouTube Account")).toHaveLength(2);
  });

  it("falls back to the record's channels while the endpoint is unavailable", async () => {
    openAccount("#connected");
    expect(await screen.findByText("Creator Lab")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Disconnect" })).toBeInTheDocument();
  });

  it("clears the linked data on a 401", async () => {
    api.raw.getConnectedYoutubeAccounts.mockRejectedValue(
      new ApiError({ code: "UNAUTHORIZED", status: 401, message: "expired" }),
    );
    openAccount("#connected");
    expect(await screen.findByText(/No YouTube accounts connected\./)).toBeInTheDocument();
  });

  it("shows 'Processing...' while disconnecting and refreshes afterwards", async () => {
    let finish: () => void = () => {};
    api.youtubeDisconnect.mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ success: true }))),
    );
    const refreshUserData = vi.fn(async () => {});
    openAccount("#connected", sampleUserInfo, { refreshUserData });
    await userEvent.click(await screen.findByRole("button", { name: "Disconnect" }));
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(api.youtubeDisconnect).toHaveBeenCalledWith(sampleUserInfo.youtubeAccounts[0]?.channelId);
    await act(async () => finish());
    await waitFor(() => expect(refreshUserData).toHaveBeenCalled());
  });

  it("says so when channel linking is not available yet", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const popup = { closed: false, close: vi.fn(), location: { href: "" } };
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    api.youtubeInitiateAuth.mockRejectedValue(
      new ApiError({ code: "NOT_FOUND", status: 404, message: "HTTP error! status 404" }),
    );
    openAccount("#connected");
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("isn't available yet");
    expect(popup.close).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  });

  it("opens the authorization address in a 600x700 pop-up and refreshes on success", async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: "" } };
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    api.youtubeInitiateAuth.mockResolvedValue({ authUrl: "https://accounts.example/auth?x=1" });
    const refreshUserData = vi.fn(async () => {});
    openAccount("#connected", sampleUserInfo, { refreshUserData });
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(open).toHaveBeenCalledWith(
      "about:blank",
      "youtube-oauth",
      expect.stringContaining("width=600,height=700"),
    );
    await waitFor(() => expect(popup.location.href).toBe("https://accounts.example/auth?x=1"));

    // A message from another origin is ignored; ours completes the flow.
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: "https://evil.example",
          data: { type: "youtube-oauth-complete", success: true },
        }),
      );
    });
    expect(refreshUserData).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: window.location.origin,
          data: { type: "youtube-oauth-complete", success: true },
        }),
      );
    });
    await waitFor(() => expect(refreshUserData).toHaveBeenCalled());
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  });
});

describe("Help & Support", () => {
  it("links to the FAQ and offers Contact Support", () => {
    openAccount("#help");
    expect(screen.getByRole("link", { name: "View Documentation" })).toHaveAttribute("href", "/faq");
    // No chat is configured in tests: Contact Support is the mail link.
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:/),
    );
  });
});
