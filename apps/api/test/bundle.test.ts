// The production bundle holds no emulator code: esbuild's metafile, with build.mjs's options, lists every
// input file, and none may come from @vi/emulators (a devDependency for tests and the dev server).
import { join } from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, test } from "vitest";
import { apiDir, bundleOptions, emulatorInputs } from "../bundle.mjs";

async function metafileOf(entry: string): Promise<Metafile> {
  const result = await build({
    ...bundleOptions({ entry, outdir: join(apiDir, "dist") }),
    write: false,
    logLevel: "silent",
  });
  if (!result.metafile) throw new Error("esbuild returned no metafile");
  return result.metafile;
}

describe("production bundle", () => {
  test("src/index.ts bundles the API and the workspace packages, and nothing of @vi/emulators", async () => {
    const metafile = await metafileOf(join(apiDir, "src", "index.ts"));
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain("src/index.ts");
    expect(inputs).toContain("src/youtube/client.ts");
    expect(inputs.some((input) => input.includes("packages/metrics/"))).toBe(true);
    expect(emulatorInputs(metafile)).toEqual([]);
  });

  test("the check finds emulator files in a bundle that has them (the dev server's)", async () => {
    const metafile = await metafileOf(join(apiDir, "scripts", "dev-server.ts"));
    const leaked = emulatorInputs(metafile);
    expect(leaked).toContain("../../packages/emulators/src/youtube/catalog.ts");
    expect(leaked.every((input) => input.startsWith("../../packages/emulators/"))).toBe(true);
  }, 30_000);

  test("the check reads paths relative to the working directory, and node_modules paths too", () => {
    const metafile = (paths: string[]): Metafile => ({
      inputs: Object.fromEntries(paths.map((path) => [path, { bytes: 1, imports: [] }])),
      outputs: {},
    });
    expect(
      emulatorInputs(
        metafile([
          "src/index.ts",
          "../../packages/metrics/src/index.ts",
          "../../packages/emulators-extra/x.ts",
          "node_modules/@vi/emulators/src/youtube/server.ts",
          "../../packages/emulators/src/youtube/prng.ts",
        ]),
      ),
    ).toEqual([
      "node_modules/@vi/emulators/src/youtube/server.ts",
      "../../packages/emulators/src/youtube/prng.ts",
    ]);
    expect(
      emulatorInputs(metafile(["youtube/catalog.ts"]), join(apiDir, "../../packages/emulators/src")),
    ).toEqual(["youtube/catalog.ts"]);
  });
});
