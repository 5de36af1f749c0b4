/**
 * Issue 4, "tried as a new user would": the demo student books a 60-minute lesson with Maya, is declined
 * with 4000 0000 0000 0002, pays with 4242 on the test checkout and lands on the success page; a new
 * student books a free trial; two students race for one slot and one is told it is gone. axe on every
 * new screen on the way.
 */
import { bookingMessages } from '@app/contract';
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  tabTo,
  test,
} from '../support/fixtures.ts';
import {
  TEST_CARD_DECLINED,
  TEST_CARD_PAYS,
  chooseLessonAndTime,
  mentorNamed,
  openBookingDialog,
  payWithCard,
} from '../support/booking.ts';

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('the demo student books a 60-minute lesson, is declined once, then pays and lands on the success page', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('student');
  const maya = await mentorNamed(request, 'Maya Keller');
  const dialog = await openBookingDialog(page, maya);
  await expectNoSeriousA11yViolations(page);
  await chooseLessonAndTime(dialog, {
    instrument: maya.skills[0]!,
    minutes: 60,
    eachStep: () => expectNoSeriousA11yViolations(page),
  });
  await expect(dialog.getByText('Application Fee (included)')).toBeVisible();
  await expect(dialog.getByText('Total without tax')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /refund policy/i })).toHaveAttribute(
    'href',
    '/refund-policy',
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
  await expect(page.getByText('Maya Keller')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await payWithCard(page, TEST_CARD_DECLINED);
  await expect(page.getByRole('alert')).toContainText(bookingMessages.cardDeclined);
  await expect(page).toHaveURL(/\/checkout\/test\//);

  await payWithCard(page, TEST_CARD_PAYS);
  await expect(page).toHaveURL(/\/bookings\/\d+\/success/);
  await expect(page.getByText(bookingMessages.paymentSuccessful)).toBeVisible();
  await expect(page.getByText(bookingMessages.lessonBooked)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const id = /\/bookings\/(\d+)\//.exec(page.url())![1];
  const booking = await page.request.get(`/api/lessons/bookings/${id}/`);
  expect(await booking.json()).toMatchObject({ status: 'paid', session_minutes: 60 });
});

test('a new student books a free trial and sees the booking confirmation', async ({
  page,
  context,
  request,
}) => {
  const account = await registerByApi(request, { prefix: 'trial' });
  await signInByApi(context, account.email, account.password);
  const maya = await mentorNamed(request, 'Maya Keller');
  const dialog = await openBookingDialog(page, maya);
  await chooseLessonAndTime(dialog, { instrument: maya.skills[0]!, trial: true });
  await expect(dialog.getByText('Application Fee (included)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Book free trial' }).click();
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmation' })).toBeVisible();
  await expect(page.getByText('Maya Keller')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('two students race for one slot: one goes on to pay, the other is told the slot is gone', async ({
  browser,
  request,
}) => {
  const mentor = await mentorNamed(request, 'Lena Wagner');
  const pages = [];
  for (const name of ['Ana', 'Ben']) {
    const account = await registerByApi(request, { prefix: 'race', firstName: name });
    const context = await browser.newContext();
    await presetCookieConsent(context);
    await signInByApi(context, account.email, account.password);
    const page = await context.newPage();
    const dialog = await openBookingDialog(page, mentor);
    await chooseLessonAndTime(dialog, { instrument: mentor.skills[0]!, minutes: 60 });
    pages.push({ page, dialog });
  }
  await Promise.all(
    pages.map(({ dialog }) => dialog.getByRole('button', { name: 'Confirm and pay' }).click()),
  );
  // Each page either moves on to the test checkout or shows the server's 409 message in the dialog.
  const outcomes = await Promise.all(
    pages.map(async ({ page, dialog }) => {
      const onCheckout = () => /\/checkout\/test\//.test(page.url());
      const taken = dialog.getByText(bookingMessages.slotTaken);
      await expect
        .poll(async () => onCheckout() || (await taken.isVisible()), { timeout: 10_000 })
        .toBe(true);
      return onCheckout() ? 'checkout' : 'refused';
    }),
  );
  expect(outcomes.sort()).toEqual(['checkout', 'refused']);
  for (const { page } of pages) await page.context().close();
});

test('the booking dialog works by keyboard alone, up to the checkout', async ({ page, context, request }) => {
  const account = await registerByApi(request, { prefix: 'keys' });
  await signInByApi(context, account.email, account.password);
  const maya = await mentorNamed(request, 'Maya Keller');
  await page.goto(`/mentor/${maya.id}`);
  const book = page.getByRole('button', { name: 'Book a lesson' }).first();
  await book.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Book a lesson/ });
  await expect(dialog.getByRole('heading', { name: 'Choose an instrument' })).toBeFocused();
  // Step 0: Tab into the radio group, Space picks, Tab reaches Continue.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  // Step 1: the trial button comes first; Tab on to the lengths, arrow keys move within them.
  await expect(dialog.getByRole('heading', { name: 'Choose a lesson length' })).toBeFocused();
  await tabTo(page, dialog.getByRole('radio', { name: /^30 minutes/ }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /^60 minutes/ })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  // Step 2: the first free time, then Continue to Checkout.
  await expect(dialog.getByRole('heading', { name: 'Pick a date and time' })).toBeFocused();
  const firstTime = dialog.locator('section[aria-labelledby^="slots-"] button').first();
  await expect(firstTime).toBeVisible({ timeout: 10_000 });
  await tabTo(page, firstTime);
  await page.keyboard.press('Enter');
  await expect(firstTime).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, dialog.getByRole('button', { name: 'Continue to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm and pay' }));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(book).toBeFocused();
});
