// The layering rule (apps/api/README.md#layout): a route parses, calls its domain's service and answers;
// the database belongs to the services. Every routes.ts is read here, so a route that queries the database
// itself fails this test instead of slipping through review.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";

const SRC = import.meta.dirname;

/** Module specifiers that reach the database: drizzle, the drivers, and src/db (connection and schema). */
const DATABASE_MODULES = [/^drizzle-orm(\/|$)/, /^pg$/, /^pg-boss$/, /^@electric-sql\/pglite/, /(^|\/)db\//];

/** Every specifier a file imports or re-exports (static, dynamic and `import type`). */
function importedModules(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s+["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /^\s*import\s+["']([^"']+)["']/gm,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

function databaseImports(source: string): string[] {
  return importedModules(source).filter((specifier) =>
    DATABASE_MODULES.some((pattern) => pattern.test(specifier)),
  );
}

const routeFiles = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((path) => /(^|[/\\-])routes\.ts$/.test(path))
  .map((path) => join(SRC, path));

describe("layering: routes never import the database", () => {
  test("finds the route files (one per domain folder, none left under src/routes/)", () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(15);
    expect(routeFiles.filter((file) => relative(SRC, file).startsWith("routes"))).toEqual([]);
  });

  test.each(routeFiles.map((file) => [relative(SRC, file), file]))("%s", (_name, file) => {
    expect(databaseImports(readFileSync(file, "utf8"))).toEqual([]);
  });

  test("the check sees every form of import", () => {
    const source = [
      'import { eq } from "drizzle-orm";',
      'import type { Database } from "../db/index.ts";',
      'export { users } from "../db/schema.ts";',
      'const pg = await import("pg");',
      'import "drizzle-orm/pg-core";',
      'import { contracts } from "@vi/types";',
      'import type { VideoService } from "../videos/service.ts";',
    ].join("\n");
    expect(databaseImports(source).sort()).toEqual(
      ["../db/index.ts", "../db/schema.ts", "drizzle-orm", "drizzle-orm/pg-core", "pg"].sort(),
    );
  });
});
