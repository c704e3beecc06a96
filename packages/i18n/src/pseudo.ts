/**
 * The pseudo-locale: every catalog string accented and bracketed ("⟦Ŕéšéàŕçĥ⟧"), a third longer, with
 * placeholders ({{count}}) and tags (<1>…</1>) kept. A screen rendered in it shows any text that does
 * not come from a catalog as plain ASCII, which the pseudo-locale tests look for.
 */
const ACCENTED: Record<string, string> = {
  a: "à",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "À",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

export function pseudoString(text: string): string {
  const parts = text.split(/(\{\{[^}]+\}\}|<\/?\d+>|<\/?[a-z]+\/?>)/);
  const body = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c)))
    .join("");
  // A third longer, in short words a line can break between (one long word would overflow narrow screens).
  const padding = " ~~~~".repeat(Math.ceil(text.length / 15));
  return `${PSEUDO_OPEN}${body}${padding}${PSEUDO_CLOSE}`;
}

/** A whole catalog in the pseudo-locale, same keys. */
export function pseudoCatalog<T>(catalog: T): T {
  if (typeof catalog === "string") return pseudoString(catalog) as T;
  if (Array.isArray(catalog)) return catalog.map((item) => pseudoCatalog(item)) as T;
  if (catalog && typeof catalog === "object") {
    return Object.fromEntries(
      Object.entries(catalog).map(([key, value]) => [key, pseudoCatalog(value)]),
    ) as T;
  }
  return catalog;
}
