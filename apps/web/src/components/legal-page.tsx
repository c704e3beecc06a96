import type { ReactNode } from "react";
import { Container } from "./ui.tsx";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Shared layout of the Terms of Service and Privacy Policy pages. */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Container width="text" className="py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-zinc-400">Last updated: {lastUpdated}</p>
      <div className="mt-6 text-lg leading-relaxed text-zinc-300">{intro}</div>

      <nav aria-label="Sections" className="mt-8 rounded-xl border border-white/10 bg-zinc-900/60 p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-zinc-400">On this page</p>
        <ol className="mt-3 space-y-1.5 sm:columns-2 sm:gap-8">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="rounded text-sm text-zinc-300 hover:text-white">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 grid gap-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-semibold text-white">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 grid gap-3 leading-relaxed text-zinc-300 [&_a]:text-red-300 [&_a]:underline [&_a:hover]:text-red-200 [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-zinc-100 [&_ul]:grid [&_ul]:gap-2">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </Container>
  );
}
