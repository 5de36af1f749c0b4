/**
 * The mentor's dashboard and payout (INSIGHTS-01..06, PAYOUT-07..10, B10) end to end. The demo mentor opens
 * /insights from the navbar and sees the server's figures; students and visitors are turned away. Then a
 * seeded mentor no other journey uses (Aiko Tanaka) starts with nothing to withdraw, connects a test payment
 * account, teaches a paid lesson, waits (the shared dev clock, which only moves forward) until the earnings
 * unlock 7 days after the end, and withdraws the whole balance.
 */
import type { Page } from '@playwright/test';
import { payoutMessages } from '@app/contract';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import {
  advanceClock,
  apiHeaders,
  BASE_URL,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import {
  euros,
  insightCard as card,
  insightFigure as figure,
  payoutButton,
  readInsights,
  signedInContext,
} from '../support/mentor-journey.ts';

const AIKO = { name: 'Aiko Tanaka', email: 'aiko.tanaka@example.com', password: DEMO_PASSWORD };
const DAY_S = 86_400;

test('the demo mentor opens the dashboard from the navbar and sees the server figures', async ({
  page,
  loginAs,
}) => {
  await presetCookieConsent(page.context());
  await loginAs('mentor');
  await page.goto('/listings');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(card(page, 'Current balance')).toBeVisible();

  const data = await readInsights(page);
  await expect(figure(page, 'Current balance')).toHaveText(euros(data.currentBalance));
  await expect(figure(page, 'Pending balance')).toHaveText(euros(data.pendingBalance));
  await expect(figure(page, 'Lifetime earnings')).toHaveText(euros(data.lifetimeEarnings));
  await expect(figure(page, 'Lifetime payouts')).toHaveText(euros(data.totalLifetimePayouts));
  await expect(figure(page, 'Your price (60 minutes)')).toHaveText(euros(data.pricePerLesson));
  if (data.marketAverage !== null) {
    await expect(card(page, 'Your price (60 minutes)')).toContainText(euros(data.marketAverage));
  }
  await expect(figure(page, 'Completed sessions')).toHaveText(String(data.totalCompletedSessions));
  await expect(figure(page, 'Weekly availability')).toHaveText(
    new RegExp(`^${data.weeklyAvailabilityHours} hours?$`),
  );
  await expect(
    card(page, 'Weekly availability').getByRole('link', { name: 'Set up availability' }),
  ).toHaveAttribute('href', '/settings?tab=availability');
  const rating =
    data.averageReviewRating === null ? 'No reviews yet' : `${data.averageReviewRating.toFixed(1)} / 5`;
  await expect(figure(page, 'Average rating')).toHaveText(rating);
  // The chart's text alternative lists the six months with the server's counts.
  const rows = card(page, 'Lessons booked in the last 6 months')
    .getByRole('table', { name: 'Lessons booked per month' })
    .locator('tbody tr td');
  await expect(rows).toHaveText(data.lessonBookingsPeriod.details.map((d) => String(d.count)));
  await expect(payoutButton(page)).toHaveText(`Request payout of ${euros(data.currentBalance)}`);
  await expectNoSeriousA11yViolations(page);

  // On a phone the dashboard stacks its cards and the chart shrinks: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBe(0);
});

test('students land on / and visitors on /login when they open /insights', async ({ page, loginAs }) => {
  await presetCookieConsent(page.context());
  await page.goto('/insights');
  await expect(page).toHaveURL(/\/login\?redirect=%2Finsights$/);
  await loginAs('student');
  await page.goto('/insights');
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
});

/** Completes the built-in provider's onboarding for the account in `link` (its own page is H4's). */
async function completeTestOnboarding(page: Page, link: string): Promise<void> {
  const url = new URL(link, BASE_URL);
  const accountId = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1)!);
  const res = await page.request.post(
    `/api/payments/test-accounts/${encodeURIComponent(accountId)}/complete/`,
    {
      data: {
        country: 'DE',
        account_holder_name: AIKO.name,
        iban: 'DE89 3704 0044 0532 0130 00',
        return_url: `${BASE_URL}/insights`,
      },
      headers: await apiHeaders(page.request),
    },
  );
  expect(
    res.ok(),
    `completing the test onboarding answered ${res.status()}: ${await res.text()}`,
  ).toBeTruthy();
}

test('a mentor connects an account, earns, waits 7 days after the lesson and withdraws it all', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const aiko = await mentorNamed(request, AIKO.name);
  await presetCookieConsent(page.context());
  await signInByApi(page.context(), AIKO.email, AIKO.password);

  // Nothing to withdraw: the button is disabled and says why (PAYOUT-08).
  await page.goto('/insights');
  await expect(figure(page, 'Current balance')).toHaveText('€0.00');
  await expect(payoutButton(page)).toBeDisabled();
  await expect(card(page, 'Current balance').getByText(payoutMessages.minimumWithdrawal)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Connect a payment account: the call to action goes to the provider's onboarding (M3). A server reused
  // from an earlier run already has Aiko's account, and then there is nothing to connect.
  if (!(await readInsights(page)).paymentAccount.payouts_enabled) {
    await card(page, 'Current balance').getByRole('button', { name: 'Connect payment account' }).click();
    // The onboarding address, kept as the browser reaches it (the page itself belongs to the provider).
    let link = '';
    await page.waitForURL((url) => {
      if (url.pathname.startsWith('/connect/test/')) link = url.href;
      return link !== '';
    });
    await completeTestOnboarding(page, link);
  }
  await expect.poll(async () => (await readInsights(page)).paymentAccount.payouts_enabled).toBe(true);

  // A student books and pays a lesson with Aiko: the earnings are pending until 7 days after its end.
  const student = await registerByApi(request, { prefix: 'insights-student' });
  const studentContext = await signedInContext(browser, student.email, student.password);
  const studentPage = await studentContext.newPage();
  const lesson = await bookAndPayByApi(studentPage, aiko, { fromDays: 1, toDays: 8 });
  await studentContext.close();

  await page.goto('/insights');
  const pending = await readInsights(page);
  expect(pending.pendingBalance).toBeGreaterThanOrEqual(500);
  await expect(figure(page, 'Pending balance')).toHaveText(euros(pending.pendingBalance));
  const unlocks = card(page, 'Pending balance').getByRole('listitem');
  await expect(unlocks).toHaveText(
    pending.pendingBreakdown.map(
      (e) => `${euros(e.amount)} unlocks in ${e.unlocksInDays} ${e.unlocksInDays === 1 ? 'day' : 'days'}`,
    ),
  );

  // Past the end plus 7 days (B10); the access token was issued before the jump, so sign in again.
  const { now } = await advanceClock(page.request, 0);
  const ahead = (Date.parse(lesson.endUtc) - Date.parse(now)) / 1000 + 7 * DAY_S + 3_600;
  await advanceClock(page.request, Math.max(0, Math.ceil(ahead)));
  await signInByApi(page.context(), AIKO.email, AIKO.password);
  await expect.poll(async () => (await readInsights(page)).currentBalance).toBeGreaterThanOrEqual(500);
  const before = await readInsights(page);

  await page.goto('/insights');
  await expect(figure(page, 'Current balance')).toHaveText(euros(before.currentBalance));
  const button = payoutButton(page);
  await expect(button).toHaveText(`Request payout of ${euros(before.currentBalance)}`);
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await expect(dialog).toContainText(
    `Request payout of ${euros(before.currentBalance)} to your connected account?`,
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirm payout' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(payoutMessages.payoutRequested)).toBeVisible();

  // PAYOUT-09: the figures reload; the balance is 0 and the payout is counted.
  await expect(figure(page, 'Current balance')).toHaveText('€0.00');
  await expect(figure(page, 'Lifetime payouts')).toHaveText(
    euros(before.totalLifetimePayouts + before.currentBalance),
  );
  await expect(payoutButton(page)).toBeDisabled();
  const after = await readInsights(page);
  expect(after.currentBalance).toBe(0);
  expect(after.totalLifetimePayouts).toBe(before.totalLifetimePayouts + before.currentBalance);
});
