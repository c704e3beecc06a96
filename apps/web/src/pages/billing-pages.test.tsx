// The payment return pages (/success, /cancelled) and the actions of Account > Subscription, against the
// msw API (test/server.ts).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SubscriptionLive, UserInfo } from "@vi/types";
import { sampleSubscription, sampleUserInfo } from "@vi/types/fixtures";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderPage, signedInState, signedOutState } from "../test/render.tsx";
import { apiError, apiUrl, requests, server } from "../test/server.ts";
import { AccountPage } from "./account.tsx";
import { CancelledPage } from "./cancelled.tsx";
import { SuccessPage } from "./success.tsx";

const active: SubscriptionLive = {
  ...sampleSubscription,
  status: "active",
  trial_end: null,
  canceled_at: null,
  current_period_end: Math.floor(Date.now() / 1000) + 20 * 86_400,
};
const onStandard: UserInfo = { ...sampleUserInfo, subscription_live: active, plan: "standard" };

describe("/success", () => {
  it("confirms the session without a token, then shows the welcome and refreshes the user", async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl("/stripeSessionId"), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { auth } = renderPage(<SuccessPage />, {
      route: "/success?session_id=cs_test_abc",
      state: signedInState(sampleUserInfo),
    });
    expect(screen.getByText("Setting up your subscription...")).toBeInTheDocument();
    expect(await screen.findByText("Your subscription is now active")).toBeInTheDocument();
    expect(sent).toEqual({ sessionId: "cs_test_abc", livemode: true });
    expect(requests("/stripeSessionId")[0]?.auth).toBeNull();
    expect(screen.getByRole("link", { name: "Return to YouTube" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/",
    );
    await waitFor(() => expect(auth.refreshCalls).toBe(1));
  });

  it("names the plan once the user record has it", async () => {
    server.use(http.post(apiUrl("/stripeSessionId"), () => HttpResponse.json({ success: true })));
    renderPage(<SuccessPage />, {
      route: "/success?session_id=cs_test_abc",
      state: signedInState(onStandard),
    });
    expect(await screen.findByTestId("success-plan")).toHaveTextContent("You're on the Standard plan");
  });

  it("shows 'Oops! Something went wrong' when the session is not a paid one, or the call fails", async () => {
    server.use(http.post(apiUrl("/stripeSessionId"), () => HttpResponse.json({ success: false })));
    const { unmount } = renderPage(<SuccessPage />, {
      route: "/success?session_id=cs_test_unpaid",
      state: signedOutState,
    });
    expect(await screen.findByText("Oops! Something went wrong")).toBeInTheDocument();
    expect(
      screen.getByText("There was an issue activating your subscription. Please contact support."),
    ).toBeInTheDocument();
    unmount();
    server.use(
      http.post(apiUrl("/stripeSessionId"), () => apiError(500, "INTERNAL", "Internal server error")),
    );
    renderPage(<SuccessPage />, { route: "/success?session_id=cs_test_x", state: signedOutState });
    expect(await screen.findByText("Oops! Something went wrong")).toBeInTheDocument();
  });

  it("stays processing without a session_id and calls nothing", () => {
    // render() runs the page's effects: one with a session id would have sent its request by now.
    renderPage(<SuccessPage />, { route: "/success", state: signedOutState });
    expect(screen.getByText("Setting up your subscription...")).toBeInTheDocument();
    expect(requests("/stripeSessionId")).toEqual([]);
  });
});

describe("/cancelled", () => {
  it("says the payment failed, lists the common issues, Try Again goes to /pricing", async () => {
    renderPage(<CancelledPage />, { route: "/cancelled", state: signedOutState });
    expect(screen.getByRole("heading", { name: "Payment Unsuccessful" })).toBeInTheDocument();
    expect(
      screen.getByText("We weren't able to process your payment. Don't worry - no charges were made."),
    ).toBeInTheDocument();
    const issues = within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(issues).toEqual([
      "Insufficient funds",
      "Incorrect card information",
      "Bank declined the transaction",
      "Connection timeout",
    ]);
    expect(screen.getByRole("link", { name: "Contact Support" }).getAttribute("href")).toMatch(/^mailto:/);
    await userEvent.setup().click(screen.getByRole("link", { name: "Try Again" }));
    expect(screen.getByTestId("location").textContent).toBe("/pricing");
  });
});

describe("Account > Subscription actions", () => {
  function openSubscription(userData: UserInfo) {
    const rendered = renderPage(<AccountPage />, {
      route: "/account#subscription",
      state: signedInState(userData),
    });
    return { ...rendered, user: userEvent.setup() };
  }

  it("cancels after a confirmation ('Access ends'), then renews; each answer replaces the local data", async () => {
    const canceledAt = Math.floor(Date.now() / 1000);
    server.use(
      http.post(apiUrl("/cancelSubscription"), () =>
        HttpResponse.json({ subscription_live: { ...active, canceled_at: canceledAt }, plan: "standard" }),
      ),
      http.post(apiUrl("/undoCancelSubscription"), () =>
        HttpResponse.json({ subscription_live: active, plan: "standard" }),
      ),
    );
    const { user, auth } = openSubscription(onStandard);
    expect(screen.getByTestId("subscription-plan")).toHaveTextContent("Standard plan");
    expect(screen.getByTestId("subscription-status")).toHaveTextContent(/^Renews /);

    await user.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    await user.click(screen.getByRole("button", { name: "Keep my plan" }));
    expect(requests("/cancelSubscription")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel" }));
    await waitFor(() => expect(screen.getByTestId("subscription-status")).toHaveTextContent(/^Access ends /));
    expect(auth.userData?.subscription_live?.canceled_at).toBe(canceledAt);

    await user.click(screen.getByRole("button", { name: "Renew Subscription" }));
    await waitFor(() => expect(screen.getByTestId("subscription-status")).toHaveTextContent(/^Renews /));
    expect(auth.userData?.subscription_live?.canceled_at).toBeNull();
  });

  it("says 'Please sign in to continue' when the token is refused, and keeps the data", async () => {
    server.use(
      http.post(apiUrl("/cancelSubscription"), () => apiError(401, "UNAUTHORIZED", "Token expired")),
    );
    const { user, auth } = openSubscription(onStandard);
    await user.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please sign in to continue");
    expect(auth.userData?.subscription_live).toEqual(active);
  });

  it("a Free user sees 'No active subscription' and 'Check Perks', no billing buttons", () => {
    openSubscription({ ...sampleUserInfo, subscription_live: null, plan: "free" });
    expect(screen.getByTestId("subscription-plan")).toHaveTextContent("Free plan");
    expect(screen.getByTestId("subscription-status")).toHaveTextContent("No active subscription");
    expect(screen.getByRole("link", { name: "Check Perks" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Invoices and payment method" })).toBeNull();
  });

  it("Invoices and payment method asks the API for a portal session", async () => {
    server.use(
      http.post(apiUrl("/billingPortalSession"), () =>
        HttpResponse.json({ url: "http://127.0.0.1:9/portal/bps_1" }),
      ),
    );
    const { user } = openSubscription(onStandard);
    await user.click(screen.getByRole("button", { name: "Invoices and payment method" }));
    await waitFor(() => expect(requests("/billingPortalSession")).toHaveLength(1));
  });
});
