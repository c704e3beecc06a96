// YouTube channel linking: the state of each authorization, the code exchange, the linked channels with
// their encrypted tokens, token refresh, revocation, and the subscriptions that feed discovery.
// docs/decisions/youtube-linking.md says why it is built this way.
import { createHash, randomBytes } from "node:crypto";
import {
  CHANNEL_ID_RE,
  type ConnectedYoutubeAccount,
  YOUTUBE_ACCOUNTS_MAX,
  YOUTUBE_OAUTH_STATE_TTL_MS,
  YOUTUBE_READONLY_SCOPE,
  YOUTUBE_SUBSCRIPTIONS_MAX,
  type YoutubeLinkedAccount,
} from "@vi/types";
import { and, asc, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { users, type YoutubeLinkRow, youtubeLinks, youtubeOauthStates } from "../db/schema.ts";
import { badRequest, forbidden, HttpError, notFound } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { requestTracking } from "../videos/tracking.ts";
import type { QuotaBudget } from "../youtube/quota.ts";
import {
  type GoogleClient,
  GoogleOAuthError,
  GoogleUnavailableError,
  type Subscription,
  YoutubeTokenRejectedError,
  YoutubeUserApiError,
} from "./google.ts";
import { type TokenCipher, TokenDecryptionError } from "./token-cipher.ts";

/** Authorizations a user may have started and not finished at once (each one is a pop-up). */
export const OPEN_AUTHORIZATIONS_MAX = 10;
/** An access token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

/** Thrown when Google no longer accepts a channel's grant; the channel is marked "needs reconnecting". */
export class NeedsReconnectError extends Error {
  override name = "NeedsReconnectError";
}

const conflict = (message: string) => new HttpError(409, "CONFLICT", message);
const unavailable = (message: string) => new HttpError(503, "SERVICE_UNAVAILABLE", message);

export interface YoutubeLinking {
  initiate(uid: string): Promise<{ authUrl: string }>;
  complete(uid: string, code: string, state: string): Promise<ConnectedYoutubeAccount>;
  list(uid: string): Promise<ConnectedYoutubeAccount[]>;
  disconnect(uid: string, channelId: string): Promise<void>;
  /** Revokes every grant of the user at Google (account deletion); failures are logged, not thrown. */
  revokeAll(uid: string): Promise<{ revoked: number; failed: number }>;
  /** Reads the channel's subscriptions again with its (refreshed) token and stores them. */
  refreshSubscriptions(
    channelId: string,
  ): Promise<{ subscriptions: number } | { needsReconnect: true } | { gone: true }>;
  /**
   * Reads the channel's subscriptions now with its token (`beforePage` runs before each page: the caller's
   * charge), stores them as refreshSubscriptions does and returns them; NeedsReconnectError when Google
   * refuses the grant.
   */
  readSubscriptions(channelId: string, beforePage: () => Promise<void>): Promise<Subscription[]>;
  /** Links whose subscriptions were last read before `before` (and can still be read). */
  staleLinks(before: Date, limit: number): Promise<string[]>;
  /** The user's linked channel (the current account when no id is given), with its grant's scopes; null if none. */
  linkOf(uid: string, channelId?: string): Promise<LinkedChannel | null>;
  /** Runs a call with the channel's access token, refreshed when due; NeedsReconnectError when Google refuses the grant. */
  withChannelToken<T>(channelId: string, call: (token: string) => Promise<T>): Promise<T>;
}

interface LinkedChannel {
  channelId: string;
  title: string | null;
  /** The scopes Google granted (a space-separated list, as the token endpoint answers). */
  scopes: string[];
  needsReconnect: boolean;
}

export interface YoutubeLinkingDeps {
  db: Database;
  google: GoogleClient;
  cipher: TokenCipher;
  logger: Logger;
  now: () => Date;
  /** The project's YouTube quota, charged for the user-token calls too (they count against it). */
  quota: QuotaBudget | null;
  /** Told which channels were queued for tracking (the track job is nudged). */
  onChannelsQueued?: () => void;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** AAD of each encrypted value: what it is and which row it belongs to. */
const contextOf = {
  access: (channelId: string) => `youtube_links.access_token:${channelId}`,
  refresh: (channelId: string) => `youtube_links.refresh_token:${channelId}`,
  verifier: (stateHash: string) => `youtube_oauth_states.code_verifier:${stateHash}`,
};

function toAccount(
  row: Pick<YoutubeLinkRow, "channelId" | "title" | "thumbnailUrl" | "needsReconnect">,
): ConnectedYoutubeAccount {
  return {
    channelId: row.channelId,
    channelTitle: row.title.trim() === "" ? null : row.title,
    thumbnailUrl: row.thumbnailUrl && /^https?:\/\//.test(row.thumbnailUrl) ? row.thumbnailUrl : null,
    needsReconnect: row.needsReconnect,
  };
}

export function createYoutubeLinking(deps: YoutubeLinkingDeps): YoutubeLinking {
  return {
    initiate: (uid) => initiate(deps, uid),
    complete: (uid, code, state) => complete(deps, uid, code, state),
    list: (uid) => list(deps, uid),
    disconnect: (uid, channelId) => disconnect(deps, uid, channelId),
    revokeAll: (uid) => revokeAll(deps, uid),
    refreshSubscriptions: (channelId) => refreshSubscriptions(deps, channelId),
    readSubscriptions: async (channelId, beforePage) => {
      const result = await readAndStore(deps, channelId, beforePage);
      if ("gone" in result) throw new NeedsReconnectError(`channel ${channelId} is not linked`);
      return result.subscriptions;
    },
    linkOf: (uid, channelId) => linkOf(deps, uid, channelId),
    staleLinks: (before, limit) => staleLinks(deps, before, limit),
    withChannelToken: (channelId, call) => withChannelToken(deps, channelId, call),
  };
}

async function charge(deps: YoutubeLinkingDeps, units: number) {
  await deps.quota?.spend(units);
}

/** The user-token calls fail like this when the project's quota is spent or Google is down. */
function youtubeFailure(error: unknown): never {
  if (error instanceof HttpError) throw error;
  if (error instanceof GoogleUnavailableError)
    throw unavailable("Google is not answering right now. Try again in a few minutes.");
  if (error instanceof YoutubeUserApiError && error.reason === "quotaExceeded")
    throw unavailable("YouTube's daily limit is reached. Try again tomorrow.");
  if (error instanceof Error && error.name === "QuotaBudgetExhaustedError")
    throw unavailable("YouTube's daily limit is reached. Try again tomorrow.");
  throw error;
}

async function readSubscriptions(
  deps: YoutubeLinkingDeps,
  accessToken: string,
  beforePage?: () => Promise<void>,
): Promise<Subscription[]> {
  const { google } = deps;
  // Each page (1 unit) is charged before it is asked for: the caller's own charge first, then the project's.
  const { subscriptions } = await google.subscriptions(accessToken, YOUTUBE_SUBSCRIPTIONS_MAX, async () => {
    await beforePage?.();
    await charge(deps, 1);
  });
  return subscriptions.filter((entry) => CHANNEL_ID_RE.test(entry.channelId));
}

/** Writes the channel's entry of users.youtube (appended when new, replaced in place otherwise). */
function withAccount(list: readonly YoutubeLinkedAccount[], account: YoutubeLinkedAccount, append: boolean) {
  const index = list.findIndex((entry) => entry.channelId === account.channelId);
  if (index === -1) return append ? [...list, account] : [...list];
  return list.map((entry, i) => (i === index ? account : entry));
}

async function track(deps: YoutubeLinkingDeps, channelIds: string[]) {
  const { db, now } = deps;
  const queued = await requestTracking(db, channelIds, "subscription", now());
  if (queued.length > 0) deps.onChannelsQueued?.();
}

/** A usable access token for the link: the stored one, or a refreshed one (stored encrypted). */
async function accessTokenFor(
  deps: YoutubeLinkingDeps,
  row: YoutubeLinkRow,
  { forceRefresh = false } = {},
): Promise<string> {
  const { db, google, cipher, now } = deps;
  if (row.needsReconnect) throw new NeedsReconnectError(`channel ${row.channelId} needs reconnecting`);
  if (!forceRefresh && row.accessTokenExpiresAt.getTime() - REFRESH_MARGIN_MS > now().getTime()) {
    return cipher.decrypt(row.accessToken, contextOf.access(row.channelId));
  }
  if (!row.refreshToken) {
    await markNeedsReconnect(deps, row.channelId);
    throw new NeedsReconnectError(`channel ${row.channelId} has no refresh token`);
  }
  const refreshToken = cipher.decrypt(row.refreshToken, contextOf.refresh(row.channelId));
  let answer: Awaited<ReturnType<GoogleClient["refresh"]>>;
  try {
    answer = await google.refresh(refreshToken);
  } catch (error) {
    if (
      error instanceof GoogleOAuthError &&
      (error.error === "invalid_grant" || error.error === "unauthorized_client")
    ) {
      await markNeedsReconnect(deps, row.channelId);
      throw new NeedsReconnectError(`Google refused the grant of channel ${row.channelId}: ${error.message}`);
    }
    throw error;
  }
  // Both tokens are written with the current key: refreshing is also how rows move to a new key.
  await db
    .update(youtubeLinks)
    .set({
      accessToken: cipher.encrypt(answer.access_token, contextOf.access(row.channelId)),
      refreshToken: cipher.encrypt(answer.refresh_token ?? refreshToken, contextOf.refresh(row.channelId)),
      keyId: cipher.currentKeyId,
      accessTokenExpiresAt: new Date(now().getTime() + answer.expires_in * 1000),
      updatedAt: now(),
    })
    .where(eq(youtubeLinks.channelId, row.channelId));
  return answer.access_token;
}

async function markNeedsReconnect(deps: YoutubeLinkingDeps, channelId: string) {
  const { db, logger, now } = deps;
  logger.warn({ channelId }, "YouTube grant refused by Google: channel needs reconnecting");
  await db
    .update(youtubeLinks)
    .set({ needsReconnect: true, updatedAt: now() })
    .where(eq(youtubeLinks.channelId, channelId));
}

/** Runs a user-token call, refreshing once if YouTube refuses a token we thought valid. */
async function withToken<T>(
  deps: YoutubeLinkingDeps,
  row: YoutubeLinkRow,
  call: (token: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(await accessTokenFor(deps, row));
  } catch (error) {
    if (!(error instanceof YoutubeTokenRejectedError)) throw error;
    return call(await accessTokenFor(deps, row, { forceRefresh: true }));
  }
}

/** Revokes a link's grant at Google (refresh token first: it ends every token of the grant). */
async function revokeGrant(deps: YoutubeLinkingDeps, row: YoutubeLinkRow): Promise<void> {
  const { google, cipher, logger } = deps;
  let token: string;
  try {
    token = row.refreshToken
      ? cipher.decrypt(row.refreshToken, contextOf.refresh(row.channelId))
      : cipher.decrypt(row.accessToken, contextOf.access(row.channelId));
  } catch (error) {
    // A key removed too early: nothing we can send to Google. The user can still revoke from their
    // Google account's security page; the stored ciphertext is deleted anyway.
    if (error instanceof TokenDecryptionError) {
      logger.error({ channelId: row.channelId, err: error }, "cannot decrypt a YouTube token to revoke it");
      return;
    }
    throw error;
  }
  await google.revoke(token);
}

async function initiate(deps: YoutubeLinkingDeps, uid: string): Promise<{ authUrl: string }> {
  const { db, google, cipher, now } = deps;
  const at = now();
  const state = randomBytes(32).toString("base64url");
  const stateHash = sha256(state);
  // RFC 7636: a 43-character verifier from 32 random bytes; S256 challenge.
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  // The user's row lock serialises this user's initiations, so the cap of open ones holds when many
  // arrive at once (each would otherwise count the same rows and pass).
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for("update");
    if (!user) throw notFound("No user record yet: create it with POST /user");
    const [linked] = await tx.select({ n: count() }).from(youtubeLinks).where(eq(youtubeLinks.uid, uid));
    if ((linked?.n ?? 0) >= YOUTUBE_ACCOUNTS_MAX) {
      throw conflict(`You can link at most ${YOUTUBE_ACCOUNTS_MAX} YouTube channels. Disconnect one first.`);
    }
    // Finished or expired authorizations of this user are of no further use.
    await tx
      .delete(youtubeOauthStates)
      .where(
        and(
          eq(youtubeOauthStates.uid, uid),
          or(lt(youtubeOauthStates.expiresAt, at), sql`${youtubeOauthStates.usedAt} is not null`),
        ),
      );
    const [open] = await tx
      .select({ n: count() })
      .from(youtubeOauthStates)
      .where(eq(youtubeOauthStates.uid, uid));
    if ((open?.n ?? 0) >= OPEN_AUTHORIZATIONS_MAX) {
      throw new HttpError(
        429,
        "TOO_MANY_REQUESTS",
        "Too many YouTube authorizations are open. Finish or close them, or wait 10 minutes.",
      );
    }
    await tx.insert(youtubeOauthStates).values({
      stateHash,
      uid,
      codeVerifier: cipher.encrypt(verifier, contextOf.verifier(stateHash)),
      expiresAt: new Date(at.getTime() + YOUTUBE_OAUTH_STATE_TTL_MS),
      createdAt: at,
    });
  });
  return { authUrl: google.authorizationUrl({ state, codeChallenge: challenge }) };
}

async function complete(
  deps: YoutubeLinkingDeps,
  uid: string,
  code: string,
  state: string,
): Promise<ConnectedYoutubeAccount> {
  const { db, google, cipher, logger, now } = deps;
  const at = now();
  const stateHash = sha256(state);
  // Single use: the first request to mark the state used wins; the checks say why any other fails.
  const [claimed] = await db
    .update(youtubeOauthStates)
    .set({ usedAt: at })
    .where(
      and(
        eq(youtubeOauthStates.stateHash, stateHash),
        eq(youtubeOauthStates.uid, uid),
        isNull(youtubeOauthStates.usedAt),
        gt(youtubeOauthStates.expiresAt, at),
      ),
    )
    .returning({ codeVerifier: youtubeOauthStates.codeVerifier });
  if (!claimed) {
    const [row] = await db
      .select()
      .from(youtubeOauthStates)
      .where(eq(youtubeOauthStates.stateHash, stateHash));
    if (!row)
      throw badRequest("This authorization is unknown. Start again from Connected Accounts.", "state");
    if (row.uid !== uid) throw forbidden("This authorization was started by another user.");
    if (row.usedAt)
      throw badRequest("This authorization was already used. Start again from Connected Accounts.", "state");
    throw badRequest("This authorization expired. Start again from Connected Accounts.", "state");
  }
  const verifier = cipher.decrypt(claimed.codeVerifier, contextOf.verifier(stateHash));

  let tokens: Awaited<ReturnType<GoogleClient["exchangeCode"]>>;
  try {
    tokens = await google.exchangeCode(code, verifier);
  } catch (error) {
    if (error instanceof GoogleOAuthError) {
      logger.info({ uid, error: error.error }, "Google refused an authorization code");
      throw badRequest(
        "Google did not accept this authorization. Start again from Connected Accounts.",
        "code",
      );
    }
    return youtubeFailure(error);
  }

  // Google's consent screen lets the user untick scopes: without the YouTube one there is nothing to link.
  // The tokens are dropped, not revoked (revoking would also end an earlier link's grant of this identity).
  if (!tokens.scope.split(/\s+/).includes(YOUTUBE_READONLY_SCOPE)) {
    throw badRequest(
      "VidInsight needs to see your YouTube account to link it. Start again and leave that permission ticked.",
      "code",
    );
  }

  let channel: Awaited<ReturnType<GoogleClient["ownChannels"]>>[number] | undefined;
  let subscriptions: Subscription[] = [];
  try {
    await charge(deps, 1);
    const channels = await google.ownChannels(tokens.access_token);
    channel = channels.find((candidate) => CHANNEL_ID_RE.test(candidate.id));
    if (channel)
      subscriptions = (await readSubscriptions(deps, tokens.access_token)).map(({ channelId, title }) => ({
        channelId,
        title,
      }));
  } catch (error) {
    return youtubeFailure(error);
  }
  if (!channel) {
    // A grant without a channel is of no use; no link can share it (Google grants per identity, and
    // an identity without a channel has no link), so it is revoked rather than left behind.
    await google
      .revoke(tokens.refresh_token ?? tokens.access_token)
      .catch((error: unknown) => logger.warn({ err: error }, "could not revoke a grant that was not kept"));
    throw badRequest(
      "This Google account has no YouTube channel. Choose the account that owns your channel.",
      "code",
    );
  }
  const own = channel;

  const account = await db
    .transaction(async (tx) => {
      // The user's row lock serialises this user's links, so the cap holds under concurrent callbacks.
      const [user] = await tx.select().from(users).where(eq(users.uid, uid)).for("update");
      if (!user) throw notFound("No user record yet: create it with POST /user");
      const [existing] = await tx
        .select()
        .from(youtubeLinks)
        .where(eq(youtubeLinks.channelId, own.id))
        .for("update");
      if (existing && existing.uid !== uid) {
        throw conflict("This YouTube channel is already linked to another VidInsight account.");
      }
      if (!existing) {
        const [linked] = await tx.select({ n: count() }).from(youtubeLinks).where(eq(youtubeLinks.uid, uid));
        if ((linked?.n ?? 0) >= YOUTUBE_ACCOUNTS_MAX) {
          throw conflict(
            `You can link at most ${YOUTUBE_ACCOUNTS_MAX} YouTube channels. Disconnect one first.`,
          );
        }
      }
      const values = {
        uid,
        title: own.title,
        thumbnailUrl: own.thumbnailUrl,
        accessToken: cipher.encrypt(tokens.access_token, contextOf.access(own.id)),
        refreshToken: tokens.refresh_token
          ? cipher.encrypt(tokens.refresh_token, contextOf.refresh(own.id))
          : null,
        keyId: cipher.currentKeyId,
        accessTokenExpiresAt: new Date(at.getTime() + tokens.expires_in * 1000),
        scope: tokens.scope,
        needsReconnect: false,
        subscriptionsRefreshedAt: at,
        updatedAt: at,
      };
      const [row] = existing
        ? await tx.update(youtubeLinks).set(values).where(eq(youtubeLinks.channelId, own.id)).returning()
        : await tx
            .insert(youtubeLinks)
            .values({ channelId: own.id, linkedAt: at, ...values })
            .returning();
      if (!row) throw new Error(`link of ${own.id} neither inserted nor updated`);
      await tx
        .update(users)
        .set({
          youtube: withAccount(user.youtube, { channelId: own.id, title: own.title, subscriptions }, true),
          updatedAt: at,
        })
        .where(eq(users.uid, uid));
      return toAccount(row);
    })
    .catch((error: unknown) => {
      // Not kept (another user's channel, the cap, a race on the key). The tokens are dropped, not
      // revoked: Google grants per identity and client, so revoking would also end the grant of the
      // link that already holds this channel (docs/decisions/youtube-linking.md).
      if (error instanceof HttpError) throw error;
      if (isUniqueViolation(error))
        throw conflict("This YouTube channel is already linked to another VidInsight account.");
      throw error;
    });

  logger.info({ uid, channelId: own.id, subscriptions: subscriptions.length }, "YouTube channel linked");
  await track(deps, [own.id, ...subscriptions.map((entry) => entry.channelId)]).catch((error: unknown) =>
    logger.warn({ err: error }, "subscriptions not queued for tracking"),
  );
  return account;
}

async function list(deps: YoutubeLinkingDeps, uid: string): Promise<ConnectedYoutubeAccount[]> {
  const { db } = deps;
  const [user] = await db.select({ youtube: users.youtube }).from(users).where(eq(users.uid, uid));
  const rows = await db
    .select()
    .from(youtubeLinks)
    .where(eq(youtubeLinks.uid, uid))
    .orderBy(asc(youtubeLinks.linkedAt), asc(youtubeLinks.channelId));
  // The user record's order wins (PUT /user may reorder: the last one is the current account).
  const order = new Map((user?.youtube ?? []).map((entry, index) => [entry.channelId, index]));
  const position = (row: YoutubeLinkRow) => order.get(row.channelId) ?? Number.MAX_SAFE_INTEGER;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => position(a.row) - position(b.row) || a.index - b.index)
    .map(({ row }) => toAccount(row));
}

async function disconnect(deps: YoutubeLinkingDeps, uid: string, channelId: string): Promise<void> {
  const { db, logger, now } = deps;
  const [row] = await db
    .select()
    .from(youtubeLinks)
    .where(and(eq(youtubeLinks.channelId, channelId), eq(youtubeLinks.uid, uid)));
  if (!row) throw notFound("This YouTube channel is not linked to your account.");
  try {
    await revokeGrant(deps, row);
  } catch (error) {
    // Kept, so the user can try again: deleting now would leave a live grant we can no longer reach.
    logger.warn({ channelId, err: error }, "revoking a YouTube grant failed");
    throw unavailable("Google did not confirm the disconnection. Try again in a few minutes.");
  }
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.uid, uid)).for("update");
    await tx
      .delete(youtubeLinks)
      .where(and(eq(youtubeLinks.channelId, channelId), eq(youtubeLinks.uid, uid)));
    if (user) {
      await tx
        .update(users)
        .set({ youtube: user.youtube.filter((entry) => entry.channelId !== channelId), updatedAt: now() })
        .where(eq(users.uid, uid));
    }
  });
  logger.info({ uid, channelId }, "YouTube channel disconnected");
}

async function revokeAll(
  deps: YoutubeLinkingDeps,
  uid: string,
): Promise<{ revoked: number; failed: number }> {
  const { db, logger } = deps;
  const rows = await db.select().from(youtubeLinks).where(eq(youtubeLinks.uid, uid));
  let failed = 0;
  for (const row of rows) {
    try {
      await revokeGrant(deps, row);
    } catch (error) {
      failed++;
      logger.warn({ channelId: row.channelId, err: error }, "revoking a YouTube grant failed");
    }
  }
  return { revoked: rows.length - failed, failed };
}

async function refreshSubscriptions(
  deps: YoutubeLinkingDeps,
  channelId: string,
): ReturnType<YoutubeLinking["refreshSubscriptions"]> {
  try {
    const result = await readAndStore(deps, channelId);
    return "gone" in result ? result : { subscriptions: result.subscriptions.length };
  } catch (error) {
    if (error instanceof NeedsReconnectError) return { needsReconnect: true };
    throw error;
  }
}

/** Reads a link's subscriptions with its token, stores them in the user's record and queues them for tracking. */
async function readAndStore(
  deps: YoutubeLinkingDeps,
  channelId: string,
  beforePage?: () => Promise<void>,
): Promise<{ subscriptions: Subscription[] } | { gone: true }> {
  const { db, now } = deps;
  const [row] = await db.select().from(youtubeLinks).where(eq(youtubeLinks.channelId, channelId));
  if (!row) return { gone: true };
  const subscriptions = await withToken(deps, row, (token) => readSubscriptions(deps, token, beforePage));
  const stored = subscriptions.map(({ channelId: id, title }) => ({ channelId: id, title }));
  const at = now();
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.uid, row.uid)).for("update");
    if (!user) return;
    const current = user.youtube.find((entry) => entry.channelId === channelId);
    await tx
      .update(users)
      .set({
        youtube: withAccount(
          user.youtube,
          { channelId, title: current?.title ?? row.title, subscriptions: stored },
          // A channel the user dropped from the record through PUT /user stays dropped.
          false,
        ),
        updatedAt: at,
      })
      .where(eq(users.uid, row.uid));
    await tx
      .update(youtubeLinks)
      .set({ subscriptionsRefreshedAt: at, updatedAt: at })
      .where(eq(youtubeLinks.channelId, channelId));
  });
  await track(
    deps,
    subscriptions.map((entry) => entry.channelId),
  );
  return { subscriptions };
}

async function linkOf(
  deps: YoutubeLinkingDeps,
  uid: string,
  channelId?: string,
): Promise<LinkedChannel | null> {
  const { db } = deps;
  const accounts = await list(deps, uid);
  const account = channelId
    ? accounts.find((entry) => entry.channelId === channelId)
    : accounts[accounts.length - 1];
  if (!account) return null;
  const [row] = await db
    .select({ scope: youtubeLinks.scope })
    .from(youtubeLinks)
    .where(and(eq(youtubeLinks.channelId, account.channelId), eq(youtubeLinks.uid, uid)));
  if (!row) return null;
  return {
    channelId: account.channelId,
    title: account.channelTitle,
    scopes: row.scope.split(/\s+/).filter(Boolean),
    needsReconnect: account.needsReconnect,
  };
}

async function withChannelToken<T>(
  deps: YoutubeLinkingDeps,
  channelId: string,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const { db } = deps;
  const [row] = await db.select().from(youtubeLinks).where(eq(youtubeLinks.channelId, channelId));
  if (!row) throw new NeedsReconnectError(`channel ${channelId} is not linked`);
  return withToken(deps, row, call);
}

async function staleLinks(deps: YoutubeLinkingDeps, before: Date, limit: number): Promise<string[]> {
  const { db } = deps;
  const rows = await db
    .select({ channelId: youtubeLinks.channelId })
    .from(youtubeLinks)
    .where(
      and(
        eq(youtubeLinks.needsReconnect, false),
        or(isNull(youtubeLinks.subscriptionsRefreshedAt), lt(youtubeLinks.subscriptionsRefreshedAt, before)),
      ),
    )
    .orderBy(asc(youtubeLinks.subscriptionsRefreshedAt))
    .limit(limit);
  return rows.map((row) => row.channelId);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
