// The emulator's authorization pages: the account and channel chooser with Allow / Cancel, and Google's
// error page for a request it refuses (unknown client, redirect address not registered).
import type { EmulatorGoogleAccount } from "./accounts.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f1f3f4; margin: 0; color: #202124; }
  main { max-width: 450px; margin: 48px auto; background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 36px 40px; }
  h1 { font-size: 24px; font-weight: 400; margin: 0 0 8px; }
  p { font-size: 14px; line-height: 1.5; }
  fieldset { border: 0; padding: 0; margin: 16px 0; }
  label.choice { display: flex; gap: 12px; align-items: center; padding: 12px; border: 1px solid #dadce0; border-radius: 6px; margin-bottom: 8px; cursor: pointer; }
  label.choice:has(input:checked) { border-color: #1a73e8; background: #e8f0fe; }
  .who { font-size: 14px; } .who small { display: block; color: #5f6368; }
  .actions { display: flex; justify-content: flex-end; gap: 12px; margin-top: 24px; }
  button { font: inherit; font-size: 14px; padding: 8px 24px; border-radius: 4px; cursor: pointer; }
  button.primary { background: #1a73e8; color: #fff; border: 1px solid #1a73e8; }
  button.secondary { background: #fff; color: #1a73e8; border: 1px solid #dadce0; }
  ul.scopes { list-style: none; padding: 0; font-size: 14px; } ul.scopes li { margin: 6px 0; }
  ul.scopes code { display: block; color: #5f6368; font-size: 11px; margin-left: 22px; word-break: break-all; }
  .banner { font-size: 12px; color: #5f6368; text-align: center; }
  @media (max-width: 480px) { main { margin: 0; border: 0; border-radius: 0; padding: 24px; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}<p class="banner">Local Google OAuth emulator - no real Google account is used.</p></main></body></html>`;
}

/** What Google's consent screen says for the scopes the product asks for. */
const SCOPE_LABELS: Record<string, string> = {
  "https://www.googleapis.com/auth/youtube.readonly": "View your YouTube account",
  "https://www.googleapis.com/auth/yt-analytics.readonly":
    "View YouTube Analytics reports for your YouTube content",
};

export interface ConsentChoice {
  account: EmulatorGoogleAccount;
  /** The channel the grant is for; null for an account without a channel. */
  channel: { id: string; title: string } | null;
}

export function consentPage(options: {
  requestId: string;
  clientName: string;
  scopes: readonly string[];
  choices: readonly ConsentChoice[];
}): string {
  const choices = options.choices
    .map((choice, index) => {
      const value = `${choice.account.id}:${choice.channel?.id ?? ""}`;
      const channel = choice.channel ? escapeHtml(choice.channel.title) : "No YouTube channel";
      return `<label class="choice"><input type="radio" name="choice" value="${escapeHtml(value)}"${index === 0 ? " checked" : ""}>
<span class="who">${channel}<small>${escapeHtml(choice.account.name)} - ${escapeHtml(choice.account.email)}</small></span></label>`;
    })
    .join("\n");
  // Granular consent, as Google shows it: each scope is a box the user may untick.
  const scopes = options.scopes
    .map(
      (scope) =>
        `<li><label><input type="checkbox" name="scope" value="${escapeHtml(scope)}" checked> ${escapeHtml(SCOPE_LABELS[scope] ?? scope)} <code>${escapeHtml(scope)}</code></label></li>`,
    )
    .join("");
  return page(
    "Sign in - Google Accounts",
    `<h1>Choose an account</h1>
<p>to continue to <strong>${escapeHtml(options.clientName)}</strong>. It will be able to:</p>
<form method="post" action="/o/oauth2/v2/auth/approve">
<ul class="scopes">${scopes}</ul>
<input type="hidden" name="request" value="${escapeHtml(options.requestId)}">
<fieldset><legend class="who">Account and channel</legend>
${choices}
</fieldset>
<div class="actions">
<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
<button type="submit" name="decision" value="allow" class="primary">Allow</button>
</div>
</form>`,
  );
}

/** Google's "Access blocked" page: shown, not redirected, when the client or redirect address is wrong. */
export function errorPage(status: number, error: string, detail: string): string {
  return page(
    `Error ${status}: ${error}`,
    `<h1>Access blocked: authorization error</h1>
<p>${escapeHtml(detail)}</p>
<p><strong>Error ${status}: ${escapeHtml(error)}</strong></p>`,
  );
}
