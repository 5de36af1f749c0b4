/**
 * The search filters and the address bar (SEARCH-02, SEARCH-09..11): the query string is the source of
 * truth. Prices are euros in the address (what people read) and cents towards the API (CONST-18).
 * `instrument` holds skill ids, or a skill name as the landing page links it (?instrument=Guitar).
 */
import type { TimeOfDay, WeekdayCode } from '@app/contract';
import { MENTOR_AGES, MENTOR_LEVELS, type MentorAge, type MentorLevel } from '@app/contract';
import type { NamedItem } from './types.ts';

// Values, not imports: no zod-bearing contract module in the bundle (types only), and these never change.
export const DAY_OPTIONS: { value: WeekdayCode; label: string }[] = [
  { value: 'Mon', label: 'Monday' },
  { value: 'Tue', label: 'Tuesday' },
  { value: 'Wed', label: 'Wednesday' },
  { value: 'Thu', label: 'Thursday' },
  { value: 'Fri', label: 'Friday' },
  { value: 'Sat', label: 'Saturday' },
  { value: 'Sun', label: 'Sunday' },
];
/** The hours of each part of the day: TIME_OF_DAY_HOURS of the contract (ADR 68). */
export const TIME_OF_DAY_OPTIONS: { value: TimeOfDay; label: string; hours: string }[] = [
  { value: 'morning', label: 'Morning', hours: '6:00-12:00' },
  { value: 'afternoon', label: 'Afternoon', hours: '12:00-17:00' },
  { value: 'evening', label: 'Evening', hours: '17:00-21:00' },
  { value: 'night', label: 'Night', hours: '21:00-6:00' },
];

export const SORT_OPTIONS = [
  { value: '', label: 'Recommended' },
  { value: 'NEWEST', label: 'Newest' },
  { value: 'LOW_PRICE', label: 'Price: Low to High' },
  { value: 'HIGH_PRICE', label: 'Price: High to Low' },
  { value: 'MOST_POPULAR', label: 'Most Popular' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export interface Filters {
  search: string;
  /** Skill ids or names, as they came. */
  instrument: string[];
  style: number[];
  language: number[];
  /** Euros; null = no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  sortBy: SortValue;
  page: number;
  /** Issue 20 (ADR 68): days and parts of the day, read in `tz` (the zone they were chosen in). */
  days: WeekdayCode[];
  timeOfDay: TimeOfDay[];
  tz: string | null;
  offersTrial: boolean;
  /** ADR 67: any of these levels / ages; only mentors with a video or a sample. */
  level: MentorLevel[];
  age: MentorAge[];
  hasMedia: boolean;
}

export const emptyFilters: Filters = {
  search: '',
  instrument: [],
  style: [],
  language: [],
  minPrice: null,
  maxPrice: null,
  sortBy: '',
  page: 1,
  days: [],
  timeOfDay: [],
  tz: null,
  offersTrial: false,
  level: [],
  age: [],
  hasMedia: false,
};

/** The known words of a list, in the contract's order (unknown ones are dropped from the address). */
const words = <W extends string>(value: string | null, known: readonly W[]): W[] =>
  known.filter((w) => list(value).includes(w));

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const ids = (value: string | null) =>
  list(value)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

function euro(value: string | null): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Math.round(Number(value));
  return Number.isFinite(n) && n >= 0 ? n : null;
}

const oneOf = <T extends string>(value: string | null, options: { value: T }[]): T[] =>
  list(value).filter((v): v is T => options.some((o) => o.value === v));

export function parseFilters(params: URLSearchParams): Filters {
  const sort = params.get('sort_by') ?? '';
  const page = Number(params.get('page'));
  const days = [...new Set(oneOf(params.get('days'), DAY_OPTIONS))];
  const timeOfDay = [...new Set(oneOf(params.get('time_of_day'), TIME_OF_DAY_OPTIONS))];
  const tz = params.get('tz')?.trim();
  return {
    days,
    timeOfDay,
    tz: (days.length || timeOfDay.length) && tz ? tz : null,
    offersTrial: params.get('offers_trial') === 'true',
    search: params.get('search')?.trim() ?? '',
    instrument: list(params.get('instrument')),
    style: ids(params.get('style')),
    language: ids(params.get('language')),
    minPrice: euro(params.get('min_price')),
    maxPrice: euro(params.get('max_price')),
    sortBy: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as SortValue) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    level: words(params.get('level'), MENTOR_LEVELS),
    age: words(params.get('age'), MENTOR_AGES),
    hasMedia: params.get('has_media') === 'true',
  };
}

export function filtersToParams(f: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search) params.set('search', f.search);
  if (f.instrument.length) params.set('instrument', f.instrument.join(','));
  if (f.style.length) params.set('style', f.style.join(','));
  if (f.language.length) params.set('language', f.language.join(','));
  if (f.minPrice != null) params.set('min_price', String(f.minPrice));
  if (f.maxPrice != null) params.set('max_price', String(f.maxPrice));
  if (f.days.length) params.set('days', f.days.join(','));
  if (f.timeOfDay.length) params.set('time_of_day', f.timeOfDay.join(','));
  if (f.tz && (f.days.length || f.timeOfDay.length)) params.set('tz', f.tz);
  if (f.offersTrial) params.set('offers_trial', 'true');
  if (f.sortBy) params.set('sort_by', f.sortBy);
  if (f.level.length) params.set('level', f.level.join(','));
  if (f.age.length) params.set('age', f.age.join(','));
  if (f.hasMedia) params.set('has_media', 'true');
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** Instrument names become skill ids once the list is known; unknown names are kept as they are. */
export function resolveInstruments(values: string[], skills: NamedItem[] | undefined): string[] {
  if (!skills) return values;
  return values.map((v) => {
    if (/^\d+$/.test(v)) return v;
    const found = skills.find((s) => s.name.toLowerCase() === v.toLowerCase());
    return found ? String(found.id) : v;
  });
}

export function hasInstrumentNames(values: string[]): boolean {
  return values.some((v) => !/^\d+$/.test(v));
}

/** SEARCH-10, SEARCH-11: the query of GET /api/mentors/list/ (page_size is added by the call). */
export function toApiQuery(f: Filters, skills: NamedItem[] | undefined): Record<string, string> {
  const query: Record<string, string> = { page: String(f.page) };
  if (f.search) query.search = f.search;
  const instruments = resolveInstruments(f.instrument, skills);
  // The API takes one name or comma-separated ids.
  if (instruments.length) {
    const numeric = instruments.filter((v) => /^\d+$/.test(v));
    query.instrument = numeric.length ? numeric.join(',') : (instruments[0] ?? '');
  }
  if (f.style.length) query.style = f.style.join(',');
  if (f.language.length) query.language = f.language.join(',');
  if (f.minPrice != null) query.min_price = String(f.minPrice * 100);
  if (f.maxPrice != null) query.max_price = String(f.maxPrice * 100);
  if (f.days.length) query.days = f.days.join(',');
  if (f.timeOfDay.length) query.time_of_day = f.timeOfDay.join(',');
  // The zone travels in the address, so a shared link and the server's drawing read the same hours.
  if (f.tz && (f.days.length || f.timeOfDay.length)) query.tz = f.tz;
  if (f.offersTrial) query.offers_trial = 'true';
  if (f.sortBy) query.sort_by = f.sortBy;
  if (f.level.length) query.level = f.level.join(',');
  if (f.age.length) query.age = f.age.join(',');
  if (f.hasMedia) query.has_media = 'true';
  return query;
}
