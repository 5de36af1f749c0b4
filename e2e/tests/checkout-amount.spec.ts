/**
 * Issue 17 item 3, "Money that reads at a glance", tried as a new student would at 1280x800, each checkout
 * rechecked at 390x844 (no sideways scroll, axe, the sentence and the pay action reachable) without
 * booking again (ADR 65):
 * the checkout keeps the spec's lines ("Application Fee", "Total without tax"), says in words what the card
 * will be charged (the total line's amount), explains that the Application Fee is included, and has one pay
 * action naming the same amount, which the test checkout then asks for. A free trial says it is free and
 * goes to the confirmation without any card step. axe on each checkout.
 */
import type { Locator } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  recheckAtPhone,
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

/** The value beside one of the price lines' labels. */
function priceLine(dialog: Locator, label: string): Locator {
  const term = dialog.page().locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) });
  return dialog.getByLabel('Price', { exact: true }).locator('div').filter({ has: term }).locator('dd');
}

async function expectOnScreen(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport();
}

test.describe("the checkout's amount in words", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a paid lesson says what the card will be charged, the fee is included, one pay action', async ({
    page,
    context,
    request,
  }) => {
    const account = await registerByApi(request, { prefix: 'amount' });
    await signInByApi(context, account.email, account.password);
    const maya = await mentorNamed(request, 'Maya Keller');
    const dialog = await openBookingDialog(page, maya);
    await chooseLessonAndTime(dialog, { instrument: maya.skills[0]!, minutes: 60 });

    // The spec's lines stay as they are.
    await expect(dialog.getByText('Application Fee (included)', { exact: true })).toBeVisible();
    const total = priceLine(dialog, 'Total without tax');
    await expect(total).toHaveText(/^€\d+\.\d{2}$/);
    const amount = (await total.innerText()).trim();
    const fee = (await priceLine(dialog, 'Application Fee (included)').innerText()).trim();

    // The sentence names the same amount, and the fee as part of the price.
    const note = dialog.getByRole('group', { name: 'What you pay' });
    await expect(note).toContainText(`Your card will be charged ${amount}, the total above`);
    await expect(note).toContainText(
      `The Application Fee (${fee}) is the platform's share and is already included in the lesson price; it is not added on top.`,
    );
    // One pay action, naming the amount; it can be reached on the screen.
    await expect(dialog.getByRole('button', { name: /pay/i })).toHaveCount(1);
    const pay = dialog.getByRole('button', { name: `Confirm and pay ${amount}`, exact: true });
    await expectOnScreen(note);
    await expectOnScreen(pay);
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, async () => {
      await expectOnScreen(note);
      await expectOnScreen(pay);
    });

    await pay.click();
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
    const cardPay = page.getByRole('button', { name: `Pay ${amount}`, exact: true });
    await expectOnScreen(cardPay);
    await recheckAtPhone(page, () => expectOnScreen(cardPay));
    await payWithCard(page, TEST_CARD_PAYS);
    await expect(page).toHaveURL(/\/bookings\/\d+\/success/);
  });

  test('a free trial says it is free and asks for no card', async ({ page, context, request }) => {
    const account = await registerByApi(request, { prefix: 'freetrial' });
    await signInByApi(context, account.email, account.password);
    const maya = await mentorNamed(request, 'Maya Keller');
    const dialog = await openBookingDialog(page, maya);
    await chooseLessonAndTime(dialog, { instrument: maya.skills[0]!, trial: true });

    await expect(priceLine(dialog, 'Free trial')).toHaveText('Free');
    await expect(priceLine(dialog, 'Total without tax')).toHaveText('€0.00');
    await expect(dialog.getByText('Application Fee (included)')).toHaveCount(0);
    const note = dialog.getByRole('group', { name: 'What you pay' });
    await expect(note).toHaveText(
      'This trial lesson is free: nothing will be charged and no card is needed.',
    );
    await expect(dialog.getByRole('button', { name: /pay/i })).toHaveCount(0);
    const book = dialog.getByRole('button', { name: 'Book free trial', exact: true });
    await expectOnScreen(note);
    await expectOnScreen(book);
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, async () => {
      await expectOnScreen(note);
      await expectOnScreen(book);
    });

    await book.click();
    await expect(page).toHaveURL(/\/booking-confirmation$/);
    await expect(page.getByRole('heading', { name: 'Booking Confirmation' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });
});
