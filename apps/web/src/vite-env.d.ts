/// <reference types="vite/client" />

// Checked and defaulted by src/env-schema.ts at start-up (see vite.config.ts).
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL: string;
  /** "1" builds the website in the pseudo-locale (src/i18n/i18n.ts), for the untranslated-text checks. */
  readonly VITE_PSEUDO_LOCALE?: string;
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL: string;
  readonly VITE_CHROME_STORE_URL: string;
  readonly VITE_SAFARI_STORE_URL: string;
  readonly VITE_CHAT_SCRIPT_URL: string;
  readonly VITE_SUPPORT_EMAIL: string;
  readonly VITE_SISTER_PRODUCT_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
