/**
 * My Lessons as far as it goes today (first part of issue 5): a student's paid lesson is listed under
 * Upcoming & Live, cancelled from its card 3 days ahead with the full refund stated before and after, and
 * then found under Canceled; an unpaid one waits for payment with its countdown. axe on the page.
 */
import {
  apiHeaders,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { mentorNamed } from '../support/booking.ts';

test('a student sees a paid lesson, cancels it 3 days ahead with a full refund, and finds it under Canceled', async ({
  page,
  context,
  request,
}) => {
  await presetCookieConsent(context);
  const account = await registerByApi(request, { prefix: 'lessons' });
  await signInByApi(context, account.email, account.password);
  const mentor = await mentorNamed(request, 'Maya Goldberg');
  const profile = (await (await page.request.get(`/api/mentors/${mentor.id}/`)).json()) as {
    sessions: { id: number; session_time: number }[];
    skills: { id: number }[];
    amount_cents: number;
  };
  const sessionId = profile.sessions.find((s) => s.session_time === 60)!.id;
  const { now } = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  const day = (ahead: number) => new Date(Date.parse(now) + ahead * 86_400_000).toISOString().slice(0, 10);
  // Any free times 3 to 9 days ahead (the mentor is not available every weekday): the first is paid and
  // cancelled more than 48 hours ahead, the last stays unpaid.
  const slots = (
    (await (
      await page.request.get('/api/mentors/available-times/', {
        params: { mentor_id: mentor.id, session_id: sessionId, start_date: day(3), end_date: day(9) },
      })
    ).json()) as { available_slots: { start_utc: string; end_utc: string }[] }
  ).available_slots;
  expect(slots.length, 'free times in the coming week').toBeGreaterThan(1);
  const book = async (slot: { start_utc: string; end_utc: string }) => {
    const res = await page.request.post('/api/lessons/book/', {
      data: {
        mentor_id: mentor.id,
        session_id: sessionId,
        skill_id: profile.skills[0]!.id,
        ...slot,
        free_trial: false,
      },
      headers: await apiHeaders(page.request),
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { booking_id: number; payment_link: string };
  };
  const paid = await book(slots[0]!);
  const pay = await page.request.post(
    `/api/payments/test-checkout/${paid.payment_link.split('/').at(-1)}/pay/4242424242424242`,
    { headers: await apiHeaders(page.request) },
  );
  expect(pay.ok()).toBeTruthy();
  const unpaid = await book(slots.at(-1)!);

  await page.goto('/my-lessons');
  await expect(page.getByRole('heading', { level: 1, name: 'My Lessons' })).toBeVisible();
  const waiting = page.getByRole('article').filter({ hasText: `LES-${unpaid.booking_id}` });
  await expect(waiting.getByRole('timer')).toBeVisible();
  await expect(
    waiting
      .getByRole('button', { name: 'Complete Payment' })
      .or(waiting.getByRole('link', { name: 'Complete Payment' })),
  ).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `LES-${paid.booking_id}` });
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const price = (profile.amount_cents / 100).toFixed(2);
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this lesson?' });
  await expect(dialog).toContainText(`full refund of €${price}`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel lesson' }).click();
  await expect(page.getByRole('status')).toContainText(
    `The lesson has been cancelled and €${price} will be refunded.`,
  );
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Canceled' }).click();
  await expect(page).toHaveURL(/tab=canceled/);
  await expect(page.getByRole('article').filter({ hasText: `LES-${paid.booking_id}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
