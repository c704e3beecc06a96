// A local stand-in for Google's OAuth 2.0 web-server flow (developers.google.com/identity/protocols/oauth2/web-server):
// the authorization endpoint (accounts.google.com/o/oauth2/v2/auth) with a consent page, the token endpoint
// (oauth2.googleapis.com/token: authorization code with PKCE, refresh token) and the revocation endpoint
// (oauth2.googleapis.com/revoke), answering in Google's shapes. One origin serves all three; the product
// reaches it through GOOGLE_ACCOUNTS_BASE_URL and GOOGLE_OAUTH_BASE_URL. The YouTube emulator checks the
// access tokens issued here through `verifyAccessToken`.
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { closeServer, readBody, redirect as redirectTo, sendJson as send, sendHtml, serve } from "../http.ts";
import { listenOn } from "../listen.ts";
import type { Catalog } from "../youtube/catalog.ts";
import { defaultGoogleAccounts, type EmulatorGoogleAccount } from "./accounts.ts";
import { type ConsentChoice, consentPage, errorPage } from "./consent-page.ts";

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Exact redirect addresses registered for the client (Google compares them exactly). */
  redirectUris: readonly string[];
  /** Shown on the consent page. */
  name?: string;
}

export interface GoogleOAuthEmulatorOptions {
  port?: number;
  host?: string;
  /** The YouTube emulator's catalog: the accounts own its channels. */
  catalog: Catalog;
  clients: readonly OAuthClient[];
  /** Default: defaultGoogleAccounts(catalog). */
  accounts?: readonly EmulatorGoogleAccount[];
  /** Clock (epoch ms) for code and token expiry. Default Date.now. */
  now?: () => number;
}

/** What the YouTube emulator learns from a valid access token. */
export interface AccessTokenInfo {
  accountId: string;
  /** The channel the grant is for; null when the account has none. */
  channelId: string | null;
  scopes: readonly string[];
}

export type AccessTokenCheck =
  | { ok: true; info: AccessTokenInfo }
  | { ok: false; reason: "invalid" | "expired" };

export interface OAuthRequestLogEntry {
  at: number;
  endpoint: "authorize" | "approve" | "token" | "revoke" | "other";
  status: number;
  /** grant_type for the token endpoint; the OAuth error when there was one. */
  grantType?: string;
  error?: string;
}

export interface GrantInfo {
  accountId: string;
  channelId: string | null;
  clientId: string;
  scopes: readonly string[];
  revoked: boolean;
}

export interface GoogleOAuthEmulator {
  /** Origin, e.g. http://127.0.0.1:8789: both GOOGLE_ACCOUNTS_BASE_URL and GOOGLE_OAUTH_BASE_URL. */
  url: string;
  port: number;
  accounts: readonly EmulatorGoogleAccount[];
  close(): Promise<void>;
  verifyAccessToken(token: string): AccessTokenCheck;
  /** Every grant made so far (tests check that a disconnect revoked its grant). */
  grants(): GrantInfo[];
  /** Revokes every grant of a channel, as a user does from their Google account's security page. */
  revokeChannel(channelId: string): number;
  /** Makes every access token issued so far expired (the clock is not moved). */
  expireAccessTokens(): void;
  /** The next `count` token or revoke requests answer 503 (Google having a bad moment). */
  failNext(count: number): void;
  /**
   * Approves an authorization request without the consent page, as a user clicking Allow would, and
   * returns the redirect address Google would send the browser to. For API tests.
   */
  approve(
    authUrl: string,
    choice: { channelId: string | null; accountEmail?: string; scopes?: readonly string[] },
  ): Promise<string>;
  readonly requestLog: readonly OAuthRequestLogEntry[];
}

/** Google's access tokens last an hour; `expires_in` says 3599. */
const ACCESS_TOKEN_SECONDS = 3599;
/** Authorization codes are short-lived and single-use. */
const CODE_LIFETIME_MS = 10 * 60_000;
/** A consent page left open this long is no longer accepted. */
const PENDING_LIFETIME_MS = 60 * 60_000;

interface PendingRequest {
  clientId: string;
  redirectUri: string;
  state: string | null;
  scopes: string[];
  codeChallenge: string | null;
  codeChallengeMethod: "S256" | "plain";
  offline: boolean;
  createdAt: number;
}

interface Grant {
  id: string;
  accountId: string;
  channelId: string | null;
  clientId: string;
  scopes: string[];
  refreshToken: string | null;
  revoked: boolean;
}

interface IssuedCode {
  grant: Grant;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  codeChallengeMethod: "S256" | "plain";
  expiresAt: number;
  used: boolean;
}

const token = (prefix: string, bytes = 32) => `${prefix}${randomBytes(bytes).toString("base64url")}`;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  send(
    res,
    status,
    body,
    {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-cache, no-store, max-age=0, must-revalidate",
      pragma: "no-cache",
      ...headers,
    },
    true,
  );
}

const redirect = (res: ServerResponse, location: string) => redirectTo(res, 302, location);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req, 64 * 1024));
}

/** RFC 7636: BASE64URL(SHA256(verifier)) for S256. */
function challengeOf(verifier: string, method: "S256" | "plain"): string {
  return method === "plain" ? verifier : createHash("sha256").update(verifier).digest("base64url");
}

const VERIFIER_RE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The emulator's state: its clients and accounts, the requests, codes, grants and tokens it issued. */
interface OAuthState {
  options: GoogleOAuthEmulatorOptions;
  now: () => number;
  accounts: readonly EmulatorGoogleAccount[];
  clients: Map<string, OAuthClient>;
  pending: Map<string, PendingRequest>;
  codes: Map<string, IssuedCode>;
  grants: Grant[];
  accessTokens: Map<string, { grant: Grant; expiresAt: number }>;
  refreshTokens: Map<string, Grant>;
  requestLog: OAuthRequestLogEntry[];
  /** Token and revoke requests still to fail with 503 (failNext). */
  failures: number;
  /** The emulator's own origin, once it listens. */
  origin: string;
}

export async function startGoogleOAuthEmulator(
  options: GoogleOAuthEmulatorOptions,
): Promise<GoogleOAuthEmulator> {
  const now = options.now ?? Date.now;
  const emu: OAuthState = {
    options,
    now,
    accounts: options.accounts ?? defaultGoogleAccounts(options.catalog),
    clients: new Map(options.clients.map((client) => [client.clientId, client])),
    pending: new Map(),
    codes: new Map(),
    grants: [],
    accessTokens: new Map(),
    refreshTokens: new Map(),
    requestLog: [],
    failures: 0,
    origin: "",
  };
  const { accounts, grants, accessTokens, requestLog } = emu;

  const server = serve(
    (req, res) => handle(emu, req, res),
    (error, res) => {
      console.error("[google-oauth-emulator]", error);
      sendJson(res, 500, { error: "server_error", error_description: "Internal error" });
    },
  );
  const listening = await listenOn(server, options);
  emu.origin = listening.origin;
  const origin = emu.origin;

  return {
    url: origin,
    port: listening.port,
    accounts,
    close: () => closeServer(server),
    verifyAccessToken(value) {
      const entry = accessTokens.get(value);
      if (!entry || entry.grant.revoked) return { ok: false, reason: "invalid" };
      if (entry.expiresAt <= now()) return { ok: false, reason: "expired" };
      const { grant } = entry;
      return {
        ok: true,
        info: { accountId: grant.accountId, channelId: grant.channelId, scopes: grant.scopes },
      };
    },
    grants: () =>
      grants.map(({ accountId, channelId, clientId, scopes, revoked }) => ({
        accountId,
        channelId,
        clientId,
        scopes,
        revoked,
      })),
    revokeChannel(channelId) {
      return revokeChannelGrants(emu, channelId);
    },
    expireAccessTokens() {
      const past = now() - 1;
      for (const entry of accessTokens.values()) entry.expiresAt = past;
    },
    failNext(count) {
      emu.failures += count;
    },
    async approve(authUrl, choice) {
      const params = new URL(authUrl).searchParams;
      let answered: { status: number; location?: string } = { status: 0 };
      const fake = {
        writeHead(status: number, headers: Record<string, string>) {
          answered = { status, ...(headers.location ? { location: headers.location } : {}) };
        },
        end() {},
      } as unknown as ServerResponse;
      const request = authorizationRequest(emu, params, fake);
      if (!request) {
        if (answered.location) return answered.location;
        throw new Error(`authorization request refused (${answered.status})`);
      }
      const account = accounts.find((candidate) =>
        choice.accountEmail
          ? candidate.email === choice.accountEmail
          : choice.channelId === null
            ? candidate.channelIds.length === 0
            : candidate.channelIds.includes(choice.channelId),
      );
      if (!account) throw new Error(`no emulator account owns ${choice.channelId}`);
      return approveRequest(emu, request, account, choice.channelId, choice.scopes);
    },
    requestLog,
  };
}

function log(emu: OAuthState, entry: Omit<OAuthRequestLogEntry, "at">) {
  const { now, requestLog } = emu;
  return requestLog.push({ at: now(), ...entry });
}

function oauthError(
  emu: OAuthState,
  res: ServerResponse,
  endpoint: OAuthRequestLogEntry["endpoint"],
  status: number,
  error: string,
  description: string,
  grantType?: string,
) {
  log(emu, { endpoint, status, error, ...(grantType ? { grantType } : {}) });
  sendJson(res, status, { error, error_description: description });
}

function choicesFor(emu: OAuthState): ConsentChoice[] {
  const { options, accounts } = emu;
  return accounts.flatMap((account): ConsentChoice[] =>
    account.channelIds.length === 0
      ? [{ account, channel: null }]
      : account.channelIds.map((id) => ({
          account,
          channel: { id, title: options.catalog.channelById(id)?.title ?? id },
        })),
  );
}

/** Checks an authorization request; answers Google's error page or redirect, or returns it. */
function authorizationRequest(
  emu: OAuthState,
  params: URLSearchParams,
  res: ServerResponse,
): PendingRequest | null {
  const { now, clients } = emu;
  const clientId = params.get("client_id");
  const client = clientId ? clients.get(clientId) : undefined;
  if (!client) {
    log(emu, { endpoint: "authorize", status: 401, error: "invalid_client" });
    sendHtml(res, 401, errorPage(401, "invalid_client", "The OAuth client was not found."));
    return null;
  }
  const redirectUri = params.get("redirect_uri") ?? "";
  if (!client.redirectUris.includes(redirectUri)) {
    log(emu, { endpoint: "authorize", status: 400, error: "redirect_uri_mismatch" });
    sendHtml(
      res,
      400,
      errorPage(
        400,
        "redirect_uri_mismatch",
        `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. redirect_uri=${redirectUri}`,
      ),
    );
    return null;
  }
  const state = params.get("state");
  // From here on Google reports problems to the client through the redirect address.
  const fail = (error: string, description: string) => {
    const target = new URL(redirectUri);
    target.searchParams.set("error", error);
    target.searchParams.set("error_description", description);
    if (state !== null) target.searchParams.set("state", state);
    log(emu, { endpoint: "authorize", status: 302, error });
    redirect(res, target.toString());
    return null;
  };
  if (params.get("response_type") !== "code") {
    return fail("unsupported_response_type", "Only response_type=code is supported here.");
  }
  const scopes = (params.get("scope") ?? "").split(/\s+/).filter(Boolean);
  if (scopes.length === 0) return fail("invalid_request", "Missing required parameter: scope");
  const codeChallenge = params.get("code_challenge");
  const method = params.get("code_challenge_method") ?? "plain";
  if (method !== "S256" && method !== "plain") {
    return fail("invalid_request", "Invalid code_challenge_method");
  }
  if (codeChallenge !== null && !/^[A-Za-z0-9._~-]{43,128}$/.test(codeChallenge)) {
    return fail("invalid_request", "Invalid code_challenge");
  }
  return {
    clientId: client.clientId,
    redirectUri,
    state,
    scopes,
    codeChallenge,
    codeChallengeMethod: method,
    offline: params.get("access_type") === "offline",
    createdAt: now(),
  };
}

/** Makes the grant and the code for an approved request; returns the redirect address. */
function approveRequest(
  emu: OAuthState,
  request: PendingRequest,
  account: EmulatorGoogleAccount,
  channelId: string | null,
  granted: readonly string[] = request.scopes,
) {
  const { now, codes, grants, refreshTokens } = emu;
  // Granular consent: the user may untick scopes; the grant (and the token's `scope`) has what was left.
  const scopes = request.scopes.filter((scope) => granted.includes(scope));
  // One grant per account, channel and client: approving again adds scopes and keeps the refresh token
  // (Google sends a new refresh token only with prompt=consent; this emulator always prompts).
  const grant: Grant = {
    id: token("g-", 12),
    accountId: account.id,
    channelId,
    clientId: request.clientId,
    scopes,
    refreshToken: request.offline ? token("1//emu-") : null,
    revoked: false,
  };
  grants.push(grant);
  if (grant.refreshToken) refreshTokens.set(grant.refreshToken, grant);
  const code = token("4/emu-");
  codes.set(code, {
    grant,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    codeChallengeMethod: request.codeChallengeMethod,
    expiresAt: now() + CODE_LIFETIME_MS,
    used: false,
  });
  const target = new URL(request.redirectUri);
  if (request.state !== null) target.searchParams.set("state", request.state);
  target.searchParams.set("code", code);
  target.searchParams.set("scope", scopes.join(" "));
  target.searchParams.set("authuser", "0");
  target.searchParams.set("prompt", "consent");
  return target.toString();
}

function deniedRedirect(request: PendingRequest) {
  const target = new URL(request.redirectUri);
  target.searchParams.set("error", "access_denied");
  if (request.state !== null) target.searchParams.set("state", request.state);
  return target.toString();
}

function issueAccessToken(emu: OAuthState, grant: Grant) {
  const { now, accessTokens } = emu;
  const accessToken = token("ya29.emu-");
  accessTokens.set(accessToken, { grant, expiresAt: now() + ACCESS_TOKEN_SECONDS * 1000 });
  return accessToken;
}

function revokeGrant(emu: OAuthState, grant: Grant) {
  const { accessTokens, refreshTokens } = emu;
  grant.revoked = true;
  if (grant.refreshToken) refreshTokens.delete(grant.refreshToken);
  for (const [value, entry] of accessTokens) if (entry.grant === grant) accessTokens.delete(value);
}

function revokeChannelGrants(emu: OAuthState, channelId: string): number {
  const { grants } = emu;
  const matching = grants.filter((grant) => grant.channelId === channelId && !grant.revoked);
  for (const grant of matching) revokeGrant(emu, grant);
  return matching.length;
}

async function tokenEndpoint(emu: OAuthState, req: IncomingMessage, res: ServerResponse) {
  const { now, clients, codes, refreshTokens } = emu;
  const form = await readForm(req);
  const grantType = form.get("grant_type") ?? "";
  const fail = (status: number, error: string, description: string) =>
    oauthError(emu, res, "token", status, error, description, grantType);
  // Client authentication: client_secret_post (the body) or client_secret_basic (the header).
  let clientId = form.get("client_id");
  let clientSecret = form.get("client_secret");
  const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "");
  if (basic?.[1]) {
    const [id, secret] = Buffer.from(basic[1], "base64").toString("utf8").split(":");
    clientId = decodeURIComponent(id ?? "");
    clientSecret = decodeURIComponent(secret ?? "");
  }
  const client = clientId ? clients.get(clientId) : undefined;
  if (!client) return fail(401, "invalid_client", "The OAuth client was not found.");
  if (clientSecret !== client.clientSecret) return fail(401, "invalid_client", "Unauthorized");

  if (grantType === "authorization_code") {
    const code = form.get("code");
    if (!code) return fail(400, "invalid_request", "Missing required parameter: code");
    const issued = codes.get(code);
    if (!issued || issued.clientId !== client.clientId)
      return fail(400, "invalid_grant", "Malformed auth code.");
    if (issued.used) {
      // RFC 6749 10.5: a code used twice revokes what it granted.
      revokeGrant(emu, issued.grant);
      return fail(400, "invalid_grant", "Bad Request");
    }
    if (issued.expiresAt <= now()) return fail(400, "invalid_grant", "Bad Request");
    if (form.get("redirect_uri") !== issued.redirectUri)
      return fail(400, "redirect_uri_mismatch", "Bad Request");
    if (issued.codeChallenge !== null) {
      const verifier = form.get("code_verifier");
      if (!verifier) return fail(400, "invalid_grant", "Missing code verifier.");
      if (
        !VERIFIER_RE.test(verifier) ||
        challengeOf(verifier, issued.codeChallengeMethod) !== issued.codeChallenge
      ) {
        return fail(400, "invalid_grant", "Invalid code verifier.");
      }
    }
    issued.used = true;
    if (issued.grant.revoked) return fail(400, "invalid_grant", "Token has been expired or revoked.");
    log(emu, { endpoint: "token", status: 200, grantType });
    return sendJson(res, 200, {
      access_token: issueAccessToken(emu, issued.grant),
      expires_in: ACCESS_TOKEN_SECONDS,
      ...(issued.grant.refreshToken ? { refresh_token: issued.grant.refreshToken } : {}),
      scope: issued.grant.scopes.join(" "),
      token_type: "Bearer",
    });
  }
  if (grantType === "refresh_token") {
    const refreshToken = form.get("refresh_token");
    if (!refreshToken) return fail(400, "invalid_request", "Missing required parameter: refresh_token");
    const grant = refreshTokens.get(refreshToken);
    if (!grant || grant.revoked) return fail(400, "invalid_grant", "Token has been expired or revoked.");
    if (grant.clientId !== client.clientId) return fail(401, "unauthorized_client", "Unauthorized");
    log(emu, { endpoint: "token", status: 200, grantType });
    return sendJson(res, 200, {
      access_token: issueAccessToken(emu, grant),
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: grant.scopes.join(" "),
      token_type: "Bearer",
    });
  }
  if (!grantType) return fail(400, "invalid_request", "Missing required parameter: grant_type");
  return fail(400, "unsupported_grant_type", `Invalid grant_type: ${grantType}`);
}

async function revokeEndpoint(emu: OAuthState, req: IncomingMessage, url: URL, res: ServerResponse) {
  const { accessTokens, refreshTokens } = emu;
  const form = await readForm(req);
  const value = form.get("token") ?? url.searchParams.get("token");
  if (!value)
    return oauthError(emu, res, "revoke", 400, "invalid_request", "Missing required parameter: token");
  // Revoking either token of a grant revokes the whole grant (Google's documented behaviour).
  const grant = refreshTokens.get(value) ?? accessTokens.get(value)?.grant;
  if (!grant || grant.revoked)
    return oauthError(emu, res, "revoke", 400, "invalid_token", "Token expired or revoked");
  revokeGrant(emu, grant);
  log(emu, { endpoint: "revoke", status: 200 });
  sendJson(res, 200, {});
}

async function handle(emu: OAuthState, req: IncomingMessage, res: ServerResponse) {
  const { now, accounts, clients, pending } = emu;
  const url = new URL(req.url ?? "/", emu.origin);
  const path = url.pathname;
  if (req.method === "GET" && (path === "/" || path === "/healthz")) {
    return sendJson(res, 200, {
      service: "google-oauth-emulator",
      authorizationEndpoint: `${emu.origin}/o/oauth2/v2/auth`,
      tokenEndpoint: `${emu.origin}/token`,
      revocationEndpoint: `${emu.origin}/revoke`,
      accounts: accounts.map(({ email, channelIds }) => ({ email, channelIds })),
    });
  }
  if (req.method === "GET" && path === "/o/oauth2/v2/auth") {
    const request = authorizationRequest(emu, url.searchParams, res);
    if (!request) return;
    const requestId = token("r-", 16);
    pending.set(requestId, request);
    log(emu, { endpoint: "authorize", status: 200 });
    const client = clients.get(request.clientId);
    return sendHtml(
      res,
      200,
      consentPage({
        requestId,
        clientName: client?.name ?? request.clientId,
        scopes: request.scopes,
        choices: choicesFor(emu),
      }),
    );
  }
  if (req.method === "POST" && path === "/o/oauth2/v2/auth/approve") {
    const form = await readForm(req);
    const request = pending.get(form.get("request") ?? "");
    if (!request || request.createdAt + PENDING_LIFETIME_MS <= now()) {
      log(emu, { endpoint: "approve", status: 400, error: "invalid_request" });
      return sendHtml(
        res,
        400,
        errorPage(400, "invalid_request", "This sign-in page has expired. Start again."),
      );
    }
    pending.delete(form.get("request") ?? "");
    if (form.get("decision") !== "allow") {
      log(emu, { endpoint: "approve", status: 302, error: "access_denied" });
      return redirect(res, deniedRedirect(request));
    }
    const [accountId, channelId = ""] = (form.get("choice") ?? "").split(":");
    const account = accounts.find((candidate) => candidate.id === accountId);
    if (!account || (channelId !== "" && !account.channelIds.includes(channelId))) {
      log(emu, { endpoint: "approve", status: 400, error: "invalid_request" });
      return sendHtml(res, 400, errorPage(400, "invalid_request", "Choose an account."));
    }
    log(emu, { endpoint: "approve", status: 302 });
    return redirect(
      res,
      approveRequest(emu, request, account, channelId === "" ? null : channelId, form.getAll("scope")),
    );
  }
  // Test control, as a user revoking access from their Google account's security page would.
  const revokeControl = /^\/_emulator\/channels\/([^/]+)\/revoke$/.exec(path);
  if (req.method === "POST" && revokeControl) {
    const revoked = revokeChannelGrants(emu, decodeURIComponent(revokeControl[1] ?? ""));
    return sendJson(res, 200, { revoked });
  }
  if (path === "/token" || path === "/revoke") {
    if (req.method !== "POST")
      return oauthError(emu, res, "other", 405, "invalid_request", "Method Not Allowed");
    if (emu.failures > 0) {
      emu.failures--;
      log(emu, {
        endpoint: path === "/token" ? "token" : "revoke",
        status: 503,
        error: "temporarily_unavailable",
      });
      return sendJson(res, 503, {
        error: "temporarily_unavailable",
        error_description: "Service Unavailable",
      });
    }
    return path === "/token" ? tokenEndpoint(emu, req, res) : revokeEndpoint(emu, req, url, res);
  }
  log(emu, { endpoint: "other", status: 404 });
  sendJson(res, 404, { error: "not_found", error_description: `No such endpoint: ${path}` });
}
