/** Mirrors YouTube's theme (html[dark]) onto a shadow-root host as data-theme, live; returns the stop function. */
export function followYouTubeTheme(host: HTMLElement): () => void {
  const html = document.documentElement;
  const apply = () => {
    host.dataset.theme = html.hasAttribute("dark") ? "dark" : "light";
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(html, { attributes: true, attributeFilter: ["dark"] });
  return () => observer.disconnect();
}
