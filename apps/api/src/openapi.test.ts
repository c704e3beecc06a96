import { type Contract, contracts, OpenApiDocumentSchema } from "@vi/types";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testEnv } from "../test/app.ts";
import { createApp } from "./app.ts";
import type { AuthProvider } from "./auth/firebase.ts";
import { type DatabaseConnection, openDatabase } from "./db/index.ts";
import { createLogger } from "./logger.ts";
import { buildOpenApiDocument } from "./openapi.ts";

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

async function fetchDocument() {
  const app = createApp({ env: testEnv(), db, logger: createLogger("silent"), auth: unusedAuth });
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
    expect(paths["/healthz"]?.get?.security).toBeUndefined();
    expect(paths["/affiliateApplications"]?.post?.security).toBeUndefined();
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
    const document = buildOpenApiDocument([extra]);
    expect(Object.keys(document.paths)).toEqual(["/extra"]);
  });
});
