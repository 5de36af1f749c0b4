/**
 * Issue 17, item 2 "No ghost lessons" (decision 0047), at 1280x800, each checked page rechecked at
 * 390x844 (no sideways scroll, axe, the lesson's lines and the declined message in view) without walking
 * the flow again (ADR 65): a pending lesson offers one action to pay; /bookings/{id}/cancel shows the
 * lesson (mentor, time, price) and lets the student pick another time or give the time up; a checkout that
 * runs out unpaid leaves "Waiting for payment" and is in no My Lessons tab, Canceled included. axe on each
 * page. The dev clock is shared by the whole run and only moves forward; the journey books a mentor no
 * other journey books.
 */
import { bookingMessages } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  advanceClock,
  apiHeaders,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  recheckAtPhone,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { mentorNamed, payWithCard, TEST_CARD_DECLINED } from '../support/booking.ts';

interface Slot {
  start_utc: string;
  end_utc: string;
}

/** Books `count` unpaid 60-minute lessons with the mentor, 2 to 8 days ahead, and answers their ids. */
async function bookUnpaid(page: Page, request: APIRequestContext, mentorId: number, count: number) {
  const profile = (await (await page.request.get(`/api/mentors/${mentorId}/`)).json()) as {
    sessions: { id: number; session_time: number }[];
    skills: { id: number }[];
  };
  const sessionId = profile.sessions.find((s) => s.session_time === 60)!.id;
  const { now } = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  const day = (ahead: number) => new Date(Date.parse(now) + ahead * 86_400_000).toISOString().slice(0, 10);
  const freeTimes = async () =>
    (
      (await (
        await page.request.get('/api/mentors/available-times/', {
          params: { mentor_id: mentorId, session_id: sessionId, start_date: day(2), end_date: day(8) },
        })
      ).json()) as { available_slots: Slot[] }
    ).available_slots;
  const ids: number[] = [];
  // The first free time each time: a booked one is no longer offered, nor one that overlaps it.
  for (let n = 0; n < count; n += 1) {
    const slot = (await freeTimes())[0];
    expect(slot, 'a free time in the coming week').toBeTruthy();
    const res = await page.request.post('/api/lessons/book/', {
      data: {
        mentor_id: mentorId,
        session_id: sessionId,
        skill_id: profile.skills[0]!.id,
        ...slot,
        free_trial: false,
      },
      headers: await apiHeaders(page.request),
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { booking_id: number }).booking_id);
  }
  return ids;
}

/** Opens a My Lessons tab and answers the lesson references listed there. */
async function referencesIn(page: Page, tab: 'upcoming' | 'completed' | 'canceled'): Promise<string[]> {
  await page.goto(`/my-lessons?tab=${tab}`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Loading lessons...')).toHaveCount(0);
  await expect(
    panel
      .getByRole('article')
      .first()
      .or(panel.getByText(/You have no/).first()),
  ).toBeVisible();
  return panel.getByText(/^LES-\d+$/).allTextContents();
}

const mentorName = 'Ava Nguyen';

test.describe('no ghost lessons', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('one pay action; the checkout page shows the lesson and its two ways out; an expired checkout is no lesson', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await presetCookieConsent(context);
    const account = await registerByApi(request, { prefix: 'ghost' });
    await signInByApi(context, account.email, account.password);
    const mentor = await mentorNamed(request, mentorName);
    const [pick, giveUp, lapse] = await bookUnpaid(page, request, mentor.id, 3);

    // The pending cards: one action to pay each, not two that do the same.
    await page.goto('/my-lessons');
    const waiting = page.getByRole('region', { name: 'Waiting for payment' });
    await expect(waiting.getByRole('article')).toHaveCount(3);
    for (const card of await waiting.getByRole('article').all()) {
      await expect(card.getByRole('button', { name: 'Complete Payment' })).toHaveCount(1);
      await expect(card.getByRole('button', { name: 'Confirm Lesson' })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page);

    // The checkout's return page shows the lesson, one way to pay and the two ways out.
    await page.goto(`/bookings/${pick}/cancel`);
    await expect(page.getByRole('heading', { name: bookingMessages.completePayment })).toBeVisible();
    const theLessonAndItsWaysOut = async () => {
      await expect(page.getByText(mentorName)).toBeVisible();
      await expect(page.getByText('Date and time')).toBeVisible();
      await expect(page.getByText('Total')).toBeVisible();
      await expect(page.getByText(/€\d/).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Complete payment' })).toBeVisible();
      await expect(page.getByRole('button', { name: bookingMessages.giveUpSlot })).toBeVisible();
    };
    await theLessonAndItsWaysOut();
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, theLessonAndItsWaysOut);

    // A declined card: back on the checkout, with the message in view.
    await page.getByRole('link', { name: 'Complete payment' }).click();
    await payWithCard(page, TEST_CARD_DECLINED);
    await expect(page.getByRole('alert')).toHaveText(bookingMessages.cardDeclined);
    await expect(page.getByRole('alert')).toBeInViewport();
    await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, () => expect(page.getByRole('alert')).toBeInViewport());

    await page.goto(`/bookings/${pick}/cancel`);
    await page.getByRole('button', { name: bookingMessages.pickAnotherTime }).click();
    await expect(page).toHaveURL(new RegExp(`/mentor/${mentor.id}$`));

    await page.goto(`/bookings/${giveUp}/cancel`);
    await page.getByRole('button', { name: bookingMessages.giveUpSlot }).click();
    await expect(page.getByRole('heading', { name: bookingMessages.paymentNotCompleted })).toBeVisible();
    await expect(page.getByText(mentorName)).toBeVisible();
    await expect(page.getByRole('link', { name: bookingMessages.pickAnotherTime })).toHaveAttribute(
      'href',
      `/mentor/${mentor.id}`,
    );
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page);

    // The third checkout runs out unpaid: it leaves "Waiting for payment" and is in no tab.
    await page.goto('/my-lessons');
    await expect(waiting.getByRole('article')).toHaveCount(1);
    await advanceClock(request, 31 * 60);
    await signInByApi(context, account.email, account.password);
    await page.goto('/my-lessons');
    await expect(page.getByRole('tab', { name: 'Upcoming & Live' })).toBeVisible();
    await expect(page.getByText('Loading lessons...')).toHaveCount(0);
    await expect(waiting).toHaveCount(0);
    for (const tab of ['upcoming', 'completed', 'canceled'] as const) {
      const refs = await referencesIn(page, tab);
      expect(refs, `tab ${tab}`).not.toContain(`LES-${lapse}`);
      if (tab === 'canceled') expect(refs.sort()).toEqual([`LES-${pick}`, `LES-${giveUp}`].sort());
    }
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page);
  });
});
