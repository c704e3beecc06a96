import { describe, expect, it } from "vitest";
import { env } from "./env.ts";
import { parseEnv } from "./env-schema.ts";

const production = {
  VITE_API_BASE_URL: "https://api.vidinsight.app",
  VITE_FIREBASE_API_KEY: "AIzaSyProductionKey",
  VITE_FIREBASE_PROJECT_ID: "vidinsight-prod",
  VITE_FIREBASE_AUTH_DOMAIN: "vidinsight-prod.firebaseapp.com",
  VITE_FIREBASE_AUTH_EMULATOR_URL: "",
};

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

  // Issue 28, #13: a plain production build baked the Auth emulator, the local API and demo-api-key into the
  // bundle and its CSP.
  it("a production build refuses the development defaults, naming each variable", () => {
    let message = "";
    try {
      parseEnv({}, { production: true });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      "VITE_FIREBASE_AUTH_EMULATOR_URL",
      "VITE_API_BASE_URL",
      "VITE_FIREBASE_API_KEY",
      "VITE_FIREBASE_PROJECT_ID",
    ])
      expect(message).toContain(`${name}: `);
    expect(message).toContain("VITE_LOCAL_STACK=1");
    expect(() =>
      parseEnv({ ...production, VITE_API_BASE_URL: "http://localhost:8787" }, { production: true }),
    ).toThrow(/VITE_API_BASE_URL: must be the API's public https/);
    expect(() =>
      parseEnv(
        { ...production, VITE_FIREBASE_AUTH_EMULATOR_URL: "http://127.0.0.1:9099" },
        { production: true },
      ),
    ).toThrow(/VITE_FIREBASE_AUTH_EMULATOR_URL: must be empty/);
    expect(() =>
      parseEnv({ ...production, VITE_FIREBASE_API_KEY: "demo-api-key" }, { production: true }),
    ).toThrow(/VITE_FIREBASE_API_KEY: /);
  });

  it("a production build with production values passes; VITE_LOCAL_STACK=1 builds for the local stack", () => {
    expect(parseEnv(production, { production: true }).VITE_API_BASE_URL).toBe("https://api.vidinsight.app");
    expect(parseEnv({ VITE_LOCAL_STACK: "1" }, { production: true })).toEqual(parseEnv({}));
    // Development and tests (not production mode) keep the defaults.
    expect(() => parseEnv({})).not.toThrow();
  });

  it("the app sees the checked values, defaults included (inlined by vite.config.ts)", () => {
    expect(env).toEqual(parseEnv({}));
  });
});
