// FAQ entries: nine, ids 1-7, 9 and 10. Answers describe what this product really does.

import { formatPrice } from "@vi/format";
import { type FaqCategory, type FaqEntry, PLAN_ENTITLEMENTS, PLAN_PRICES, type PlanId } from "@vi/types";
import { RECAP_TIME } from "../lib/recap-time.ts";

/** '2 comment analyses, 2 channel analyses, 2 result analyses and 3 transcript downloads' (docs/product.md, Plans). */
function allowances(plan: PlanId): string {
  const { commentAnalyses, channelAnalyses, resultAnalyses, transcriptDownloads } = PLAN_ENTITLEMENTS[plan];
  if ([commentAnalyses, channelAnalyses, resultAnalyses, transcriptDownloads].every((n) => n === null)) {
    return "unlimited analyses and transcript downloads";
  }
  const n = (value: number | null) => value ?? "unlimited";
  return `${n(commentAnalyses)} comment analyses, ${n(channelAnalyses)} channel analyses, ${n(resultAnalyses)} result analyses and ${n(transcriptDownloads)} transcript downloads`;
}

export { FAQ_CATEGORIES, type FaqCategory, type FaqEntry } from "@vi/types";

export const faqEntries: FaqEntry[] = [
  {
    id: 1,
    category: "YouTube Integration",
    question: "How do I connect my YouTube channel?",
    answer:
      "Open Account and choose Connected Accounts, then press 'Sign in with Google'. A Google window opens where you pick the channel and allow read-only access. When it closes, the channel appears in your list of connected accounts. You can connect more than one channel and disconnect any of them at any time.",
  },
  {
    id: 2,
    category: "YouTube Integration",
    question: "What data do you access from my YouTube account?",
    answer:
      "Only read-only data: your channel's id, title and thumbnail, and the list of channels you subscribe to. VidInsight never uploads, edits, deletes, comments or changes anything on your channel. You can disconnect a channel in Account at any time, and you can also revoke access in your Google account settings.",
  },
  {
    id: 3,
    category: "Account",
    question: "How do I update my profile?",
    answer:
      "Go to Account and choose Profile. Click your name to edit it, then press the tick to save or the cross to cancel. Your email address is shown there too but can't be edited on that page.",
  },
  {
    id: 4,
    category: "Account",
    question: "Can I change the email address on my account?",
    answer:
      "Your email address is how you sign in, so it can't be changed from the account page. Contact support from the address you signed up with, tell us the new address, and we'll update it for you, keeping your saved videos and subscription.",
  },
  {
    id: 5,
    category: "Billing & Subscription",
    question: "What plans do you offer?",
    answer: `Every plan, Free (${formatPrice(PLAN_PRICES.free)}) included, has video and channel information: outlier scores and views per hour on YouTube, tag copying, the Outliers table and Saved Videos. Daily analyses (comment ideas, channel and search-result analyses, transcript downloads) depend on the plan: Free includes ${allowances("free")} a day, Standard (${formatPrice(PLAN_PRICES.standard)}/month) ${allowances("standard")} a day, and Professional (${formatPrice(PLAN_PRICES.professional)}/month) ${allowances("professional")}. Choose a paid plan on the Pricing page and pay by card through Stripe; it renews monthly, comes with a 14-day money-back guarantee, and you can switch between Standard and Professional or cancel anytime.`,
  },
  {
    id: 6,
    category: "Billing & Subscription",
    question: "How do I cancel my subscription?",
    answer:
      "Go to Account, choose Subscription and press Cancel Subscription, or Invoices and payment method to cancel from the billing portal. You keep your paid features until the end of the current billing period, and you can undo the cancellation (Renew Subscription) at any time before then. After that your account moves to the Free plan; nothing is deleted. Refunds: cancelling stops the next renewal, and the period already paid for is not refunded automatically; if you were charged by mistake, contact support and we will look into a refund.",
  },
  {
    id: 7,
    category: "Notifications",
    question: "How do I turn the daily recap email on or off?",
    answer: `Open Account and go to the Notifications section. The Daily Recap Email switch shows Enabled or Disabled; the change is saved as soon as you flip it. The recap arrives at ${RECAP_TIME} in your timezone.`,
  },
  {
    id: 9,
    category: "Other",
    question: "How do I get help?",
    answer:
      "Search this page first. If your question isn't answered, press Contact Support below (also in Account under Help & Support) to chat with us, or email us.",
  },
  {
    id: 10,
    category: "Other",
    question: "Is my data secure?",
    answer:
      "Yes. Everything travels over HTTPS. Sign-in is passwordless through Firebase Authentication, so we never store a password. Card payments are handled by Stripe; we never see or store your card number. Access to your YouTube channel is held on our servers only, and stored YouTube statistics are refreshed or deleted within 30 days. You can delete your account and its data at any time from Account > Profile.",
  },
];

/** Case-insensitive match on question or answer, within a category (null = all). */
export function filterFaq(entries: FaqEntry[], search: string, category: FaqCategory | null): FaqEntry[] {
  const needle = search.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (category === null || entry.category === category) &&
      (needle === "" ||
        entry.question.toLowerCase().includes(needle) ||
        entry.answer.toLowerCase().includes(needle)),
  );
}

/** Answers that end with a link straight to the place they describe (sections are reached by URL hash). */
export const FAQ_LINKS: Readonly<Record<number, { to: string; label: string }>> = {
  1: { to: "/account#subscription", label: "Go to Subscription" },
  7: { to: "/account#notifications", label: "Go to Notifications" },
};
