/** One figure of the dashboard: a named region (its h3), the figure in large type and a line about it. */
import { useId, type ReactNode } from 'react';

export function InsightCard({
  title,
  value,
  note,
  children,
  className = '',
}: {
  title: string;
  /** The headline figure; left out for cards that are all detail. */
  value?: string;
  note?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm ${className}`}
    >
      <h3 id={id} className="text-base font-semibold text-neutral-700">
        {title}
      </h3>
      {value !== undefined ? (
        <p className="text-3xl font-extrabold" data-testid="figure">
          {value}
        </p>
      ) : null}
      {note ? <div className="text-sm text-neutral-700">{note}</div> : null}
      {children}
    </section>
  );
}
