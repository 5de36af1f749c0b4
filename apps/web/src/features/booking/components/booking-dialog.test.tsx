import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@app/contract';
import { makeMentor } from '../test-utils.tsx';
import { open, toDateTime, toDuration } from '../dialog-test-helpers.tsx';

describe('the booking dialog, steps 0-2 (BOOK-01..12)', () => {
  it('keeps Continue disabled until an instrument is chosen and moves focus to each step heading', async () => {
    const { user } = open();
    expect(await screen.findByRole('dialog', { name: 'Book a lesson with Lena Park' })).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Choose an instrument' });
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Guitar' }));
    expect(screen.getByRole('radio', { name: 'Guitar' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(heading).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Choose a lesson length' })).toHaveFocus();
  });

  it('lists the lengths shortest first with their prices, a 30-minute lesson at half the price', async () => {
    const { user } = open();
    await toDuration(user);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '30 minutes€25.00',
      '60 minutes€50.00',
    ]);
    expect(screen.getByRole('button', { name: /Free trial/ })).toHaveTextContent('Free');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose an instrument' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Piano' })).toBeChecked();
  });

  it('offers the free trial only when the mentor does (BOOK-04)', async () => {
    const { user } = open({ mentor: makeMentor({ offer_trial: false }) });
    await toDuration(user);
    expect(screen.queryByRole('button', { name: /Free trial/ })).toBeNull();
  });

  it('does not offer a trial the student already had with this mentor (B1, issue 17)', async () => {
    const { user } = open({ mentor: makeMentor({ trial_used: true }) });
    await toDuration(user);
    expect(screen.queryByRole('button', { name: /Free trial/ })).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('skips the instrument step for a mentor with one instrument: step 1 of 3, no Back (issue 17)', async () => {
    const { user } = open({ mentor: makeMentor({ skills: [{ id: 1, name: 'Piano' }] }) });
    expect(await screen.findByRole('heading', { name: 'Choose a lesson length' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Choose an instrument' })).toBeNull();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /60 minutes/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Pick a date and time' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    // Back from the date leads to where the student came from: the length, not an instrument step.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose a lesson length' })).toBeInTheDocument();
  });

  it('goes from the trial straight to step 2 and asks for the 30-minute session with free_trial=true', async () => {
    const { user, calls } = open();
    await toDuration(user);
    await user.click(screen.getByRole('button', { name: /Free trial/ }));
    expect(await screen.findByRole('heading', { name: 'Pick a date and time' })).toHaveFocus();
    await waitFor(() => expect(calls.some((c) => c.name === 'bookings.availableTimes')).toBe(true));
    expect(calls.find((c) => c.name === 'bookings.availableTimes')?.query).toEqual({
      mentor_id: '11',
      session_id: '5',
      start_date: '2026-11-23',
      end_date: '2026-11-29',
      free_trial: 'true',
    });
  });

  it('shows a Monday-start week, disables empty days and the previous week, preselects the first day with slots', async () => {
    const { user, calls } = open();
    await toDateTime(user);
    const days = within(screen.getByRole('list', { name: 'Days of the week' })).getAllByRole('button');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Monday 23 November',
      'Tuesday 24 November',
      'Wednesday 25 November',
      'Thursday 26 November',
      'Friday 27 November',
      'Saturday 28 November',
      'Sunday 29 November',
    ]);
    await screen.findByRole('button', { name: '09:30' });
    expect(days.map((d) => (d as HTMLButtonElement).disabled)).toEqual([
      true,
      true,
      false,
      true,
      false,
      true,
      true,
    ]);
    expect(days[2]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    expect(calls.filter((c) => c.name === 'bookings.availableTimes')).toHaveLength(1);
    expect(calls.find((c) => c.name === 'bookings.availableTimes')?.query).toEqual({
      mentor_id: '11',
      session_id: '6',
      start_date: '2026-11-23',
      end_date: '2026-11-29',
    });

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'bookings.availableTimes').at(-1)?.query.start_date).toBe(
        '2026-11-30',
      ),
    );
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  });

  it('groups times into Night, Morning, Afternoon and Evening and enables Continue to Checkout once one is chosen', async () => {
    const { user } = open();
    await toDateTime(user);
    await screen.findByRole('button', { name: '09:30' });
    // ADR 49: the picker says which zone its times are in (the tests run in UTC).
    expect(screen.getByText(bookingMessages.timesShownIn('UTC'))).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual(['Night', 'Morning', 'Afternoon', 'Evening']);
    for (const [period, time] of [
      ['Night', '03:00'],
      ['Morning', '09:30'],
      ['Afternoon', '14:00'],
      ['Evening', '19:00'],
    ] as const) {
      const section = screen.getByRole('region', { name: period });
      expect(within(section).getByRole('button', { name: time })).toBeInTheDocument();
    }
    const next = screen.getByRole('button', { name: 'Continue to Checkout' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '14:00' }));
    expect(screen.getByRole('button', { name: '14:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Friday 27 November' }));
    expect(screen.getByRole('button', { name: '10:00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled();
    // BOOK-02: Back returns one step, keeping the length chosen.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose a lesson length' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /^60 minutes/ })).toBeChecked();
  });

  it('reads a failed or empty load as no slots (BOOK-11)', async () => {
    const { user } = open({ routes: { 'bookings.availableTimes': { status: 500, body: {} } } });
    await toDateTime(user);
    expect(await screen.findByText(bookingMessages.noSlotsForDate)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled();
  });
});
