import { describe, expect, it } from "vitest";
import { env } from "./env.ts";
import { parseEnv } from "./env-schema.ts";

describe("parseEnv", () => {
  it("fills every variable with its documented default", () => {
    const env = parseEnv({});
    expect(env.VITE_API_BASE_URL).toBe("http://localhost:8787");
    expect(env.VITE_FIREBASE_PROJECT_ID).toBe("demo-vidinsight");
    expect(env.VITE_FIREBASE_API_KEY).toBe("demo-api-key");
    expect(env.VITE_FIREBASE_AUTH_EMULATOR_URL).toBe("http://127.0.0.1:9099");
    expect(env.VITE_CHAT_SCRIPT_URL).toBe("");
  });

  it("accepts an empty emulator URL (production) and an empty chat URL (chat off)", () => {
    const env = parseEnv({ VITE_FIREBASE_AUTH_EMULATOR_URL: "", VITE_CHAT_SCRIPT_URL: "" });
    expect(env.VITE_FIREBASE_AUTH_EMULATOR_URL).toBe("");
    expect(env.VITE_CHAT_SCRIPT_URL).toBe("");
  });

  it("treats an empty required variable as unset", () => {
    expect(parseEnv({ VITE_API_BASE_URL: "" }).VITE_API_BASE_URL).toBe("http://localhost:8787");
  });

  it("names the malformed variable", () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: "not a url" })).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseEnv({ VITE_SUPPORT_EMAIL: "nobody" })).toThrow(/VITE_SUPPORT_EMAIL/);
    expect(() => parseEnv({ VITE_CHAT_SCRIPT_URL: "chat.js" })).toThrow(
      "VITE_CHAT_SCRIPT_URL: must be a URL, or empty to turn it off",
    );
  });

  it("the app sees the checked values, defaults included (inlined by vite.config.ts)", () => {
    expect(env).toEqual(parseEnv({}));
  });
});
