// The API as `npm run dev` runs it: the production start (src/start.ts) plus demo data. On the first start
// with an empty store, the first DEMO_CHANNEL_COUNT channels of the YouTube emulator's catalog are queued,
// and the job workers ingest them through the real jobs and client (YOUTUBE_API_BASE_URL points at the
// emulator). This entry is the only way into @vi/emulators; the production bundle (src/index.ts) has none.
import { generateCatalog } from "@vi/emulators/youtube/catalog";
import { EnvError } from "../src/env.ts";
import { seedDemoChannels } from "../src/jobs/demo.ts";
import { startApi } from "../src/start.ts";
import { loadDevEnv } from "./dev-env.ts";

let devEnv: ReturnType<typeof loadDevEnv>;
try {
  devEnv = loadDevEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

startApi({
  async beforeJobs({ db, logger, services }) {
    if (!devEnv.LOAD_DEMO_DATA) return;
    if (!services.youtube) {
      logger.warn("LOAD_DEMO_DATA is set but YOUTUBE_API_KEY is not: no demo data");
      return;
    }
    const { channels } = generateCatalog(devEnv.YOUTUBE_EMULATOR_SEED, {
      channels: devEnv.DEMO_CHANNEL_COUNT,
    });
    const queued = await seedDemoChannels(db, {
      channelIds: channels.map((channel) => channel.id),
      now: services.now(),
    });
    if (queued > 0) logger.info({ channels: queued }, "demo data: emulator channels queued for tracking");
  },
}).catch((error) => {
  console.error("API failed to start:", error);
  process.exit(1);
});
