/**
 * Lists that tell the truth (issue 17 item 6, ADR 52): a failed or refused search says so, never "No
 * mentors found"; a page past the end leads back to the last page, on /listings and on /saved.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listMessages } from '@app/contract';
import { mockApi, type ApiCall, type ApiReply, type ApiRoutes } from '../../../../test/mock-api.ts';
import { sessions } from '../../../../test/sessions.ts';
import { pathOf, type CallAnswer } from '../../../shared/api/call.ts';
import { storageKeys, writeStored } from '../../../shared/storage/storage.ts';
import { parseFilters, toApiQuery } from '../model/filters.ts';
import { makeMentor, renderAt } from '../test-utils.tsx';
import { ListingsPage } from './listings-page.tsx';
import { SavedPage } from './saved-page.tsx';

const NOTHING_FOUND = 'No mentors found matching your criteria.';
const lookups: ApiRoutes = {
  'mentors.skills': { body: [{ id: 1, name: 'Piano' }] },
  'mentors.styles': { body: [] },
  'mentors.languages': { body: [] },
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

function openListings(
  url: string,
  list: ApiReply<'mentors.list'> | ((url: URL) => ApiReply<'mentors.list'>),
) {
  const calls = mockApi({ ...lookups, 'mentors.list': list });
  const view = renderAt(url, <ListingsPage />, sessions.visitor, '/listings');
  return { calls, ...view };
}

describe('the mentor search when it cannot answer', () => {
  it('says the search failed, with a retry, when the server fails (not "No mentors found")', async () => {
    const { calls } = openListings('/listings', { status: 503 });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      listMessages.searchFailed,
    );
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
    expect(screen.queryByRole('link', { name: listMessages.clearFilters })).toBeNull();
    const before = searches(calls).length;
    await userEvent.setup().click(screen.getByRole('button', { name: listMessages.tryAgain }));
    await waitFor(() => expect(searches(calls).length).toBeGreaterThan(before));
  });

  it('says the filters were refused on a 400, with a way to clear them', async () => {
    const { router } = openListings('/listings?min_price=90&max_price=20', {
      status: 400,
      body: { detail: 'min_price must not be above max_price.', errors: {} },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(listMessages.searchRefused);
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
    expect(screen.queryByText(/min_price/)).toBeNull();
    expect(screen.getByRole('button', { name: listMessages.tryAgain })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: listMessages.clearFilters }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('does not keep showing a stored "No mentors found" once the fresh search has failed (SEARCH-19)', async () => {
    const apiQuery = toApiQuery(parseFilters(new URLSearchParams('search=Varga')), undefined);
    writeStored(storageKeys.mentorsList, { key: JSON.stringify(apiQuery), answer: answer(0, []).body });
    openListings('/listings?search=Varga', 'network-error');
    expect(await screen.findByRole('alert')).toHaveTextContent(listMessages.searchFailed);
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
  });
});

describe('a page past the end', () => {
  it('on /listings says so and links to the last page, keeping the filters', async () => {
    const { calls, router } = openListings('/listings?search=jazz&page=99', (url) =>
      url.searchParams.get('page') === '7' ? answer(62) : answer(62, []),
    );
    expect(await screen.findByText(listMessages.pastTheEnd)).toBeInTheDocument();
    expect(screen.getByText('The list has 7 pages.')).toBeInTheDocument();
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
    const last = screen.getByRole('link', { name: listMessages.goToLastPage(7) });
    expect(last).toHaveAttribute('href', '/listings?search=jazz&page=7');
    await userEvent.setup().click(last);
    await waitFor(() => expect(router.state.location.search).toBe('?search=jazz&page=7'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lena Park' })).toBeInTheDocument();
    expect(searches(calls).at(-1)?.query.page).toBe('7');
  });

  it('on /listings still says "No mentors found" when nothing matches at all', async () => {
    openListings('/listings?search=nobody&page=3', answer(0, []));
    expect(await screen.findByText(NOTHING_FOUND)).toBeInTheDocument();
    expect(screen.queryByText(listMessages.pastTheEnd)).toBeNull();
  });

  it('on /saved says so and links to the last page instead of "nothing saved"', async () => {
    mockApi({
      'mentors.liked': { status: 200, body: { count: 12, next: null, previous: null, results: [] } },
    });
    renderAt('/saved?page=5', <SavedPage />, sessions.student, '/saved');
    expect(await screen.findByText(listMessages.pastTheEnd)).toBeInTheDocument();
    expect(screen.queryByText(/have not saved any mentors/)).toBeNull();
    expect(screen.getByRole('link', { name: listMessages.goToLastPage(2) })).toHaveAttribute(
      'href',
      '/saved?page=2',
    );
  });
});
