import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserInfo } from "@vi/types";
import { sampleSubscription, sampleUserInfo } from "@vi/types/fixtures";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { AuthState } from "../auth/auth-context.tsx";
import { renderPage, signedInState } from "../test/render.tsx";
import { apiError, apiUrl, server } from "../test/server.ts";
import { PricingPage } from "./pricing.tsx";

const signedOut: AuthState = { status: "signedOut", account: null, userData: null, syncing: false };
const onFree: UserInfo = { ...sampleUserInfo, subscription_live: null, plan: "free" };

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

  it("lists each plan's daily allowances", () => {
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
      "100 API key calls a day",
      "Follow 3 channels on the watchlist",
    ]);
    // Every plan has what VidInsight does today.
    for (const name of ["Standard", "Professional"])
      expect(items(name).slice(0, 4)).toEqual(items("Free").slice(0, 4));
    expect(items("Standard").slice(4)).toEqual([
      "10 comment analyses a day",
      "10 channel analyses a day",
      "10 result analyses a day",
      "12 transcript downloads a day",
      "2,000 API key calls a day",
      "Follow 25 channels on the watchlist",
    ]);
    expect(items("Professional").slice(4)).toEqual([
      "Unlimited comment analyses",
      "Unlimited channel analyses",
      "Unlimited result analyses",
      "Unlimited transcript downloads",
      "20,000 API key calls a day",
      "Follow 100 channels on the watchlist",
    ]);
    for (const name of ["Free", "Standard", "Professional"]) {
      expect(within(card(name)).queryByText(/coming soon/i)).toBeNull();
    }
  });

  it("sends a signed-out visitor who picks a paid plan to /login", async () => {
    const user = openPricing(signedOut);
    await user.click(within(card("Standard")).getByRole("link", { name: /Choose Plan/ }));
    expect(location()).toBe("/login");
  });

  it("starts a checkout for a Free user's chosen plan with its configured price", async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl("/createCheckoutSessionUrl"), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ checkoutSessionUrl: "http://127.0.0.1:9/checkout/cs_test_1" });
      }),
    );
    const user = openPricing(signedInState({ ...onFree, plan: "free" }));
    const choose = await within(card("Professional")).findByRole("button", { name: /Choose Plan/ });
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);
    await waitFor(() => expect(sent).toEqual({ priceId: "price_professional", livemode: true }));
    expect(await screen.findByText("Opening checkout...")).toBeInTheDocument();
  });

  it("says 'Please sign in to continue' when the server refuses the token", async () => {
    server.use(
      http.post(apiUrl("/createCheckoutSessionUrl"), () => apiError(401, "UNAUTHORIZED", "Invalid token")),
    );
    const user = openPricing(signedInState({ ...onFree, plan: "free" }));
    const choose = await within(card("Standard")).findByRole("button", { name: /Choose Plan/ });
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please sign in to continue");
  });

  it("switches a paying user's plan in place after a confirmation; the badge follows", async () => {
    const active = { ...sampleSubscription, status: "active", trial_end: null, product_id: "prod_standard" };
    server.use(
      http.post(apiUrl("/switchSubscriptionPreview"), () =>
        HttpResponse.json({ amountDue: 250, currency: "usd" }),
      ),
      http.post(apiUrl("/switchSubscription"), () =>
        HttpResponse.json({
          subscription_live: { ...active, product_id: "prod_professional" },
          plan: "professional",
        }),
      ),
    );
    renderPage(<PricingPage />, {
      route: "/pricing",
      state: signedInState({ ...sampleUserInfo, subscription_live: active, plan: "standard" }),
    });
    const user = userEvent.setup();
    expect(within(card("Standard")).getByText("Current Plan", { selector: "span" })).toBeInTheDocument();
    expect(within(card("Standard")).getByRole("button", { name: /Current Plan/ })).toBeDisabled();
    const choose = await within(card("Professional")).findByRole("button", { name: /Choose Plan/ });
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);
    await user.click(within(card("Professional")).getByRole("button", { name: "Keep current plan" }));
    await user.click(within(card("Professional")).getByRole("button", { name: /Choose Plan/ }));
    expect(within(card("Professional")).getByText("Switch to Professional?")).toBeInTheDocument();
    await user.click(within(card("Professional")).getByRole("button", { name: "Switch plan" }));
    await waitFor(() =>
      expect(
        within(card("Professional")).getByText("Current Plan", { selector: "span" }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByText("Your plan was changed.")).toBeInTheDocument();
  });

  describe("the switch confirmation says what is paid today (Stripe's preview)", () => {
    const active = { ...sampleSubscription, status: "active", trial_end: null, product_id: "prod_standard" };
    async function openConfirmation() {
      renderPage(<PricingPage />, {
        route: "/pricing",
        state: signedInState({ ...sampleUserInfo, subscription_live: active, plan: "standard" }),
      });
      const user = userEvent.setup();
      const choose = await within(card("Professional")).findByRole("button", { name: /Choose Plan/ });
      await waitFor(() => expect(choose).toBeEnabled());
      await user.click(choose);
      return user;
    }

    it("loading, then the amount due today and the monthly price", async () => {
      let release: () => void = () => {};
      const sent: unknown[] = [];
      server.use(
        http.post(apiUrl("/switchSubscriptionPreview"), async ({ request }) => {
          sent.push(await request.json());
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return HttpResponse.json({ amountDue: 517, currency: "usd" });
        }),
      );
      await openConfirmation();
      expect(
        await within(card("Professional")).findByText("Working out what you pay today..."),
      ).toBeInTheDocument();
      release();
      expect(await within(card("Professional")).findByTestId("switch-cost")).toHaveTextContent(
        /^You pay \$5\.17 today; then \$9\.99 a month\.$/,
      );
      expect(sent).toEqual([{ priceId: "price_professional", livemode: true }]);
    });

    it("a credit says nothing is due today", async () => {
      server.use(
        http.post(apiUrl("/switchSubscriptionPreview"), () =>
          HttpResponse.json({ amountDue: 0, currency: "usd" }),
        ),
      );
      await openConfirmation();
      expect(await within(card("Professional")).findByTestId("switch-cost")).toHaveTextContent(
        /^Nothing to pay today; then \$9\.99 a month\.$/,
      );
    });

    it("a failed preview says so with the server's reason; the switch stays possible", async () => {
      server.use(
        http.post(apiUrl("/switchSubscriptionPreview"), () =>
          apiError(429, "TOO_MANY_REQUESTS", "Too many billing requests. Try again in a few minutes."),
        ),
      );
      await openConfirmation();
      expect(await within(card("Professional")).findByRole("status")).toHaveTextContent(
        "We could not work out what you pay today. Too many billing requests. Try again in a few minutes. Your plan changes now; Stripe prorates the rest of this month's price.",
      );
      expect(within(card("Professional")).getByRole("button", { name: "Switch plan" })).toBeEnabled();
    });
  });

  it("shows a discounted price, rounded down to cents, beside the full one", async () => {
    server.use(
      http.get(apiUrl("/billingPlans"), () =>
        HttpResponse.json({
          enabled: true,
          standard: { priceId: "price_standard", productId: "prod_standard" },
          professional: { priceId: "price_professional", productId: "prod_professional" },
          trialDays: 0,
          discounts: { standard: null, professional: 20 },
        }),
      ),
    );
    openPricing(signedOut);
    expect(await within(card("Professional")).findByText("$7.99")).toBeInTheDocument();
    expect(within(card("Professional")).getByText("20% off")).toBeInTheDocument();
    expect(within(card("Standard")).getByText("$4.99")).toBeInTheDocument();
  });

  it("says paid plans can't be bought when the server has no billing", async () => {
    server.use(
      http.get(apiUrl("/billingPlans"), () =>
        HttpResponse.json({
          enabled: false,
          standard: null,
          professional: null,
          trialDays: 0,
          discounts: { standard: null, professional: null },
        }),
      ),
    );
    openPricing(signedInState({ ...onFree, plan: "free" }));
    expect(await screen.findByText(/Paid plans can't be bought right now/)).toBeInTheDocument();
    expect(within(card("Standard")).getByRole("button", { name: /Choose Plan/ })).toBeDisabled();
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
    // The server's rule gives Free for it; the page shows that answer.
    openPricing(signedInState({ ...sampleUserInfo, subscription_live: ended, plan: "free" }));
    expect(within(card("Free")).getByText("Current Plan")).toBeInTheDocument();
  });

  it("does not mark Free current for a user with a running paid subscription, and points to Account", () => {
    openPricing(signedInState(sampleUserInfo)); // trialing Standard, as the server answers
    expect(within(card("Free")).queryByText("Current Plan")).toBeNull();
    expect(within(card("Standard")).getAllByText("Current Plan").length).toBeGreaterThan(0);
    expect(screen.getByText(/Your plan: Standard \(Free Trial until/)).toBeInTheDocument();
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
