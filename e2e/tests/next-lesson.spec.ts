/**
 * "Book the same time next week" (issue 18 item 5, ADR 61), end to end: a student's paid lesson with a mentor
 * no other journey books ends on the shared development clock; on its card in My Lessons the student clicks
 * "Book the same time next week", sees that time one week later preselected with its zone named, pays it on
 * the test checkout and finds the new lesson under the upcoming ones. The review page's button then opens
 * the dialog again, now at the nearest free time, as the same time is taken by the lesson just booked.
 * axe on the completed card, the dialog and the review page (also at 390 px).
 */
import {
  advanceClock,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import {
  TEST_CARD_PAYS,
  bookAndPayByApi,
  bookingDialog,
  mentorNamed,
  payWithCard,
} from '../support/booking.ts';

const WEEK_MS = 7 * 86_400_000;

/** The app's two ways of naming a time in the browser's zone (UTC here, playwright.config.ts). */
function named(iso: number, style: 'long' | 'short'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: style,
      day: 'numeric',
      month: style,
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(iso)
      .map((p) => [p.type, p.value]),
  );
  const { weekday, day, month, year, hour, minute } = parts as Record<string, string>;
  return style === 'long'
    ? `${weekday} ${day} ${month} ${year} at ${hour}:${minute} (UTC)`
    : `${weekday} ${day} ${month} ${year}, ${hour}:${minute} (UTC)`;
}

test('a student books the same time next week from a completed lesson, then opens it from the review page', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await presetCookieConsent(context);
  const account = await registerByApi(request, { prefix: 'nextweek' });
  // Remember me: a browser-session sign-in ends after 24 h idle, and the clock moves days ahead below.
  await signInByApi(context, account.email, account.password, true);
  const mentor = await mentorNamed(request, 'Aiko Tanaka');
  const lesson = await bookAndPayByApi(page, mentor, { fromDays: 1, toDays: 4 });
  const { now } = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  await advanceClock(request, Math.ceil((Date.parse(lesson.endUtc) - Date.parse(now)) / 1000) + 30 * 60);
  const nextWeek = Date.parse(lesson.startUtc) + WEEK_MS;

  await page.goto('/my-lessons?tab=completed');
  const card = page.getByRole('article').filter({ hasText: new RegExp(`LES-${lesson.bookingId}(?!\\d)`) });
  const button = card.getByRole('button', { name: 'Book the same time next week' });
  await expect(button).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await button.click();

  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(dialog.getByRole('status').first()).toHaveText(
    `Same time next week: ${named(nextWeek, 'long')}`,
  );
  await expect(dialog.getByLabel('Lesson summary')).toContainText(named(nextWeek, 'long'));
  await expect(dialog.getByLabel('Lesson summary')).toContainText('60 minutes');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: /^Confirm and pay/ }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
  await payWithCard(page, TEST_CARD_PAYS);
  await expect(page).toHaveURL(/\/bookings\/\d+\/success/);
  const booked = /\/bookings\/(\d+)\/success/.exec(page.url())![1];

  await page.goto('/my-lessons');
  const upcoming = page.getByRole('region', { name: 'Upcoming and live lessons' });
  const next = upcoming.getByRole('article').filter({ hasText: new RegExp(`LES-${booked}(?!\\d)`) });
  await expect(next).toContainText(named(nextWeek, 'short'));
  await expect(next).toContainText('60 minutes');

  // The review page offers the same, before the review is sent; that time is now the student's own lesson.
  await page.goto('/my-lessons?tab=completed');
  await card.getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(/\/my-lessons\/review\?booking_id=/);
  const again = page.getByRole('button', { name: 'Book the same time next week' });
  await expect(again).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(again).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await again.click();
  await expect(dialog.getByRole('status').first()).toHaveText(
    /^The same time next week is taken\. The nearest free time: .+ \(UTC\)$/,
  );
  await expectNoSeriousA11yViolations(page);
});
