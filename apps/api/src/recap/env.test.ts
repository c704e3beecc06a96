// The recap's variables in env.ts: defaults for development, and what production refuses.
import { describe, expect, test } from "vitest";
import { PRODUCTION_VARS } from "../../test/production-env.ts";
import { DEV_RECAP_SIGNING_SECRET, EnvError, loadEnv } from "../env.ts";

const production = { ...PRODUCTION_VARS };

function envError(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error("expected an EnvError");
}

describe("recap configuration", () => {
  test("development defaults: no SMTP (no recap), the API's own URL for the one-click header", () => {
    const env = loadEnv({ API_PORT: "8800" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.apiPublicUrl).toBe("http://localhost:8800");
    expect(env.RECAP_SIGNING_SECRET).toBe(DEV_RECAP_SIGNING_SECRET);
    expect(loadEnv({ API_PUBLIC_URL: "https://api.example.com/" }).apiPublicUrl).toBe(
      "https://api.example.com",
    );
  });

  test("a malformed SMTP_URL or a short secret stops start-up, naming it", () => {
    expect(envError({ SMTP_URL: "http://mail.example.com" })).toMatch(/SMTP_URL: must be an smtp:\/\//);
    expect(envError({ RECAP_SIGNING_SECRET: "short" })).toMatch(/RECAP_SIGNING_SECRET:/);
  });

  test("production with SMTP needs a real secret and a public https API_PUBLIC_URL", () => {
    expect(loadEnv(production).SMTP_URL).toBeUndefined();
    const withSmtp = {
      ...production,
      RECAP_SIGNING_SECRET: DEV_RECAP_SIGNING_SECRET,
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
    };
    const message = envError(withSmtp);
    expect(message).toMatch(/RECAP_SIGNING_SECRET: set a random secret/);
    expect(message).toMatch(/API_PUBLIC_URL: must be the API's public https:\/\/ URL/);
    const ok = {
      ...withSmtp,
      RECAP_SIGNING_SECRET: "0123456789abcdef0123456789abcdef-prod",
      API_PUBLIC_URL: "https://api.vidinsight.example.com",
    };
    expect(loadEnv(ok)).toMatchObject({ SMTP_URL: withSmtp.SMTP_URL, apiPublicUrl: ok.API_PUBLIC_URL });
  });
});
