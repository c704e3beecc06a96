// Affiliate application: validation and submission (stored through the API's POST /affiliateApplications).
import { ApiError } from "@vi/api-client";
import {
  AFFILIATE_FOLLOWERS,
  AffiliateApplicationSchema,
  type AffiliateFollowers,
  ClientErrorCode,
  contracts,
} from "@vi/types";
import { getI18n } from "react-i18next";
import { api } from "../auth/api.ts";
import "../i18n/use-t.ts";

// The same schema (and so the same limits and messages) as the API's POST /affiliateApplications.
export const FOLLOWER_RANGES = AFFILIATE_FOLLOWERS;
type FollowerRange = AffiliateFollowers;

export interface AffiliateForm {
  name: string;
  email: string;
  website: string;
  followers: FollowerRange | "";
  message: string;
}

export type AffiliateField = keyof AffiliateForm;
export type AffiliateErrors = Partial<Record<AffiliateField, string>>;

/** Input maxLength values; the same limits AffiliateApplicationSchema enforces (checked by a test). */
export const AFFILIATE_LIMITS = { name: 100, email: 254, website: 2048, message: 5000 } as const;

export const EMPTY_AFFILIATE_FORM: AffiliateForm = {
  name: "",
  email: "",
  website: "",
  followers: "",
  message: "",
};

/** The sentence for a field's problem, in the reader's language (the schema's own text otherwise). */
function issueText(
  form: AffiliateForm,
  field: AffiliateField,
  issue: { code: string; message: string },
): string {
  const t = (key: string, values: Record<string, number> = {}) =>
    getI18n().t(`account.affiliate.${key}`, values);
  if (field === "followers") return t("followersRequired");
  if (form[field].trim() === "") return t(`${field}Required`);
  if (issue.code === "too_big") return t(`${field}TooLong`, { max: AFFILIATE_LIMITS[field] });
  if (field === "email") return t("emailInvalid");
  return issue.message;
}

/** All fields required, email format checked, audience size chosen. Empty object = valid. */
export function validateAffiliate(form: AffiliateForm): AffiliateErrors {
  const result = AffiliateApplicationSchema.safeParse(form);
  if (result.success) return {};
  const errors: AffiliateErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AffiliateField;
    errors[field] ??= issueText(form, field, issue); // first problem per field
  }
  return errors;
}

export type SubmitResult = { ok: true } | { ok: false; message: string };

/** POST /affiliateApplications. Never throws: failures come back as a message to show the user. */
export async function submitAffiliateApplication(form: AffiliateForm): Promise<SubmitResult> {
  const parsed = AffiliateApplicationSchema.safeParse(form);
  if (!parsed.success) return { ok: false, message: getI18n().t("account.affiliate.correctFields") };
  try {
    await api.call(contracts.submitAffiliateApplication, { body: parsed.data }); // trimmed
    return { ok: true };
  } catch (error) {
    return { ok: false, message: failureMessage(error) };
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (
      error.status === 0 &&
      (error.code === ClientErrorCode.NETWORK_ERROR || error.code === ClientErrorCode.TIMEOUT)
    ) {
      return getI18n().t("account.affiliate.offline");
    }
    if (error.status === 429) {
      return getI18n().t("account.affiliate.tooMany");
    }
    // A refused application: the API's own message (it sent `{ error: { code, message } }`).
    if (error.status >= 400 && error.status < 500 && error.code !== ClientErrorCode.HTTP_ERROR)
      return error.message;
  }
  return getI18n().t("account.affiliate.failed");
}
