#!/usr/bin/env node
// Converts dist/_headers (Netlify's format, written by `vite build`) into Caddy `header` directives, so the
// website image sends exactly the headers the build computed (the CSP's script hashes included).
// Usage: node deploy/web/caddy-headers.mjs apps/web/dist/_headers > headers.caddy
import { readFileSync } from "node:fs";
import { parseHeadersFile } from "../../scripts/lib/smoke-servers.mjs";

const file = process.argv[2];
if (!file) {
  console.error("usage: caddy-headers.mjs <path to _headers>");
  process.exit(2);
}
const quote = (value) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
for (const { pattern, headers } of parseHeadersFile(readFileSync(file, "utf8"))) {
  console.log(`header ${pattern} {`);
  for (const [name, value] of Object.entries(headers)) console.log(`\t${name} ${quote(value)}`);
  console.log("}");
}
