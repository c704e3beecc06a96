// Bytes of script that run on every YouTube page (gzip), against the 80 KB budget
// (docs/decisions/extension-per-page-script.md).
// Usage: node scripts/bundle-size.mjs [outputDir]   (after `wxt build`)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_BYTES = 80 * 1024;
/** Injected on every YouTube page: the content script and the main-world page-data reader. */
export const PER_PAGE_FILES = ["content-scripts/youtube.js", "page-data.js"];
/**
 * Loaded on demand: the watch panel on watch pages, the analysis UI on channel and search pages, and a
 * non-English reader's strings (two shown: the longest and the shortest language).
 */
export const LAZY_FILES = ["panel-ui.js", "analysis-ui.js", "strings-de.js", "strings-ja.js"];

export function gzipBytes(outputDir, files) {
  return files.map((file) => ({
    file,
    bytes: gzipSync(readFileSync(join(outputDir, file)), { level: 9 }).length,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outputDir = process.argv[2] ?? fileURLToPath(new URL("../.output/chrome-mv3", import.meta.url));
  const perPage = gzipBytes(outputDir, PER_PAGE_FILES);
  const total = perPage.reduce((sum, f) => sum + f.bytes, 0);
  for (const { file, bytes } of [...perPage, ...gzipBytes(outputDir, LAZY_FILES)]) {
    console.log(`${file.padEnd(30)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzip`);
  }
  // Printed, not enforced here: the browser suite (e2e/bundle-size.test.ts) enforces the budget.
  const verdict = total <= BUDGET_BYTES ? "within" : "OVER";
  console.log(`every YouTube page: ${(total / 1024).toFixed(1)} KB gzip, ${verdict} the 80 KB budget`);
}
