// Personal API keys (docs/product.md#api-keys): a signed-in user creates named keys on the account page;
// `Authorization: Bearer vi_...` then acts as that user on the research routes (contracts with `apiKey`).
import { z } from "zod";
import { IsoDateTimeSchema } from "./common.ts";
import { textInput } from "./input.ts";

/** Every key starts with this, so the API tells a key from a Firebase ID token at a glance. */
export const API_KEY_PREFIX = "vi_";

/** `vi_` and 32 random bytes in base64url: what the account page shows once. */
export const API_KEY_RE = /^vi_[A-Za-z0-9_-]{43}$/;

/** Characters of the key kept in clear (`vi_` and 8 more) so the owner can tell their keys apart. */
export const API_KEY_VISIBLE_CHARS = 11;

/** The MCP server's Streamable HTTP endpoint on the API (JSON-RPC, so it has no contract). */
export const MCP_PATH = "/mcp";

/** Keys one user may hold at a time. */
export const API_KEYS_PER_USER = 10;

export const API_KEY_NAME_MAX = 60;

/** A key as the account page lists it: never the secret, only its first characters. */
export const ApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, e.g. 'vi_AbC12xYz'. */
  prefix: z.string(),
  createdAt: IsoDateTimeSchema,
  /** Null until the key is first used. */
  lastUsedAt: IsoDateTimeSchema.nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ListApiKeysResponseSchema = z.object({
  keys: z.array(ApiKeySchema),
  /** Key calls today and the plan's daily allowance of them. */
  usage: z.object({ used: z.int().nonnegative(), limit: z.int().positive(), resetsAt: IsoDateTimeSchema }),
});
export type ListApiKeysResponse = z.infer<typeof ListApiKeysResponseSchema>;

export const CreateApiKeyRequestSchema = z.strictObject({
  name: textInput(API_KEY_NAME_MAX, { min: 1, label: "name" }),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequestSchema>;

export const CreateApiKeyResponseSchema = z.object({
  key: ApiKeySchema,
  /** The whole key: shown once, never stored (the API keeps only its SHA-256). */
  secret: z.string().regex(API_KEY_RE),
});
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponseSchema>;

export const DeleteApiKeyQuerySchema = z.object({
  id: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      "id must be the id of one of your API keys",
    ),
});

export const DeleteApiKeyResponseSchema = z.object({ message: z.string() });

export const API_KEY_REVOKED_MESSAGE = "API key revoked. Anything using it can no longer reach your account.";
export const API_KEY_LIMIT_MESSAGE = `You can have up to ${API_KEYS_PER_USER} API keys. Revoke one you no longer use first.`;
/** The 401 for a key that does not exist any more (revoked, or its user deleted) or never did. */
export const API_KEY_INVALID_MESSAGE =
  "This API key is not valid: it may have been revoked. Create a new one on your account page.";
/** The 403 for a key sent to a route keys may not reach (account, billing, linking, admin). */
export const API_KEY_NOT_ALLOWED_MESSAGE =
  "API keys reach the research routes only (outliers, insights, saved videos, analyses). Sign in on the website for this.";
