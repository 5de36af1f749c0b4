/**
 * Issue 18 item 1, weekly lessons (ADR 56), tried as a new student would: four weekly lessons booked in one
 * checkout at 1280x800, the success page listing all four with their times and zone, four cards on My
 * Lessons ("Weekly lesson n of 4"); then at 390x844 the same page and "Cancel the remaining lessons" with
 * its refunds. axe on each new screen.
 */
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import {
  TEST_CARD_PAYS,
  chooseLessonAndTime,
  mentorNamed,
  openBookingDialog,
  payWithCard,
} from '../support/booking.ts';

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('a student books four weekly lessons in one checkout, sees four lessons and cancels the remaining ones', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await registerByApi(request, { prefix: 'weekly' });
  await signInByApi(context, account.email, account.password);
  // A mentor no other journey books, so every week of the series is free.
  const mentor = await mentorNamed(request, 'Björn Lindqvist');
  const dialog = await openBookingDialog(page, mentor);
  await chooseLessonAndTime(dialog, { instrument: mentor.skills[0]!, minutes: 60 });

  await dialog.getByLabel('How many weeks').selectOption({ label: 'Every week for 4 weeks' });
  const weeks = dialog.getByRole('list', { name: 'Weekly lessons' });
  await expect(weeks.getByRole('listitem')).toHaveCount(4);
  await expect(dialog.getByRole('status')).toHaveText(/^4 lessons will be booked\./);
  await expect(dialog.getByText('Price of 4 weekly lessons')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: /^Confirm and pay/ }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
  await payWithCard(page, TEST_CARD_PAYS);
  await expect(page).toHaveURL(/\/bookings\/\d+\/success/);
  const booked = page.getByRole('region', { name: 'Your 4 weekly lessons' });
  await expect(booked.getByRole('listitem')).toHaveCount(4);
  // Every lesson names its time and zone.
  for (const item of await booked.getByRole('listitem').all())
    await expect(item).toContainText(/ at \d\d:\d\d \((UTC|.+ time, GMT[+-]\d+)\)$/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/my-lessons');
  const upcoming = page.getByRole('region', { name: 'Upcoming and live lessons' });
  for (const n of [1, 2, 3, 4]) await expect(upcoming.getByText(`Weekly lesson ${n} of 4`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(upcoming.getByText('Weekly lesson 1 of 4')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await upcoming.getByRole('button', { name: 'Cancel the remaining lessons' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the remaining lessons?' });
  await expect(confirm.getByRole('list', { name: 'Lessons to cancel' }).getByRole('listitem')).toHaveCount(4);
  await expect(confirm).toContainText('back in all');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel the remaining lessons' }).click();
  await expect(
    page.getByText(/^The 4 remaining lessons have been cancelled and €[\d.,]+ will be refunded\.$/),
  ).toBeVisible();
  await expect(upcoming.getByText(/Weekly lesson/)).toHaveCount(0);
});
