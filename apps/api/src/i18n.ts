// The messages of error answers in the reader's language: the language stored with the signed-in user
// (users.language), else the request's Accept-Language; English otherwise, word for word as thrown.
// The codes never change. A message is translated when the `api` catalog knows it: by its exact English
// (apiEn.errors), or worded again from the error's details (a spent allowance, the rate limit, a full
// watchlist). Messages for developers (a field of a query, a cursor) stay English.
import { type Localizer, quotaKindNames, quotaSpentText } from "@vi/format";
import { createI18n, isLanguage, type Language, loadCatalog, matchLanguage } from "@vi/i18n";
import { apiEn } from "@vi/i18n/catalogs/api/en";
import { ErrorCode, PLAN_NAMES, type PlanId, QuotaExceededDetailsSchema } from "@vi/types";

const ID_BY_ENGLISH = new Map(Object.entries(apiEn.errors).map(([id, text]) => [text, id]));

/** The first supported language of an Accept-Language header, by its q-values; null when none is. */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? "1",
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return null;
}

/** The reader's language: the stored one of a signed-in user, else the header's, else English. */
export async function readerLanguage(
  uid: string | undefined,
  languageOf: ((uid: string) => Promise<string | null>) | undefined,
  acceptLanguage: string | null | undefined,
): Promise<Language> {
  if (uid && languageOf) {
    const stored = await languageOf(uid).catch(() => null);
    if (isLanguage(stored)) return stored;
  }
  return acceptedLanguage(acceptLanguage) ?? "en";
}

/** An error answer's message in `language`; the message itself when English or not in the catalog. */
export async function localizedMessage(
  language: Language,
  code: string,
  message: string,
  extra: { retryAfterSeconds?: number | undefined; details?: Record<string, unknown> | undefined } = {},
): Promise<string> {
  if (language === "en") return message;
  const i18n = createI18n(language, await loadCatalog(language));
  const l: Localizer = { language, t: (key, options) => String(i18n.t(key, (options ?? {}) as never)) };
  if (code === ErrorCode.QUOTA_EXCEEDED) {
    const quota = QuotaExceededDetailsSchema.safeParse(extra.details);
    if (quota.success) {
      const spent = quotaSpentText(quota.data, quotaKindNames(quota.data.kind, l), l);
      return `${spent} ${l.t("api.dynamic.upgrade", { url: quota.data.upgradeUrl })}`;
    }
  }
  if (message.startsWith("Too many requests:") && extra.retryAfterSeconds !== undefined) {
    return l.t("api.dynamic.rateLimited", { count: extra.retryAfterSeconds });
  }
  const details = extra.details;
  if (message.startsWith("You follow ") && details && typeof details.limit === "number") {
    const plan = details.plan as PlanId;
    const name = PLAN_NAMES[plan] ?? String(details.plan);
    const key = plan === "professional" ? "api.dynamic.watchlistFull" : "api.dynamic.watchlistFullUpgrade";
    return l.t(key, { limit: details.limit, plan: name });
  }
  const id = ID_BY_ENGLISH.get(message);
  return id ? l.t(`api.errors.${id}`) : message;
}
