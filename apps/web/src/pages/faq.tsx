import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { ContactSupport } from "../components/contact-support.tsx";
import { ArrowLeftIcon, ChatIcon, ChevronDownIcon, SearchIcon } from "../components/icons.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_KEYS,
  FAQ_LINKS,
  type FaqCategory,
  type FaqEntry,
  faqEntriesIn,
  filterFaq,
} from "../data/faq.ts";
import { useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";
import { useAuthView } from "../lib/auth-view.tsx";

function FaqItem({ entry, open, onToggle }: { entry: FaqEntry; open: boolean; onToggle: () => void }) {
  const panelId = useId();
  const { t } = useT("account.faq");
  return (
    <li className="rounded-xl border border-white/10 bg-zinc-900/60">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-white hover:bg-white/[0.03]"
        >
          {entry.question}
          <ChevronDownIcon
            className={`size-5 shrink-0 text-zinc-400 motion-safe:transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-5 pb-5">
        <p className="leading-relaxed text-zinc-300">{entry.answer}</p>
        {FAQ_LINKS[entry.id] ? (
          <Link
            to={FAQ_LINKS[entry.id]!.to}
            className="mt-3 inline-block text-sm font-semibold text-red-300 underline-offset-2 hover:text-red-200 hover:underline"
          >
            {t(FAQ_LINKS[entry.id]!.label)}
          </Link>
        ) : null}
        <p className="mt-3 text-xs font-medium uppercase tracking-wider text-zinc-400">
          {t(`category.${FAQ_CATEGORY_KEYS[entry.category]}`)}
        </p>
      </div>
    </li>
  );
}

export function FaqPage() {
  const [search, setSearch] = useState("");
  const signedOut = useAuthView().status === "signedOut";
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const searchId = useId();
  const { t, i18n } = useT("account.faq");
  const format = useFormat();
  const results = filterFaq(faqEntriesIn(i18n.t, format), search, category);

  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const categoryButton = (value: FaqCategory | null, label: string) => {
    const active = category === value;
    return (
      <li key={label}>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => setCategory(value)}
          className={`h-9 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors ${
            active
              ? "border-red-500 bg-red-600 text-white"
              : "border-white/10 bg-white/5 text-zinc-300 hover:bg-white/10 hover:text-white"
          }`}
        >
          {label}
        </button>
      </li>
    );
  };

  return (
    <Container width="text" className="py-10 sm:py-16">
      {/* Visitors have no account to go back to. */}
      <Link
        to={signedOut ? "/" : "/account"}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-zinc-400 hover:text-white"
      >
        <ArrowLeftIcon className="size-4" />
        {signedOut ? t("backHome") : t("backAccount")}
      </Link>

      <h1 className="mt-6 text-3xl font-bold tracking-tight text-white sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 text-lg text-zinc-400">{t("intro")}</p>

      <div className="relative mt-8">
        <label htmlFor={searchId} className="sr-only">
          {t("search")}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-zinc-400" />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t("searchPlaceholder")}
          className="h-12 w-full rounded-xl border border-white/10 bg-zinc-900 pr-4 pl-12 text-base text-white placeholder:text-zinc-400 focus:border-red-500/60"
        />
      </div>

      <nav aria-label={t("categories")} className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {categoryButton(null, t("all"))}
          {FAQ_CATEGORIES.map((value) => categoryButton(value, t(`category.${FAQ_CATEGORY_KEYS[value]}`)))}
        </ul>
      </nav>

      <p role="status" className="sr-only">
        {t("count", { count: results.length })}
      </p>
      <div className="mt-8">
        {results.length > 0 ? (
          <ul className="grid gap-3">
            {results.map((entry) => (
              <FaqItem
                key={entry.id}
                entry={entry}
                open={openIds.has(entry.id)}
                onToggle={() => toggle(entry.id)}
              />
            ))}
          </ul>
        ) : (
          <div className="rounded-xl border border-dashed border-white/15 px-6 py-12 text-center">
            <p className="text-lg font-semibold text-white">{t("noResults", { search: search.trim() })}</p>
            <p className="mt-2 text-zinc-400">{t("tryOther")}</p>
          </div>
        )}
      </div>

      <section
        aria-labelledby="still-need-help"
        className="mt-12 flex flex-col items-start gap-5 rounded-2xl border border-white/10 bg-gradient-to-br from-zinc-900 to-zinc-900/40 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex gap-4">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-red-500/10 text-red-400">
            <ChatIcon className="size-6" />
          </div>
          <div>
            <h2 id="still-need-help" className="text-lg font-semibold text-white">
              {t("stillNeedHelp")}
            </h2>
            <p className="mt-1 text-zinc-400">{t("teamHappy")}</p>
          </div>
        </div>
        {/* The button keeps its one line beside the text (it was squeezed onto two). */}
        <ContactSupport className={buttonClass("primary", "md", "shrink-0 whitespace-nowrap")} />
      </section>
    </Container>
  );
}
