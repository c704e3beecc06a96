// Personal API keys (docs/product.md#api-keys): listed, created and revoked by the signed-in user on the
// website. These routes take the Firebase ID token only: a key can never make or revoke keys.
import {
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
  DeleteApiKeyQuerySchema,
  DeleteApiKeyResponseSchema,
  ListApiKeysResponseSchema,
} from "../api-keys.ts";
import { defineContract } from "./define.ts";
import { contractError, inputErrors, signedInErrors } from "./errors.ts";

export const apiKeyContracts = {
  listApiKeys: defineContract({
    id: "listApiKeys",
    method: "GET",
    path: "/apiKeys",
    auth: "user",
    summary:
      "The signed-in user's API keys (name, first characters, created, last used) and today's key calls",
    response: ListApiKeysResponseSchema,
    errors: [...signedInErrors()],
  }),
  createApiKey: defineContract({
    id: "createApiKey",
    method: "POST",
    path: "/apiKeys",
    auth: "user",
    summary: "Creates a named API key (201); the answer holds the whole key, which is never shown again",
    body: CreateApiKeyRequestSchema,
    response: CreateApiKeyResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors({ body: true }),
      contractError(409, "CONFLICT", "The user already holds the most API keys allowed"),
    ],
  }),
  deleteApiKey: defineContract({
    id: "deleteApiKey",
    method: "DELETE",
    path: "/apiKeys",
    auth: "user",
    summary: "Revokes one of the signed-in user's API keys at once (404 for an unknown id)",
    query: DeleteApiKeyQuerySchema.strict(),
    response: DeleteApiKeyResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors(),
      contractError(404, "NOT_FOUND", "The caller has no API key with this id"),
    ],
  }),
} as const;
