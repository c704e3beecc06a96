// Google's side of channel linking, over plain HTTP: the authorization address, the token endpoint
// (code + PKCE, refresh), revocation, and the two YouTube calls made with the user's access token
// (channels.list and subscriptions.list with mine=true). Base URLs come from the environment, so the
// emulators in packages/emulators answer in dev and tests, Google in production.
import { YOUTUBE_ANALYTICS_SCOPE, YOUTUBE_READONLY_SCOPE } from "@vi/types";
import { z } from "zod";

export interface GoogleOAuthConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** https://accounts.google.com (the authorization endpoint is /o/oauth2/v2/auth). */
  accountsBaseUrl: string;
  /** https://oauth2.googleapis.com (/token and /revoke). */
  oauthBaseUrl: string;
  /** https://www.googleapis.com/youtube/v3 */
  youtubeBaseUrl: string;
  /** https://youtubeanalytics.googleapis.com/v2 (reports.query). */
  analyticsBaseUrl?: string;
  fetch?: typeof fetch;
  /** Per request (default 15 s). */
  timeoutMs?: number;
}

/** An OAuth error answer (`{ error, error_description }`), e.g. invalid_grant for a revoked grant. */
export class GoogleOAuthError extends Error {
  override name = "GoogleOAuthError";
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

/** Google could not be reached or answered 5xx: worth trying again later. */
export class GoogleUnavailableError extends Error {
  override name = "GoogleUnavailableError";
}

/** A YouTube call refused the user's access token (401): expired or revoked. */
export class YoutubeTokenRejectedError extends Error {
  override name = "YoutubeTokenRejectedError";
}

export class YoutubeUserApiError extends Error {
  override name = "YoutubeUserApiError";
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string(),
  token_type: z.string(),
});
type TokenResponse = z.infer<typeof tokenResponseSchema>;

const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

const googleApiErrorSchema = z.object({
  error: z.object({
    code: z.number(),
    message: z.string(),
    errors: z.array(z.object({ reason: z.string() })).optional(),
  }),
});

const thumbnailSchema = z.object({ url: z.string() }).optional();
const channelListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          thumbnails: z
            .object({ default: thumbnailSchema, medium: thumbnailSchema, high: thumbnailSchema })
            .optional(),
        }),
      }),
    )
    .default([]),
});

const subscriptionListSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z
    .array(
      z.object({
        snippet: z.object({
          title: z.string(),
          resourceId: z.object({ channelId: z.string().optional() }),
          thumbnails: z.record(z.string(), z.object({ url: z.string() }).loose()).optional(),
        }),
      }),
    )
    .default([]),
});

interface OwnChannel {
  id: string;
  title: string;
  thumbnailUrl: string | null;
}

export interface Subscription {
  channelId: string;
  title: string;
  /** The channel's picture (snippet.thumbnails), null when YouTube sent none. */
  thumbnailUrl?: string | null;
}

/** A YouTube Analytics answer (reports.query): column headers, and rows in their order (none: no data). */
const reportSchema = z.object({
  kind: z.literal("youtubeAnalytics#resultTable"),
  columnHeaders: z.array(z.object({ name: z.string(), columnType: z.string(), dataType: z.string() })),
  rows: z.array(z.array(z.union([z.string(), z.number()]))).optional(),
});
export type AnalyticsRow = Record<string, string | number>;

const videoTitlesSchema = z.object({
  items: z.array(z.object({ id: z.string(), snippet: z.object({ title: z.string() }) })).default([]),
});

export interface GoogleClient {
  /** The authorization address: read-only YouTube and YouTube Analytics scopes, offline access (a refresh token), PKCE S256. */
  authorizationUrl(options: { state: string; codeChallenge: string }): string;
  exchangeCode(code: string, codeVerifier: string): Promise<TokenResponse>;
  refresh(refreshToken: string): Promise<TokenResponse>;
  /** Revokes the whole grant; an already revoked or unknown token counts as done. */
  revoke(token: string): Promise<void>;
  /** channels.list?mine=true: the channel the grant is for (none: the account has no channel). */
  ownChannels(accessToken: string): Promise<OwnChannel[]>;
  /** subscriptions.list?mine=true, page by page, up to `max`; also reports the pages (quota units) used. */
  subscriptions(
    accessToken: string,
    max: number,
    /** Runs before each page is asked for (where its unit is charged); a throw stops the reading. */
    beforePage?: () => Promise<void>,
  ): Promise<{ subscriptions: Subscription[]; pages: number }>;
  /** YouTube Analytics reports.query for the grant's channel; each row keyed by its column's name. */
  analyticsReport(accessToken: string, params: Record<string, string>): Promise<AnalyticsRow[]>;
  /** videos.list?part=snippet for up to 50 ids: their titles (ids no longer public are left out). */
  videoTitles(accessToken: string, ids: readonly string[]): Promise<Map<string, string>>;
}

export function createGoogleClient(config: GoogleOAuthConfig): GoogleClient {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 15_000;
  const trim = (url: string) => url.replace(/\/+$/, "");

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new GoogleUnavailableError(`${new URL(url).host} did not answer: ${(cause as Error).message}`, {
        cause,
      });
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    try {
      return text ? (JSON.parse(text) as unknown) : {};
    } catch {
      return { unparsable: text.slice(0, 200) };
    }
  }

  async function tokenRequest(form: Record<string, string>): Promise<TokenResponse> {
    const response = await send(`${trim(config.oauthBaseUrl)}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...form }),
    });
    const body = await readJson(response);
    if (response.status >= 500)
      throw new GoogleUnavailableError(`Google's token endpoint answered ${response.status}`);
    if (!response.ok) {
      const parsed = oauthErrorSchema.safeParse(body);
      throw new GoogleOAuthError(
        response.status,
        parsed.success ? parsed.data.error : "unknown_error",
        parsed.success ? (parsed.data.error_description ?? "") : `status ${response.status}`,
      );
    }
    return tokenResponseSchema.parse(body);
  }

  async function youtubeGet(
    path: string,
    accessToken: string,
    params: Record<string, string>,
    base = config.youtubeBaseUrl,
  ): Promise<unknown> {
    const url = new URL(`${trim(base)}/${path}`);
    url.search = new URLSearchParams(params).toString();
    const response = await send(url.toString(), {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    });
    const body = await readJson(response);
    if (response.status === 401)
      throw new YoutubeTokenRejectedError(`YouTube refused the access token (${path})`);
    if (response.status >= 500)
      throw new GoogleUnavailableError(`YouTube ${path} answered ${response.status}`);
    if (!response.ok) {
      const parsed = googleApiErrorSchema.safeParse(body);
      const reason = parsed.success ? (parsed.data.error.errors?.[0]?.reason ?? "unknown") : "unknown";
      throw new YoutubeUserApiError(
        response.status,
        reason,
        parsed.success ? parsed.data.error.message : `YouTube ${path} answered ${response.status}`,
      );
    }
    return body;
  }

  return {
    authorizationUrl({ state, codeChallenge }) {
      const url = new URL(`${trim(config.accountsBaseUrl)}/o/oauth2/v2/auth`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        response_type: "code",
        // The channel and its subscriptions, and its own analytics (docs/product.md#your-channel).
        scope: `${YOUTUBE_READONLY_SCOPE} ${YOUTUBE_ANALYTICS_SCOPE}`,
        // A refresh token, so subscriptions can be read again later; prompt=consent makes Google send
        // one even to a user who granted access before.
        access_type: "offline",
        prompt: "consent",
        include_granted_scopes: "true",
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      }).toString();
      return url.toString();
    },
    exchangeCode(code, codeVerifier) {
      return tokenRequest({
        grant_type: "authorization_code",
        code,
        code_verifier: codeVerifier,
        redirect_uri: config.redirectUri,
      });
    },
    refresh(refreshToken) {
      return tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken });
    },
    async revoke(token) {
      const response = await send(`${trim(config.oauthBaseUrl)}/revoke`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }),
      });
      if (response.ok) return;
      const body = await readJson(response);
      if (response.status >= 500)
        throw new GoogleUnavailableError(`Google's revoke endpoint answered ${response.status}`);
      const parsed = oauthErrorSchema.safeParse(body);
      // Already revoked (by the user at Google, or an earlier attempt): the goal is reached.
      if (parsed.success && parsed.data.error === "invalid_token") return;
      throw new GoogleOAuthError(
        response.status,
        parsed.success ? parsed.data.error : "unknown_error",
        "revoke failed",
      );
    },
    async ownChannels(accessToken) {
      const body = channelListSchema.parse(
        await youtubeGet("channels", accessToken, { part: "snippet", mine: "true", maxResults: "50" }),
      );
      return body.items.map((item) => {
        const thumbnails = item.snippet.thumbnails;
        const thumbnail =
          thumbnails?.medium?.url ?? thumbnails?.default?.url ?? thumbnails?.high?.url ?? null;
        return { id: item.id, title: item.snippet.title, thumbnailUrl: thumbnail };
      });
    },
    async subscriptions(accessToken, max, beforePage) {
      const subscriptions: Subscription[] = [];
      const seen = new Set<string>();
      let pageToken: string | undefined;
      let pages = 0;
      do {
        await beforePage?.();
        const body = subscriptionListSchema.parse(
          await youtubeGet("subscriptions", accessToken, {
            part: "snippet",
            mine: "true",
            maxResults: "50",
            ...(pageToken ? { pageToken } : {}),
          }),
        );
        pages++;
        for (const item of body.items) {
          const channelId = item.snippet.resourceId.channelId;
          if (!channelId || seen.has(channelId)) continue;
          seen.add(channelId);
          const thumbnails = item.snippet.thumbnails;
          const thumbnail = thumbnails?.default?.url ?? thumbnails?.medium?.url ?? thumbnails?.high?.url;
          subscriptions.push({
            channelId,
            title: item.snippet.title,
            thumbnailUrl: thumbnail && /^https?:\/\//.test(thumbnail) ? thumbnail : null,
          });
        }
        pageToken = body.nextPageToken;
      } while (pageToken && subscriptions.length < max);
      return { subscriptions: subscriptions.slice(0, max), pages };
    },
    async analyticsReport(accessToken, params) {
      const body = reportSchema.parse(
        await youtubeGet(
          "reports",
          accessToken,
          params,
          config.analyticsBaseUrl ?? "https://youtubeanalytics.googleapis.com/v2",
        ),
      );
      const names = body.columnHeaders.map((header) => header.name);
      return (body.rows ?? []).map((row) => {
        if (row.length !== names.length) throw new Error("YouTube Analytics row does not match its headers");
        return Object.fromEntries(names.map((name, index) => [name, row[index] as string | number]));
      });
    },
    async videoTitles(accessToken, ids) {
      if (ids.length === 0) return new Map();
      const body = videoTitlesSchema.parse(
        await youtubeGet("videos", accessToken, {
          part: "snippet",
          id: ids.slice(0, 50).join(","),
          maxResults: "50",
        }),
      );
      return new Map(body.items.map((item) => [item.id, item.snippet.title]));
    },
  };
}
