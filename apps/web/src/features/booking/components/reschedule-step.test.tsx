/**
 * The booking wizard's reschedule mode (BOOK-24, B7): step 2 leads to step 4, whose button sends the same
 * reschedule request as the lesson card's modal, then closes the dialog; a refusal shows the server's
 * `error` and keeps the dialog open.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { open, weekSlots } from '../dialog-test-helpers.tsx';
import { atParams, makeBooking, type ApiReply } from '../test-utils.tsx';

/** The reschedule request of lesson 42, the one the wizard moves (any other lesson answers 404). */
const rescheduleRoute = (reply: ApiReply<'reschedule.request'>) => ({
  'reschedule.request': atParams<'reschedule.request'>({ id: '42' }, reply),
});

async function toConfirm(put: Parameters<typeof open>[0] extends infer O ? O : never = {}) {
  const onRescheduleConfirm = vi.fn();
  const view = open({
    ...put,
    props: { mode: 'reschedule', rescheduleBookingId: 42, onRescheduleConfirm },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Reschedule your lesson' });
  await view.user.click(await within(dialog).findByRole('button', { name: '09:30' }));
  await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByRole('heading', { name: 'Confirm rescheduling' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Confirm rescheduling' }));
  return { ...view, dialog, onRescheduleConfirm };
}

describe('the wizard’s step 4', () => {
  it('sends the reschedule request for the lesson, then closes', async () => {
    const { calls, onOpenChange, onRescheduleConfirm } = await toConfirm({
      routes: rescheduleRoute({ status: 200, body: makeBooking({ id: 42 }) }),
    });
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const slot = weekSlots[1]!;
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        name: 'reschedule.request',
        params: { id: '42' },
        body: { start_utc: slot.start_utc, end_utc: slot.end_utc },
      }),
    ]);
    expect(onRescheduleConfirm).toHaveBeenCalledWith(slot);
  });

  it('shows the server’s error and stays open when refused', async () => {
    const error = 'A request for a new time is already waiting for the mentor.';
    const { dialog, onOpenChange, onRescheduleConfirm } = await toConfirm({
      routes: rescheduleRoute({ status: 400, body: { detail: error, error } }),
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(error);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onRescheduleConfirm).not.toHaveBeenCalled();
  });
});
