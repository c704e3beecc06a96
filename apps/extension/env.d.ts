interface ImportMetaEnv {
  readonly WXT_API_BASE_URL?: string;
  readonly WXT_WEBSITE_ORIGIN?: string;
  readonly WXT_FIREBASE_API_KEY?: string;
  readonly WXT_FIREBASE_AUTH_EMULATOR_URL?: string;
}

declare module "*.css?inline" {
  const css: string;
  export default css;
}
