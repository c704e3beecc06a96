import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserInfo } from "@vi/types";
import { sampleLinkedAccount, sampleSubscription, sampleUserInfo } from "@vi/types/fixtures";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backend } from "../test/backend.ts";
import { renderPage, signedInState } from "../test/render.tsx";
import { apiError, apiUrl, lastRequest, replyOnce, requests, server } from "../test/server.ts";
import { NO_KEYS_TEXT, SECRET_ONCE_TEXT } from "./account/api-keys.tsx";
import { NO_ACCOUNTS_TEXT } from "./account/connected-accounts.tsx";
import { summarizeSubscription } from "./account/subscription.tsx";
import { AccountPage } from "./account.tsx";

const userRequests = (method: string) => requests("/user").filter((r) => r.method === method);

function openAccount(hash = "", userData: UserInfo | null = sampleUserInfo, extra = {}) {
  return renderPage(<AccountPage />, {
    route: `/account${hash}`,
    state: signedInState(userData),
    ...extra,
  });
}

afterEach(() => vi.restoreAllMocks());

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

  it("lists five sections and Sign Out in the menu; Notifications only by hash", () => {
    openAccount();
    const menu = screen.getByRole("navigation", { name: "Account sections" });
    const labels = within(menu)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual(["Connected Accounts", "Profile", "Subscription", "API Keys", "Help & Support"]);
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
    openAccount("#profile");
    expect(screen.getByTestId("profile-name")).toHaveTextContent("Ada");
    expect(screen.getByTestId("profile-email")).toHaveTextContent("ada@example.com");
    expect(screen.queryByRole("textbox", { name: "Email" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Edit name" }));
    const input = screen.getByPlaceholderText("Enter name");
    await userEvent.clear(input);
    await userEvent.type(input, "  Ada Lovelace  ");
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));

    expect(await screen.findByTestId("profile-name")).toHaveTextContent("Ada Lovelace");
    expect(userRequests("PUT")).toHaveLength(1);
    expect(lastRequest("/user")?.body).toEqual({ name: "Ada Lovelace" });
    expect(backend.user?.name).toBe("Ada Lovelace");
  });

  it("ignores a blank name and cancels without saving", async () => {
    openAccount("#profile");
    await userEvent.click(screen.getByRole("button", { name: "Edit name" }));
    const input = screen.getByPlaceholderText("Enter name");
    await userEvent.clear(input);
    await userEvent.type(input, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));
    // Nothing is written (the checklist's read of the analyses is the only call).
    expect(requests().filter((request) => request.method !== "GET")).toHaveLength(0);
    expect(screen.getByPlaceholderText("Enter name")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Cancel editing name" }));
    expect(screen.getByTestId("profile-name")).toHaveTextContent("Ada");
  });

  it("keeps editing and says so when saving fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    replyOnce("put", "/user", () => apiError(500, "INTERNAL", "Database unavailable"));
    openAccount("#profile");
    await userEvent.click(screen.getByRole("button", { name: "Edit name" }));
    await userEvent.type(screen.getByPlaceholderText("Enter name"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't save your name");
    expect(screen.getByPlaceholderText("Enter name")).toHaveValue("Adax");
  });

  it("deletes the account only after confirmation, then signs out", async () => {
    const signOut = vi.fn(async () => {});
    openAccount("#profile", sampleUserInfo, { signOut });

    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete your account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(userRequests("DELETE")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(userRequests("DELETE")).toHaveLength(1);
    expect(backend.user).toBeNull();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });

  it("stays signed in and explains when deletion fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    replyOnce("delete", "/user", () => apiError(500, "INTERNAL", "Database unavailable"));
    const signOut = vi.fn(async () => {});
    openAccount("#profile", sampleUserInfo, { signOut });
    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't delete your account");
    expect(signOut).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith("deleteUser failed", expect.anything());
  });
});

describe("Notifications", () => {
  it("toggles the daily recap at once and saves it", async () => {
    let finish: () => void = () => {};
    const answered = new Promise<void>((resolve) => (finish = resolve));
    server.use(
      http.put(
        apiUrl("/user"),
        async () => {
          await answered;
          return HttpResponse.json({ success: true });
        },
        { once: true },
      ),
    );
    openAccount("#notifications");
    const toggle = screen.getByRole("switch", { name: "Daily Recap Email" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(screen.getByText("Enabled")).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "false"); // optimistic
    expect(screen.getByText("Disabled")).toBeInTheDocument();
    await waitFor(() => expect(lastRequest("/user")?.body).toEqual({ subscribedToDailyRecapEmail: false }));
    await act(async () => finish());
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("reverts and says so when saving fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    replyOnce("put", "/user", () => apiError(500, "INTERNAL", "Database unavailable"));
    openAccount("#notifications", { ...sampleUserInfo, subscribedToDailyRecapEmail: false });
    const toggle = screen.getByRole("switch", { name: "Daily Recap Email" });
    await userEvent.click(toggle);
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't save this change");
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(screen.getByText("Disabled")).toBeInTheDocument();
  });
});

describe("API Keys", () => {
  const key = {
    id: "0b7e2a5e-6f0c-4d4e-9a51-3f7f1d2c9a10",
    name: "Claude Desktop",
    prefix: "vi_AbCdEfGh",
    createdAt: "2026-03-10T12:00:00.000Z",
    lastUsedAt: null,
  };
  const usage = { used: 3, limit: 100, resetsAt: "2026-03-11T00:00:00.000Z" };

  it("creates a named key, shows its secret once, lists it and revokes it", async () => {
    let keys: (typeof key)[] = [];
    server.use(
      http.get(apiUrl("/apiKeys"), () => HttpResponse.json({ keys, usage })),
      http.post(apiUrl("/apiKeys"), async ({ request }) => {
        const { name } = (await request.json()) as { name: string };
        keys = [{ ...key, name }];
        return HttpResponse.json({ key: keys[0], secret: `vi_${"A".repeat(43)}` }, { status: 201 });
      }),
      http.delete(apiUrl("/apiKeys"), ({ request }) => {
        expect(new URL(request.url).searchParams.get("id")).toBe(key.id);
        keys = [];
        return HttpResponse.json({ message: "API key revoked." });
      }),
    );
    openAccount("#api");
    expect(await screen.findByText(NO_KEYS_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/Today: 3 of 100 key calls/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Key name"), "Claude Desktop");
    await userEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText(SECRET_ONCE_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId("api-key-secret")).toHaveTextContent(`vi_${"A".repeat(43)}`);
    expect(await screen.findByText("Claude Desktop")).toBeInTheDocument();
    expect(screen.getByText("vi_AbCdEfGh…")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByTestId("api-key-secret")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Revoke Claude Desktop" }));
    expect(await screen.findByText(NO_KEYS_TEXT)).toBeInTheDocument();
  });

  it("shows the API's message when a key cannot be created", async () => {
    server.use(http.get(apiUrl("/apiKeys"), () => HttpResponse.json({ keys: [key], usage })));
    replyOnce("post", "/apiKeys", () =>
      apiError(409, "CONFLICT", "You can have up to 10 API keys. Revoke one you no longer use first."),
    );
    openAccount("#api");
    await userEvent.type(await screen.findByLabelText("Key name"), "one more");
    await userEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You can have up to 10 API keys");
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
  const withAccounts = (youtubeAccounts: UserInfo["youtubeAccounts"]): UserInfo => ({
    ...sampleUserInfo,
    youtubeAccounts,
    currentAccount: youtubeAccounts.at(-1) ?? null,
  });
  const ownOrigin = () => window.location.origin;
  const complete = (data: unknown, origin = ownOrigin()) =>
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, origin }));
    });

  function fakePopup() {
    const popup = { closed: false, close: vi.fn(), location: { href: "about:blank" } };
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    return { popup, open };
  }

  it("shows the empty text without linked channels, and offers to connect", async () => {
    const user = withAccounts([]);
    backend.reset({ user });
    openAccount("#connected", user);
    expect(await screen.findByText(NO_ACCOUNTS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "YouTube Account" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  });

  it("lists the linked channels from the API, with the title fallback", async () => {
    const user = withAccounts([
      sampleLinkedAccount,
      { ...sampleLinkedAccount, channelId: "UCzzzzzzzzzzzzzzzzzzzzzz", title: " " },
    ]);
    backend.reset({ user });
    openAccount("#connected", user);
    expect(await screen.findByText("Your channel")).toBeInTheDocument();
    expect(screen.getByText("Creator Lab")).toBeInTheDocument();
    expect(screen.getAllByText("Connected YouTube Account")).toHaveLength(2);
    expect(requests("/connectedYoutubeAccounts")).toHaveLength(1);
  });

  it("disconnects: 'Processing...' while it works, then the list and the record are fetched again", async () => {
    const user = withAccounts([sampleLinkedAccount]);
    backend.reset({ user });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.delete(
        apiUrl("/youtubeDisconnect"),
        async () => {
          await gate;
          backend.reset({ user: withAccounts([]) });
          return HttpResponse.json({ success: true });
        },
        { once: true },
      ),
    );
    const { auth } = openAccount("#connected", user);
    await userEvent.click(await screen.findByRole("button", { name: "Disconnect Creator Lab" }));
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    expect(await screen.findByText(NO_ACCOUNTS_TEXT)).toBeInTheDocument();
    expect(lastRequest("/youtubeDisconnect")?.params.get("channelId")).toBe(sampleLinkedAccount.channelId);
    expect(auth.refreshCalls).toBe(1);
  });

  it("connects through a centred 600x700 pop-up and accepts the answer from its own origin only", async () => {
    const user = withAccounts([]);
    backend.reset({ user });
    const { popup, open } = fakePopup();
    const { auth } = openAccount("#connected", user);
    await screen.findByText(NO_ACCOUNTS_TEXT);
    const button = screen.getByRole("button", { name: "Sign in with Google" });
    await userEvent.click(button);
    expect(open).toHaveBeenCalledWith(
      "about:blank",
      "vidinsight-youtube-oauth",
      expect.stringMatching(/width=600,height=700,left=\d+,top=\d+/),
    );
    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/accounts\.google\.com\//));
    expect(button).toBeDisabled();

    // Another origin's message is ignored, and so is one of another shape.
    await complete({ type: "youtube-oauth-complete", success: true }, "https://evil.example");
    await complete({ type: "something-else", success: true });
    expect(button).toBeDisabled();
    expect(auth.refreshCalls).toBe(0);

    backend.reset({ user: withAccounts([sampleLinkedAccount]) });
    await complete({ type: "youtube-oauth-complete", success: true });
    expect(await screen.findByText("Creator Lab")).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(auth.refreshCalls).toBe(1);
  });

  it("shows a failed authorization and enables the button again", async () => {
    const user = withAccounts([]);
    backend.reset({ user });
    fakePopup();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    openAccount("#connected", user);
    await screen.findByText(NO_ACCOUNTS_TEXT);
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    await waitFor(() => expect(requests("/youtubeInitiateAuth")).toHaveLength(1));
    await complete({ type: "youtube-oauth-complete", success: false, error: "access_denied" });
    // Cancel on the consent page: said in words with a way to try again; not logged as a fault.
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You cancelled on Google's consent page, so no channel was linked.");
    expect(alert).not.toHaveTextContent("access_denied");
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
    expect(error).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(requests("/youtubeInitiateAuth")).toHaveLength(2));
    // Another failure is logged, and worded without Google's code.
    await complete({ type: "youtube-oauth-complete", success: false, error: "server_error" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Google could not link your channel this time. Please try again.",
    );
    expect(error).toHaveBeenCalled();
  });

  it("logs 'HTTP error! status' when the API refuses to start, says its reason, and closes the pop-up", async () => {
    const user = withAccounts([]);
    backend.reset({ user });
    const { popup } = fakePopup();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    replyOnce("get", "/youtubeInitiateAuth", () =>
      apiError(409, "CONFLICT", "You can link at most 50 YouTube channels. Disconnect one first."),
    );
    openAccount("#connected", user);
    await screen.findByText(NO_ACCOUNTS_TEXT);
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You can link at most 50 YouTube channels. Disconnect one first.",
    );
    expect(logged).toHaveBeenCalledWith(
      "youtubeInitiateAuth failed:",
      expect.stringContaining("HTTP error! status: 409"),
    );
    expect(popup.close).toHaveBeenCalled();
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
