import type { ReactNode } from 'react';

/** The common frame of the legal texts: title, date, a readable column, and sections with headings. */
export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 md:px-6 md:py-20">
      <header className="border-b-2 border-ink pb-8">
        <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-neutral-700">Last updated {updated}</p>
        <div className="mt-6 text-lg text-neutral-800">{intro}</div>
      </header>
      <div className="flex flex-col gap-10 pt-10">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 leading-relaxed text-neutral-900 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}
