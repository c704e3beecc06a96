// The pseudo-locale check shared by the pseudo-locale tests: what a reader sees or hears that did not
// come from the catalog (a catalog string renders as "⟦Ŕéšéàŕçĥ ~~~~⟧", anything else as plain ASCII).
import { PSEUDO_CLOSE, PSEUDO_OPEN } from "@vi/i18n";

/** Every run of text, `aria-label`, `title`, `placeholder` or `alt` outside the brackets, minus `known`. */
export function untranslatedText(html: string, known: readonly string[]): string[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const texts: string[] = [];
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  for (const element of body.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => {
      let rest = text.replace(new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, "g"), " ");
      for (const word of known) rest = rest.split(word).join(" ");
      return rest.trim();
    })
    .filter((rest) => /[A-Za-z]{2,}/.test(rest));
}
