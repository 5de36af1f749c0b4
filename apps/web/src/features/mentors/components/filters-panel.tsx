/**
 * The search form (SEARCH-04): free text, instrument, style and language multi-selects, the price range
 * and the sort. The choices are a draft until "Apply Filters" writes them to the address bar.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import type { FilterLists } from '../api/filter-lists.ts';
import { resolveInstruments, SORT_OPTIONS, type Filters, type SortValue } from '../model/filters.ts';
import { clampSelection, type Range } from '../model/price-range.ts';
import { MultiSelect } from './multi-select.tsx';
import { PriceSlider } from './price-slider.tsx';
import { TimeFilters } from './time-filters.tsx';
import { useHydrated } from '../../../shared/hooks/use-hydrated.ts';
import { viewerTimeZone } from '../../../shared/time/viewer-zone.ts';
import { TeachingFilters, type TeachingChoice } from './teaching-filters.tsx';

export interface FiltersPanelProps {
  initial: Filters;
  lists: FilterLists | undefined;
  listsLoading: boolean;
  bounds: Range;
  onApply: (filters: Filters) => void;
}

export function FiltersPanel({ initial, lists, listsLoading, bounds, onApply }: FiltersPanelProps) {
  const [search, setSearch] = useState(initial.search);
  const [instrument, setInstrument] = useState<string[]>(initial.instrument);
  const [style, setStyle] = useState(initial.style);
  const [language, setLanguage] = useState(initial.language);
  const [sortBy, setSortBy] = useState<SortValue>(initial.sortBy);
  const [days, setDays] = useState(initial.days);
  const [timeOfDay, setTimeOfDay] = useState(initial.timeOfDay);
  const [offersTrial, setOffersTrial] = useState(initial.offersTrial);
  // The zone the days and hours are read in: the address's, else the viewer's (known once hydrated; the
  // server draws in UTC, ADR 44).
  const hydrated = useHydrated();
  const zone = initial.tz ?? (hydrated ? viewerTimeZone() : 'UTC');
  const [teaching, setTeaching] = useState<TeachingChoice>({
    level: initial.level,
    age: initial.age,
    hasMedia: initial.hasMedia,
  });
  // null: the handle sits on its bound and follows it when the bounds are fitted to the prices.
  const [price, setPrice] = useState<[number | null, number | null]>([initial.minPrice, initial.maxPrice]);

  const shown = clampSelection([price[0] ?? bounds.min, price[1] ?? bounds.max], bounds);
  const instrumentIds = resolveInstruments(instrument, lists?.skills)
    .filter((v) => /^\d+$/.test(v))
    .map(Number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [lo, hi] = shown;
    onApply({
      search: search.trim(),
      instrument: resolveInstruments(instrument, lists?.skills),
      style,
      language,
      minPrice: price[0] == null || lo <= bounds.min ? null : lo,
      maxPrice: price[1] == null || hi >= bounds.max ? null : hi,
      sortBy,
      page: 1,
      days,
      timeOfDay,
      tz: days.length || timeOfDay.length ? zone : null,
      offersTrial,
      ...teaching,
    });
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Find a mentor" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <label htmlFor="mentor-search" className="text-sm font-semibold">
          Search
        </label>
        <input
          id="mentor-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name, instrument or style"
          maxLength={200}
          className="min-h-[50px] w-full rounded-xl border-2 border-neutral-300 bg-white px-4 focus:border-ink"
        />
      </div>
      <MultiSelect
        label="Instrument"
        items={lists?.skills}
        loading={listsLoading}
        selected={instrumentIds}
        onChange={(ids) => setInstrument(ids.map(String))}
      />
      <MultiSelect
        label="Style"
        items={lists?.styles}
        loading={listsLoading}
        selected={style}
        onChange={setStyle}
      />
      <PriceSlider bounds={bounds} value={shown} onChange={(v) => setPrice(v)} />
      <MultiSelect
        label="Language"
        items={lists?.languages}
        loading={listsLoading}
        selected={language}
        onChange={setLanguage}
      />
      <TimeFilters
        days={days}
        timeOfDay={timeOfDay}
        offersTrial={offersTrial}
        zone={zone}
        onDays={setDays}
        onTimeOfDay={setTimeOfDay}
        onOffersTrial={setOffersTrial}
      />
      <TeachingFilters value={teaching} onChange={setTeaching} />
      <div className="flex flex-col gap-1">
        <label htmlFor="mentor-sort" className="text-sm font-semibold">
          Sort by
        </label>
        <select
          id="mentor-sort"
          value={sortBy}
          onChange={(e) => setSortBy(e.target.value as SortValue)}
          className="min-h-[50px] w-full rounded-xl border-2 border-neutral-300 bg-white px-3"
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">Apply Filters</Button>
    </form>
  );
}
