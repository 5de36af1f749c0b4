/**
 * A mentor no-show (B9), end to end: a student pays for a lesson, the shared development clock moves past
 * its end, the student reports from the lesson card that the mentor did not show up, staff refund it in
 * full from the staff area, and the student finds the refund on the lesson's details. axe on both pages.
 */
import {
  DEMO,
  advanceClock,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';

test('the student reports a no-show, staff refund it in full, the student sees the refund', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await presetCookieConsent(context);
  const account = await registerByApi(request, { prefix: 'noshow' });
  await signInByApi(context, account.email, account.password);
  const mentor = await mentorNamed(request, 'Maya Goldberg');
  const lesson = await bookAndPayByApi(page, mentor, { fromDays: 0, toDays: 3 });
  const reference = `LES-${lesson.bookingId}`;
  const euros = `€${(lesson.amountCents / 100).toFixed(2)}`;

  // Half an hour after the lesson's end: the lifecycle job has completed it.
  const { now } = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  const untilEnd = (Date.parse(lesson.endUtc) - Date.parse(now)) / 1000;
  await advanceClock(request, Math.ceil(untilEnd) + 30 * 60);
  // Up to three days later: the session may have ended meanwhile (it did, once the lesson fell late enough).
  await signInByApi(context, account.email, account.password);

  await page.goto('/my-lessons?tab=completed');
  const card = page.getByRole('article').filter({ hasText: reference });
  await card.getByRole('button', { name: 'Report a no-show' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a no-show' });
  await dialog.getByLabel('What happened? (optional)').fill('I waited in the lesson room for 20 minutes.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. We have received your report')).toBeVisible();
  await expect(card.getByText('No-show report: Open')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Report a no-show' })).toHaveCount(0);

  // Staff, in a browser of their own.
  const staffContext = await browser.newContext();
  await presetCookieConsent(staffContext);
  await signInByApi(staffContext, DEMO.staff.email, DEMO.staff.password);
  const staff = await staffContext.newPage();
  await staff.goto('/admin/no-show-reports');
  await expect(staff.getByRole('heading', { level: 1, name: 'Staff area' })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('I waited in the lesson room for 20 minutes.');
  await expect(row).toContainText('Open');
  await expectNoSeriousA11yViolations(staff);
  await row.getByRole('button', { name: `Refund in full ${reference}` }).click();
  const confirm = staff.getByRole('dialog', { name: 'Refund in full?' });
  await expect(confirm).toContainText(`${euros} goes back to the student`);
  await confirm.getByRole('button', { name: 'Refund in full' }).click();
  await expect(staff.getByText(`${euros} has been refunded to the student.`)).toBeVisible();
  await expect(row).toContainText('Refunded');
  await staffContext.close();

  await page.reload();
  await expect(card.getByText('No-show report: Refunded')).toBeVisible();
  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Lesson details' });
  await expect(details).toContainText(`Refunded${euros}`);
});
