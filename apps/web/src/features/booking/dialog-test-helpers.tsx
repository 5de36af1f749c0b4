/** Opening the booking dialog and walking it to a step, for the dialog's tests. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { BookingDialog, type BookingDialogProps } from './components/booking-dialog.tsx';
import type { MentorProfile } from './model/types.ts';
import { atParams, makeMentor, mockApi, renderPage, slot, type ApiRoutes } from './test-utils.tsx';

export const weekSlots = [
  slot('2026-11-25T03:00'),
  slot('2026-11-25T09:30'),
  slot('2026-11-25T14:00'),
  slot('2026-11-25T19:00'),
  slot('2026-11-27T10:00'),
];

export function open({
  mentor = makeMentor(),
  routes = {},
  props = {},
}: {
  mentor?: MentorProfile;
  routes?: ApiRoutes;
  props?: Partial<BookingDialogProps>;
} = {}) {
  const calls = mockApi({
    // The dialog is opened for mentor 11: a request for any other profile answers 404.
    'mentors.profile': atParams({ id: '11' }, { status: 200, body: mentor }),
    'bookings.availableTimes': {
      status: 200,
      body: { available_slots: weekSlots, timezone: 'Europe/Berlin' },
    },
    'bookings.feeRate': { status: 200, body: { tax_rate: 0.15, is_mentor_specific: false } },
    ...routes,
  });
  const onOpenChange = vi.fn();
  const view = renderPage(
    '/listings',
    <BookingDialog mentorId={11} open onOpenChange={onOpenChange} {...props} />,
  );
  return { calls, onOpenChange, user: userEvent.setup(), ...view };
}

export type User = ReturnType<typeof userEvent.setup>;

export async function toDuration(user: User, instrument = 'Piano') {
  await user.click(await screen.findByRole('radio', { name: instrument }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Choose a lesson length' });
}

export async function toDateTime(user: User, length = '60 minutes') {
  await toDuration(user);
  await user.click(screen.getByRole('radio', { name: new RegExp(length) }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Pick a date and time' });
}

export async function toCheckout(user: User, time = '09:30', length?: string) {
  await toDateTime(user, length);
  await user.click(await screen.findByRole('button', { name: time }));
  await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
  await screen.findByRole('heading', { name: 'Checkout' });
}
