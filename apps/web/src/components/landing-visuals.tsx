// The landing page's pictures: screenshots of the real extension and website (captured by
// scripts/capture-landing-visuals.mjs into public/landing/, described in landing-shots.ts), in frames.
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { srcSetOf } from "./landing-hero.ts";
import { landingShots } from "./landing-shots.ts";

type ShotName = keyof typeof landingShots.shots;

/**
 * One screenshot: width and height reserve its box before it loads (no layout shift), `sizes` lets the
 * browser pick the 1x or 2x file. Below the fold it loads lazily; the hero's loads first. `small` swaps
 * in another picture on narrow screens (a phone layout where the wide one would be unreadable).
 */
export function Shot({
  name,
  alt,
  sizes,
  priority = false,
  small,
  className = "",
}: {
  name: ShotName;
  alt: string;
  sizes: string;
  /** The hero picture: fetched eagerly and with high priority (it can be the largest paint). */
  priority?: boolean;
  small?: { name: ShotName; maxWidth: number; sizes: string };
  className?: string;
}) {
  const shot = landingShots.shots[name];
  const smallest = shot.files.reduce((a, b) => (a.width <= b.width ? a : b));
  const img = (
    <img
      src={smallest.src}
      srcSet={srcSetOf(name)}
      sizes={sizes}
      width={shot.width}
      height={shot.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      // The hero's file is preloaded: decoding it with the page's first paint makes it paint with the text.
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={`block h-auto w-full ${className}`}
    />
  );
  if (!small) return img;
  const narrow = landingShots.shots[small.name];
  return (
    <picture>
      <source
        media={`(max-width: ${small.maxWidth}px)`}
        srcSet={srcSetOf(small.name)}
        sizes={small.sizes}
        width={narrow.width}
        height={narrow.height}
      />
      {img}
    </picture>
  );
}

/** A browser window around a screenshot: the address says where it was taken. */
export function BrowserFrame({ address, children }: { address: string; children: ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-white/10 bg-[#0f0f0f] shadow-2xl shadow-black/60 ring-1 ring-white/5">
      <div
        className="flex h-9 items-center gap-3 border-b border-white/10 bg-zinc-900 px-3"
        aria-hidden="true"
      >
        <div className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-zinc-600" />
          <span className="size-2.5 rounded-full bg-zinc-600" />
          <span className="size-2.5 rounded-full bg-zinc-600" />
        </div>
        <div className="h-5 min-w-0 flex-1 truncate rounded-md bg-zinc-800 px-2 font-mono text-[11px] leading-5 text-zinc-400">
          {address}
        </div>
      </div>
      {children}
    </figure>
  );
}

const { details } = landingShots;
const figure = (label: string) => details.watch[label] ?? "-";

const homeScores = details.home.filter((score) => score !== null);

/** The pictures' descriptions in the reader's language (`t` of the "landing" catalog part). */
export function landingAlts(t: TFunction, locale: string) {
  return {
    heroAlt: t("heroAlt", {
      title: figure("title"),
      score: figure("Outlier score"),
      vph: figure("VPH"),
      views: figure("Views"),
      subscribers: figure("Subscribers"),
    }),
    homeAlt:
      homeScores.length > 0 ? t("homeAltScores", { scores: homeScores.join(t("listAnd")) }) : t("homeAlt"),
    tagsAlt: t("tagsAlt", { count: details.tags.tags.length, tags: details.tags.tags.join(", ") }),
    outliersAlt: t("outliersAlt", { total: details.outliers.total.toLocaleString(locale) }),
  };
}

export const watchAddress = `youtube.com/watch?v=${figure("videoId")}`;
export const copiedTags = details.tags.copied;
export const tagsVideoTitle = details.tags.title;
