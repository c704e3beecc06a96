// Command line: `tsx src/youtube/main.ts` (the package's `youtube` script) starts the emulator for dev.
// This standalone program reads its own few variables (the API's env.ts is for the API process).
import { z } from "zod";
import { type GoogleOAuthEmulator, startGoogleOAuthEmulator } from "../google-oauth/server.ts";
import { startYoutubeAnalyticsEmulator } from "../youtube-analytics/server.ts";
import { DEFAULT_CATALOG_ANCHOR, DEFAULT_SEED, generateCatalog } from "./catalog.ts";
import { startYoutubeEmulator } from "./server.ts";

const config = z
  .object({
    YOUTUBE_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(8788),
    YOUTUBE_EMULATOR_HOST: z.string().min(1).default("127.0.0.1"),
    YOUTUBE_API_KEY: z.string().min(1).default("dev-youtube-key"),
    YOUTUBE_EMULATOR_SEED: z.coerce.number().int().default(DEFAULT_SEED),
    YOUTUBE_EMULATOR_ANCHOR: z.iso
      .datetime({ offset: true })
      .transform((text) => Date.parse(text))
      .default(DEFAULT_CATALOG_ANCHOR),
    YOUTUBE_EMULATOR_DAILY_QUOTA: z.coerce.number().int().positive().optional(),
    // "1": a test may move the clock (POST /_emulator/clock/advance); the browser tests' stack sets it.
    YOUTUBE_EMULATOR_CLOCK_CONTROL: z.enum(["0", "1"]).default("0"),
    // The Google OAuth emulator (channel linking) runs in this process, on its own port: it shares the
    // catalog and the YouTube endpoints accept the access tokens it issues.
    GOOGLE_OAUTH_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(8789),
    // The YouTube Analytics API emulator (a linked channel's own reports) too: it takes the same tokens.
    YOUTUBE_ANALYTICS_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(8791),
    GOOGLE_OAUTH_CLIENT_ID: z.string().min(1).default("dev-vidinsight.apps.googleusercontent.com"),
    GOOGLE_OAUTH_CLIENT_SECRET: z.string().min(1).default("dev-google-client-secret"),
    /** Comma list of the client's registered redirect addresses (exact match, as at Google). */
    GOOGLE_OAUTH_REDIRECT_URIS: z
      .string()
      .min(1)
      .default("http://localhost:5173/oauth-callback,http://127.0.0.1:5173/oauth-callback")
      .transform((text) =>
        text
          .split(",")
          .map((uri) => uri.trim())
          .filter(Boolean),
      ),
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== "")));

if (!config.success) {
  for (const issue of config.error.issues) console.error(`Invalid ${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}

const env = config.data;
const catalog = generateCatalog(env.YOUTUBE_EMULATOR_SEED, { anchor: env.YOUTUBE_EMULATOR_ANCHOR });
let google: GoogleOAuthEmulator | undefined;
const emulator = await startYoutubeEmulator({
  port: env.YOUTUBE_EMULATOR_PORT,
  host: env.YOUTUBE_EMULATOR_HOST,
  apiKey: env.YOUTUBE_API_KEY,
  catalog,
  // Pushes of new uploads to WebSub subscribers every 30 s (docs/dev-stack.md).
  hubIntervalMs: 30_000,
  clockControl: env.YOUTUBE_EMULATOR_CLOCK_CONTROL === "1",
  oauth: {
    verifyAccessToken: (token) => google?.verifyAccessToken(token) ?? { ok: false, reason: "invalid" },
  },
  ...(env.YOUTUBE_EMULATOR_DAILY_QUOTA ? { dailyQuota: env.YOUTUBE_EMULATOR_DAILY_QUOTA } : {}),
});
console.log(
  `YouTube API emulator on ${emulator.baseUrl} (seed ${emulator.catalog.seed}, ${emulator.catalog.channels.length} channels)`,
);

google = await startGoogleOAuthEmulator({
  port: env.GOOGLE_OAUTH_EMULATOR_PORT,
  host: env.YOUTUBE_EMULATOR_HOST,
  catalog,
  clients: [
    {
      clientId: env.GOOGLE_OAUTH_CLIENT_ID,
      clientSecret: env.GOOGLE_OAUTH_CLIENT_SECRET,
      redirectUris: env.GOOGLE_OAUTH_REDIRECT_URIS,
      name: "VidInsight",
    },
  ],
});
console.log(
  `Google OAuth emulator on ${google.url} (client ${env.GOOGLE_OAUTH_CLIENT_ID}, ${google.accounts.length} accounts)`,
);

const oauth = google;
const analytics = await startYoutubeAnalyticsEmulator({
  port: env.YOUTUBE_ANALYTICS_EMULATOR_PORT,
  host: env.YOUTUBE_EMULATOR_HOST,
  catalog,
  oauth: { verifyAccessToken: (token) => oauth.verifyAccessToken(token) },
});
console.log(`YouTube Analytics API emulator on ${analytics.baseUrl}`);

const stop = () => {
  Promise.allSettled([emulator.close(), google?.close(), analytics.close()]).finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
