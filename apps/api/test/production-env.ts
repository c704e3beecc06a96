// The least configuration production starts with (env.ts productionProblems); tests of production checks
// add or change one variable at a time.
export const PRODUCTION_VARS = Object.freeze({
  NODE_ENV: "production",
  DATABASE_URL: "postgres://vi@db.internal:5432/vi",
  EXTENSION_ORIGINS: "chrome-extension://abcdefghijklmnopabcdefghijklmnop",
  WEB_ORIGIN: "https://vidinsight.example.com",
  AFFILIATE_IP_SECRET: "a-random-production-secret-of-40-characters",
  RECAP_SIGNING_SECRET: "another-random-production-secret-of-40-chars",
});
