import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MentorPage } from '@app/contract';
import { sessions } from '../../../../test/sessions.ts';
import { readStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';
import { pageAfterRemoval } from '../model/saved-paging.ts';
import { toSavedView } from '../model/saved-store.ts';
import { atParams, mockApi, type ApiCall } from '../../../../test/mock-api.ts';
import { makeMentor, renderAt } from '../test-utils.tsx';
import { SavedPage } from './saved-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const lena = makeMentor({ saved: true });
const omar = makeMentor({
  id: 12,
  user: { id: 102, profile_photo: null, full_name: 'Omar Diaz' },
  saved: true,
});

const liked = (calls: ApiCall[]) => calls.filter((c) => c.path === pathOf('mentors.liked'));

describe('saved mentors (SAVED-01..04)', () => {
  it('steps back a page only when the current page becomes empty', () => {
    expect(pageAfterRemoval(3, 0)).toBe(2);
    expect(pageAfterRemoval(3, 1)).toBe(3);
    expect(pageAfterRemoval(1, 0)).toBe(1);
  });

  it('lists the saved mentors with page_size 10 and keeps a copy in the browser', async () => {
    const calls = mockApi({
      'mentors.liked': {
        status: 200,
        body: { count: 2, next: null, previous: null, results: [lena, omar] },
      },
    });
    renderAt('/saved', <SavedPage />, sessions.student);
    expect(screen.getByRole('heading', { level: 1, name: 'Saved mentors' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Omar Diaz' })).toBeInTheDocument();
    expect(liked(calls)[0]?.query).toEqual({ page: '1', page_size: '10' });
    expect(readStored<{ mentors: unknown[] }>(storageKeys.savedMentors)?.mentors).toHaveLength(2);
  });

  it('shows an empty state with a way to the search', async () => {
    mockApi({
      'mentors.liked': { status: 200, body: { count: 0, next: null, previous: null, results: [] } },
    });
    renderAt('/saved', <SavedPage />, sessions.student);
    expect(await screen.findByRole('link', { name: 'Browse mentors' })).toHaveAttribute('href', '/listings');
  });

  it('uses the stored copy when the server fails (SAVED-02)', async () => {
    writeStored(storageKeys.savedMentors, { storedAt: Date.now(), mentors: [toSavedView(omar)] });
    mockApi({ 'mentors.liked': 'network-error' });
    renderAt('/saved', <SavedPage />, sessions.student);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Omar Diaz' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('removes an unsaved mentor at once and refreshes the list after 1 s', async () => {
    let answer: MentorPage = { count: 2, next: null, previous: null, results: [lena, omar] };
    const calls = mockApi({
      'mentors.liked': () => ({ status: 200, body: answer }),
      'mentors.unlike': atParams({ id: '11' }, { status: 204, body: null }),
    });
    renderAt('/saved', <SavedPage />, sessions.student);
    await screen.findByRole('heading', { level: 2, name: 'Lena Park' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer = { ...answer, count: 1, results: [omar] };
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Remove Lena Park from saved' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lena Park' })).toBeNull());
    expect(liked(calls)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1000);
      await Promise.resolve();
    });
    await waitFor(() => expect(liked(calls)).toHaveLength(2));
  });

  it('steps back a page when the last mentor of a page is unsaved', async () => {
    const calls = mockApi({
      'mentors.liked': (url) =>
        url.searchParams.get('page') === '2'
          ? { status: 200, body: { count: 11, next: null, previous: '/x', results: [lena] } }
          : { status: 200, body: { count: 10, next: null, previous: null, results: [omar] } },
      'mentors.unlike': atParams({ id: '11' }, { status: 204, body: null }),
    });
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    const { router } = renderAt('/saved?page=2', <SavedPage />, sessions.student, '/saved');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Lena Park from saved' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 2, name: 'Omar Diaz' })).toBeInTheDocument();
    expect(liked(calls).map((c) => c.query.page)).toEqual(['2', '1']);
    expect(within(document.body).queryByRole('navigation', { name: 'Saved mentor pages' })).toBeNull();
  });
});
