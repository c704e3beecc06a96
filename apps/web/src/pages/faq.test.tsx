import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqEntrySchema } from "@vi/types";
import { describe, expect, it } from "vitest";
import { faqEntries } from "../data/faq.ts";
import { renderPage } from "../test/render.tsx";
import { FaqPage } from "./faq.tsx";

function renderFaq() {
  renderPage(<FaqPage />, { route: "/faq" });
  return userEvent.setup();
}

const questions = () =>
  screen
    .queryAllByRole("button", { expanded: false })
    .concat(screen.queryAllByRole("button", { expanded: true }));

function visibleQuestions(): string[] {
  return questions()
    .map((button) => button.textContent ?? "")
    .sort();
}

describe("FAQ page", () => {
  it("has nine entries with ids 1-7, 9 and 10", () => {
    expect(faqEntries.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10]);
    renderFaq();
    expect(questions()).toHaveLength(9);
  });

  it("links back to /account", () => {
    renderFaq();
    expect(screen.getByRole("link", { name: /Back to Account/ })).toHaveAttribute("href", "/account");
  });

  it("filters case-insensitively on question text and on answer text", async () => {
    const user = renderFaq();
    const search = screen.getByPlaceholderText("Search for answers...");
    await user.type(search, "DAILY RECAP");
    expect(visibleQuestions()).toEqual(["How do I turn the daily recap email on or off?"]);

    await user.clear(search);
    await user.type(search, "billing portal"); // appears only in an answer
    expect(visibleQuestions()).toEqual(["How do I cancel my subscription?"]);
  });

  it("filters by category and combines category with search", async () => {
    const user = renderFaq();
    const categories = screen.getByRole("navigation", { name: "FAQ categories" });
    expect(
      within(categories)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "All Questions",
      "Account",
      "YouTube Integration",
      "Billing & Subscription",
      "Notifications",
      "Other",
    ]);

    await user.click(within(categories).getByRole("button", { name: "Billing & Subscription" }));
    expect(within(categories).getByRole("button", { name: "Billing & Subscription" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(visibleQuestions()).toEqual(["How do I cancel my subscription?", "What plans do you offer?"]);

    await user.type(screen.getByPlaceholderText("Search for answers..."), "youtube channel");
    expect(screen.getByText('No results found for "youtube channel"')).toBeInTheDocument();

    await user.click(within(categories).getByRole("button", { name: "All Questions" }));
    expect(visibleQuestions()).toContain("How do I connect my YouTube channel?");
  });

  it("shows the empty state with the search text", async () => {
    const user = renderFaq();
    await user.type(screen.getByPlaceholderText("Search for answers..."), "zebra crossing");
    expect(questions()).toHaveLength(0);
    expect(screen.getByText('No results found for "zebra crossing"')).toBeInTheDocument();
    expect(screen.getByText("Try different search terms or browse by category")).toBeInTheDocument();
  });

  it("expands and collapses each question on its own", async () => {
    const user = renderFaq();
    const first = screen.getByRole("button", { name: "How do I connect my YouTube channel?" });
    const second = screen.getByRole("button", { name: "Is my data secure?" });
    const firstAnswer = document.getElementById(first.getAttribute("aria-controls") ?? "");
    expect(firstAnswer).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(firstAnswer).toBeVisible();
    expect(firstAnswer).toHaveTextContent("Sign in with Google");

    await user.click(second);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(second).toHaveAttribute("aria-expanded", "true");

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(firstAnswer).not.toBeVisible();
    expect(second).toHaveAttribute("aria-expanded", "true");
  });

  it("has a 'Still need help?' card whose Contact Support falls back to mail without a chat", () => {
    renderFaq();
    const card = screen.getByRole("region", { name: "Still need help?" });
    expect(within(card).getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:/),
    );
  });
});

describe("FAQ data", () => {
  it("states the plans as /pricing does: prices, daily allowances, how paid plans are bought", () => {
    const plans = faqEntries.find((entry) => entry.id === 5)?.answer ?? "";
    expect(plans).toContain(
      "Free includes 2 comment analyses, 2 channel analyses, 2 result analyses and 3 transcript downloads a day",
    );
    expect(plans).toContain("Standard ($4.99/month) 10 comment analyses");
    expect(plans).toContain("Professional ($9.99/month) unlimited analyses and transcript downloads");
    expect(plans).toContain("pay by card through Stripe");
    expect(plans).toContain("14-day money-back guarantee");
    expect(plans).not.toMatch(/can't be bought|coming soon/i);
  });

  it("every entry matches the shared FAQ entry schema", () => {
    for (const entry of faqEntries) expect(FaqEntrySchema.parse(entry)).toEqual(entry);
  });
});
