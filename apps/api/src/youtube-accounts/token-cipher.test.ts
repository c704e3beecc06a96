import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { PRODUCTION_VARS } from "../../test/production-env.ts";
import { loadEnv } from "../env.ts";
import { createTokenCipher, TokenDecryptionError } from "./token-cipher.ts";

const oldKey = { id: "2025", key: randomBytes(32) };
const newKey = { id: "2026", key: randomBytes(32) };

describe("token cipher", () => {
  test("round-trips, with a fresh IV each time and no clear text", () => {
    const cipher = createTokenCipher([newKey]);
    const a = cipher.encrypt("ya29.secret-token", "ctx");
    const b = cipher.encrypt("ya29.secret-token", "ctx");
    expect(a).not.toBe(b);
    expect(a).not.toContain("secret");
    expect(a.startsWith("v1:2026:")).toBe(true);
    expect(cipher.decrypt(a, "ctx")).toBe("ya29.secret-token");
    expect(cipher.keyIdOf(a)).toBe("2026");
  });

  test("refuses another context, a tampered value and an unknown key", () => {
    const cipher = createTokenCipher([newKey]);
    const value = cipher.encrypt("token", "row-1");
    expect(() => cipher.decrypt(value, "row-2")).toThrow(TokenDecryptionError);
    const parts = value.split(":");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString("base64url");
    expect(() => cipher.decrypt(parts.join(":"), "row-1")).toThrow(TokenDecryptionError);
    expect(() => createTokenCipher([oldKey]).decrypt(value, "row-1")).toThrow(/not configured/);
  });

  test("rotates: the new key encrypts, the old one still decrypts what it made", () => {
    const before = createTokenCipher([oldKey]).encrypt("token", "ctx");
    const rotated = createTokenCipher([newKey, oldKey]);
    expect(rotated.decrypt(before, "ctx")).toBe("token");
    expect(rotated.keyIdOf(rotated.encrypt("token", "ctx"))).toBe("2026");
  });
});

describe("linking configuration", () => {
  const key = `k1:${randomBytes(32).toString("base64")}`;

  test("needs a secret and a key once a client id is set, without repeating the key", () => {
    expect(() => loadEnv({ GOOGLE_OAUTH_CLIENT_ID: "id" })).toThrow(
      /GOOGLE_OAUTH_CLIENT_SECRET[\s\S]*TOKEN_ENCRYPTION_KEYS/,
    );
    let message = "";
    try {
      loadEnv({ TOKEN_ENCRYPTION_KEYS: "k1:c2hvcnQ=" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/TOKEN_ENCRYPTION_KEYS: each key must be id:base64 of 32 bytes/);
    expect(message).not.toContain("c2hvcnQ=");
    const env = loadEnv({
      GOOGLE_OAUTH_CLIENT_ID: "id",
      GOOGLE_OAUTH_CLIENT_SECRET: "s",
      TOKEN_ENCRYPTION_KEYS: key,
    });
    expect(env.TOKEN_ENCRYPTION_KEYS).toHaveLength(1);
    expect(env.googleRedirectUri).toBe("http://localhost:5173/oauth-callback");
  });

  test("refuses emulator addresses for Google in production", () => {
    expect(() =>
      loadEnv({
        ...PRODUCTION_VARS,
        GOOGLE_OAUTH_CLIENT_ID: "id",
        GOOGLE_OAUTH_CLIENT_SECRET: "s",
        TOKEN_ENCRYPTION_KEYS: key,
        GOOGLE_OAUTH_BASE_URL: "http://127.0.0.1:8789",
      }),
    ).toThrow(/GOOGLE_OAUTH_BASE_URL: points at a local emulator/);
  });
});
