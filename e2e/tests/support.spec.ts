/**
 * Support (SUPPORT-01..12, K4), end to end: a visitor follows the footer's "Help us improve" link and
 * sends a Help Us Improve ticket; a signed-in student reports a booking issue about their own paid lesson;
 * staff find both tickets in the staff area and close one; the support mailbox got them. axe on /support and
 * the staff page.
 */
import {
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  readLatestEmail,
  registerByApi,
  signInByApi,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';

test('visitor and student send tickets, staff see them', async ({ page, context, browser, request }) => {
  test.setTimeout(90_000);
  await presetCookieConsent(context);

  // A visitor, from the footer link.
  await page.goto('/listings');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help us improve' }).click();
  await expect(page).toHaveURL(/\/support\?reason=help-us-improve$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByLabel('Reason')).toHaveValue('help_us_improve');
  await expect(page.getByLabel('Booking reference')).toHaveCount(0);
  await expect(page.locator('#faq')).toContainText('Who sets the lesson prices?');
  await expectNoSeriousA11yViolations(page);
  const submit = page.getByRole('button', { name: 'Submit request' });
  await expect(submit).toBeDisabled();
  const visitorEmail = uniqueEmail('support-visitor');
  await page.getByLabel('Email').fill(visitorEmail);
  await page.getByLabel('Message').fill('Please add a practice diary.');
  await submit.click();
  await expect(page.getByText('Support ticket created!')).toBeVisible();
  const visitorRef = (await page.getByText(/^Reference #: SUP-\d{6}$/).textContent())!.replace(
    'Reference #: ',
    '',
  );
  await expect(page.getByText('Request submitted! Thank you for contacting us.')).toBeVisible();

  // A signed-in student with a booking issue about their own lesson.
  const account = await registerByApi(request, { prefix: 'support' });
  await signInByApi(context, account.email, account.password);
  const mentor = await mentorNamed(request, 'Maya Goldberg');
  const lesson = await bookAndPayByApi(page, mentor, { fromDays: 0, toDays: 3 });
  const lessonRef = `LES-${lesson.bookingId}`;
  await page.goto('/support');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Reason').selectOption({ label: 'Booking issues' });
  await page.getByLabel('Message').fill('The mentor asked to move the lesson.');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Booking reference').fill(`LES-${lesson.bookingId + 100_000}`);
  await submit.click();
  // A lesson that is not theirs: refused on the field, nothing stored.
  await expect(
    page.getByText('We could not find a lesson with this booking reference in your account.').first(),
  ).toBeVisible();
  await page.getByLabel('Booking reference').fill(lessonRef);
  await submit.click();
  await expect(page.getByText('Support ticket created!')).toBeVisible();
  const studentRef = (await page.getByText(/^Reference #: SUP-\d{6}$/).textContent())!.replace(
    'Reference #: ',
    '',
  );
  const mail = await readLatestEmail(request, 'support@example.com', { subject: studentRef });
  expect(mail.text).toContain(lessonRef);
  expect(mail.text).toContain(account.email);

  // Staff, in a browser of their own.
  const staffContext = await browser.newContext();
  await presetCookieConsent(staffContext);
  await signInByApi(staffContext, DEMO.staff.email, DEMO.staff.password);
  const staff = await staffContext.newPage();
  await staff.goto('/admin');
  await staff.getByRole('link', { name: 'Support tickets' }).click();
  await expect(staff).toHaveURL(/\/admin\/support-tickets$/);
  await expect(staff.getByRole('heading', { level: 2, name: 'Support tickets' })).toBeVisible();
  const visitorRow = staff.getByRole('row').filter({ hasText: visitorRef });
  await expect(visitorRow).toContainText('Help Us Improve');
  await expect(visitorRow).toContainText(visitorEmail);
  const studentRow = staff.getByRole('row').filter({ hasText: lessonRef });
  await expect(studentRow).toContainText('Booking issues');
  await expect(studentRow).toContainText('The mentor asked to move the lesson.');
  await expectNoSeriousA11yViolations(staff);
  // Answered by mail, staff close the ticket: it leaves the open list and shows under Closed.
  await studentRow.getByRole('button', { name: `Close ${studentRef}` }).click();
  await expect(staff.getByText(`Ticket ${studentRef} closed.`)).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: lessonRef })).toHaveCount(0);
  await staff.getByRole('navigation', { name: 'Show tickets' }).getByRole('link', { name: 'Closed' }).click();
  await expect(staff).toHaveURL(/\/admin\/support-tickets\?status=closed$/);
  await expect(staff.getByRole('row').filter({ hasText: lessonRef })).toContainText('Closed');
  await staffContext.close();
});
