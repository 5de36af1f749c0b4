/**
 * Issue 17 item 5, "Sign-up and forms" (ADR 0048), tried as a new user would at 1280x800, each checked page
 * rechecked at 390x844 (no sideways scroll, axe, the notice in view) without walking the flow again (ADR 65):
 * different passwords are caught before sending; after registering the form is cleared and the
 * "Confirm Your Email Address" notice names the address with a working resend button; the preparation
 * questionnaire confirms "Sent to your mentor"; the review box counts characters and a long review is
 * shortened with "Read more" on the profile. Every page is checked with axe.
 */
import {
  test,
  expect,
  advanceClock,
  expectNoSeriousA11yViolations,
  listEmails,
  presetCookieConsent,
  recheckAtPhone,
  registerByApi,
  signInByApi,
  strongPassword,
  uniqueEmail,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';

const DESKTOP = { width: 1280, height: 800 } as const;

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('a mismatch is caught, then registering clears the form and names the address with a resend button', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = uniqueEmail('inbox');
  const password = strongPassword();

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name').fill('Nina');
  await form.getByLabel('Last name').fill('Newcomer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(`${password}-typo`);
  await form.getByRole('button', { name: 'Create account' }).click();

  const confirm = form.getByLabel('Confirm password');
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, async () => {
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await expect(confirm).toBeFocused();
  });
  expect(await listEmails(request, email), 'nothing was sent').toHaveLength(0);

  await confirm.fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\?registered=true$/);
  const notice = page.getByRole('status').filter({ hasText: 'Confirm Your Email Address' });
  await expect(notice).toContainText(`Check your inbox: we have sent a confirmation email to ${email}.`);
  // Focused (its box), so brought into view, not left above the form (on a phone the form fills the screen).
  await expect(page.locator(':focus').filter({ has: notice })).toHaveCount(1);
  const inView = () =>
    expect(notice, 'the notice is brought into view, not left above the form').toBeInViewport();
  await inView();
  await expect.poll(async () => (await listEmails(request, email)).length).toBe(1);
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, inView);

  // The form is cleared: the Log in tab waits with the address, the Register tab is empty.
  await expect(page.getByRole('form', { name: 'Log in' }).getByLabel('Email')).toHaveValue(email);
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('form', { name: 'Register' }).getByLabel('Email')).toHaveValue('');
  await expect(page.getByRole('form', { name: 'Register' }).getByLabel('First name')).toHaveValue('');

  await notice.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(notice).toContainText(`We sent a new confirmation email to ${email}.`);
  await expect.poll(async () => (await listEmails(request, email)).length).toBe(2);
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, () =>
    expect(notice).toContainText(`We sent a new confirmation email to ${email}.`),
  );
});

test('a student prepares a lesson ("Sent to your mentor"), then writes a long review: counter and "Read more"', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const student = await registerByApi(page.request, { prefix: 'forms' });
  await signInByApi(context, student.email, student.password);
  const maya = await mentorNamed(page.request, 'Maya Keller');
  const lesson = await bookAndPayByApi(page, maya, { fromDays: 1, toDays: 4 });

  await test.step('the questionnaire confirms the answers were sent to the mentor', async () => {
    await page.goto(`/bookings/${lesson.bookingId}/success`);
    await page.getByRole('link', { name: 'Prepare for your lesson' }).click();
    await page.getByText('Intermediate', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('What would you like to achieve?').fill('Comp through a blues in F.');
    await page.getByRole('button', { name: 'Continue to My Lessons' }).click();
    await expect(page).toHaveURL(/\/my-lessons$/);
    await expect(page.getByRole('status').filter({ hasText: 'Sent to your mentor.' })).toContainText(
      'Maya Keller can now read your answers and prepare your lesson.',
    );
    await expectNoSeriousA11yViolations(page);
  });

  const long = `${'Maya explained every voicing twice and never rushed me. '.repeat(8)}The last line of the review.`;
  await test.step('after the lesson the review box counts characters', async () => {
    const { now } = await advanceClock(page.request, 0);
    await advanceClock(page.request, Math.ceil((Date.parse(lesson.endUtc) - Date.parse(now)) / 1000) + 60);
    await signInByApi(context, student.email, student.password); // the old access token has expired
    await page.goto(`/mentor/${maya.id}`);
    const box = page.getByLabel('Describe your experience (optional)');
    await expect(box).toHaveAccessibleDescription('0/2000 characters');
    await box.fill(long);
    await expect(page.getByText(`${long.length}/2000 characters`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const rating of ['Teaching ability', 'Communication', 'Expertise']) {
      await page.getByRole('group', { name: rating }).locator('label').nth(4).click();
    }
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Thank you! Your review has been submitted.')).toBeVisible();
  });

  await test.step('the long review is shortened with "Read more", also on a phone', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/mentor/${maya.id}`);
    const item = page.getByRole('listitem').filter({ hasText: 'Maya explained every voicing' });
    await expect(item).toHaveCount(1);
    await expect(item).not.toContainText('The last line of the review.');
    const toggle = item.getByRole('button', { name: /^Read more/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, async () => {
      await expect(item).not.toContainText('The last line of the review.');
      await expect(toggle).toBeVisible();
    });
    await toggle.click();
    await expect(item).toContainText('The last line of the review.');
    await expect(item.getByRole('button', { name: /^Show less/ })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, () => expect(item.getByRole('button', { name: /^Show less/ })).toBeVisible());
  });
});
