// Paid plans from the website: the configured prices (GET /billingPlans), checkout, switch, cancel, renew
// and the billing portal. After each change the server's subscription replaces the local copy (cache and
// extension included, through setUserData).
import { useQuery } from "@tanstack/react-query";
import { isApiError } from "@vi/api-client";
import { ClientErrorCode, contracts, type SubscriptionChangeResponse } from "@vi/types";
import { useCallback } from "react";
import { getI18n } from "react-i18next";
import { api } from "../auth/api.ts";
import { useAuth } from "../auth/auth-context.tsx";
import "../i18n/use-t.ts";

export function useBillingPlans() {
  return useQuery({
    queryKey: ["billingPlans"],
    queryFn: () => api.call(contracts.getBillingPlans, {}),
    staleTime: 10 * 60_000,
  });
}

/** The message to show for a failed billing call: the server's own, or the sign-in prompt. */
export function billingErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === ClientErrorCode.NOT_SIGNED_IN || error.status === 401)
      return getI18n().t("account.billing.signIn");
    if (error.status > 0 && error.status < 500) return error.message;
  }
  return getI18n().t("account.billing.failed");
}

/** Goes to Stripe Checkout for a price (the browser leaves the site). */
export async function startCheckout(priceId: string): Promise<void> {
  const { checkoutSessionUrl } = await api.call(contracts.createCheckoutSessionUrl, {
    body: { priceId, livemode: true },
  });
  window.location.assign(checkoutSessionUrl);
}

/** Goes to the Stripe billing portal. */
export async function openBillingPortal(): Promise<void> {
  const { url } = await api.call(contracts.billingPortalSession, { body: { livemode: true } });
  window.location.assign(url);
}

/**
 * What switching to `priceId` charges today (Stripe's invoice preview), while the confirmation is open.
 * Each preview is a Stripe call counted against the user's billing limit: fetched once per opening.
 */
export function useSwitchPreview(priceId: string | null, open: boolean) {
  return useQuery({
    queryKey: ["switchSubscriptionPreview", priceId],
    queryFn: () =>
      api.call(contracts.switchSubscriptionPreview, { body: { priceId: priceId ?? "", livemode: true } }),
    enabled: open && priceId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export type SubscriptionAction = { kind: "cancel" } | { kind: "undo" } | { kind: "switch"; priceId: string };

function runAction(action: SubscriptionAction): Promise<SubscriptionChangeResponse> {
  switch (action.kind) {
    case "cancel":
      return api.call(contracts.cancelSubscription, { body: { livemode: true } });
    case "undo":
      return api.call(contracts.undoCancelSubscription, { body: { livemode: true } });
    case "switch":
      return api.call(contracts.switchSubscription, { body: { priceId: action.priceId, livemode: true } });
  }
}

/** Runs cancel / undo / switch and puts the server's answer in the user data. */
export function useSubscriptionAction(): (action: SubscriptionAction) => Promise<void> {
  const { setUserData } = useAuth();
  return useCallback(
    async (action) => {
      const result = await runAction(action);
      setUserData((current) => ({
        ...current,
        subscription_live: result.subscription_live,
        plan: result.plan,
      }));
    },
    [setUserData],
  );
}
