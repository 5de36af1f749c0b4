/** Issue 20 item 3 (ADR 68): "Available on", "Time of day" and "Offers a trial" on /listings. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../../../test/sessions.ts';
import { mockApi, type ApiCall } from '../../../../test/mock-api.ts';
import { pathOf } from '../../../shared/api/call.ts';
import { setChosenTimeZone, viewerTimeZone } from '../../../shared/time/viewer-zone.ts';
import { emptyFilters, filtersToParams, parseFilters, toApiQuery } from '../model/filters.ts';
import { makeMentor, renderAt } from '../test-utils.tsx';
import { ListingsPage } from './listings-page.tsx';

const searches = (calls: ApiCall[]) => calls.filter((c) => c.path === pathOf('mentors.list'));

function open(url: string) {
  const calls = mockApi({
    'mentors.skills': { body: [{ id: 1, name: 'Piano' }] },
    'mentors.styles': { body: [] },
    'mentors.languages': { body: [] },
    'mentors.list': {
      body: {
        count: 1,
        next: null,
        previous: null,
        results: [makeMentor()],
        price_statistics: { min_price_cents: 1000, max_price_cents: 20000 },
      },
    },
  });
  return { calls, ...renderAt(url, <ListingsPage />, sessions.visitor, '/listings') };
}

afterEach(() => setChosenTimeZone(null));

describe('the time and trial filters', () => {
  it('round-trip through the address, the zone only with a day or a time', () => {
    const f = {
      ...emptyFilters,
      days: ['Mon' as const, 'Fri' as const],
      timeOfDay: ['evening' as const],
      tz: 'Europe/Berlin',
      offersTrial: true,
    };
    expect(filtersToParams(f).toString()).toBe(
      'days=Mon%2CFri&time_of_day=evening&tz=Europe%2FBerlin&offers_trial=true',
    );
    expect(parseFilters(filtersToParams(f))).toEqual(f);
    expect(toApiQuery(f, undefined)).toEqual({
      page: '1',
      days: 'Mon,Fri',
      time_of_day: 'evening',
      tz: 'Europe/Berlin',
      offers_trial: 'true',
    });
    // Unknown values are dropped; a zone alone means nothing.
    expect(
      parseFilters(
        new URLSearchParams('days=Mon,Funday,Mon&time_of_day=noon&tz=Asia/Tokyo&offers_trial=yes'),
      ),
    ).toEqual({
      ...emptyFilters,
      days: ['Mon'],
      tz: 'Asia/Tokyo',
    });
    expect(parseFilters(new URLSearchParams('tz=Asia/Tokyo')).tz).toBeNull();
  });

  it('writes the chosen days, times (in the viewer zone) and trial to the address on Apply and sends them', async () => {
    const { calls, router } = open('/listings');
    await screen.findByRole('heading', { level: 2, name: 'Lena Park' });
    // The viewer's zone as the session left it (chosen in settings, else the device's).
    const zone = viewerTimeZone();
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Available on' })).toBeInTheDocument();
    expect(screen.getByText(`Times in ${zone}`)).toBeInTheDocument();
    // Clicked out of order; the address keeps the week's order.
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(screen.getByRole('checkbox', { name: /^Evening/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Offers a trial lesson' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?days=Tue%2CSat&time_of_day=evening&tz=${encodeURIComponent(zone)}&offers_trial=true`,
      ),
    );
    await waitFor(() =>
      expect(searches(calls).at(-1)?.query).toMatchObject({
        days: 'Tue,Sat',
        time_of_day: 'evening',
        tz: zone,
        offers_trial: 'true',
      }),
    );
  });

  it('shows the filters of a shared address checked, read in the zone it names', async () => {
    const { calls } = open(
      '/listings?days=Mon&time_of_day=morning,night&tz=Europe%2FBerlin&offers_trial=true',
    );
    await screen.findByRole('heading', { level: 2, name: 'Lena Park' });
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Morning/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Night/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Offers a trial lesson' })).toBeChecked();
    expect(screen.getByText('Times in Europe/Berlin')).toBeInTheDocument();
    expect(searches(calls)[0]?.query).toMatchObject({
      days: 'Mon',
      time_of_day: 'morning,night',
      tz: 'Europe/Berlin',
    });
  });
});
