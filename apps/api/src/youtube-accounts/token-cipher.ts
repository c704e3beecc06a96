// Encryption at rest for the linked channels' OAuth tokens: AES-256-GCM with a random 96-bit IV per value,
// authenticated with what the value belongs to (the AAD), so a ciphertext copied into another row or
// column does not decrypt. Keys come from TOKEN_ENCRYPTION_KEYS; the first encrypts, every one decrypts.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface EncryptionKey {
  id: string;
  key: Buffer;
}

/** `v1:<key id>:<iv>:<ciphertext>:<tag>`, base64url parts. */
const FORMAT_RE = /^v1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]*):([A-Za-z0-9_-]{22})$/;

export class TokenDecryptionError extends Error {
  override name = "TokenDecryptionError";
}

export interface TokenCipher {
  /** The id of the key new values are encrypted with. */
  readonly currentKeyId: string;
  encrypt(plaintext: string, context: string): string;
  /** Throws TokenDecryptionError for a value made with an unknown key, another context, or tampered with. */
  decrypt(ciphertext: string, context: string): string;
  /** The key id a stored value names (null when it is not one of ours). */
  keyIdOf(ciphertext: string): string | null;
}

export function createTokenCipher(keys: readonly EncryptionKey[]): TokenCipher {
  const current = keys[0];
  if (!current) throw new Error("createTokenCipher needs at least one key");
  for (const { id, key } of keys) {
    if (key.length !== 32) throw new Error(`encryption key ${id} is ${key.length} bytes; AES-256 needs 32`);
  }
  const byId = new Map(keys.map((entry) => [entry.id, entry.key]));

  return {
    currentKeyId: current.id,
    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current.key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `v1:${current.id}:${iv.toString("base64url")}:${body.toString("base64url")}:${tag.toString("base64url")}`;
    },
    decrypt(ciphertext, context) {
      const match = FORMAT_RE.exec(ciphertext);
      if (!match) throw new TokenDecryptionError("not an encrypted token");
      const [, keyId = "", iv = "", body = "", tag = ""] = match;
      const key = byId.get(keyId);
      if (!key) throw new TokenDecryptionError(`encryption key ${keyId} is not configured`);
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        throw new TokenDecryptionError("the token does not decrypt (wrong key, context or tampered)");
      }
    },
    keyIdOf(ciphertext) {
      return FORMAT_RE.exec(ciphertext)?.[1] ?? null;
    },
  };
}
