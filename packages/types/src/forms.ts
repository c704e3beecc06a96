import { z } from "zod";
import { emailInput, textInput } from "./input.ts";

export const AFFILIATE_FOLLOWERS = ["0-1000", "1000-10000", "10000-50000", "50000+"] as const;
export const AffiliateFollowersSchema = z.enum(AFFILIATE_FOLLOWERS, "Please select your audience size");
export type AffiliateFollowers = z.infer<typeof AffiliateFollowersSchema>;

const required = (label: string, max: number, multiline = false) =>
  textInput(max, { min: 1, label, multiline });

/** The affiliate form: every field required, email checked, audience size chosen. */
export const AffiliateApplicationSchema = z.object({
  name: required("Name", 100),
  email: emailInput("Please enter a valid email address", "Email"),
  website: required("Website", 2048),
  followers: AffiliateFollowersSchema,
  message: required("Message", 5000, true),
});
export type AffiliateApplication = z.infer<typeof AffiliateApplicationSchema>;

export const FAQ_CATEGORIES = [
  "Account",
  "YouTube Integration",
  "Billing & Subscription",
  "Notifications",
  "Other",
] as const;
export const FaqCategorySchema = z.enum(FAQ_CATEGORIES);
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const FaqEntrySchema = z.object({
  id: z.int().positive(),
  question: z.string().trim().min(1),
  answer: z.string().trim().min(1),
  category: FaqCategorySchema,
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;
