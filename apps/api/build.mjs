#!/usr/bin/env node
// Production bundle: dist/index.js (ESM for Node) plus dist/drizzle/ (the migrations applied at start) and
// dist/meta.json (esbuild's metafile: every input file). Fails if any input comes from @vi/emulators.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { apiDir, bundleOptions, emulatorInputs } from "./bundle.mjs";

const outdir = join(apiDir, "dist");

rmSync(outdir, { recursive: true, force: true });
const result = await build({ ...bundleOptions({ outdir }), logLevel: "info" });
writeFileSync(join(outdir, "meta.json"), JSON.stringify(result.metafile));
const leaked = emulatorInputs(result.metafile);
if (leaked.length > 0) {
  console.error(`[build] the production bundle imports emulator code (@vi/emulators is dev-only):`);
  for (const input of leaked) console.error(`  ${input}`);
  rmSync(outdir, { recursive: true, force: true });
  process.exit(1);
}
// The roles command for production hosts: `node dist/admin.js grant admin <email>` (src/cli/admin-main.ts).
const admin = await build({
  ...bundleOptions({ entry: join(apiDir, "src", "cli", "admin-main.ts"), outdir }),
  entryPoints: { admin: join(apiDir, "src", "cli", "admin-main.ts") },
  logLevel: "info",
});
if (emulatorInputs(admin.metafile).length > 0) {
  console.error("[build] dist/admin.js imports emulator code (@vi/emulators is dev-only)");
  rmSync(outdir, { recursive: true, force: true });
  process.exit(1);
}
cpSync(join(apiDir, "drizzle"), join(outdir, "drizzle"), { recursive: true });
console.log(
  `[build] ${relative(apiDir, outdir)}/index.js, admin.js and dist/drizzle/ ready (no emulator code)`,
);
