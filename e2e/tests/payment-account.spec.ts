/**
 * Connecting a payment account on the built-in test provider end to end (M3, B11, PAYOUT-05). The demo
 * mentor asks for the connect link from the page (the settings screen belongs to another journey), opens
 * the provider's onboarding page, fills it in with the keyboard only and lands on the link's return
 * address; the provider's signed account.updated event has enabled the account by then.
 */
import type { Page } from '@playwright/test';
import { CSRF_COOKIE, type ConnectAccountLinkResponse, type Insights } from '@app/contract';
import {
  BASE_URL,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  tabTo,
  test,
} from '../support/fixtures.ts';

const RETURN = `${BASE_URL}/settings?tab=payments`;
const REFRESH = `${BASE_URL}/become-mentor?step=payment_setup&stripe_error=true`;

/** POST /api/payments/connect-account-link/ from the page, as the web app's client sends it. */
async function connectLinkFromPage(page: Page, returnUrl: string, refreshUrl: string) {
  return page.evaluate(
    async ({ csrfCookie, body }) => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith(`${csrfCookie}=`))
        ?.split('=')[1];
      const res = await fetch('/api/payments/connect-account-link/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(token ?? '') },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { csrfCookie: CSRF_COOKIE, body: { return_url: returnUrl, refresh_url: refreshUrl } },
  );
}

async function paymentAccountOf(page: Page): Promise<Insights['paymentAccount']> {
  const res = await page.request.get('/api/mentors/insights/');
  expect(res.ok(), `GET /api/mentors/insights/ answered ${res.status()}`).toBeTruthy();
  return ((await res.json()) as Insights).paymentAccount;
}

test.beforeEach(async ({ context, loginAs }) => {
  await presetCookieConsent(context);
  await loginAs('mentor');
});

test('the demo mentor connects a test payment account with the keyboard', async ({ page }) => {
  await page.goto('/');
  const refused = await connectLinkFromPage(page, 'https://evil.example/', REFRESH);
  expect(refused.status).toBe(400);

  const answer = await connectLinkFromPage(page, RETURN, REFRESH);
  expect(answer.status).toBe(200);
  const link = (answer.body as ConnectAccountLinkResponse).account_link_url;
  expect(link).toMatch(new RegExp(`^${BASE_URL}/connect/test/acct_test_`));

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Test payment provider', level: 1 })).toBeVisible();
  await expect(page.getByText(/Test mode/)).toBeVisible();
  const country = page.getByLabel('Country');
  await expect(country).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Keyboard only: Tab to each control, type-ahead in the select, Enter to submit.
  await tabTo(page, country);
  await page.keyboard.type('Germ');
  await expect(country).toHaveValue('DE');
  await tabTo(page, page.getByLabel('Account holder name'));
  await page.keyboard.type('Mentor Demo');
  await tabTo(page, page.getByLabel('IBAN'));
  await page.keyboard.type('DE89 3704 0044 0532 0130 00');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(RETURN);
  expect(await paymentAccountOf(page)).toEqual({
    stripe_created: true,
    url: expect.stringMatching(/^\/connect\/test\/acct_test_/),
    payouts_enabled: true,
    country: 'DE',
  });
});

test('"Try again later" goes to the refresh address, and a wrong IBAN is explained', async ({ page }) => {
  await page.goto('/');
  const answer = await connectLinkFromPage(page, RETURN, REFRESH);
  await page.goto((answer.body as ConnectAccountLinkResponse).account_link_url);
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel('Account holder name').fill('Mentor Demo');
  // The right shape but a wrong check digit: only the server's check finds it.
  await page.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 607');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/Enter a valid IBAN/)).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await tabTo(page, page.getByRole('link', { name: 'Try again later' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(REFRESH);
});
