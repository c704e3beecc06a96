#!/usr/bin/env node
// Production bundle: dist/index.js (ESM for Node) plus dist/drizzle/ (the migrations applied at start).
// npm dependencies stay external and load from node_modules; the workspace packages (@vi/*), which export
// TypeScript source, are bundled in.
import { cpSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const apiDir = dirname(fileURLToPath(import.meta.url));
const outdir = join(apiDir, "dist");

/** Bare imports are external unless they name a workspace package. */
const externalNpmPackages = {
  name: "external-npm-packages",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@vi/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(apiDir, "src", "index.ts")],
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: "info",
});
cpSync(join(apiDir, "drizzle"), join(outdir, "drizzle"), { recursive: true });
console.log("[build] dist/index.js and dist/drizzle/ ready");
