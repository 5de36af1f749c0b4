/**
 * The back office's cancellation on behalf of either side and its payouts list (issue 21 item 3, ADR 74),
 * tried as staff would: from a booking's page, cancel a paid lesson on behalf of the mentor (the mentor's
 * policy: a full refund); the booking shows it cancelled with the refund in its ledger, the student is
 * mailed by the team and sees the lesson cancelled and refunded in My Lessons; then the payouts list, from
 * the dashboard's payouts figure, filtered by status. axe on every staff page visited and the dialog.
 * (A failed payout needs a payout the provider refused when the settling job asked again, which no HTTP call
 * can produce; its retry is tried in apps/server/test/admin-payouts.test.ts.)
 */
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  readLatestEmail,
  registerByApi,
  signInByApi,
  DEMO,
  test,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';

// A seeded mentor no other journey books or counts on by name.
const MENTOR = 'Kavya Reddy';

test('staff cancel a lesson on behalf of the mentor, and find the payouts list', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await presetCookieConsent(context);
  const student = await registerByApi(request, { prefix: 'onbehalf' });
  await signInByApi(context, student.email, student.password);
  const mentor = await mentorNamed(request, MENTOR);
  const lesson = await bookAndPayByApi(page, mentor, { fromDays: 3, toDays: 10 });
  const reference = `LES-${lesson.bookingId}`;
  const euros = `€${(lesson.amountCents / 100).toFixed(2)}`;

  const staffContext = await browser.newContext();
  await presetCookieConsent(staffContext);
  await signInByApi(staffContext, DEMO.staff.email, DEMO.staff.password);
  const staff = await staffContext.newPage();

  await test.step('cancel on behalf of the mentor from the booking’s page', async () => {
    await staff.goto(`/admin/bookings/${lesson.bookingId}`);
    await expect(staff.getByRole('heading', { level: 2, name: `Booking ${reference}` })).toBeVisible();
    await staff.getByRole('button', { name: 'Cancel on behalf' }).click();
    const dialog = staff.getByRole('dialog', { name: `Cancel ${reference}?` });
    await dialog.getByRole('button', { name: 'Cancel the lesson' }).click();
    await expect(dialog.getByText('Choose whether the student or the mentor cancels.')).toBeVisible();
    await dialog.getByLabel(new RegExp(`^The mentor: ${MENTOR}`)).check();
    await dialog.getByLabel('Reason (required)').fill('The mentor is ill and asked us by phone');
    await expectNoSeriousA11yViolations(staff);
    await dialog.getByRole('button', { name: 'Cancel the lesson' }).click();
    await expect(staff.getByRole('status')).toContainText(
      `${reference} is cancelled on behalf of the mentor; ${euros} goes back to the student.`,
    );
    await expect(
      staff.getByText('Status', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('canceled');
    await expect(staff.getByRole('row', { name: /refund/ }).first()).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Cancel on behalf' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(staff);
  });

  await test.step('the student is mailed and sees the lesson cancelled and refunded', async () => {
    const mail = await readLatestEmail(request, student.email, { subject: `Lesson cancelled: ${reference}` });
    expect(mail.text).toContain('Our team cancelled');
    expect(mail.text).toContain(`A refund of ${euros}`);
    await page.goto('/my-lessons?tab=canceled');
    const card = page.getByRole('article').filter({ hasText: reference });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Lesson details' });
    await expect(
      details.getByText('Refunded', { exact: true }).locator('xpath=following-sibling::*[1]'),
    ).toHaveText(euros);
  });

  await test.step('the payouts list from the dashboard, filtered by status, also at 390 px', async () => {
    await staff.goto('/admin');
    await staff
      .getByRole('region', { name: 'This week' })
      .getByRole('link', { name: /Payouts/ })
      .click();
    await expect(staff.getByRole('heading', { level: 2, name: 'Payouts' })).toBeVisible();
    await expect(
      staff.getByRole('navigation', { name: 'Staff area sections' }).getByRole('link', { name: 'Payouts' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      staff.getByRole('table').or(staff.getByText('No payout matches this search.')),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.getByLabel('Status').selectOption('failed');
    await staff.getByRole('button', { name: 'Search' }).click();
    await expect(staff).toHaveURL(/status=failed/);
    await expect(
      staff.getByRole('table').or(staff.getByText('No payout matches this search.')),
    ).toBeVisible();
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(staff);
  });
});
