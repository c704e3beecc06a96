import { en } from "@vi/i18n";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { AlertIcon, CalendarIcon, CheckIcon, DollarIcon, LinkIcon } from "../components/icons.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import { useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";
import {
  AFFILIATE_LIMITS,
  type AffiliateErrors,
  type AffiliateField,
  type AffiliateForm,
  EMPTY_AFFILIATE_FORM,
  FOLLOWER_RANGES,
  submitAffiliateApplication,
  validateAffiliate,
} from "../lib/affiliate.ts";

/** The confirmation in English (the tests look for it). */
export const AFFILIATE_THANK_YOU = en.account.affiliate.thanks;

const benefits = [
  {
    icon: DollarIcon,
    title: "commissionTitle",
    body: "commissionBody",
  },
  {
    icon: LinkIcon,
    title: "trackingTitle",
    body: "trackingBody",
  },
  {
    icon: CalendarIcon,
    title: "payoutsTitle",
    body: "payoutsBody",
  },
];

/** Each audience range's bounds ("50000+": no upper bound). */
const followerBounds: Record<(typeof FOLLOWER_RANGES)[number], [from: number, to: number | null]> = {
  "0-1000": [0, 1_000],
  "1000-10000": [1_000, 10_000],
  "10000-50000": [10_000, 50_000],
  "50000+": [50_000, null],
};

const inputClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-zinc-950 px-3.5 text-base text-white placeholder:text-zinc-400 ${
    invalid ? "border-red-400" : "border-white/15 focus:border-red-500/60"
  }`;

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-200">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-center gap-1.5 text-sm text-red-300">
          <AlertIcon className="size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function AffiliatePage() {
  const [form, setForm] = useState<AffiliateForm>(EMPTY_AFFILIATE_FORM);
  const [errors, setErrors] = useState<AffiliateErrors>({});
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const [sendError, setSendError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const ids = { form: useId() };
  const { t } = useT("account.affiliate");
  const format = useFormat();
  const followerLabel = (range: (typeof FOLLOWER_RANGES)[number]) => {
    const [from, to] = followerBounds[range];
    return to === null
      ? t("followerAbove", { from: format.number(from) })
      : t("followerRange", { from: format.number(from), to: format.number(to) });
  };
  const fieldId = (field: AffiliateField) => `${ids.form}-${field}`;

  const update = (field: AffiliateField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((current) => ({ ...current, [field]: value }));
    // Clear a field's error as soon as it is edited; it is re-checked on submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (status === "sent") setStatus("idle");
  };

  // The confirmation takes the form's place, so it sits where the visitor was looking (the submit button is
  // far below the section's top): bring it into view and focus it for screen readers.
  useEffect(() => {
    if (status !== "sent") return;
    const thanks = thanksRef.current;
    thanks?.scrollIntoView?.({ block: "center", behavior: "smooth" });
    thanks?.focus({ preventScroll: true });
  }, [status]);

  const describedBy = (field: AffiliateField) => (errors[field] ? `${fieldId(field)}-error` : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSendError(null);
    const found = validateAffiliate(form);
    setErrors(found);
    const firstInvalid = (Object.keys(EMPTY_AFFILIATE_FORM) as AffiliateField[]).find(
      (field) => found[field],
    );
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(firstInvalid))}`)?.focus();
      return;
    }
    setStatus("sending");
    const result = await submitAffiliateApplication(form);
    if (result.ok) {
      setForm(EMPTY_AFFILIATE_FORM);
      setStatus("sent");
    } else {
      // Keep everything the visitor typed so they can simply try again.
      setSendError(result.message);
      setStatus("idle");
    }
  };

  return (
    <>
      <section className="border-b border-white/5 bg-[radial-gradient(ellipse_at_top,rgba(220,38,38,0.18),transparent_60%)]">
        <Container className="py-14 text-center sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-red-400">{t("eyebrow")}</p>
          <h1 className="mx-auto mt-3 max-w-2xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl">
            {t("title")}
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-zinc-400">{t("intro")}</p>
        </Container>
      </section>

      <Container className="py-14 sm:py-20">
        <ul className="grid gap-5 md:grid-cols-3">
          {benefits.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-white/10 bg-zinc-900/60 p-6">
              <div className="flex size-11 items-center justify-center rounded-xl bg-red-500/10 text-red-400">
                <Icon className="size-6" />
              </div>
              <h2 className="mt-5 text-lg font-semibold text-white">{t(title)}</h2>
              <p className="mt-2 leading-relaxed text-zinc-400">{t(body)}</p>
            </li>
          ))}
        </ul>

        <section
          aria-labelledby="apply-heading"
          className="mx-auto mt-14 max-w-2xl rounded-2xl border border-white/10 bg-zinc-900/60 p-6 sm:p-10"
        >
          <h2 id="apply-heading" className="text-2xl font-bold tracking-tight text-white">
            {t("applyTitle")}
          </h2>
          <p className="mt-2 text-zinc-400">{t("applyBody")}</p>

          {status === "sent" ? (
            <div
              ref={thanksRef}
              role="alert"
              tabIndex={-1}
              className="mt-6 rounded-lg border border-emerald-500/30 bg-emerald-500/10 p-5 text-emerald-200 outline-none focus-visible:ring-2 focus-visible:ring-emerald-400/60"
            >
              <div className="flex items-start gap-3">
                <CheckIcon className="mt-0.5 size-5 shrink-0" />
                <p>{t("thanks")}</p>
              </div>
              <button
                type="button"
                onClick={() => setStatus("idle")}
                className={buttonClass("secondary", "md", "mt-4")}
              >
                {t("another")}
              </button>
            </div>
          ) : null}
          {sendError ? (
            <div
              role="alert"
              className="mt-6 flex items-start gap-3 rounded-lg border border-red-500/30 bg-red-500/10 p-4 text-red-200"
            >
              <AlertIcon className="mt-0.5 size-5 shrink-0" />
              <p>{sendError}</p>
            </div>
          ) : null}

          {status === "sent" ? null : (
            <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field id={fieldId("name")} label={t("name")} error={errors.name}>
                  <input
                    id={fieldId("name")}
                    name="name"
                    autoComplete="name"
                    maxLength={AFFILIATE_LIMITS.name}
                    value={form.name}
                    onChange={update("name")}
                    aria-invalid={errors.name ? true : undefined}
                    aria-describedby={describedBy("name")}
                    className={`h-11 ${inputClass(Boolean(errors.name))}`}
                  />
                </Field>
                <Field id={fieldId("email")} label={t("email")} error={errors.email}>
                  <input
                    id={fieldId("email")}
                    name="email"
                    type="email"
                    autoComplete="email"
                    maxLength={AFFILIATE_LIMITS.email}
                    value={form.email}
                    onChange={update("email")}
                    aria-invalid={errors.email ? true : undefined}
                    aria-describedby={describedBy("email")}
                    className={`h-11 ${inputClass(Boolean(errors.email))}`}
                  />
                </Field>
              </div>
              <Field id={fieldId("website")} label={t("website")} error={errors.website}>
                <input
                  id={fieldId("website")}
                  name="website"
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder={t("websitePlaceholder")}
                  maxLength={AFFILIATE_LIMITS.website}
                  value={form.website}
                  onChange={update("website")}
                  aria-invalid={errors.website ? true : undefined}
                  aria-describedby={describedBy("website")}
                  className={`h-11 ${inputClass(Boolean(errors.website))}`}
                />
              </Field>
              <Field id={fieldId("followers")} label={t("followers")} error={errors.followers}>
                <select
                  id={fieldId("followers")}
                  name="followers"
                  value={form.followers}
                  onChange={update("followers")}
                  aria-invalid={errors.followers ? true : undefined}
                  aria-describedby={describedBy("followers")}
                  className={`h-11 ${inputClass(Boolean(errors.followers))} ${form.followers ? "" : "text-zinc-400"}`}
                >
                  <option value="">{t("selectFollowers")}</option>
                  {FOLLOWER_RANGES.map((range) => (
                    <option key={range} value={range}>
                      {followerLabel(range)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={fieldId("message")} label={t("message")} error={errors.message}>
                <textarea
                  id={fieldId("message")}
                  name="message"
                  rows={5}
                  maxLength={AFFILIATE_LIMITS.message}
                  value={form.message}
                  onChange={update("message")}
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={describedBy("message")}
                  className={`py-2.5 ${inputClass(Boolean(errors.message))}`}
                />
              </Field>
              <button
                type="submit"
                disabled={status === "sending"}
                className={buttonClass("primary", "lg", "w-full sm:w-auto sm:justify-self-start")}
              >
                {status === "sending" ? t("submitting") : t("submit")}
              </button>
            </form>
          )}
        </section>
      </Container>
    </>
  );
}
