/**
 * The calendar end to end (CAL-03, CAL-09, CAL-12, S3): the demo mentor takes a week off in the calendar,
 * a student then finds no times that week in the booking dialog, and the mentor cancels the time off.
 */
import { bookingMessages } from '@app/contract';
import { mentorNamed, openBookingDialog } from '../support/booking.ts';
import {
  BASE_URL,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { DAY_MS, mondayOf, openTimes, weekInDialog, ymd } from '../support/mentor-journey.ts';

test('time off added in the calendar removes those times from the booking dialog', async ({
  page,
  browser,
  loginAs,
  request,
}) => {
  test.setTimeout(90_000);
  const clock = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  const now = Date.parse(clock.now);
  // Five weeks ahead: clear of the weeks other journeys book in, well inside the 90-day horizon.
  const monday = mondayOf(now) + 35 * DAY_MS;
  const maya = await mentorNamed(request, 'Maya Keller');

  await loginAs('student');
  let dialog = await openBookingDialog(page, maya);
  await openTimes(dialog, maya.skills[0]!);
  let days = await weekInDialog(dialog, monday);
  // The week has free times before the time off (else the check below could not fail).
  await expect(days.and(page.locator(':enabled')).first()).toBeVisible({ timeout: 10_000 });

  const mentorContext = await browser.newContext({ baseURL: BASE_URL, timezoneId: 'UTC', locale: 'en-US' });
  await presetCookieConsent(mentorContext);
  await signInByApi(mentorContext, DEMO.mentor.email, DEMO.mentor.password);
  const mentorPage = await mentorContext.newPage();
  await mentorPage.goto('/calendar');
  await expect(mentorPage.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const form = mentorPage.getByRole('form', { name: 'Add time off' });
  await form.getByLabel('Start date').fill(ymd(monday));
  await form.getByLabel('Start time').fill('00:00');
  await form.getByLabel('End date').fill(ymd(monday + 7 * DAY_MS));
  await form.getByLabel('End time').fill('00:00');
  await form.getByRole('button', { name: 'Add time off' }).click();
  await expect(form.getByText('Time off added.')).toBeVisible();

  // The student opens the dialog again: that whole week has no times left.
  await page.reload();
  dialog = await openBookingDialog(page, maya);
  await openTimes(dialog, maya.skills[0]!);
  days = await weekInDialog(dialog, monday);
  await expect(days).toHaveCount(7);
  for (const day of await days.all()) await expect(day).toBeDisabled();
  await expect(dialog.getByText(bookingMessages.noSlotsForDate)).toBeVisible();

  // The mentor finds the time off in that week of the calendar and cancels it (CAL-12, CAL-13).
  const weeks = Math.round((monday - mondayOf(now)) / (7 * DAY_MS));
  for (let i = 0; i < weeks; i += 1) await mentorPage.getByRole('button', { name: 'Next week' }).click();
  const timeOff = mentorPage.getByRole('button', { name: /^Time off, 00:00/ });
  await expect(timeOff).toHaveCount(7);
  await expectNoSeriousA11yViolations(mentorPage);
  await timeOff.first().click();
  const details = mentorPage.getByRole('dialog', { name: 'Time off' });
  await expect(details).toBeVisible();
  await expectNoSeriousA11yViolations(mentorPage);
  await details.getByRole('button', { name: 'Cancel time off' }).click();
  await details.getByRole('button', { name: 'Yes, cancel time off' }).click();
  await expect(details).toBeHidden();
  await expect(timeOff).toHaveCount(0);
  await mentorContext.close();
});
