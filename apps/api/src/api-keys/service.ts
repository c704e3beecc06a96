// Personal API keys (docs/product.md#api-keys): created, listed and revoked by their owner; a request
// bearing one is authenticated by the key's SHA-256 and counted against the plan's daily allowance of key
// calls (@vi/types API_KEY_CALLS_PER_DAY) with one conditional upsert, so parallel calls never pass it.
import { createHash, randomBytes } from "node:crypto";
import {
  API_KEY_CALLS_PER_DAY,
  API_KEY_LIMIT_MESSAGE,
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
  API_KEYS_PER_USER,
  type ApiKey,
  type CreateApiKeyResponse,
  type ListApiKeysResponse,
} from "@vi/types";
import { and, desc, eq, sql } from "drizzle-orm";
import type { UserDay } from "../analyses/quota.ts";
import type { Database } from "../db/index.ts";
import { apiKeys, apiKeyUsage, users } from "../db/schema.ts";
import { HttpError, notFound } from "../errors.ts";

/** The SHA-256 of a key, hex: what is stored and looked up (the key itself is 256 random bits). */
export function hashApiKey(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A new key: `vi_` and 32 random bytes in base64url. */
function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

interface KeyOwner {
  keyId: string;
  uid: string;
  email: string;
  name: string | null;
}

export interface ApiKeys {
  list(uid: string): Promise<ListApiKeysResponse>;
  create(uid: string, name: string): Promise<CreateApiKeyResponse>;
  revoke(uid: string, id: string): Promise<void>;
  /** The key's owner (and marks the key used), or null for a key that does not exist (any more). */
  authenticate(secret: string): Promise<KeyOwner | null>;
  /** Counts one key call of `uid` today, or throws 429 with Retry-After when the day's allowance is spent. */
  meter(uid: string): Promise<void>;
}

function toApiKey(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export function createApiKeys(deps: {
  db: Database;
  now: () => Date;
  /** The user's plan and local day (the analyses' quota owns that rule). */
  today: (uid: string) => Promise<UserDay>;
}): ApiKeys {
  const { db, now, today } = deps;

  return {
    async list(uid) {
      const user = await today(uid);
      const [rows, [usage]] = await Promise.all([
        db.select().from(apiKeys).where(eq(apiKeys.uid, uid)).orderBy(desc(apiKeys.createdAt)),
        db
          .select({ calls: apiKeyUsage.calls })
          .from(apiKeyUsage)
          .where(and(eq(apiKeyUsage.uid, uid), eq(apiKeyUsage.day, user.day))),
      ]);
      return {
        keys: rows.map(toApiKey),
        usage: {
          used: usage?.calls ?? 0,
          limit: API_KEY_CALLS_PER_DAY[user.plan],
          resetsAt: user.resetsAt.toISOString(),
        },
      };
    },

    async create(uid, name) {
      await today(uid); // 404 without a user record: keys belong to one.
      const secret = newApiKeySecret();
      // The cap is checked in the insert itself, so two parallel creations cannot both pass it.
      const rows = await db.execute<{ id: string }>(sql`
        insert into ${apiKeys} (uid, name, prefix, hash, created_at)
        select ${uid}, ${name}, ${secret.slice(0, API_KEY_VISIBLE_CHARS)}, ${hashApiKey(secret)}, ${now()}
        where (select count(*) from ${apiKeys} where uid = ${uid}) < ${API_KEYS_PER_USER}
        returning id`);
      const id = rows.rows[0]?.id;
      if (!id) throw new HttpError(409, "CONFLICT", API_KEY_LIMIT_MESSAGE);
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
      if (!row) throw new Error("created API key not found");
      return { key: toApiKey(row), secret };
    },

    async revoke(uid, id) {
      const removed = await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.uid, uid), eq(apiKeys.id, id)))
        .returning({ id: apiKeys.id });
      if (removed.length === 0) throw notFound("This API key does not exist (it may already be revoked)");
    },

    async authenticate(secret) {
      // One statement: the key is marked used only when it and its user still exist.
      const [row] = await db
        .update(apiKeys)
        .set({ lastUsedAt: now() })
        .from(users)
        .where(and(eq(apiKeys.hash, hashApiKey(secret)), eq(users.uid, apiKeys.uid)))
        .returning({ keyId: apiKeys.id, uid: apiKeys.uid, email: users.email, name: users.name });
      return row ?? null;
    },

    async meter(uid) {
      const user = await today(uid);
      const limit = API_KEY_CALLS_PER_DAY[user.plan];
      const counted = await db
        .insert(apiKeyUsage)
        .values({ uid, day: user.day, calls: 1 })
        .onConflictDoUpdate({
          target: [apiKeyUsage.uid, apiKeyUsage.day],
          set: { calls: sql`${apiKeyUsage.calls} + 1` },
          setWhere: sql`${apiKeyUsage.calls} < ${limit}`,
        })
        .returning({ calls: apiKeyUsage.calls });
      if (counted.length > 0) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((user.resetsAt.getTime() - now().getTime()) / 1000));
      const plan = `${user.plan.charAt(0).toUpperCase()}${user.plan.slice(1)}`;
      throw new HttpError(
        429,
        "TOO_MANY_REQUESTS",
        `Your API keys have made today's ${limit.toLocaleString("en-US")} calls of the ${plan} plan. They reset at midnight (${user.timezone}); upgrade for more.`,
        { retryAfterSeconds, details: { used: limit, limit, resetsAt: user.resetsAt.toISOString() } },
      );
    },
  };
}
