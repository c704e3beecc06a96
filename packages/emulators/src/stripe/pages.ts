// The emulator's hosted pages: Checkout (a card form) and the customer portal (cancel, renew, change plan).
// Plain HTML forms so a browser test drives them like a person would.

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

const STYLE = `
  :root { color-scheme: light; }
  body { font-family: system-ui, sans-serif; background: #f6f9fc; margin: 0; color: #30313d; }
  main { max-width: 440px; margin: 40px auto; background: #fff; border: 1px solid #e3e8ee; border-radius: 10px; padding: 32px; }
  h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 24px 0 8px; }
  p { font-size: 14px; line-height: 1.5; }
  .price { font-size: 32px; font-weight: 700; margin: 8px 0 4px; } .muted { color: #6a7383; font-size: 13px; }
  label { display: block; font-size: 13px; font-weight: 600; margin: 16px 0 6px; }
  input { box-sizing: border-box; width: 100%; font: inherit; font-size: 16px; padding: 10px 12px; border: 1px solid #d5dbe1; border-radius: 6px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { font: inherit; font-size: 15px; font-weight: 600; padding: 11px 16px; border-radius: 6px; cursor: pointer; border: 1px solid #635bff; }
  button.primary { background: #635bff; color: #fff; width: 100%; margin-top: 24px; }
  button.secondary { background: #fff; color: #635bff; }
  .error { background: #fff1f0; color: #b3093c; border: 1px solid #f5c2c7; border-radius: 6px; padding: 10px 12px; font-size: 14px; }
  .plan { border: 1px solid #e3e8ee; border-radius: 8px; padding: 14px 16px; margin: 10px 0; }
  .plan form { display: inline; }
  a { color: #635bff; }
  .banner { font-size: 12px; color: #6a7383; text-align: center; margin-top: 24px; }
  @media (max-width: 480px) { main { margin: 0; border: 0; border-radius: 0; padding: 20px; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}<p class="banner">Local Stripe emulator: no real card is charged. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p></main></body></html>`;
}

const money = (cents: number, currency: string) =>
  `${currency === "usd" ? "$" : ""}${(cents / 100).toFixed(2)}${currency === "usd" ? "" : ` ${currency.toUpperCase()}`}`;

export interface CheckoutView {
  sessionId: string;
  productName: string;
  unitAmount: number;
  currency: string;
  interval: string;
  trialDays: number;
  email: string | null;
  cancelUrl: string;
  error: string | null;
}

export function checkoutPage(view: CheckoutView): string {
  const trial =
    view.trialDays > 0
      ? `<p class="muted">${view.trialDays}-day free trial, then ${money(view.unitAmount, view.currency)} per ${view.interval}.</p>`
      : "";
  return page(
    `Subscribe to ${view.productName}`,
    `<p class="muted"><a href="${escapeHtml(view.cancelUrl)}">&larr; Back</a></p>
<h1>Subscribe to ${escapeHtml(view.productName)}</h1>
<p class="price">${money(view.unitAmount, view.currency)} <span class="muted">per ${escapeHtml(view.interval)}</span></p>
${trial}
${view.email ? `<p class="muted">Billed to ${escapeHtml(view.email)}</p>` : ""}
${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ""}
<form method="post" action="/checkout/${escapeHtml(view.sessionId)}/pay">
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
  <div class="row">
    <div><label for="cardExpiry">Expiration</label><input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" placeholder="MM / YY" value="12 / 34"></div>
    <div><label for="cardCvc">CVC</label><input id="cardCvc" name="cardCvc" autocomplete="cc-csc" placeholder="CVC" value="123"></div>
  </div>
  <label for="billingName">Cardholder name</label>
  <input id="billingName" name="billingName" autocomplete="cc-name" value="Test Customer">
  <button class="primary" type="submit">${view.trialDays > 0 ? "Start trial" : "Subscribe"}</button>
</form>`,
  );
}

interface PortalSubscriptionView {
  id: string;
  productName: string;
  priceId: string;
  unitAmount: number;
  currency: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  periodEnd: string;
}

export interface PortalView {
  sessionId: string;
  email: string | null;
  returnUrl: string;
  subscriptions: readonly PortalSubscriptionView[];
  /** Prices the customer may switch to. */
  prices: readonly { id: string; productName: string; unitAmount: number; currency: string }[];
  notice: string | null;
}

export function portalPage(view: PortalView): string {
  const action = (path: string) => `/portal/${escapeHtml(view.sessionId)}/${path}`;
  const subscriptions =
    view.subscriptions.length === 0
      ? `<p>No subscriptions.</p>`
      : view.subscriptions
          .map((sub) => {
            const state = sub.cancelAtPeriodEnd
              ? `Cancels on ${escapeHtml(sub.periodEnd)}`
              : sub.status === "canceled"
                ? "Canceled"
                : `${escapeHtml(sub.status)}, renews on ${escapeHtml(sub.periodEnd)}`;
            const live = sub.status !== "canceled" && sub.status !== "incomplete_expired";
            const buttons = !live
              ? ""
              : sub.cancelAtPeriodEnd
                ? `<form method="post" action="${action("renew")}"><input type="hidden" name="subscription" value="${escapeHtml(sub.id)}"><button class="secondary" type="submit">Renew plan</button></form>`
                : `<form method="post" action="${action("cancel")}"><input type="hidden" name="subscription" value="${escapeHtml(sub.id)}"><button class="secondary" type="submit">Cancel plan</button></form>
${view.prices
  .filter((price) => price.id !== sub.priceId)
  .map(
    (price) =>
      `<form method="post" action="${action("switch")}"><input type="hidden" name="subscription" value="${escapeHtml(sub.id)}"><input type="hidden" name="price" value="${escapeHtml(price.id)}"><button class="secondary" type="submit">Switch to ${escapeHtml(price.productName)}</button></form>`,
  )
  .join("\n")}`;
            return `<div class="plan"><strong>${escapeHtml(sub.productName)}</strong> ${money(sub.unitAmount, sub.currency)}/month
<p class="muted">${state}</p>${buttons}</div>`;
          })
          .join("\n");
  return page(
    "Billing",
    `<p class="muted"><a href="${escapeHtml(view.returnUrl)}">&larr; Return</a></p>
<h1>Billing</h1>
${view.email ? `<p class="muted">${escapeHtml(view.email)}</p>` : ""}
${view.notice ? `<p class="muted" role="status">${escapeHtml(view.notice)}</p>` : ""}
<h2>Current plan</h2>
${subscriptions}`,
  );
}

export function notFoundPage(what: string): string {
  return page("Not found", `<h1>Not found</h1><p>${escapeHtml(what)}</p>`);
}
