// The only module that reads import.meta.env. Vite validates every VITE_* variable with the zod schema in
// ./env-schema when it starts (vite.config.ts) and inlines the checked values, defaults included, here.
import type { Env } from "./env-schema.ts";

export type { Env };

export const env: Env = {
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_AUTH_EMULATOR_URL: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL,
  VITE_CHROME_STORE_URL: import.meta.env.VITE_CHROME_STORE_URL,
  VITE_SAFARI_STORE_URL: import.meta.env.VITE_SAFARI_STORE_URL,
  VITE_CHAT_SCRIPT_URL: import.meta.env.VITE_CHAT_SCRIPT_URL,
  VITE_SUPPORT_EMAIL: import.meta.env.VITE_SUPPORT_EMAIL,
  VITE_SISTER_PRODUCT_URL: import.meta.env.VITE_SISTER_PRODUCT_URL,
};
