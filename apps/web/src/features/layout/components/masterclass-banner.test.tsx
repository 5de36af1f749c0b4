/**
 * The live masterclass banner (NAV-09, MASTER-19): the first entry of GET /api/webinars/meet-and-greets/
 * with its name, weekday, date and time and "Go to event →" to /meet-and-greet; nothing at all for an
 * empty list or a failed call. The zone is UTC (vitest.config.ts pins TZ).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_MASTERCLASS_COOKIE, type Masterclass } from '@app/contract';
import { mockApi, type ApiReply } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { activeMasterclassesQuery, seedDismissedBanner } from '../../masterclass/index.ts';
import { MasterclassBanner } from './masterclass-banner.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  document.cookie = `${DISMISSED_MASTERCLASS_COOKIE}=; path=/; max-age=0`;
});

const meeting = (id: number, name: string, start: string): Masterclass => ({
  id,
  name,
  description: 'A live class.',
  description_mentor: '',
  show_off_url: 'about:blank',
  start_time_utc: start,
  start_time_local: start,
  duration: 60,
  slots_left: 12,
  custom_mentor_photo_1: null,
  custom_mentor_photo_2: null,
  topic: 'piano',
  mentor: { first_name: 'Maya', profile_picture: null },
});

function show(list: ApiReply<'masterclasses.list'>) {
  const calls = mockApi({ 'masterclasses.list': list });
  const view = renderAt('/listings', <MasterclassBanner />, {
    session: sessions.visitor,
    routePath: '/listings',
  });
  return { calls, ...view };
}

/** The banner's query has settled (success or error). */
const settled = (status: 'success' | 'error') =>
  waitFor(() => expect(queryClient.getQueryState(activeMasterclassesQuery().queryKey)?.status).toBe(status));

describe('the masterclass banner (NAV-09, MASTER-19)', () => {
  it('shows the current (first) meeting’s name, weekday, date and time with a link to the event', async () => {
    const { calls } = show({
      status: 200,
      body: [
        meeting(7, 'Piano from zero', '2026-11-30T18:00:00Z'),
        meeting(8, 'Later class', '2026-12-15T09:00:00Z'),
      ],
    });
    const name = await screen.findByText('Live masterclass: Piano from zero');
    const banner = name.closest('p')!;
    expect(banner).toHaveTextContent('Monday');
    expect(banner).toHaveTextContent('November 30, 2026');
    expect(banner).toHaveTextContent('6:00 PM UTC');
    expect(screen.getByText(/^Monday, November 30, 2026,? (at )?6:00 PM UTC$/)).toBeInTheDocument();
    expect(screen.queryByText(/Later class/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Go to event →' });
    expect(link).toHaveAttribute('href', '/meet-and-greet');
    expect(calls[0]?.query).toEqual({ is_active: 'true' });
  });

  it('takes the reader to /meet-and-greet', async () => {
    show({ status: 200, body: [meeting(7, 'Piano from zero', '2026-11-30T18:00:00Z')] });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('link', { name: 'Go to event →' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/meet-and-greet');
  });

  it('shows nothing when there is no meeting', async () => {
    const { container } = show({ status: 200, body: [] });
    await settled('success');
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing when the call fails', async () => {
    const { container } = show({ status: 500, body: { detail: 'Server error' } });
    await settled('error');
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the network fails', async () => {
    const { container } = show('network-error');
    await settled('error');
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/Live masterclass/)).toBeNull();
  });

  it('can be closed by keyboard, stays closed for that class after a reload, and shows a new class (ADR 52)', async () => {
    show({ status: 200, body: [meeting(7, 'Piano from zero', '2026-11-30T18:00:00Z')] });
    const close = await screen.findByRole('button', { name: 'Hide this masterclass banner' });
    close.focus();
    await userEvent.setup({ delay: null }).keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(/Live masterclass/)).toBeNull());
    expect(document.cookie).toContain(`${DISMISSED_MASTERCLASS_COOKIE}=7`);

    // A reload: a fresh cache, the browser's cookie.
    cleanup();
    queryClient.clear();
    show({ status: 200, body: [meeting(7, 'Piano from zero', '2026-11-30T18:00:00Z')] });
    await settled('success');
    await waitFor(() => expect(queryClient.getQueryData(['masterclassBannerDismissed'])).toBe(7));
    expect(screen.queryByText(/Live masterclass/)).toBeNull();

    cleanup();
    queryClient.clear();
    show({ status: 200, body: [meeting(9, 'Drums for all', '2026-12-02T18:00:00Z')] });
    expect(await screen.findByText('Live masterclass: Drums for all')).toBeInTheDocument();
  });

  it('is left out from the first drawing when the page says this browser dismissed it', () => {
    mockApi({ 'masterclasses.list': 'never' });
    // What app/initial-data.ts seeds from a page whose server saw the cookie.
    queryClient.setQueryData(activeMasterclassesQuery().queryKey, [
      meeting(7, 'Piano from zero', '2026-11-30T18:00:00Z'),
    ]);
    seedDismissedBanner(queryClient, 7);
    const { container } = renderAt('/', <MasterclassBanner />, { session: sessions.visitor, routePath: '/' });
    expect(container).toBeEmptyDOMElement();
  });
});
