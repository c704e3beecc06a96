import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { type AuthView, AuthViewContext } from "./lib/auth-view.tsx";
import { AppRoutes, titleFor } from "./routes.tsx";

// Page chunks are transformed on first import, which can take a moment in a cold test run.
const LAZY = { timeout: 5000 };

function renderAt(
  path: string,
  auth: AuthView = { status: "signedOut", isAdmin: false, isBetaTester: false },
) {
  return render(
    <AuthViewContext value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AuthViewContext>,
  );
}

describe("route table", () => {
  it.each([
    ["/", "VidInsight — Research like Never Before"],
    ["/login", "Log In | VidInsight"],
    ["/finishSignUp", "Signing In | VidInsight"],
    ["/terms-of-service", "Terms of Service | VidInsight"],
    ["/privacy-policy", "Privacy Policy | VidInsight"],
    ["/faq", "FAQ | VidInsight"],
    ["/affiliate", "Affiliate Program | VidInsight"],
    ["/success", "Subscription | VidInsight"],
    ["/cancelled", "Payment Unsuccessful | VidInsight"],
    ["/pricing", "Pricing | VidInsight"],
    ["/oauth-callback", "YouTube Authorization"],
    ["/account", "Account | VidInsight"],
    ["/savedVideos", "Saved Videos | VidInsight"],
    ["/outliers", "Outliers | VidInsight"],
    ["/data", "Data | VidInsight"],
    ["/test", "Test | VidInsight"],
    ["/no-such-page", "Page Not Found | VidInsight"],
    ["/faq/extra", "Page Not Found | VidInsight"],
  ])("%s has its own document title", (path, title) => {
    expect(titleFor(path)).toBe(title);
  });

  // Pages of this work package; the sign-in, billing and video pages test themselves.
  it.each([
    ["/", "Research like Never Before"],
    ["/terms-of-service", "Terms of Service"],
    ["/privacy-policy", "Privacy Policy"],
    ["/faq", "Frequently Asked Questions"],
    ["/affiliate", "Earn by sharing VidInsight with creators"],
    ["/no-such-page", "Page not found"],
  ])("%s renders and sets the title", async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(titleFor(path)));
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("the landing hero line takes the cheapest paid plan's price from the plan constants", async () => {
    renderAt("/");
    expect(
      await screen.findByText(/Paid plans from \$4\.99\/month, with a 14-day/, undefined, LAZY),
    ).toBeInTheDocument();
  });

  it("the pop-up page has no navigation bar", async () => {
    renderAt("/oauth-callback");
    await waitFor(() => expect(document.title).toBe("YouTube Authorization"));
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it.each(["/account", "/savedVideos", "/outliers", "/data", "/test"])(
    "%s asks a signed-out visitor to log in",
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole("heading", { name: "Authentication Required" }, LAZY),
      ).toBeInTheDocument();
    },
  );

  it.each(["/data", "/test"])("%s turns away a signed-in non-admin", async (path) => {
    renderAt(path, { status: "signedIn", isAdmin: false, isBetaTester: false });
    expect(await screen.findByRole("heading", { name: "Admin Access Required" }, LAZY)).toBeInTheDocument();
  });
});
