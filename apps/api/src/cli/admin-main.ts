// The `admin` command's process: opens the API's database from its environment (env.ts), applies the
// migrations as the API does at start, runs the command. PGlite is one process's database, so while the
// dev API holds it the command goes to that API over its local admin socket (admin-channel.ts).
import { databaseConfigFromEnv, openDatabase } from "../db/index.ts";
import { EnvError, loadEnv } from "../env.ts";
import { runAdminCommand } from "./admin.ts";
import { adminSocketPath, sendAdminCommand } from "./admin-channel.ts";

async function apiIsRunning(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const config = databaseConfigFromEnv(env);
  if (config.driver === "pglite" && config.dataDir) {
    const reply = await sendAdminCommand(adminSocketPath(config.dataDir), process.argv.slice(2));
    if (reply) {
      for (const line of reply.out) console.log(line);
      for (const line of reply.err) console.error(line);
      return reply.code;
    }
  }
  if (config.driver === "pglite" && (await apiIsRunning(env.API_PORT))) {
    console.error(
      `The API is running on the embedded database (${config.dataDir}), which only one process may open: stop npm run dev first, or grant the role on /data.`,
    );
    return 1;
  }
  const db = await openDatabase(config);
  try {
    await db.migrate();
    return await runAdminCommand(process.argv.slice(2), {
      db: db.db,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await db.close();
  }
}

process.exit(await main());
