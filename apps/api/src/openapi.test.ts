import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { type Contract, contracts, OpenApiDocumentSchema } from "@vi/types";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testEnv } from "../test/app.ts";
import { createApp } from "./app.ts";
import type { AuthProvider } from "./auth/firebase.ts";
import { type DatabaseConnection, openDatabase } from "./db/index.ts";
import { createLogger } from "./logger.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import { generateOpenApiTypes, OPENAPI_TYPES_FILE } from "./openapi-types.ts";

let db: DatabaseConnection;
beforeAll(async () => {
  db = await openDatabase({ driver: "pglite" });
});
afterAll(() => db.close());

const unusedAuth: AuthProvider = {
  verifyIdToken: () => Promise.reject(new Error("not used")),
  deleteUser: () => Promise.reject(new Error("not used")),
};

type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; style?: string; explode?: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
};

async function fetchDocument(vars: Record<string, string> = {}) {
  const app = createApp({ env: testEnv(vars), db, logger: createLogger("silent"), auth: unusedAuth });
  const response = await app.request("/openapi.json");
  expect(response.status).toBe(200);
  const document = OpenApiDocumentSchema.parse(await response.json());
  const paths = document.paths as Record<string, Record<string, Operation>>;
  return { document, paths };
}

describe("GET /openapi.json", () => {
  test("is public and lists every contract's path and method under its id", async () => {
    const { document, paths } = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    const listed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    const expected = (Object.values(contracts) as Contract[]).map((c) => `${c.method} ${c.path} ${c.id}`);
    expect(listed.sort()).toEqual(expected.sort());
  });

  test("asks for the bearer token on user and admin routes only", async () => {
    const { document, paths } = await fetchDocument();
    expect(document.components).toMatchObject({
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
      schemas: { ApiError: { type: "object", required: ["error"] } },
    });
    expect(paths["/user"]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(paths["/admin/stats"]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(paths["/admin/stats"]?.get?.responses).toHaveProperty("403");
    // Public operations say they need nothing; research operations also take an API key.
    expect(paths["/healthz"]?.get?.security).toEqual([]);
    expect(paths["/affiliateApplications"]?.post?.security).toEqual([]);
    expect(paths["/outliers"]?.get?.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(paths["/apiKeys"]?.post?.security).toEqual([{ bearerAuth: [] }]);
  });

  test("describes query parameters and bodies from the contract schemas", async () => {
    const { paths } = await fetchDocument();
    const outliers = paths["/outliers"]?.get?.parameters ?? [];
    expect(outliers.map((p) => p.name)).toEqual(Object.keys(contracts.getOutliers.query.shape));
    expect(outliers.every((p) => p.in === "query" && !p.required)).toBe(true);
    expect(paths["/deleteSavedVideo"]?.delete?.parameters).toContainEqual(
      expect.objectContaining({ name: "videoId", required: true }),
    );
    // The ids travel as one comma list.
    expect(paths["/getSavedVideoData"]?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: "savedVideoIds", style: "form", explode: false }),
    );
    const body = paths["/savedVideos"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(["videoId"]);
    expect(paths["/savedVideos"]?.post?.responses).toHaveProperty("400");
  });

  test("includes a contract added to the list", () => {
    const extra = { ...contracts.health, id: "extra", path: "/extra" } as const;
    const document = buildOpenApiDocument([extra], {
      serverUrl: "http://localhost:8787",
      termsUrl: "http://localhost:5173/terms-of-service",
    });
    expect(Object.keys(document.paths)).toEqual(["/extra"]);
  });
});

/** Redocly's CLI from this package's dev dependencies, run with Node (no network: telemetry off). */
function redoclyCli(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");
}

describe("the document integrators' tools read", () => {
  test("passes `redocly lint` with the recommended rules, without errors or warnings", async () => {
    // As deployed: the recommended rules warn about a localhost server, which is what the tests run on.
    const { document } = await fetchDocument({ API_PUBLIC_URL: "https://api.vidinsight.app" });
    expect(document).toMatchObject({ servers: [{ url: expect.any(String) }], info: { license: {} } });
    const dir = await mkdtemp(join(tmpdir(), "openapi-lint-"));
    try {
      const file = join(dir, "openapi.json");
      await writeFile(file, JSON.stringify(document));
      const run = promisify(execFile)(
        process.execPath,
        [redoclyCli(), "lint", "--extends", "recommended", "--format", "json", file],
        { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
      );
      const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test("the website's client types are openapi-typescript's output for this document (npm run openapi:types)", async () => {
    expect(await readFile(OPENAPI_TYPES_FILE, "utf8")).toBe(await generateOpenApiTypes());
  }, 30_000);
});
