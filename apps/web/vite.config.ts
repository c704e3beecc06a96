import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { parseEnv } from "./src/env-schema.ts";

// WEB_PORT is read by the dev/preview server only (the browser bundle reads VITE_* in src/env.ts).
function port(): number {
  const raw = process.env.WEB_PORT;
  if (raw === undefined || raw === "") return 5173;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`WEB_PORT must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}

export default defineConfig(({ mode }) => {
  // Fail fast, naming the variable, instead of shipping a bundle that breaks in the browser.
  parseEnv({ ...loadEnv(mode, process.cwd(), "VITE_") });
  return {
    plugins: [react(), tailwindcss()],
    server: { port: port(), strictPort: true },
    build: {
      target: "es2022",
      // Keep the landing route small: firebase and page code are split off (see src/routes.tsx).
      chunkSizeWarningLimit: 600,
    },
  };
});
