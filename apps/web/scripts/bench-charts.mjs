#!/usr/bin/env node
// Chart budget of the pages with charts, run by `pnpm bench` after `vite build`: the JavaScript only the
// channel and results report pages and 'Your channel' load (their chunks and the chart library: what no
// other page or the entry loads) must stay under 60 KB gzip, and the chart library (uPlot) must be in no
// other chunk.
// Also printed: everything a report page loads beyond the entry (shared signed-in code included).
// Prints the figures (docs/decisions/analysis-charts.md).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const BUDGET_KB = 60;
const REPORT_PAGES = ["channel-analysis", "results-analysis", "your-channel"];

/** `file` and every chunk it imports statically, transitively. */
async function staticGraph(file) {
  const seen = new Set();
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.shift();
    if (seen.has(next)) continue;
    seen.add(next);
    const code = await readFile(path.join(distDir, next), "utf8");
    for (const match of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(path.posix.join(path.posix.dirname(next), match[1]));
    }
  }
  return seen;
}

const gzip = async (file) => gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const html = await readFile(path.join(distDir, "index.html"), "utf8");
const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
if (!entry) throw new Error("dist/index.html has no module entry: run `vite build` first");
const always = await staticGraph(entry);
const assets = await readdir(path.join(distDir, "assets"));

// uPlot's overlay class marks its code; it must sit only in chunks the report pages alone load
// (found by content: the chunk that holds it may be named after any module shared by the two pages).
const chartChunks = [];
for (const file of assets.filter((f) => f.endsWith(".js"))) {
  if ((await readFile(path.join(distDir, "assets", file), "utf8")).includes("u-over"))
    chartChunks.push(`assets/${file}`);
}
let failed = false;
const extra = new Set();
const reportChunks = REPORT_PAGES.map((name) => {
  const chunk = assets.find((file) => file.startsWith(`${name}-`) && file.endsWith(".js"));
  if (!chunk) throw new Error(`no ${name} chunk in dist/assets`);
  return { name, chunk: `assets/${chunk}` };
});
// What the other chunks (other pages, shared code) load: not counted as the report pages' own.
const elsewhere = new Set(always);
for (const file of assets.filter((f) => f.endsWith(".js")).map((f) => `assets/${f}`)) {
  if (reportChunks.some((report) => report.chunk === file) || chartChunks.includes(file)) continue;
  for (const reached of await staticGraph(file)) if (!chartChunks.includes(reached)) elsewhere.add(reached);
}
for (const { name, chunk } of reportChunks) {
  const graph = [...(await staticGraph(chunk))].filter((file) => !always.has(file));
  let beyondEntry = 0;
  let own = 0;
  for (const file of graph) {
    const size = await gzip(file);
    beyondEntry += size;
    if (!elsewhere.has(file)) {
      own += size;
      extra.add(file);
    }
  }
  console.log(
    `${name} page: ${kb(own)} gzip of JavaScript only the report pages load (page + charts); ${kb(beyondEntry)} beyond the entry in all`,
  );
  if (own > BUDGET_KB * 1024) failed = true;
}

for (const file of chartChunks) {
  console.log(
    `chart library chunk ${file}: ${kb(await gzip(file))} gzip, loaded by the entry: ${always.has(file) ? "YES" : "no"}`,
  );
  if (always.has(file) || !extra.has(file)) failed = true;
}
if (chartChunks.length === 0) {
  console.log("no chart library chunk found");
  failed = true;
}
console.log(
  failed
    ? `chart budget: FAILED (${BUDGET_KB} KB)`
    : `chart budget: ok (< ${BUDGET_KB} KB gzip, report pages only)`,
);
process.exitCode = failed ? 1 : 0;
