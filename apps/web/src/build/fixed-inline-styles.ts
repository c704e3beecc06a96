// The inline styles a third-party module writes from fixed strings, read from its source at build time so
// the production CSP can allow exactly those texts by hash (docs/decisions/developer-page-csp.md). Runs in
// Node during `vite build`, never in the browser.
import { parseAst } from "vite";

/** Texts of `<style>` elements (`createTextNode("...")`) and of `style` attributes (`setAttribute("style", "...")`). */
export interface FixedInlineStyles {
  elements: string[];
  attributes: string[];
}

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

const literalString = (node: unknown): string | null =>
  isNode(node) && node.type === "Literal" && typeof node.value === "string" ? node.value : null;

/** The method name of a call like `x.name(...)`, or null. */
function calledMethod(node: Node): string | null {
  const callee = node.callee;
  if (!isNode(callee) || callee.type !== "MemberExpression" || callee.computed) return null;
  const property = callee.property;
  return isNode(property) && property.type === "Identifier" ? (property.name as string) : null;
}

/**
 * Only string literals count: a style built at run time (a template with values) is not fixed, so it gets no
 * hash and stays refused.
 */
export function fixedInlineStyles(code: string): FixedInlineStyles {
  const found: FixedInlineStyles = { elements: [], attributes: [] };
  // Most modules write no style: skip parsing them.
  if (!code.includes("createTextNode") && !code.includes("setAttribute")) return found;
  // A text node counts only in a module that makes a <style> element (others write visible text).
  const writesStyleElement = /createElement\(\s*["']style["']\s*\)/.test(code);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === "CallExpression") {
      const args = node.arguments as unknown[];
      const method = calledMethod(node);
      const first = literalString(args[0]);
      if (method === "createTextNode" && first !== null && args.length === 1 && writesStyleElement)
        found.elements.push(first);
      const second = literalString(args[1]);
      if (method === "setAttribute" && first === "style" && second !== null) found.attributes.push(second);
    }
    for (const [key, value] of Object.entries(node)) if (key !== "type") visit(value);
  };
  visit(parseAst(code));
  return found;
}
