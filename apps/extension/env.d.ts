interface ImportMetaEnv {
  readonly WXT_API_BASE_URL?: string;
  readonly WXT_WEBSITE_ORIGIN?: string;
}

declare module "*.css?inline" {
  const css: string;
  export default css;
}
