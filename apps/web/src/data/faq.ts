// FAQ entries: nine, ids 1-7, 9 and 10. Answers describe what this product really does.

import { en } from "@vi/i18n";
import { type FaqCategory, type FaqEntry, PLAN_ENTITLEMENTS, PLAN_PRICES, type PlanId } from "@vi/types";
import { createInstance, type TFunction } from "i18next";
import { type Formatters, formattersFor } from "../i18n/use-format.ts";
import { RECAP_TIME } from "../lib/recap-time.ts";

export { FAQ_CATEGORIES, type FaqCategory, type FaqEntry } from "@vi/types";

/** Each category's key in the catalog (the categories themselves are English ids, @vi/types). */
export const FAQ_CATEGORY_KEYS: Record<FaqCategory, keyof typeof en.account.faq.category> = {
  Account: "account",
  "YouTube Integration": "youtube",
  "Billing & Subscription": "billing",
  Notifications: "notifications",
  Other: "other",
};

/** '2 comment analyses, 2 channel analyses, 2 result analyses and 3 transcript downloads' (docs/product.md, Plans). */
function allowances(plan: PlanId, t: TFunction): string {
  const { commentAnalyses, channelAnalyses, resultAnalyses, transcriptDownloads } = PLAN_ENTITLEMENTS[plan];
  if ([commentAnalyses, channelAnalyses, resultAnalyses, transcriptDownloads].every((n) => n === null)) {
    return t("account.faq.allowancesUnlimited");
  }
  const n = (value: number | null) => (value === null ? t("account.faq.unlimited") : String(value));
  return t("account.faq.allowances", {
    comments: n(commentAnalyses),
    channels: n(channelAnalyses),
    results: n(resultAnalyses),
    transcripts: n(transcriptDownloads),
  });
}

const ENTRIES: [id: number, category: FaqCategory][] = [
  [1, "YouTube Integration"],
  [2, "YouTube Integration"],
  [3, "Account"],
  [4, "Account"],
  [5, "Billing & Subscription"],
  [6, "Billing & Subscription"],
  [7, "Notifications"],
  [9, "Other"],
  [10, "Other"],
];

/** The nine entries (ids 1-7, 9 and 10) in the language of `t`. Answers describe what this product really does. */
export function faqEntriesIn(t: TFunction, format: Formatters): FaqEntry[] {
  const values: Record<number, Record<string, string>> = {
    5: {
      free: format.price(PLAN_PRICES.free),
      standard: format.price(PLAN_PRICES.standard),
      professional: format.price(PLAN_PRICES.professional),
      freeAllowances: allowances("free", t),
      standardAllowances: allowances("standard", t),
      professionalAllowances: allowances("professional", t),
    },
    7: { time: RECAP_TIME },
  };
  return ENTRIES.map(([id, category]) => ({
    id,
    category,
    question: t(`account.faq.q${id}`),
    answer: t(`account.faq.a${id}`, values[id] ?? {}),
  }));
}

function englishT(): TFunction {
  const instance = createInstance();
  void instance.init({
    lng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}

/** The entries in English (docs/product.md's wording). */
export const faqEntries: FaqEntry[] = faqEntriesIn(englishT(), formattersFor("en"));

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
export const FAQ_LINKS: Readonly<
  Record<number, { to: string; label: "goSubscription" | "goNotifications" }>
> = {
  1: { to: "/account#subscription", label: "goSubscription" },
  7: { to: "/account#notifications", label: "goNotifications" },
};
