import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { BUDGET_BYTES, gzipBytes, PER_PAGE_FILES } from "../scripts/bundle-size.mjs";
import { EXTENSION_DIR } from "./harness.ts";

test("the scripts that run on every YouTube page stay within 80 KB gzip, React excluded", () => {
  const total = gzipBytes(EXTENSION_DIR, PER_PAGE_FILES).reduce((sum, f) => sum + f.bytes, 0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  // React belongs to the lazily imported panel module, never to the per-page script.
  const perPage = readFileSync(join(EXTENSION_DIR, "content-scripts/youtube.js"), "utf8");
  expect(perPage).not.toContain("react.transitional.element");
  // So do i18next and the UI's strings: they load with the panels (content/ui-language.ts).
  expect(perPage).not.toContain("i18next");
});
