/**
 * Rescheduling (issue 5, item 3; B7; RESCHED-01..09): the demo student books and pays a lesson with the
 * demo mentor (Maya Keller) a few days ahead, asks for another time from My Lessons, the mentor accepts
 * on their own My Lessons in a second browser context, and the student sees the lesson at the new time.
 * The dev clock is shared by every journey and only moves forward, so times are picked relative to it.
 */
import type { Booking } from '@app/contract';
import {
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';

test('the student asks for a new time, the mentor accepts, and the lesson moves', async ({
  page,
  context,
  browser,
  request,
}) => {
  await presetCookieConsent(context);
  await signInByApi(context, DEMO.student.email, DEMO.student.password);
  const mentor = await mentorNamed(request, 'Maya Keller');
  // 4 to 10 days ahead: far enough to be moved (B7: more than 24 h before the start).
  const { bookingId: id } = await bookAndPayByApi(page, mentor, { fromDays: 4, toDays: 10 });

  // The student: Reschedule on the lesson card opens the modal of the lesson's next 7 days.
  await page.goto('/my-lessons');
  const card = page.getByRole('article').filter({ hasText: `LES-${id}` });
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule lesson' });
  const days = dialog.getByRole('list', { name: 'Days' }).getByRole('button');
  await expect(days).toHaveCount(7);
  await expect(dialog.getByRole('button', { name: /^\d\d:\d\d$/ }).first()).toBeVisible({ timeout: 10_000 });
  // RESCHED-04 (ADR 51): without a time Confirm is disabled and the modal says what is missing.
  await expect(dialog.getByRole('button', { name: 'Confirm new time' })).toBeDisabled();
  await expect(dialog.getByText(/^Please select a time slot/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The third day with times, its first time: at least two calendar days ahead, so the moved lesson is
  // still more than 24 h away and can be moved again (B7), whatever the time of day the suite runs at (the
  // second day may be tomorrow, whose first time can be under 24 h away). The window starts today.
  await days.and(page.locator(':enabled')).nth(2).click();
  await dialog
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  const sent = page.waitForResponse(
    (res) =>
      res.url().endsWith(`/api/lessons/bookings/${id}/reschedule/`) && res.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Confirm new time' }).click();
  const answer = await sent;
  expect(answer.status(), await answer.text()).toBe(200);
  const newStart = ((await answer.json()) as Booking).reschedule_request!.start_utc;
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your request for a new time has been sent to your mentor.')).toBeVisible();
  await expect(card.getByText('Waiting for your mentor to accept the new time.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);

  // The mentor, in a browser of their own, sees the request on the lesson and accepts it.
  const mentorContext = await browser.newContext();
  try {
    await presetCookieConsent(mentorContext);
    await signInByApi(mentorContext, DEMO.mentor.email, DEMO.mentor.password);
    const mentorPage = await mentorContext.newPage();
    await mentorPage.goto('/my-lessons');
    const mentorCard = mentorPage.getByRole('article').filter({ hasText: `LES-${id}` });
    await expect(mentorCard.getByText(/^Reschedule requested: /)).toBeVisible();
    await expectNoSeriousA11yViolations(mentorPage);
    await mentorCard.getByRole('button', { name: 'Accept' }).click();
    await expect(mentorPage.getByText('The lesson has been moved to the new time.')).toBeVisible();
    await expect(mentorCard.getByText(/^Reschedule requested: /)).toHaveCount(0);
  } finally {
    await mentorContext.close();
  }

  // The student sees the lesson at its new time (the browser's zone is UTC in this suite).
  await page.reload();
  const moved = (await (await page.request.get(`/api/lessons/bookings/${id}/`)).json()) as Booking;
  expect(moved.date_time.start).toBe(newStart);
  expect(moved.reschedule_request).toBeNull();
  const time = newStart.slice(11, 16);
  // The zone is named after the time (ADR 49); the journey's browser runs in UTC.
  await expect(card.getByText(new RegExp(`, ${time} \\(UTC\\)$`))).toBeVisible();
  await expect(card.getByText('Waiting for your mentor to accept the new time.')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Reschedule' })).toBeVisible();
});
