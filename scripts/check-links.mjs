#!/usr/bin/env node
// The Markdown link check of `npm run lint`, offline: every relative link of the repository's Markdown files
// must name a file that exists (and a heading of it, for `file.md#anchor`), and every `docs/<name>.md` a source
// file cites must exist. Web links are not fetched (lint runs without a network).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SKIP = new Set(["node_modules", ".git", ".output", "dist", ".turbo", ".data", ".tools", "coverage"]);
const SOURCE_RE = /\.(ts|tsx|mts|mjs|js|cjs|yml|yaml|sh)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith(".wxt")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{Letter}\p{Number}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const anchorsCache = new Map();
function anchorsOf(file) {
  if (!anchorsCache.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    const text = readFileSync(file, "utf8").replace(/^```[\s\S]*?^```/gm, "");
    for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
      const base = slug(heading);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const [, id] of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(id);
    anchorsCache.set(file, anchors);
  }
  return anchorsCache.get(file);
}

/** Problems with one relative link `target` written in `file`. */
export function checkLink(file, target) {
  const [pathPart, anchor] = target.split("#", 2);
  const path = decodeURI(pathPart ?? "");
  const resolved = path === "" ? file : resolve(dirname(file), path);
  if (!existsSync(resolved)) return `${target}: no such file`;
  if (anchor && resolved.endsWith(".md") && statSync(resolved).isFile() && !anchorsOf(resolved).has(anchor))
    return `${target}: no heading with this anchor`;
  return null;
}

const LINK_RE = /(?<!!)\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\[[^\]]+\]:\s*(\S+)/gm;

export function markdownProblems(file) {
  const text = readFileSync(file, "utf8")
    .replace(/^```[\s\S]*?^```/gm, "")
    .replace(/`[^`\n]*`/g, "");
  const problems = [];
  for (const match of text.matchAll(LINK_RE)) {
    const target = match[1] ?? match[2];
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
    const problem = checkLink(file, target);
    if (problem) problems.push(problem);
  }
  return problems;
}

export function citationProblems(file) {
  const text = readFileSync(file, "utf8");
  const problems = [];
  for (const [cited] of text.matchAll(/\bdocs\/[\w./-]+?\.md\b/g)) {
    if (!existsSync(join(root, cited))) problems.push(`${cited}: cited, but no such file`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  let checked = 0;
  for (const file of files(root)) {
    const problems = file.endsWith(".md")
      ? markdownProblems(file)
      : SOURCE_RE.test(file)
        ? citationProblems(file)
        : [];
    checked += 1;
    for (const problem of problems) {
      failed += 1;
      console.error(`${relative(root, file)}: ${problem}`);
    }
  }
  console.log(`[links] ${checked} files checked, ${failed} broken link${failed === 1 ? "" : "s"}`);
  process.exit(failed === 0 ? 0 : 1);
}
