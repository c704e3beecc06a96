// The landing hero's picture and the slot it fills, shared by the page and by the build, which
// preloads it on "/" (vite.config.ts): the page is rendered by script, so without a hint the browser
// would only find the picture - the largest paint on phones - after the JavaScript ran.
import { landingShots } from "./landing-shots.ts";

export const HERO_SHOT = "watch-panel" as const;

/** The hero picture's width at each layout (Container, the hero's 1fr/1.1fr grid, the frame's border). */
export const HERO_SIZES =
  "(min-width: 1152px) 543px, (min-width: 1024px) calc((100vw - 112px) * 0.524 - 2px), (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)";

/** `srcset` of a landing picture: its files, smallest first. */
export function srcSetOf(name: keyof typeof landingShots.shots): string {
  return [...landingShots.shots[name].files]
    .sort((a, b) => a.width - b.width)
    .map((file) => `${file.src} ${file.width}w`)
    .join(", ");
}

/** A script for index.html's head: on "/", preload the hero picture as the page's <img> will pick it. */
export function heroPreloadScript(): string {
  const attributes = {
    rel: "preload",
    as: "image",
    imageSrcset: srcSetOf(HERO_SHOT),
    imageSizes: HERO_SIZES,
  };
  return `if(location.pathname==="/"){var l=document.createElement("link");Object.assign(l,${JSON.stringify(
    attributes,
  )});l.fetchPriority="high";document.head.appendChild(l)}`;
}
