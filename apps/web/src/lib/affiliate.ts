// Affiliate application (spec 3 fields, spec 5 rules): validation and submission.
// Going beyond the spec, which sends nothing, the application is stored through the API (issue 6).

export const FOLLOWER_RANGES = ["0-1000", "1000-10000", "10000-50000", "50000+"] as const;
export type FollowerRange = (typeof FOLLOWER_RANGES)[number];

export interface AffiliateForm {
  name: string;
  email: string;
  website: string;
  followers: FollowerRange | "";
  message: string;
}

export type AffiliateField = keyof AffiliateForm;
export type AffiliateErrors = Partial<Record<AffiliateField, string>>;

export const EMPTY_AFFILIATE_FORM: AffiliateForm = {
  name: "",
  email: "",
  website: "",
  followers: "",
  message: "",
};

export const AFFILIATE_LIMITS = { name: 100, email: 254, website: 300, message: 2000 } as const;

// The same shape browsers use for <input type="email">.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** All fields required, email format checked, audience size chosen. Empty object = valid. */
export function validateAffiliate(form: AffiliateForm): AffiliateErrors {
  const errors: AffiliateErrors = {};
  const name = form.name.trim();
  const email = form.email.trim();
  const website = form.website.trim();
  const message = form.message.trim();

  if (!name) errors.name = "Please enter your name.";
  else if (name.length > AFFILIATE_LIMITS.name)
    errors.name = `Please keep your name under ${AFFILIATE_LIMITS.name} characters.`;

  if (!email) errors.email = "Please enter your email address.";
  else if (email.length > AFFILIATE_LIMITS.email || !EMAIL.test(email))
    errors.email = "Please enter a valid email address.";

  if (!website) errors.website = "Please enter your website or channel link.";
  else if (website.length > AFFILIATE_LIMITS.website)
    errors.website = `Please keep the link under ${AFFILIATE_LIMITS.website} characters.`;

  if (!FOLLOWER_RANGES.includes(form.followers as FollowerRange))
    errors.followers = "Please choose your audience size.";

  if (!message) errors.message = "Please tell us how you'd promote VidInsight.";
  else if (message.length > AFFILIATE_LIMITS.message)
    errors.message = `Please keep your message under ${AFFILIATE_LIMITS.message} characters.`;

  return errors;
}

export type SubmitResult = { ok: true } | { ok: false; message: string };

/** POST /affiliateApplications. Never throws: failures come back as a message to show the user. */
export async function submitAffiliateApplication(
  form: AffiliateForm,
  { baseUrl, fetchImpl = fetch }: { baseUrl: string; fetchImpl?: typeof fetch },
): Promise<SubmitResult> {
  const body = {
    name: form.name.trim(),
    email: form.email.trim(),
    website: form.website.trim(),
    followers: form.followers,
    message: form.message.trim(),
  };
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
