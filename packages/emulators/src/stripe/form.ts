// Stripe's request encoding: application/x-www-form-urlencoded with bracket paths
// (`line_items[0][price]=price_x`, `expand[]=subscription`, `metadata[uid]=u1`), turned back into objects.
// Numeric keys make arrays, as the official SDKs send them.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const first = name.indexOf("[");
  if (first === -1) return [name];
  const path = [name.slice(0, first)];
  for (const match of name.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? "");
  return path;
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, toArrays(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

/** Parses a form body or query string into nested objects and arrays. */
export function parseStripeForm(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  let appended = 0;
  for (const [name, value] of params) {
    const path = keyPath(name);
    let node: FormObject = root;
    path.forEach((part, index) => {
      // `expand[]` appends: give each its own numeric key.
      const key = part === "" ? String(appended++) : part;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== "object" || next === null || Array.isArray(next)) node[key] = {};
      node = node[key] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}

export const str = (value: FormValue | undefined): string | undefined =>
  typeof value === "string" ? value : undefined;

export const list = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

export const obj = (value: FormValue | undefined): FormObject =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
