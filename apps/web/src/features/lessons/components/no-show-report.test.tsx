import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '@app/contract';
import { atParams, type ApiReply } from '../../../../test/mock-api.ts';
import { makeBooking, renderLessons, serveLessons } from '../test-utils.tsx';

const user = () => userEvent.setup({ delay: null });
const at12 = { id: '12' };

// Ended at 07:00 on 24 November, an hour before the test clock (08:00).
const ended = makeBooking({
  id: 12,
  status: 'completed',
  can_report_no_show: true,
  date_time: {
    start: '2026-11-24T06:00:00Z',
    end: '2026-11-24T07:00:00Z',
    end_lesson: '2026-11-24T07:10:00Z',
    available_at: '2026-11-24T05:45:00Z',
    checkout_expiration: null,
  },
});

async function openDialog() {
  await user().click(await screen.findByRole('button', { name: 'Report a no-show' }));
  return screen.findByRole('dialog', { name: 'Report a no-show' });
}

describe('reporting a no-show (B9)', () => {
  it('sends the optional details, closes and says the report arrived', async () => {
    let lists: Record<string, Booking[]> = { completed: [ended] };
    const calls = serveLessons(
      { completed: () => ({ count: 1, next: null, previous: null, results: lists.completed! }) },
      {
        'bookings.reportNoShow': atParams(at12, (): ApiReply<'bookings.reportNoShow'> => {
          const reported: Booking = {
            ...ended,
            can_report_no_show: false,
            no_show_report: { status: 'open' },
          };
          lists = { completed: [reported] };
          return {
            status: 201,
            body: {
              message: 'Thank you. We have received your report and will answer you by e-mail.',
              booking: reported,
            },
          };
        }),
      },
    );
    renderLessons('/my-lessons?tab=completed');
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText('What happened? (optional)');
    await user().type(field, 'Nobody came.');
    expect(within(dialog).getByText('12/1000 characters')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('Thank you. We have received your report and will answer you by e-mail.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ details: 'Nobody came.' });
    // The lists are read again: the card now says where the report is.
    expect(await screen.findByText('No-show report: Open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a no-show' })).toBeNull();
  });

  it('keeps the server’s refusal in the dialog', async () => {
    serveLessons(
      { completed: [ended] },
      {
        'bookings.reportNoShow': atParams(at12, {
          status: 400,
          body: { detail: 'You have already reported this lesson. Our team is looking into it.' },
        }),
      },
    );
    renderLessons('/my-lessons?tab=completed');
    const dialog = await openDialog();
    await user().click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reported this lesson. Our team is looking into it.',
    );
  });

  it('is not offered after 24 hours, to the mentor, or when the server says no', async () => {
    vi.setSystemTime(new Date('2026-11-25T07:00:01Z'));
    serveLessons({
      completed: [
        ended,
        { ...ended, id: 13, viewer_is_mentor: true },
        { ...ended, id: 14, can_report_no_show: false },
      ],
    });
    renderLessons('/my-lessons?tab=completed');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Report a no-show' })).toBeNull();
  });

  it('shows the staff decision on the card', async () => {
    serveLessons({
      completed: [{ ...ended, can_report_no_show: false, no_show_report: { status: 'refunded' } }],
    });
    renderLessons('/my-lessons?tab=completed');
    expect(await screen.findByText('No-show report: Refunded')).toBeInTheDocument();
  });
});
