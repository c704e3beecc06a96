// Command line: `tsx src/youtube/main.ts` (the package's `youtube` script) starts the emulator for dev.
// This standalone program reads its own few variables (the API's env.ts is for the API process).
import { z } from "zod";
import { DEFAULT_CATALOG_ANCHOR, DEFAULT_SEED } from "./catalog.ts";
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
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== "")));

if (!config.success) {
  for (const issue of config.error.issues) console.error(`Invalid ${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}

const env = config.data;
const emulator = await startYoutubeEmulator({
  port: env.YOUTUBE_EMULATOR_PORT,
  host: env.YOUTUBE_EMULATOR_HOST,
  apiKey: env.YOUTUBE_API_KEY,
  seed: env.YOUTUBE_EMULATOR_SEED,
  anchor: env.YOUTUBE_EMULATOR_ANCHOR,
  ...(env.YOUTUBE_EMULATOR_DAILY_QUOTA ? { dailyQuota: env.YOUTUBE_EMULATOR_DAILY_QUOTA } : {}),
});
console.log(
  `YouTube API emulator on ${emulator.baseUrl} (seed ${emulator.catalog.seed}, ${emulator.catalog.channels.length} channels)`,
);

const stop = () => {
  emulator.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
