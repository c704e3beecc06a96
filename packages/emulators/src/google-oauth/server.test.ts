// The Google OAuth emulator over HTTP, and the YouTube emulator answering `mine=true` for its tokens.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalog } from "../youtube/catalog.ts";
import { startYoutubeEmulator, type YoutubeEmulator } from "../youtube/server.ts";
import { subscriptionsOf } from "./accounts.ts";
import { type GoogleOAuthEmulator, startGoogleOAuthEmulator } from "./server.ts";

const catalog = generateCatalog(42, { channels: 60 });
const CLIENT = { clientId: "test-client.apps.googleusercontent.com", clientSecret: "s3cret" };
const REDIRECT = "http://localhost:5173/oauth-callback";
const SCOPE = "https://www.googleapis.com/auth/youtube.readonly";
const clock = catalog.anchor;
let google: GoogleOAuthEmulator;
let youtube: YoutubeEmulator;

beforeAll(async () => {
  google = await startGoogleOAuthEmulator({
    catalog,
    clients: [{ ...CLIENT, redirectUris: [REDIRECT], name: "VidInsight" }],
    now: () => clock,
  });
  youtube = await startYoutubeEmulator({
    apiKey: "key",
    catalog,
    now: () => clock,
    oauth: { verifyAccessToken: (token) => google.verifyAccessToken(token) },
  });
});
afterAll(async () => {
  await google.close();
  await youtube.close();
});

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

function authUrl(params: Record<string, string> = {}) {
  const url = new URL(`${google.url}/o/oauth2/v2/auth`);
  url.search = new URLSearchParams({
    client_id: CLIENT.clientId,
    redirect_uri: REDIRECT,
    response_type: "code",
    scope: SCOPE,
    access_type: "offline",
    state: "state-1",
    ...params,
  }).toString();
  return url.toString();
}

async function token(form: Record<string, string>) {
  const response = await fetch(`${google.url}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Opens the consent page, submits the first choice that matches, returns the redirect address. */
async function consent(
  url: string,
  decision: "allow" | "cancel",
  channelId?: string,
  untick: readonly string[] = [],
) {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const request = /name="request" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const choices = [...html.matchAll(/name="choice" value="([^"]+)"/g)].map((match) => match[1] ?? "");
  const choice = choices.find((value) => (channelId ? value.endsWith(`:${channelId}`) : true)) ?? "";
  // The scope boxes the browser would send: every one shown (ticked), less those the user unticked.
  const scopes = [...html.matchAll(/name="scope" value="([^"]+)" checked/g)]
    .map((match) => match[1] ?? "")
    .filter((scope) => !untick.includes(scope));
  const body = new URLSearchParams({ request, choice, decision });
  for (const scope of scopes) body.append("scope", scope);
  const answer = await fetch(`${google.url}/o/oauth2/v2/auth/approve`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get("location") ?? "");
}

/** The parts of list and error bodies these tests read. */
interface Answer {
  items: Array<{
    id: string;
    kind: string;
    snippet: { title: string; channelId: string; resourceId: { channelId: string } };
  }>;
  pageInfo: { totalResults: number };
  nextPageToken?: string;
  error: { errors: Array<{ reason: string }> };
}

async function mine(path: string, accessToken: string, params: Record<string, string> = {}) {
  const url = new URL(`${youtube.baseUrl}/${path}`);
  url.search = new URLSearchParams({ part: "snippet", mine: "true", ...params }).toString();
  const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
  return { status: response.status, body: (await response.json()) as Answer };
}

describe("authorization endpoint", () => {
  it("shows a consent page listing every account's channels, and one without a channel", async () => {
    const html = await (await fetch(authUrl())).text();
    expect(html).toContain("Choose an account");
    expect(html).toContain("VidInsight");
    for (const account of google.accounts) expect(html).toContain(account.email);
    expect(html).toContain(catalog.channels[2]?.title.replace(/&/g, "&amp;").replace(/'/g, "&#39;"));
    expect(html).toContain("No YouTube channel");
  });

  it("refuses an unknown client or an unregistered redirect address with Google's error page", async () => {
    const unknown = await fetch(authUrl({ client_id: "nope" }));
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain("Error 401: invalid_client");
    const mismatch = await fetch(authUrl({ redirect_uri: "https://evil.example/cb" }));
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("redirect_uri_mismatch");
  });

  it("sends Cancel back as error=access_denied with the state", async () => {
    const location = await consent(authUrl(), "cancel");
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe("state-1");
    expect(location.searchParams.has("code")).toBe(false);
  });
});

describe("token endpoint", () => {
  it("exchanges a code once, with the PKCE verifier, for tokens in Google's shape", async () => {
    const { verifier, challenge } = pkce();
    const channel = catalog.channels[0]?.id ?? "";
    const location = await consent(
      authUrl({ code_challenge: challenge, code_challenge_method: "S256" }),
      "allow",
      channel,
    );
    expect(location.searchParams.get("state")).toBe("state-1");
    const code = location.searchParams.get("code") ?? "";
    const base = { grant_type: "authorization_code", code, redirect_uri: REDIRECT, ...clientForm() };

    expect(await token({ ...base })).toMatchObject({
      status: 400,
      body: { error: "invalid_grant", error_description: "Missing code verifier." },
    });
    expect(await token({ ...base, code_verifier: pkce().verifier })).toMatchObject({
      status: 400,
      body: { error: "invalid_grant", error_description: "Invalid code verifier." },
    });
    const ok = await token({ ...base, code_verifier: verifier });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      access_token: expect.stringMatching(/^ya29\./),
      expires_in: 3599,
      refresh_token: expect.stringMatching(/^1\/\//),
      scope: SCOPE,
      token_type: "Bearer",
    });
    // Used twice: refused, and the grant it made is revoked (RFC 6749 10.5).
    expect((await token({ ...base, code_verifier: verifier })).body.error).toBe("invalid_grant");
    expect(google.verifyAccessToken(String(ok.body.access_token))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a wrong secret, a forged code and an unknown grant type", async () => {
    expect(
      await token({
        grant_type: "authorization_code",
        code: "x",
        client_id: CLIENT.clientId,
        client_secret: "bad",
      }),
    ).toMatchObject({
      status: 401,
      body: { error: "invalid_client" },
    });
    expect(
      await token({
        grant_type: "authorization_code",
        code: "4/forged",
        redirect_uri: REDIRECT,
        ...clientForm(),
      }),
    ).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    expect(await token({ grant_type: "password", ...clientForm() })).toMatchObject({
      status: 400,
      body: { error: "unsupported_grant_type" },
    });
  });

  it("refreshes an expired access token; revoking ends the grant", async () => {
    const { accessToken, refreshToken } = await link(catalog.channels[3]?.id ?? "");
    google.expireAccessTokens();
    expect((await mine("channels", accessToken)).status).toBe(401);
    const refreshed = await token({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      ...clientForm(),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty("refresh_token");
    const fresh = String(refreshed.body.access_token);
    expect((await mine("channels", fresh)).status).toBe(200);

    const revoke = await fetch(`${google.url}/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: refreshToken }),
    });
    expect(revoke.status).toBe(200);
    expect((await mine("channels", fresh)).status).toBe(401);
    expect(
      await token({ grant_type: "refresh_token", refresh_token: refreshToken, ...clientForm() }),
    ).toMatchObject({
      status: 400,
      body: { error: "invalid_grant", error_description: "Token has been expired or revoked." },
    });
    const again = await fetch(`${google.url}/revoke?token=${encodeURIComponent(refreshToken)}`, {
      method: "POST",
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: "invalid_token",
      error_description: "Token expired or revoked",
    });
  });
});

describe("YouTube with the user's token", () => {
  it("answers channels.list?mine=true with the granted channel only, without an API key", async () => {
    const channel = catalog.channels[2];
    const { accessToken } = await link(channel?.id ?? "");
    const answer = await mine("channels", accessToken, { part: "snippet,statistics" });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(1);
    expect(answer.body.items[0]).toMatchObject({
      kind: "youtube#channel",
      id: channel?.id,
      snippet: { title: channel?.title },
    });
  });

  it("pages through subscriptions.list?mine=true", async () => {
    const channel = catalog.channels[0];
    if (!channel) throw new Error("no channel");
    const expected = subscriptionsOf(catalog, channel).map((entry) => entry.channel.id);
    expect(expected.length).toBeGreaterThan(5);
    const { accessToken } = await link(channel.id);
    const seen: string[] = [];
    let pageToken: string | undefined;
    do {
      const answer = await mine("subscriptions", accessToken, {
        maxResults: "5",
        ...(pageToken ? { pageToken } : {}),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.pageInfo.totalResults).toBe(expected.length);
      for (const item of answer.body.items) {
        expect(item.snippet.channelId).toBe(channel.id);
        seen.push(item.snippet.resourceId.channelId);
      }
      pageToken = answer.body.nextPageToken;
    } while (pageToken);
    expect(seen).toEqual(expected);
    expect(seen).not.toContain(channel.id);
  });

  it("answers an account without a channel with an empty channel list", async () => {
    const { accessToken } = await link(null);
    expect((await mine("channels", accessToken)).body.items).toEqual([]);
    expect((await mine("subscriptions", accessToken)).status).toBe(404);
  });

  it("refuses mine=true without a user token, and an unknown token", async () => {
    const url = `${youtube.baseUrl}/channels?part=snippet&mine=true&key=key`;
    const noToken = await fetch(url);
    expect(noToken.status).toBe(401);
    expect(((await noToken.json()) as Answer).error.errors[0]?.reason).toBe("authorizationRequired");
    const bad = await mine("channels", "ya29.not-a-token");
    expect(bad.status).toBe(401);
    expect(bad.body.error.errors[0]?.reason).toBe("authError");
  });
});

function clientForm() {
  return { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret };
}

/** The whole flow for one channel (null: the account without one) through the in-process approve. */
async function link(channelId: string | null) {
  const { verifier, challenge } = pkce();
  const location = new URL(
    await google.approve(authUrl({ code_challenge: challenge, code_challenge_method: "S256" }), {
      channelId,
    }),
  );
  const answer = await token({
    grant_type: "authorization_code",
    code: location.searchParams.get("code") ?? "",
    redirect_uri: REDIRECT,
    code_verifier: verifier,
    ...clientForm(),
  });
  expect(answer.status).toBe(200);
  return { accessToken: String(answer.body.access_token), refreshToken: String(answer.body.refresh_token) };
}
