// The extension's side of the one quota component (the website's is features/analyses/usage.tsx): the
// state and words come from @vi/format, so both say 'Daily limit reached' the same way.
import {
  type Localizer,
  type QuotaView,
  quotaHeadline,
  quotaKindNames,
  quotaSpentText,
  quotaView,
} from "@vi/format";
import type { QuotaExceededDetails } from "@vi/types";
import type { AnalysisKind } from "@vi/types/core";
import type { UsageCount } from "../../shared/analysis-protocol.ts";
import { failureText, useLocalizer, useUiText } from "../ui-i18n.tsx";

/** A failed analysis as its UI shows it: a spent allowance gets the Upgrade link. */
export interface AnalysisFailure {
  message: string;
  quota: boolean;
  /** The background's code: its own failures are worded in the reader's language (failureText). */
  code?: string | undefined;
  /** A spent allowance's facts: the message is worded again in the reader's language. */
  details?: QuotaExceededDetails;
}

/**
 * A card's quota state for `kind`: spent (button off), "1 of 2 left today", the spent notice's words. The
 * website's cards read the same function (@vi/format quotaView), so both say the same.
 */
export function kindQuota(
  count: UsageCount | null | undefined,
  kind: AnalysisKind,
  l?: Localizer,
): QuotaView {
  return quotaView(count, quotaKindNames(kind, l), l);
}

/** The failure a spent allowance shows before anything is asked (the notice of `kindQuota`). */
export function spentFailure(view: QuotaView): AnalysisFailure | null {
  return view.notice ? { message: view.notice.text, quota: true } : null;
}

/** A spent allowance: 'Daily limit reached', the words, Upgrade; any other failure: its message. */
export function QuotaMessage(props: { failure: AnalysisFailure; upgradeUrl: string }) {
  const { t } = useUiText();
  const l = useLocalizer();
  const { details } = props.failure;
  if (!props.failure.quota) {
    return (
      <p className="notice" role="alert">
        {failureText(t, props.failure)}
      </p>
    );
  }
  return (
    <div className="quota" role="alert">
      <p className="quota-title">{quotaHeadline(l)}</p>
      <p className="quota-text">
        {details ? quotaSpentText(details, quotaKindNames(details.kind, l), l) : props.failure.message}
      </p>
      <a
        className="button primary-button small-button upgrade"
        href={props.upgradeUrl}
        target="_blank"
        rel="noopener"
      >
        {t("quota.upgrade")}
      </a>
    </div>
  );
}

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
