// The production bundle's esbuild options and the check that it holds no emulator code, shared by
// build.mjs and test/bundle.test.ts (which builds in memory with the same options).
import { realpathSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const apiDir = dirname(fileURLToPath(import.meta.url));
/** @vi/emulators: dev and test tooling that must never reach the production bundle. */
export const emulatorsDir = realpathSync(join(apiDir, "../../packages/emulators"));

/** Bare imports are external unless they name a workspace package. */
const externalNpmPackages = {
  name: "external-npm-packages",
  /** @param {import("esbuild").PluginBuild} pluginBuild */
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@vi/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * npm dependencies stay external and load from node_modules; the workspace packages (@vi/*), which export
 * TypeScript source, are bundled in.
 * @param {{ entry?: string, outdir: string }} options
 * @returns {import("esbuild").BuildOptions}
 */
export function bundleOptions({ entry = join(apiDir, "src", "index.ts"), outdir }) {
  return {
    absWorkingDir: apiDir,
    entryPoints: [entry],
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    metafile: true,
    plugins: [externalNpmPackages],
  };
}

/**
 * The bundle's input files that belong to @vi/emulators (metafile input paths are relative to the
 * working directory; symlinked workspace packages appear under their real path, or under node_modules
 * when symlinks are preserved).
 * @param {import("esbuild").Metafile} metafile
 * @param {string} [workingDir]
 * @returns {string[]}
 */
export function emulatorInputs(metafile, workingDir = apiDir) {
  return Object.keys(metafile.inputs).filter((input) => {
    const path = resolve(workingDir, input.replace(/^[\w-]+:/, ""));
    const inPackage = relative(emulatorsDir, path);
    return (
      (inPackage !== "" && !inPackage.startsWith("..") && !inPackage.startsWith(sep)) ||
      path.split(sep).join("/").includes("/node_modules/@vi/emulators/")
    );
  });
}
