// The pseudo-locale check shared by the page tests: every run of text a reader can see or hear (text,
// aria-label, title, placeholder, alt) that did not come from the catalog, i.e. is not inside ⟦…⟧.
import { PSEUDO_CLOSE, PSEUDO_OPEN } from "@vi/i18n";

/**
 * The texts of `root` left with letters once the pseudo-locale's brackets and the `known` strings (the
 * brand, recorded or test data that is the same in every language) are taken out.
 */
export function untranslated(root: Element, known: readonly string[]): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  for (const element of root.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  const bracketed = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, "g");
  // Longest first, so a known string that contains another is taken out whole.
  const sorted = [...known].sort((a, b) => b.length - a.length);
  return texts
    .map((text) => {
      // Innermost first: a translated sentence may hold another one (a reset time inside a notice).
      let rest = text;
      for (let before = ""; before !== rest; ) {
        before = rest;
        rest = rest.replace(bracketed, " ");
      }
      for (const word of sorted) rest = rest.split(word).join(" ");
      return rest.trim();
    })
    .filter((rest) => /[A-Za-z]{2,}/.test(rest));
}

/** `untranslated` of an HTML string's body. */
export function untranslatedInHtml(html: string, known: readonly string[]): string[] {
  return untranslated(new DOMParser().parseFromString(html, "text/html").body, known);
}
