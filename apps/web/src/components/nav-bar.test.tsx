import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AuthView } from "../lib/auth-view.tsx";
import { renderPage } from "../test/render.tsx";
import { NavBar } from "./nav-bar.tsx";

const SISTER = "https://sister.example/";

function renderNav(auth: AuthView) {
  return renderPage(
    <>
      <NavBar auth={auth} sisterProductUrl={SISTER} />
      <p>Page content</p>
    </>,
  );
}

const signedIn = (extra: Partial<AuthView> = {}): AuthView => ({
  status: "signedIn",
  isAdmin: false,
  isBetaTester: false,
  ...extra,
});

function desktopLinks() {
  const nav = screen.getByRole("navigation", { name: "Main" });
  return within(within(nav).getByRole("list"))
    .getAllByRole("link")
    .map((link) => link.textContent);
}

describe("NavBar links", () => {
  it("shows the logo and name linking home", () => {
    renderNav({ status: "signedOut", isAdmin: false, isBetaTester: false });
    expect(screen.getByRole("link", { name: "VidInsight" })).toHaveAttribute("href", "/");
  });

  it("signed out: Pricing and Login", () => {
    renderNav({ status: "signedOut", isAdmin: false, isBetaTester: false });
    expect(desktopLinks()).toEqual(["Pricing", "Login"]);
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });

  it("loading: 'Loading...' and no links or menu", () => {
    renderNav({ status: "loading", isAdmin: false, isBetaTester: false });
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
  });

  it("signed in: Outliers, Saved Videos, Analyses, Watchlist, Account only", () => {
    renderNav(signedIn());
    expect(desktopLinks()).toEqual(["Outliers", "Saved Videos", "Analyses", "Watchlist", "Account"]);
  });

  it("beta tester: an external link to the sister product in a new tab", () => {
    renderNav(signedIn({ isBetaTester: true }));
    const link = screen.getByRole("link", { name: /Scriptwritr/ });
    expect(link).toHaveAttribute("href", SISTER);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.queryByRole("link", { name: "Data" })).toBeNull();
  });

  it("Free plan: an Upgrade entry to the plans", () => {
    renderNav(signedIn({ isFree: true }));
    expect(desktopLinks()).toEqual([
      "Outliers",
      "Saved Videos",
      "Analyses",
      "Watchlist",
      "Account",
      "Upgrade",
    ]);
    expect(screen.getAllByRole("link", { name: "Upgrade" })[0]).toHaveAttribute("href", "/pricing");
  });

  it("with a linked channel: 'Your channel' before Account", () => {
    renderNav(signedIn({ hasLinkedChannel: true }));
    expect(desktopLinks()).toEqual([
      "Outliers",
      "Saved Videos",
      "Analyses",
      "Watchlist",
      "Your channel",
      "Account",
    ]);
    expect(screen.getByRole("link", { name: "Your channel" })).toHaveAttribute("href", "/your-channel");
  });

  it("admin: Data and Test", () => {
    renderNav(signedIn({ isAdmin: true }));
    expect(desktopLinks()).toEqual([
      "Outliers",
      "Saved Videos",
      "Analyses",
      "Watchlist",
      "Account",
      "Data",
      "Test",
    ]);
    expect(screen.getByRole("link", { name: "Test" })).toHaveAttribute("href", "/test");
  });
});

describe("NavBar drawer", () => {
  const signedOut: AuthView = { status: "signedOut", isAdmin: false, isBetaTester: false };

  it("opens from Menu, lists the links, locks scroll, and closes on Escape returning focus", async () => {
    const user = userEvent.setup();
    renderNav(signedOut);
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");

    await user.click(menu);
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(
      within(drawer)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Pricing", "Login"]);
    expect(document.body.style.overflow).toBe("hidden");
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(document.body.style.overflow).toBe("");
    expect(menu).toHaveFocus();
  });

  it("closes on a click outside but not on a click inside", async () => {
    const user = userEvent.setup();
    renderNav(signedOut);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByText("Menu", { selector: "span" }));
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();

    await user.click(screen.getByText("Page content"));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });

  it("keeps Tab inside the drawer and closes when a link is followed", async () => {
    const user = userEvent.setup();
    renderNav(signedOut);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    const close = within(drawer).getByRole("button", { name: "Close menu" });
    expect(close).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(drawer).getByRole("link", { name: "Login" })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getByRole("link", { name: "Login" })).toHaveFocus();

    await user.click(within(drawer).getByRole("link", { name: "Pricing" }));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });
});
