/** One widget family of the catalog: a heading and its examples. */
import { useId, type ReactNode } from 'react';

export function CatalogSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t-2 border-ink/10 pt-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      {description ? <p className="text-neutral-700">{description}</p> : null}
      {children}
    </section>
  );
}

/** A smaller heading inside a section, for one variant or state. */
export function CatalogExample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-neutral-700">{title}</h3>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
