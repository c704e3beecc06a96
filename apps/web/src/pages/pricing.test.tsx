import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserInfo } from "@vi/types";
import { sampleSubscription, sampleUserInfo } from "@vi/types/fixtures";
import { describe, expect, it } from "vitest";
import type { AuthState } from "../auth/auth-context.tsx";
import { renderPage, signedInState } from "../test/render.tsx";
import { PricingPage } from "./pricing.tsx";

const signedOut: AuthState = { status: "signedOut", account: null, userData: null, syncing: false };
const onFree: UserInfo = { ...sampleUserInfo, subscription_live: null };

function openPricing(state: AuthState) {
  renderPage(<PricingPage />, { route: "/pricing", state });
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole("region", { name });
const location = () => screen.getByTestId("location").textContent;

describe("PricingPage", () => {
  it("shows the heading, the guarantee banner and three plans with their monthly prices", () => {
    openPricing(signedOut);
    expect(screen.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeInTheDocument();
    expect(screen.getByTestId("guarantee")).toHaveTextContent(
      /^14-day money-back guarantee • Cancel anytime$/,
    );
    const names = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(["Free", "Standard", "Professional"]);
    expect(within(card("Free")).getByText("$0")).toBeInTheDocument();
    expect(within(card("Standard")).getByText("$4.99")).toBeInTheDocument();
    expect(within(card("Professional")).getByText("$9.99")).toBeInTheDocument();
  });

  it("lists each plan's daily allowances, marked as coming soon", () => {
    openPricing(signedOut);
    const items = (name: string) =>
      within(card(name))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect(items("Free")).toEqual([
      "Outlier scores and views per hour on YouTube",
      "One-click tag copying",
      "The Outliers table",
      "Saved Videos",
      "2 comment analyses a day",
      "2 channel analyses a day",
      "2 result analyses a day",
      "3 transcript downloads a day",
    ]);
    // Every plan has what VidInsight does today.
    for (const name of ["Standard", "Professional"])
      expect(items(name).slice(0, 4)).toEqual(items("Free").slice(0, 4));
    expect(items("Standard").slice(4)).toEqual([
      "10 comment analyses a day",
      "10 channel analyses a day",
      "10 result analyses a day",
      "12 transcript downloads a day",
    ]);
    expect(items("Professional").slice(4)).toEqual([
      "Unlimited comment analyses",
      "Unlimited channel analyses",
      "Unlimited result analyses",
      "Unlimited transcript downloads",
    ]);
    for (const name of ["Free", "Standard", "Professional"]) {
      expect(within(card(name)).getByText("Coming soon")).toBeInTheDocument();
    }
  });

  it("does not sell the paid plans: their buttons are disabled and say checkout opens soon", () => {
    openPricing(signedInState(onFree));
    for (const name of ["Standard", "Professional"]) {
      const button = within(card(name)).getByRole("button", { name: "Checkout opens soon" });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/Paid plans can't be bought yet/);
    }
    // Nothing on the page starts a payment.
    expect(screen.getAllByRole("button").filter((button) => !(button as HTMLButtonElement).disabled)).toEqual(
      [],
    );
  });

  it("sends a signed-out visitor who picks Free to /login, with no plan marked current", async () => {
    const user = openPricing(signedOut);
    expect(screen.queryByText("Current Plan")).toBeNull();
    await user.click(within(card("Free")).getByRole("link", { name: /Get started free/ }));
    expect(location()).toBe("/login");
  });

  it("marks Free as the current plan of a signed-in user without a subscription; Free leads to Outliers", async () => {
    const user = openPricing(signedInState(onFree));
    expect(within(card("Free")).getByText("Current Plan")).toBeInTheDocument();
    expect(screen.getAllByText("Current Plan")).toHaveLength(1);
    await user.click(within(card("Free")).getByRole("link", { name: /Go to Outliers/ }));
    expect(location()).toBe("/outliers");
  });

  it("treats a subscription that has ended as Free", () => {
    const ended = {
      ...sampleSubscription,
      status: "canceled",
      canceled_at: 1_700_000_000,
      current_period_end: 1_700_000_100,
    };
    openPricing(signedInState({ ...sampleUserInfo, subscription_live: ended }));
    expect(within(card("Free")).getByText("Current Plan")).toBeInTheDocument();
  });

  it("does not mark Free current for a user with a running paid subscription, and points to Account", () => {
    openPricing(signedInState(sampleUserInfo)); // trialing
    expect(screen.queryByText("Current Plan")).toBeNull();
    expect(screen.getByText(/Your account has a paid subscription \(Free Trial until/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See it in Account" })).toHaveAttribute(
      "href",
      "/account#subscription",
    );
  });

  it("shows a loading state until the user data is ready", () => {
    openPricing({ ...signedInState(null), syncing: true });
    expect(within(card("Free")).getByText("Loading...")).toBeInTheDocument();
    expect(within(card("Free")).queryByRole("link")).toBeNull();
    expect(screen.queryByText("Current Plan")).toBeNull();
    expect(screen.getByText("Loading your plan...")).toHaveAttribute("role", "status");
  });

  it("shows a loading state while sign-in is still unknown", () => {
    openPricing({ status: "loading", account: null, userData: null, syncing: false });
    expect(within(card("Free")).getByText("Loading...")).toBeInTheDocument();
    expect(within(card("Free")).queryByRole("link")).toBeNull();
  });
});
