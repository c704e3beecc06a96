import type { ViUserData } from "@vi/types";
import { describe, expect, test } from "vitest";
import { signedInView } from "../../background/user-store.ts";
import { originMatchPattern, parseEnv, releaseProblems } from "../../shared/env.ts";

describe("parseEnv", () => {
  test("defaults for unset and empty variables", () => {
    expect(parseEnv({})).toEqual({
      apiBaseUrl: "http://localhost:8787",
      websiteOrigin: "http://localhost:5173",
      firebaseApiKey: "demo-api-key",
      firebaseAuthEmulatorUrl: "http://127.0.0.1:9099",
    });
    expect(parseEnv({ WXT_API_BASE_URL: "", WXT_WEBSITE_ORIGIN: "" }).apiBaseUrl).toBe(
      "http://localhost:8787",
    );
  });

  test("production values; an empty emulator URL turns the emulator off", () => {
    expect(
      parseEnv({
        WXT_API_BASE_URL: "https://api.vidinsight.app/v1",
        WXT_WEBSITE_ORIGIN: "https://vidinsight.app",
        WXT_FIREBASE_API_KEY: "AIza-real",
        WXT_FIREBASE_AUTH_EMULATOR_URL: "",
      }),
    ).toEqual({
      apiBaseUrl: "https://api.vidinsight.app/v1",
      websiteOrigin: "https://vidinsight.app",
      firebaseApiKey: "AIza-real",
      firebaseAuthEmulatorUrl: null,
    });
  });

  test.each([
    [{ WXT_API_BASE_URL: "localhost:8787" }, "WXT_API_BASE_URL"],
    [{ WXT_API_BASE_URL: "ftp://example.com" }, "WXT_API_BASE_URL"],
    [{ WXT_API_BASE_URL: "http://localhost:8787/" }, "WXT_API_BASE_URL"],
    [{ WXT_WEBSITE_ORIGIN: "http://localhost:5173/app" }, "WXT_WEBSITE_ORIGIN"],
    [{ WXT_WEBSITE_ORIGIN: "not a url" }, "WXT_WEBSITE_ORIGIN"],
    [{ WXT_FIREBASE_AUTH_EMULATOR_URL: "127.0.0.1:9099" }, "WXT_FIREBASE_AUTH_EMULATOR_URL"],
    [{ WXT_FIREBASE_AUTH_EMULATOR_URL: "127.0.0.1:9099" }, "WXT_FIREBASE_AUTH_EMULATOR_URL"],
  ])("%o is rejected with a message naming %s", (raw, name) => {
    expect(() => parseEnv(raw)).toThrow(name);
  });

  test("match patterns name scheme and host (browsers ignore ports in them)", () => {
    expect(originMatchPattern("http://localhost:5173")).toBe("http://localhost/*");
    expect(originMatchPattern("https://vidinsight.app")).toBe("https://vidinsight.app/*");
  });
});

describe("the signed-in view's email (what the popup shows)", () => {
  const base: ViUserData = {
    idToken: "x.y.z",
    refreshToken: "r",
    savedVideoIds: {},
    isAdmin: false,
    youtubeAccounts: [],
    currentAccount: null,
  };
  const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.s`;

  test("the email the website sent wins", () => {
    expect(
      signedInView({ ...base, email: "a@example.com", idToken: token({ email: "b@example.com" }) }).email ??
        null,
    ).toBe("a@example.com");
  });

  test("else the ID token's email claim (base64url, non-ASCII safe)", () => {
    expect(signedInView({ ...base, idToken: token({ email: "zoë@exämple.com" }) }).email ?? null).toBe(
      "zoë@exämple.com",
    );
  });

  test("none when the token carries no email", () => {
    expect(signedInView({ ...base, idToken: token({ sub: "uid" }) }).email ?? null).toBeNull();
    expect(signedInView({ ...base, idToken: "garbage" }).email ?? null).toBeNull();
    expect(signedInView({ ...base, idToken: "a.!!!.c" }).email ?? null).toBeNull();
  });
});

describe("releaseProblems (the store build refuses development values)", () => {
  const release = {
    WXT_API_BASE_URL: "https://api.vidinsight.app/v1",
    WXT_WEBSITE_ORIGIN: "https://vidinsight.app",
    WXT_FIREBASE_API_KEY: "AIza-real",
    WXT_FIREBASE_AUTH_EMULATOR_URL: "",
  };

  test("accepts public https values without the emulator", () => {
    expect(releaseProblems(parseEnv(release))).toEqual([]);
  });

  test.each([
    ["WXT_API_BASE_URL", { WXT_API_BASE_URL: "http://localhost:8787" }],
    ["WXT_API_BASE_URL", { WXT_API_BASE_URL: "https://127.0.0.1:8787" }],
    ["WXT_WEBSITE_ORIGIN", { WXT_WEBSITE_ORIGIN: "http://localhost:5173" }],
    ["WXT_FIREBASE_AUTH_EMULATOR_URL", { WXT_FIREBASE_AUTH_EMULATOR_URL: "http://127.0.0.1:9099" }],
    ["WXT_FIREBASE_API_KEY", { WXT_FIREBASE_API_KEY: "demo-api-key" }],
  ])("names %s when it holds a development value", (name, change) => {
    const problems = releaseProblems(parseEnv({ ...release, ...change }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  test("the defaults (the dev stack's) fail on every count", () => {
    expect(releaseProblems(parseEnv({})).map((line) => line.split(":")[0])).toEqual([
      "WXT_API_BASE_URL",
      "WXT_WEBSITE_ORIGIN",
      "WXT_FIREBASE_AUTH_EMULATOR_URL",
      "WXT_FIREBASE_API_KEY",
    ]);
  });
});
