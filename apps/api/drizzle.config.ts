import { defineConfig } from "drizzle-kit";

// Generation only (`pnpm --filter @vi/api db:generate`); migrations are applied by the API at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
