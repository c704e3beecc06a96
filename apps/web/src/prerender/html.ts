// Puts a prerendered page into the built index.html (runs in Node at build time).

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The shell with the page's markup in #root (marked with its path, so main.tsx hydrates only there). */
export function prerenderPage(
  shell: string,
  {
    pathname,
    html,
    title,
    lang = "en",
    head = "",
  }: { pathname: string; html: string; title: string; lang?: string; head?: string },
): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html has no ${root} to prerender into`);
  return shell
    .replace(root, () => `<div id="root" data-prerendered="${escapeHtml(pathname)}">${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>${head}`)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(lang)}">`);
}
