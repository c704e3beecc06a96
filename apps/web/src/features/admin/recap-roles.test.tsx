// /data's daily recap and roles sections, and the recap's /unsubscribe page, against the in-memory API.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminUser } from "@vi/types";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { UnsubscribePage } from "../../pages/unsubscribe.tsx";
import { backend } from "../../test/backend.ts";
import { renderPage } from "../../test/render.tsx";
import { apiError, apiUrl, server } from "../../test/server.ts";
import { RecapPanel, RolesPanel } from "./recap-roles.tsx";

const member: AdminUser = {
  uid: "uid-2",
  email: "bob@example.com",
  name: "Bob",
  isAdmin: false,
  isBetaTester: false,
  createdAt: "2026-01-02T10:00:00.000Z",
};
const self: AdminUser = { ...member, uid: "uid-1", email: "ada@example.com", name: null, isAdmin: true };

describe("recap section", () => {
  it("shows the last 24 hours and sends a test recap to the admin", async () => {
    renderPage(<RecapPanel />, { route: "/data" });
    const list = await screen.findByLabelText("Recaps in the last 24 hours");
    expect(within(list).getByText("Sent").nextSibling).toHaveTextContent("120");
    expect(within(list).getByText("Failed").nextSibling).toHaveTextContent("2");
    expect(within(list).getByText("Skipped").nextSibling).toHaveTextContent("7");
    await userEvent.click(screen.getByRole("button", { name: "Send me a test recap" }));
    expect(await screen.findByText(/Sent “\[Test\] Your morning recap” to/)).toBeInTheDocument();
  });

  it("says when email is off, and shows a failed test's message", async () => {
    server.use(
      http.get(apiUrl("/admin/recap"), () =>
        HttpResponse.json({
          generatedAt: "2026-03-04T12:00:00.000Z",
          enabled: false,
          lastRun: {
            since: "2026-03-03T12:00:00.000Z",
            sent: 0,
            failed: 0,
            skipped: 0,
            sending: 0,
            lastActivityAt: null,
          },
        }),
      ),
    );
    renderPage(<RecapPanel />, { route: "/data" });
    expect(await screen.findByText("SMTP_URL is not set: no recap is sent.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send me a test recap" })).toBeDisabled();
  });

  it("shows the server's message when the test send fails", async () => {
    server.use(
      http.post(apiUrl("/admin/recap/test"), () =>
        apiError(503, "SERVICE_UNAVAILABLE", "The mail server did not take the test recap: 451"),
      ),
    );
    renderPage(<RecapPanel />, { route: "/data" });
    await userEvent.click(await screen.findByRole("button", { name: "Send me a test recap" }));
    expect(await screen.findByText("The mail server did not take the test recap: 451")).toBeInTheDocument();
  });
});

describe("roles section", () => {
  it("finds a user by email, grants beta tester, and lists the change", async () => {
    backend.reset({ adminUsers: [member, self] });
    renderPage(<RolesPanel />, { route: "/data" });
    expect(await screen.findByText("No role has been granted or revoked yet.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("User email"), "BOB@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Find user" }));
    await userEvent.click(await screen.findByRole("button", { name: "Grant beta tester" }));
    expect(await screen.findByRole("button", { name: "Revoke beta tester" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Role changes" });
    expect(within(table).getByText("bob@example.com")).toBeInTheDocument();
    expect(within(table).getByText("Granted beta tester")).toBeInTheDocument();
    expect(backend.roleChanges).toHaveLength(1);
  });

  it("an unknown email says so; one's own admin right cannot be revoked", async () => {
    backend.reset({ adminUsers: [member, self] });
    renderPage(<RolesPanel />, { route: "/data" });
    const input = await screen.findByLabelText("User email");
    await userEvent.type(input, "nobody@example.com{Enter}");
    expect(await screen.findByText(/No user with that email/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, "ada@example.com{Enter}");
    expect(await screen.findByRole("button", { name: "Revoke admin" })).toBeDisabled();
  });

  it("shows a refused change's message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    backend.reset({ adminUsers: [member, self] });
    server.use(
      http.put(apiUrl("/admin/users/role"), () => apiError(403, "FORBIDDEN", "Admin access required")),
    );
    renderPage(<RolesPanel />, { route: "/data" });
    await userEvent.type(await screen.findByLabelText("User email"), "bob@example.com{Enter}");
    await userEvent.click(await screen.findByRole("button", { name: "Grant admin" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Admin access required");
  });
});

describe("/unsubscribe", () => {
  it("turns the recap off with the link's token after one click", async () => {
    renderPage(<UnsubscribePage />, {
      route: "/unsubscribe?token=valid:bob@example.com",
      path: "/unsubscribe",
    });
    await userEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { name: "You're unsubscribed" })).toBeInTheDocument();
    // The page names no address (the API no longer sends one).
    const message = screen.getByText(/This address will no longer get the Daily Recap Email/);
    expect(message.textContent).not.toContain("bob@example.com");
    expect(screen.getByRole("link", { name: "Notification settings" })).toHaveAttribute(
      "href",
      "/account#notifications",
    );
    expect(backend.unsubscribed).toEqual(["bob@example.com"]);
  });

  it("opening the page changes nothing; a bad token shows the server's message", async () => {
    renderPage(<UnsubscribePage />, { route: "/unsubscribe?token=forged", path: "/unsubscribe" });
    expect(
      await screen.findByRole("heading", { name: "Unsubscribe from the daily recap" }),
    ).toBeInTheDocument();
    expect(backend.unsubscribed).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This unsubscribe link is not valid");
  });

  it("without a token it explains where else to turn the recap off", async () => {
    renderPage(<UnsubscribePage />, { route: "/unsubscribe", path: "/unsubscribe" });
    expect(await screen.findByRole("heading", { name: "Unsubscribe link incomplete" })).toBeInTheDocument();
  });
});
