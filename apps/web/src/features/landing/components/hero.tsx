/** LAND-01..04: the hero with the mentor search and the instrument quick links. */
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';

const quickLinks = ['Guitar', 'Music production', 'Music theory', 'Piano', 'Drums'];

export const listingsSearchUrl = (search: string) => {
  const text = search.trim();
  return text ? `/listings?${new URLSearchParams({ search: text }).toString()}` : '/listings';
};

export const instrumentUrl = (instrument: string) =>
  `/listings?${new URLSearchParams({ instrument }).toString()}`;

export function Hero() {
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(listingsSearchUrl(search));
  };
  return (
    <section className="relative overflow-hidden bg-brand-soft">
      <HeroArt />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 pb-20 pt-14 md:px-6 md:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pb-28">
        <div className="flex flex-col gap-7">
          <p className="w-fit rounded-full border-2 border-ink bg-lime px-4 py-1 text-sm font-bold">
            Online lessons · Trial lessons with many mentors
          </p>
          <h1 className="text-4xl font-extrabold leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
            Personalized Music Lessons from Industry Professionals
          </h1>
          <p className="max-w-xl text-lg text-neutral-800 md:text-xl">
            Learn guitar, piano, drums, voice, production and more with working musicians, one to one, on your
            schedule.
          </p>
          <form role="search" onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-2">
            <label htmlFor={inputId} className="font-bold">
              Find mentors
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id={inputId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search by Instruments, styles, keywords"
                className="min-h-[58px] min-w-0 flex-1 rounded-xl border-2 border-ink bg-white px-4 text-base placeholder:text-neutral-600"
              />
              <Button type="submit" size="tall" className="shrink-0 border-2 border-ink">
                Browse mentors
              </Button>
            </div>
          </form>
          <nav aria-label="Popular instruments">
            <ul className="flex flex-wrap gap-2">
              {quickLinks.map((name) => (
                <li key={name}>
                  <Link
                    to={instrumentUrl(name)}
                    className="inline-flex h-11 items-center rounded-full border-2 border-ink bg-white px-4 font-semibold hover:bg-lime"
                  >
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}

/** Decoration only: a record, sound bars and notes drawn in the brand colours. */
function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 520 520"
      className="pointer-events-none absolute -right-40 top-8 hidden w-[560px] opacity-30 md:block lg:right-0 lg:top-1/2 lg:w-[520px] lg:-translate-y-1/2 lg:opacity-100 xl:right-12"
    >
      <circle cx="260" cy="260" r="230" fill="#FF8789" />
      <circle cx="300" cy="230" r="150" fill="#000" />
      <circle cx="300" cy="230" r="120" fill="none" stroke="#333" strokeWidth="2" />
      <circle cx="300" cy="230" r="95" fill="none" stroke="#333" strokeWidth="2" />
      <circle cx="300" cy="230" r="70" fill="none" stroke="#333" strokeWidth="2" />
      <circle cx="300" cy="230" r="42" fill="#CCF656" />
      <circle cx="300" cy="230" r="6" fill="#000" />
      <g fill="#000">
        <rect x="70" y="330" width="22" height="90" rx="11" />
        <rect x="104" y="290" width="22" height="130" rx="11" />
        <rect x="138" y="350" width="22" height="70" rx="11" />
        <rect x="172" y="310" width="22" height="110" rx="11" />
      </g>
      <g fill="#FFEBEB" stroke="#000" strokeWidth="4">
        <path d="M400 390v-70l50-12v64" fill="none" />
        <ellipse cx="390" cy="392" rx="16" ry="12" />
        <ellipse cx="440" cy="374" rx="16" ry="12" />
      </g>
      <path
        d="M120 120l14 30 32 4-24 22 6 32-28-16-28 16 6-32-24-22 32-4z"
        fill="#CCF656"
        stroke="#000"
        strokeWidth="4"
      />
    </svg>
  );
}
