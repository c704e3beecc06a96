// Affiliate application: validation and submission (stored through the API's POST /affiliateApplications).
import { AFFILIATE_FOLLOWERS, AffiliateApplicationSchema, type AffiliateFollowers } from "@vi/types";

// The same schema (and so the same limits and messages) as the API's POST /affiliateApplications.
export const FOLLOWER_RANGES = AFFILIATE_FOLLOWERS;
export type FollowerRange = AffiliateFollowers;

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

/** All fields required, email format checked, audience size chosen. Empty object = valid. */
export function validateAffiliate(form: AffiliateForm): AffiliateErrors {
  const result = AffiliateApplicationSchema.safeParse(form);
  if (result.success) return {};
  const errors: AffiliateErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AffiliateField;
    errors[field] ??= issue.message; // first problem per field
  }
  return errors;
}

export type SubmitResult = { ok: true } | { ok: false; message: string };

/** POST /affiliateApplications. Never throws: failures come back as a message to show the user. */
export async function submitAffiliateApplication(
  form: AffiliateForm,
  { baseUrl, fetchImpl = fetch }: { baseUrl: string; fetchImpl?: typeof fetch },
): Promise<SubmitResult> {
  const parsed = AffiliateApplicationSchema.safeParse(form);
  if (!parsed.success) return { ok: false, message: "Please correct the highlighted fields." };
  const body = parsed.data; // trimmed
  let response: Response;
  try {
    response = await fetchImpl(new URL("/affiliateApplications", baseUrl), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: "We couldn't reach our server. Check your connection and try again." };
  }
  if (response.ok) return { ok: true };
  if (response.status === 429) {
    return {
      ok: false,
      message: "Too many applications from your network. Please try again in a little while.",
    };
  }
  // The API answers { error: { code, message } }; show its message for validation errors.
  let serverMessage: string | undefined;
  try {
    const data: unknown = await response.json();
    const message = (data as { error?: { message?: unknown } } | null)?.error?.message;
    if (typeof message === "string" && message.trim()) serverMessage = message;
  } catch {
    // not JSON
  }
  if (response.status >= 400 && response.status < 500 && serverMessage)
    return { ok: false, message: serverMessage };
  return {
    ok: false,
    message: "Something went wrong on our side and your application wasn't sent. Please try again.",
  };
}
