// The deployment files stay in step with the code: deploy/.env.example lists every variable the API and the
// website build read, and deploy/compose.yaml runs the roles docs/deploy.md describes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ENV_VARIABLES, repoRoot } from "../src/env.ts";

const read = (path: string) => readFileSync(join(repoRoot(), path), "utf8");

describe("deploy/", () => {
  const example = read("deploy/.env.example");
  /** Names set (or shown commented out) in the example. */
  const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));

  test(".env.example lists every variable of apps/api/src/env.ts", () => {
    expect(ENV_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  });

  test(".env.example lists every VITE_* variable of the website build", () => {
    const web = [...read("apps/web/src/env-schema.ts").matchAll(/^\s+(VITE_[A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(web.length).toBeGreaterThan(5);
    expect(web.filter((name) => !listed.has(name))).toEqual([]);
  });

  test("compose runs PostgreSQL 15, 2 API replicas, a worker, the website and the proxy", () => {
    const compose = read("deploy/compose.yaml");
    expect(compose).toMatch(/image: postgres:15\n/);
    expect(compose).toMatch(/API_MODE: api\n[\s\S]*replicas: 2/);
    expect(compose).toMatch(/API_MODE: worker/);
    for (const service of ["web", "proxy"]) expect(compose).toMatch(new RegExp(`\n  ${service}:\n`));
  });

  test("the API image runs the bundle on Node 24 as a non-root user, with a healthcheck", () => {
    const dockerfile = read("deploy/api.Dockerfile");
    expect(dockerfile).toMatch(/^FROM node:24-/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toMatch(/CMD \["node", "dist\/index.js"\]/);
  });
});
