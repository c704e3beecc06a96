// Schema of the web app's VITE_* variables. vite.config.ts runs it when Vite starts (dev, build, vitest), so a
// missing or malformed variable stops start-up with its name; src/env.ts then reads the checked values.
import * as z from "zod/mini";

const url = (fallback: string) => z._default(z.url({ error: "must be a URL" }), fallback);
// "" switches the feature off (production has no emulator; no chat script configured).
const urlOrEmpty = (fallback: string) =>
  z._default(
    z.string().check(
      z.refine((value) => value === "" || URL.canParse(value), {
        error: "must be a URL, or empty to turn it off",
      }),
    ),
    fallback,
  );

export const envSchema = z.object({
  VITE_API_BASE_URL: url("http://localhost:8787"),
  VITE_FIREBASE_API_KEY: z._default(z.string().check(z.minLength(1)), "demo-api-key"),
  VITE_FIREBASE_PROJECT_ID: z._default(z.string().check(z.minLength(1)), "demo-vidinsight"),
  VITE_FIREBASE_AUTH_DOMAIN: z._default(z.string().check(z.minLength(1)), "demo-vidinsight.firebaseapp.com"),
  VITE_FIREBASE_AUTH_EMULATOR_URL: urlOrEmpty("http://127.0.0.1:9099"),
  VITE_CHROME_STORE_URL: url("https://chromewebstore.google.com/search/VidInsight"),
  VITE_SAFARI_STORE_URL: url("https://apps.apple.com/us/search?term=VidInsight"),
  VITE_CHAT_SCRIPT_URL: urlOrEmpty(""),
  VITE_SUPPORT_EMAIL: z._default(z.email({ error: "must be an email address" }), "support@vidinsight.app"),
  VITE_SISTER_PRODUCT_URL: url("https://scriptwritr.com"),
});

export type Env = z.infer<typeof envSchema>;

/** Parses raw variables; throws an error naming every missing or malformed variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  // Vite exposes unset variables as undefined, but an empty VITE_FOO= line in .env arrives as "".
  // For variables that cannot be empty, treat "" as unset so the default applies.
  const cleaned: Record<string, unknown> = { ...raw };
  for (const key of Object.keys(envSchema.shape)) {
    const optionalEmpty = key === "VITE_FIREBASE_AUTH_EMULATOR_URL" || key === "VITE_CHAT_SCRIPT_URL";
    if (cleaned[key] === "" && !optionalEmpty) delete cleaned[key];
  }
  const result = z.safeParse(envSchema, cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid web environment: ${problems.join("; ")}`);
  }
  return result.data;
}
