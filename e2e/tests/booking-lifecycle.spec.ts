/**
 * Issue 4: moving the development clock past a checkout's expiry frees the slot (and the pending page
 * says the payment was not completed); past the lesson's end the lesson is completed. The clock is shared
 * by the whole run and only moves forward, so this file books a mentor no other journey books.
 */
import { bookingMessages } from '@app/contract';
import {
  advanceClock,
  apiHeaders,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { mentorNamed } from '../support/booking.ts';

interface Slot {
  start_utc: string;
  end_utc: string;
}

test('the dev clock expires an unpaid checkout (the slot frees) and completes a paid lesson', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await presetCookieConsent(context);
  const account = await registerByApi(request, { prefix: 'clock' });
  await signInByApi(context, account.email, account.password);
  const mentor = await mentorNamed(request, 'Mateo Ruiz');
  const profile = (await (await page.request.get(`/api/mentors/${mentor.id}/`)).json()) as {
    sessions: { id: number; session_time: number }[];
    skills: { id: number }[];
  };
  const sessionId = profile.sessions.find((s) => s.session_time === 60)!.id;
  const skills = profile.skills;
  // Two days ahead with a mentor no other journey books: the slot is this test's own, and the clock
  // (shared by the whole run) moves only as far as that lesson's end.
  const { now } = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  const date = (ahead: number) => new Date(Date.parse(now) + ahead * 86_400_000).toISOString().slice(0, 10);
  // The mentor is not available every weekday: the first free time from two days ahead, within a week.
  const [from, to] = [date(2), date(8)];
  const slotsOf = async () =>
    (
      (await (
        await page.request.get('/api/mentors/available-times/', {
          params: { mentor_id: mentor.id, session_id: sessionId, start_date: from, end_date: to },
        })
      ).json()) as { available_slots: Slot[] }
    ).available_slots;
  const slot = (await slotsOf())[0]!;
  expect(slot, 'a free time in the coming week').toBeTruthy();
  const book = async () =>
    page.request.post('/api/lessons/book/', {
      data: {
        mentor_id: mentor.id,
        session_id: sessionId,
        skill_id: skills[0]!.id,
        ...slot,
        free_trial: false,
      },
      headers: await apiHeaders(page.request),
    });
  const first = (await (await book()).json()) as { booking_id: number };
  expect((await slotsOf()).map((s) => s.start_utc)).not.toContain(slot.start_utc);

  await page.goto(`/bookings/${first.booking_id}/cancel`);
  await expect(page.getByText(bookingMessages.completePayment)).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: /Complete payment/ })
      .or(page.getByRole('button', { name: /Complete payment/ })),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await advanceClock(request, 31 * 60);
  await page.reload();
  await expect(page.getByText(bookingMessages.paymentNotCompleted)).toBeVisible();
  await expect(page.getByRole('link', { name: bookingMessages.browseLessons })).toHaveAttribute(
    'href',
    '/listings',
  );
  await expectNoSeriousA11yViolations(page);
  expect((await slotsOf()).map((s) => s.start_utc)).toContain(slot.start_utc);

  // Booked again and paid, then the clock passes the lesson's end: completed.
  const second = (await (await book()).json()) as { booking_id: number; payment_link: string };
  const checkoutId = second.payment_link.split('/').at(-1)!;
  const paid = await page.request.post(`/api/payments/test-checkout/${checkoutId}/pay/4242424242424242`, {
    headers: await apiHeaders(page.request),
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  const status = async () =>
    (
      (await (await page.request.get(`/api/lessons/bookings/${second.booking_id}/`)).json()) as {
        status: string;
      }
    ).status;
  expect(await status()).toBe('paid');
  const untilEnd = (Date.parse(slot.end_utc) - Date.parse((await advanceClock(request, 0)).now)) / 1000;
  await advanceClock(request, Math.ceil(untilEnd) + 60);
  await signInByApi(context, account.email, account.password);
  expect(await status()).toBe('completed');
});
