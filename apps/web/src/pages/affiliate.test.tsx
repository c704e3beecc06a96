import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderPage as render } from "../test/render.tsx";
import { apiUrl, lastRequest, requests, server } from "../test/server.ts";
import { AFFILIATE_THANK_YOU, AffiliatePage } from "./affiliate.tsx";

const applications = () => requests("/affiliateApplications");

/** The next application gets this answer. */
const answer = (reply: () => Response) =>
  server.use(http.post(apiUrl("/affiliateApplications"), reply, { once: true }));

function renderPage() {
  render(<AffiliatePage />, { route: "/affiliate" });
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Dana Creator");
  await user.type(screen.getByLabelText("Email"), "dana@example.com");
  await user.type(screen.getByLabelText("Website or channel"), "https://youtube.com/@dana");
  await user.selectOptions(screen.getByLabelText("Audience size"), "10000-50000");
  await user.type(screen.getByLabelText("How will you promote VidInsight?"), "Weekly videos about tools.");
}

const submit = () => screen.getByRole("button", { name: "Submit Application" });

describe("Affiliate page", () => {
  it("shows the three benefits and the 5 business days note", () => {
    renderPage();
    for (const title of ["Earn Commission", "Easy Tracking", "Monthly Payouts"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/within 5 business days/)).toBeInTheDocument();
  });

  it("offers exactly the four audience sizes", () => {
    renderPage();
    const values = Array.from((screen.getByLabelText("Audience size") as HTMLSelectElement).options).map(
      (option) => option.value,
    );
    expect(values).toEqual(["", "0-1000", "1000-10000", "10000-50000", "50000+"]);
  });

  it("an empty submit shows an error at every field, focuses the first, and sends nothing", async () => {
    const user = renderPage();
    await user.click(submit());

    const fields: [string, string][] = [
      ["Name", "Name is required"],
      ["Email", "Email is required"],
      ["Website or channel", "Website is required"],
      ["Audience size", "Please select your audience size"],
      ["How will you promote VidInsight?", "Message is required"],
    ];
    for (const [label, message] of fields) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(applications()).toHaveLength(0);
  });

  it("checks the email format and clears an error once the field is edited", async () => {
    const user = renderPage();
    await fillValid(user);
    const email = screen.getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "dana@");
    await user.click(submit());
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(email).toHaveFocus();
    expect(applications()).toHaveLength(0);

    await user.type(email, "example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("whitespace alone does not count as an answer", async () => {
    const user = renderPage();
    await fillValid(user);
    const name = screen.getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "   ");
    await user.click(submit());
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(applications()).toHaveLength(0);
  });

  it("posts the application and shows the thank-you alert", async () => {
    answer(() => HttpResponse.json({ success: true }, { status: 201 }));
    const user = renderPage();
    await fillValid(user);
    await user.click(submit());

    expect(await screen.findByRole("alert")).toHaveTextContent(AFFILIATE_THANK_YOU);
    expect(AFFILIATE_THANK_YOU).toBe("Thank you for your application! We will review it soon.");
    expect(applications()).toHaveLength(1);
    const sent = lastRequest("/affiliateApplications");
    expect(sent?.method).toBe("POST");
    expect(sent?.body).toEqual({
      name: "Dana Creator",
      email: "dana@example.com",
      website: "https://youtube.com/@dana",
      followers: "10000-50000",
      message: "Weekly videos about tools.",
    });
  });

  // Issue 30, #11: the thank-you sat above the fold while the emptied form showed where the visitor looked.
  it("replaces the form with the focused, scrolled-to thank-you; 'Send another application' brings it back", async () => {
    answer(() => HttpResponse.json({ success: true }, { status: 201 }));
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const user = renderPage();
      await fillValid(user);
      await user.click(submit());

      const thanks = await screen.findByRole("alert");
      expect(thanks).toHaveTextContent(AFFILIATE_THANK_YOU);
      expect(thanks).toHaveFocus();
      expect(scrolled).toEqual([thanks]);
      expect(screen.queryByRole("button", { name: "Submit Application" })).toBeNull();
      expect(screen.queryByLabelText("Name")).toBeNull();

      await user.click(screen.getByRole("button", { name: "Send another application" }));
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.getByLabelText("Name")).toHaveValue("");
      expect(screen.getByLabelText("Audience size")).toHaveValue("");
      expect(submit()).toBeEnabled();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("a server error keeps the form filled and says what happened", async () => {
    answer(() => new HttpResponse("oops", { status: 500 }));
    const user = renderPage();
    await fillValid(user);
    await user.click(submit());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("your application wasn't sent");
    expect(alert).not.toHaveTextContent(AFFILIATE_THANK_YOU);
    expect(screen.getByLabelText("Name")).toHaveValue("Dana Creator");
    expect(screen.getByLabelText("Audience size")).toHaveValue("10000-50000");
    expect(submit()).toBeEnabled();
  });

  it("shows the API's own message for a rejected application", async () => {
    answer(() =>
      HttpResponse.json({ error: { code: "invalid", message: "website: must be a URL" } }, { status: 400 }),
    );
    const user = renderPage();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("website: must be a URL");
  });

  it("says when it cannot reach the server or is rate-limited", async () => {
    answer(() => HttpResponse.error());
    const user = renderPage();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't reach our server");

    answer(() => new HttpResponse(null, { status: 429 }));
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many applications");
    expect(screen.getByLabelText("Email")).toHaveValue("dana@example.com");
  });
});
