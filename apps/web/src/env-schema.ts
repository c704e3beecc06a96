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

const envSchema = z.object({
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

/**
 * Set to "1" for a production-mode build that talks to the local dev stack on purpose (the browser tests,
 * benches and screenshots build that way); docs/dev-stack.md. Never baked into the bundle.
 */
const LOCAL_STACK_VARIABLE = "VITE_LOCAL_STACK";

const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;
const isLocalOrPlain = (value: string) => {
  const url = new URL(value);
  return url.protocol !== "https:" || LOCAL_HOST.test(url.hostname);
};

/**
 * Development values a production build must not bake into the bundle (and its CSP), one line per
 * variable: the Auth emulator would sign anybody in, the local API and the demo project exist only on a
 * developer's machine.
 */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.VITE_FIREBASE_AUTH_EMULATOR_URL !== "")
    problems.push(
      `VITE_FIREBASE_AUTH_EMULATOR_URL: must be empty in a production build (got ${env.VITE_FIREBASE_AUTH_EMULATOR_URL}, the Auth emulator)`,
    );
  if (isLocalOrPlain(env.VITE_API_BASE_URL))
    problems.push(
      `VITE_API_BASE_URL: must be the API's public https:// URL in a production build (got ${env.VITE_API_BASE_URL})`,
    );
  if (env.VITE_FIREBASE_API_KEY === "demo-api-key")
    problems.push(
      "VITE_FIREBASE_API_KEY: set the Firebase project's web API key (demo-api-key is the emulator's)",
    );
  if (env.VITE_FIREBASE_PROJECT_ID.startsWith("demo-"))
    problems.push(
      `VITE_FIREBASE_PROJECT_ID: set the Firebase project (got ${env.VITE_FIREBASE_PROJECT_ID}, an emulator-only demo project)`,
    );
  return problems;
}

/**
 * Parses raw variables; throws an error naming every missing or malformed variable. With `production`
 * (vite build in production mode) it also refuses the development values, unless the raw variables say
 * VITE_LOCAL_STACK=1.
 */
export function parseEnv(raw: Record<string, unknown>, { production = false } = {}): Env {
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
  if (production && raw[LOCAL_STACK_VARIABLE] !== "1") {
    const problems = productionProblems(result.data);
    if (problems.length > 0)
      throw new Error(
        `Invalid web environment for a production build (${LOCAL_STACK_VARIABLE}=1 builds for the local stack): ${problems.join("; ")}`,
      );
  }
  return result.data;
}
