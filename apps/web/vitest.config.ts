import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

// The app's Vite config (its checked VITE_* values as `define`) with only the React plugin: Tailwind, the
// prerender and the header plugins serve builds and the dev server, and tests import no CSS that needs them.
// One worker keeps its module cache between files (`isolate: false`): every file starts from the same clean
// state (./src/test/setup.ts) and the suite passes in both orders (docs/decisions/test-suite-time.md).
export default defineConfig((configEnv) => {
  const { plugins: _plugins, ...app } = viteConfig(configEnv);
  return {
    ...app,
    plugins: [react()],
    test: {
      environment: "jsdom",
      setupFiles: ["./src/test/setup.ts"],
      include: ["src/**/*.test.{ts,tsx}"],
      isolate: false,
      // jsdom + Testing Library pages are slow on a loaded machine (docs/decisions/web-bundle.md).
      testTimeout: 30_000,
    },
  };
});
