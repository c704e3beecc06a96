import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as core from "./core.ts";
import { ERROR_CODES, ErrorCode, PLAN_IDS, PLAN_NAMES } from "./core.ts";

const here = dirname(fileURLToPath(import.meta.url));

/** Modules `file` loads at run time (type-only imports and exports are erased, so they are skipped). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const statements = text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gms);
  return [...statements].filter(([, typeOnly]) => !typeOnly).map(([, , source]) => source as string);
}

describe("@vi/types/core", () => {
  it("loads no zod, directly or through the files it re-exports", () => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const source of runtimeImports(file)) {
        expect(source, `${file} imports ${source}`).toMatch(/^\.\//);
        walk(join(dirname(file), source));
      }
    };
    walk(join(here, "core.ts"));
    expect(seen.size).toBeGreaterThan(1);
  });

  it("names every error code by itself and every plan once", () => {
    expect(Object.values(ErrorCode)).toEqual([...ERROR_CODES]);
    expect(ErrorCode.NOT_FOUND).toBe("NOT_FOUND");
    expect(Object.keys(PLAN_NAMES)).toEqual([...PLAN_IDS]);
    expect(core).toHaveProperty("planOf");
  });
});
