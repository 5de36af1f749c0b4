import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../../../test/sessions.ts';
import { storageKeys, writeStored } from '../../../shared/storage/storage.ts';
import { emptyFilters, filtersToParams, parseFilters, toApiQuery, type Filters } from '../model/filters.ts';
import { mockApi, type ApiCall, type ApiReply, type ApiRoutes } from '../../../../test/mock-api.ts';
import { makeMentor, renderAt } from '../test-utils.tsx';
import { ListingsPage } from './listings-page.tsx';
import { pathOf, type CallAnswer } from '../../../shared/api/call.ts';
import { listMessages } from '@app/contract';

const lookups: ApiRoutes = {
  'mentors.skills': {
    body: [
      { id: 1, name: 'Piano' },
      { id: 2, name: 'Guitar' },
    ],
  },
  'mentors.styles': {
    body: [
      { id: 3, name: 'Jazz' },
      { id: 4, name: 'Rock' },
    ],
  },
  'mentors.languages': {
    body: [
      { id: 5, name: 'English' },
      { id: 6, name: 'German' },
    ],
  },
};

function answer(count: number, results = [makeMentor()]): { body: CallAnswer<'mentors.list'> } {
  return {
    body: {
      count,
      next: null,
      previous: null,
      results,
      price_statistics: { min_price_cents: 1000, max_price_cents: 20000 },
    },
  };
}

const searches = (calls: ApiCall[]) => calls.filter((c) => c.path === pathOf('mentors.list'));

function open(url = '/listings', list: ApiReply<'mentors.list'> = answer(1)) {
  const calls = mockApi({ ...lookups, 'mentors.list': list });
  const view = renderAt(url, <ListingsPage />, sessions.visitor, '/listings');
  return { calls, ...view };
}

describe('the mentor search page (SEARCH-01..19)', () => {
  it('shows the title and the results as cards, asking for page 1 with page_size 10', async () => {
    const { calls } = open();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Music Lessons Tailored To You' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lena Park' })).toBeInTheDocument();
    expect(searches(calls)[0]?.query).toEqual({ page: '1', page_size: '10' });
  });

  it('says so when nothing matches (ERR-119)', async () => {
    open('/listings', answer(0, []));
    expect(await screen.findByText('No mentors found matching your criteria.')).toBeInTheDocument();
  });

  it('applies ?instrument=Guitar&search= from the landing page as skill ids once the list has loaded', async () => {
    const { calls } = open('/listings?instrument=Guitar&search=jazz');
    await screen.findByRole('heading', { level: 2, name: 'Lena Park' });
    expect(searches(calls)).toHaveLength(1);
    expect(searches(calls)[0]?.query).toMatchObject({ instrument: '2', search: 'jazz', page: '1' });
    expect(screen.getByLabelText('Search')).toHaveValue('jazz');
    expect(screen.getByRole('button', { name: 'Instrument Guitar' })).toBeInTheDocument();
  });

  it('turns navigation state {applyFilters, searchText, instrumentName} into the query (SEARCH-03)', async () => {
    mockApi({ ...lookups, 'mentors.list': answer(1) });
    const { router } = renderAt('/listings', <ListingsPage />, sessions.visitor);
    await router.navigate('/listings', {
      state: { applyFilters: true, searchText: 'blues', instrumentName: 'Piano' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?search=blues&instrument=Piano'));
  });

  it('round-trips every filter through the address bar', () => {
    const f: Filters = {
      ...emptyFilters,
      search: 'jazz piano',
      instrument: ['1', '2'],
      style: [3],
      language: [5, 6],
      minPrice: 20,
      maxPrice: 80,
      sortBy: 'LOW_PRICE',
      page: 3,
      level: ['beginner', 'advanced'],
      age: ['children'],
      hasMedia: true,
    };
    expect(parseFilters(filtersToParams(f))).toEqual(f);
    expect(filtersToParams(f).toString()).toContain('level=beginner%2Cadvanced&age=children&has_media=true');
    // Unknown levels and ages are dropped from the address.
    expect(parseFilters(new URLSearchParams('level=expert,beginner&age=babies')).level).toEqual(['beginner']);
    expect(parseFilters(new URLSearchParams('sort_by=BAD&page=-2&style=x,4'))).toEqual({
      ...emptyFilters,
      style: [4],
    });
  });

  it('writes chosen filters to the address bar on Apply and sends them, prices in cents', async () => {
    const { calls, router } = open();
    await screen.findByRole('heading', { level: 2, name: 'Lena Park' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Style Any' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Rock' }));
    await user.keyboard('{Escape}');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'HIGH_PRICE');
    await user.type(screen.getByLabelText('Search'), 'blues');
    // SEARCH-05/06: the price handles move by keyboard, in whole euros within the fitted bounds (10..200).
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    await waitFor(() => expect(min).toHaveAttribute('aria-valuemin', '10'));
    act(() => min.focus());
    fireEvent.keyDown(min, { key: 'ArrowRight' });
    fireEvent.keyDown(min, { key: 'ArrowRight' });
    expect(min).toHaveAttribute('aria-valuenow', '12');
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    act(() => max.focus());
    fireEvent.keyDown(max, { key: 'PageDown' });
    expect(max).toHaveAttribute('aria-valuenow', '190');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?search=blues&style=4&min_price=12&max_price=190&sort_by=HIGH_PRICE',
      ),
    );
    await waitFor(() => expect(searches(calls).length).toBe(2));
    expect(searches(calls)[1]?.query).toEqual({
      page: '1',
      page_size: '10',
      search: 'blues',
      style: '4',
      min_price: '1200',
      max_price: '19000',
      sort_by: 'HIGH_PRICE',
    });
  });

  it('keeps the handles from crossing and within the bounds (SEARCH-06)', async () => {
    open('/listings?min_price=150&max_price=151');
    const min = await screen.findByRole('slider', { name: 'Minimum price' });
    await waitFor(() => expect(min).toHaveAttribute('aria-valuemax', '200'));
    expect(min).toHaveAttribute('aria-valuenow', '150');
    act(() => min.focus());
    fireEvent.keyDown(min, { key: 'End' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(Number(min.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(
      Number(max.getAttribute('aria-valuenow')),
    );
    act(() => max.focus());
    fireEvent.keyDown(max, { key: 'End' });
    expect(max).toHaveAttribute('aria-valuenow', '200');
    expect(JSON.parse(window.localStorage.getItem('app.priceRange') ?? '{}')).toEqual({ min: 10, max: 200 });
  });

  it('multi-select: searches inside, says "No items found." and forgets the search when closed', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Language/ }));
    const box = await screen.findByRole('searchbox', { name: 'Search Language' });
    expect(box).toHaveAttribute('placeholder', 'Search...');
    await user.type(box, 'germ');
    const dialog = screen.getByRole('dialog', { name: 'Language' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await user.type(box, 'xx');
    expect(within(dialog).getByText('No items found.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^Language/ }));
    expect(await screen.findByRole('searchbox', { name: 'Search Language' })).toHaveValue('');
  });

  it('multi-select says "Loading items..." while the lists load, and Clear all empties it', async () => {
    mockApi({ ...lookups, 'mentors.skills': 'never', 'mentors.list': answer(1) });
    renderAt('/listings?style=3', <ListingsPage />, sessions.visitor);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Instrument/ }));
    expect(await screen.findByText('Loading items...')).toBeInTheDocument();
  });

  it('uses the filter lists stored within 24 hours without asking the server (SEARCH-17)', async () => {
    writeStored(storageKeys.filterLists, {
      storedAt: Date.now() - 60_000,
      skills: [{ id: 9, name: 'Drums' }],
      styles: [],
      languages: [],
    });
    const { calls } = open('/listings?instrument=Drums');
    await screen.findByRole('heading', { level: 2, name: 'Lena Park' });
    expect(calls.some((c) => c.path === pathOf('mentors.skills'))).toBe(false);
    expect(searches(calls)[0]?.query.instrument).toBe('9');
  });

  it('marks a stored empty answer busy while the fresh one loads (SEARCH-19)', async () => {
    const apiQuery = toApiQuery(parseFilters(new URLSearchParams('search=Varga')), undefined);
    writeStored(storageKeys.mentorsList, { key: JSON.stringify(apiQuery), answer: answer(0, []).body });
    mockApi({ ...lookups, 'mentors.list': 'never' });
    renderAt('/listings?search=Varga', <ListingsPage />, sessions.visitor, '/listings');
    const stale = await screen.findByText('No mentors found matching your criteria.');
    expect(stale.closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows at most 5 page numbers and scrolls to the top on a page change (SEARCH-12, SEARCH-15)', async () => {
    const scroll = vi.fn();
    window.scrollTo = scroll as typeof window.scrollTo;
    const { calls, router } = open('/listings?page=6', answer(120));
    const nav = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=7'));
    expect(scroll).toHaveBeenCalled();
    await waitFor(() => expect(searches(calls).at(-1)?.query.page).toBe('7'));
  });

  it('offers to try again when the search fails (SEARCH-18: no server text)', async () => {
    const { calls } = open('/listings', { status: 500, body: { detail: 'boom' } });
    expect(await screen.findByText(listMessages.searchFailed, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('boom')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(searches(calls).length).toBeGreaterThan(1));
  });
});
