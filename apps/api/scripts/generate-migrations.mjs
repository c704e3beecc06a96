#!/usr/bin/env node
// `db:generate`: drizzle-kit generate, then drop the "public". qualifier drizzle-kit writes into foreign keys,
// so that every migration applies to whatever schema the connection's search_path names (public in
// production, a throw-away schema per test file on a shared PostgreSQL).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const result = spawnSync(
  join(apiDir, "node_modules", ".bin", "drizzle-kit"),
  ["generate", ...process.argv.slice(2)],
  {
    cwd: apiDir,
    stdio: "inherit",
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);

const migrationsDir = join(apiDir, "drizzle");
for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith(".sql"))) {
  const path = join(migrationsDir, file);
  const before = readFileSync(path, "utf8");
  const after = before.replaceAll('"public".', "");
  if (after !== before) {
    writeFileSync(path, after);
    console.log(`[db:generate] ${file}: removed the "public". schema qualifier`);
  }
}
