/** The one page shown for every feature that a later release builds: its name, what it will do, a way on. */
import { Link } from 'react-router';
import { buttonClasses } from '../../shared/ui/button.tsx';
import { placeholders, type PlaceholderKey } from './placeholders.ts';

export function PlaceholderPage({ page }: { page: PlaceholderKey }) {
  const { title, summary, next } = placeholders[page];
  return (
    <div className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-soft" />
      <div aria-hidden="true" className="absolute -bottom-16 right-24 h-40 w-40 rounded-full bg-lime/60" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-start gap-6 px-4 py-20 md:px-6 md:py-28">
        <p className="rounded-full border-2 border-ink bg-lime px-4 py-1 text-sm font-bold">Coming soon</p>
        <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
        <p className="max-w-2xl text-lg text-neutral-800 md:text-xl">{summary}</p>
        <Link to={next.to} className={buttonClasses('primary', 'tall')}>
          {next.label}
        </Link>
      </div>
    </div>
  );
}
