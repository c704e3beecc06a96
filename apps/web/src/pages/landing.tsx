import { formatPrice } from "@vi/format";
import { PLAN_PRICES } from "@vi/types/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import {
  ArrowRightIcon,
  BookmarkIcon,
  CheckIcon,
  GaugeIcon,
  SearchIcon,
  TrendIcon,
} from "../components/icons.tsx";
import { HERO_SHOT, HERO_SIZES } from "../components/landing-hero.ts";
import {
  BrowserFrame,
  copiedTags,
  landingAlts,
  Shot,
  tagsVideoTitle,
  watchAddress,
} from "../components/landing-visuals.tsx";
import { StoreButtons } from "../components/store-buttons.tsx";
import { Container } from "../components/ui.tsx";
import { useT } from "../i18n/use-t.ts";

// Catalog keys (landing.<key>Title / <key>Body in @vi/i18n).
const features = [
  { icon: TrendIcon, key: "trend" },
  { icon: SearchIcon, key: "research" },
  { icon: GaugeIcon, key: "metrics" },
  { icon: BookmarkIcon, key: "save" },
] as const;

function SectionHeading({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wider text-red-400">{eyebrow}</p>
      <h2 className="mt-2 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">{title}</h2>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-pretty text-zinc-400">{children}</p>
    </div>
  );
}

function Bullet({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <CheckIcon className="mt-0.5 size-5 shrink-0 text-red-400" />
      <span className="text-zinc-300">{children}</span>
    </li>
  );
}

export function LandingPage() {
  const { t, i18n } = useT("landing");
  const { heroAlt, homeAlt, tagsAlt, outliersAlt } = landingAlts(t, i18n.language);
  return (
    <>
      {/* Hero */}
      <section className="relative overflow-hidden border-b border-white/5">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgba(220,38,38,0.28),transparent_60%)]"
        />
        <Container className="relative grid grid-cols-1 items-center gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-3 py-1 text-sm text-zinc-300">
              <span className="size-1.5 rounded-full bg-red-500" />
              {t("badge")}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl">
              {t("hero")}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-zinc-300 sm:text-xl">
              {t("intro")}
            </p>
            <StoreButtons className="mt-8" />
            <p className="mt-4 text-sm text-zinc-400">
              {t("pricingLine", { price: formatPrice(PLAN_PRICES.standard) })}
            </p>
          </div>
          <BrowserFrame address={watchAddress}>
            <Shot name={HERO_SHOT} alt={heroAlt} priority sizes={HERO_SIZES} />
          </BrowserFrame>
        </Container>
      </section>

      {/* Everywhere */}
      <section className="py-20 sm:py-28">
        <Container>
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-center lg:gap-16">
            <div>
              <SectionHeading eyebrow={t("everywhereEyebrow")} title={t("everywhereTitle")}>
                {t("everywhereBody")}
              </SectionHeading>
              <ul className="mt-8 grid gap-3">
                <Bullet>{t("everywhereBullet1")}</Bullet>
                <Bullet>{t("everywhereBullet2")}</Bullet>
                <Bullet>{t("everywhereBullet3")}</Bullet>
              </ul>
            </div>
            <BrowserFrame address="youtube.com">
              <Shot
                name="home-badges"
                alt={homeAlt}
                sizes="(min-width: 1152px) 605px, (min-width: 1024px) calc((100vw - 112px) * 0.583 - 2px), (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)"
                small={{ name: "home-badges-narrow", maxWidth: 639, sizes: "calc(100vw - 34px)" }}
              />
            </BrowserFrame>
          </div>
        </Container>
      </section>

      {/* Features */}
      <section className="border-y border-white/5 bg-zinc-900/40 py-20 sm:py-28">
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-red-400">
              {t("featuresEyebrow")}
            </p>
            <h2 className="mt-2 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
              {t("featuresTitle")}
            </h2>
            <p className="mt-4 text-lg text-pretty text-zinc-400">{t("featuresBody")}</p>
          </div>
          <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {features.map(({ icon: Icon, key }) => (
              <li key={key} className="rounded-2xl border border-white/10 bg-zinc-900 p-6">
                <div className="flex size-11 items-center justify-center rounded-xl bg-red-500/10 text-red-400">
                  <Icon className="size-6" />
                </div>
                <h3 className="mt-5 text-lg font-semibold text-white">{t(`${key}Title`)}</h3>
                <p className="mt-2 leading-relaxed text-zinc-400">{t(`${key}Body`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Tags */}
      <section className="py-20 sm:py-28">
        <Container className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
          <div className="lg:order-2">
            <SectionHeading eyebrow={t("tagsEyebrow")} title={t("tagsTitle")}>
              {t("tagsBody")}
            </SectionHeading>
            <ul className="mt-8 grid gap-3">
              <Bullet>{t("tagsBullet1")}</Bullet>
              <Bullet>{t("tagsBullet2")}</Bullet>
            </ul>
          </div>
          <figure className="rounded-2xl border border-white/10 bg-zinc-900 p-4 shadow-2xl shadow-black/50 sm:p-5 lg:order-1">
            <figcaption className="text-xs font-medium uppercase tracking-wider text-zinc-400">
              {t("tagsOn")}{" "}
              <span className="normal-case tracking-normal text-zinc-300">"{tagsVideoTitle}"</span>
            </figcaption>
            <div className="mt-3 overflow-hidden rounded-xl">
              <Shot
                name="tags"
                alt={tagsAlt}
                sizes="(min-width: 1152px) 478px, (min-width: 1024px) calc(50vw - 98px), (min-width: 640px) calc(100vw - 90px), calc(100vw - 66px)"
              />
            </div>
            <p className="mt-4 text-xs text-zinc-400">{t("clipboard")}</p>
            <p className="mt-1 rounded-lg bg-zinc-950 px-3 py-2 font-mono text-xs leading-relaxed break-words text-zinc-200">
              {copiedTags}
            </p>
          </figure>
        </Container>
      </section>

      {/* Insights */}
      <section className="border-t border-white/5 py-20 sm:py-28">
        <Container>
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:items-end lg:gap-16">
            <SectionHeading eyebrow={t("insightsEyebrow")} title={t("insightsTitle")}>
              {t("insightsBody")}
            </SectionHeading>
            <ul className="grid gap-3">
              <Bullet>{t("insightsBullet1")}</Bullet>
              <Bullet>{t("insightsBullet2")}</Bullet>
              <Bullet>{t("insightsBullet3")}</Bullet>
            </ul>
          </div>
          <div className="mt-12">
            <BrowserFrame address={t("outliersFrame")}>
              <Shot
                name="outliers"
                alt={outliersAlt}
                sizes="(min-width: 1152px) 1102px, (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)"
                small={{ name: "outliers-narrow", maxWidth: 639, sizes: "calc(100vw - 34px)" }}
              />
            </BrowserFrame>
          </div>
        </Container>
      </section>

      {/* Closing call to action */}
      <section className="pb-20 sm:pb-28">
        <Container>
          <div className="relative overflow-hidden rounded-3xl border border-red-500/20 bg-gradient-to-br from-red-700 via-red-800 to-zinc-900 px-6 py-14 text-center sm:px-12 sm:py-20">
            <h2 className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
              {t("ctaTitle")}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-red-100/90">{t("ctaBody")}</p>
            <StoreButtons onBrand className="mt-8 justify-center" />
            <Link
              to="/pricing"
              className="mt-6 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-white/90 hover:text-white"
            >
              {t("comparePlans")} <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
