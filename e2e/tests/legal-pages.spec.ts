/**
 * The legal pages (LEGAL-01..10): each loads from the footer, states the facts of the spec's constants
 * (numbers from @app/contract), passes axe and can be read with the keyboard; "Open Cookie Settings"
 * reopens the consent dialog (LEGAL-02, K6); /help lands on /support.
 */
import {
  ACCOUNT_DATA_MONTHS_AFTER_DELETION,
  ANALYTICS_RETENTION_MONTHS,
  GOVERNING_LAW_COUNTRY,
  LIABILITY_CAP_EUROS,
  LIABILITY_LOOKBACK_MONTHS,
  MINIMUM_AGE_YEARS,
  PAYOUT_COUNTRIES,
  RIGHTS_REQUEST_DAYS,
} from '@app/contract';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  storedCookieConsent,
  tabTo,
  test,
} from '../support/fixtures.ts';

const PAGES: { path: string; footerLink: string | null; title: string; facts: string[] }[] = [
  {
    path: '/terms',
    footerLink: 'Terms of Service',
    title: 'Terms of Service',
    facts: [
      `at least ${MINIMUM_AGE_YEARS} years old`,
      `greater of ${LIABILITY_CAP_EUROS} euro or the amount you paid us in the ${LIABILITY_LOOKBACK_MONTHS} months`,
      `${PAYOUT_COUNTRIES.join(', ')}.`,
      `governed by the laws of ${GOVERNING_LAW_COUNTRY}.`,
    ],
  },
  {
    path: '/privacy',
    footerLink: 'Privacy Policy',
    title: 'Privacy Policy',
    facts: [
      `plus ${ACCOUNT_DATA_MONTHS_AFTER_DELETION} months after you delete it`,
      `Analytics data: ${ANALYTICS_RETENTION_MONTHS} months.`,
      `we answer within ${RIGHTS_REQUEST_DAYS} days`,
    ],
  },
  {
    path: '/cookies',
    footerLink: 'Cookie Policy',
    title: 'Cookie Policy',
    facts: [`Analytics data is kept for ${ANALYTICS_RETENTION_MONTHS} months.`],
  },
  {
    path: '/refund-policy',
    footerLink: null,
    title: 'Refund Policy',
    facts: ['Cancel up to 48 hours before the lesson starts: you get a full refund.'],
  },
];

const mainText = async (page: Page) =>
  ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');

test.describe('legal pages', () => {
  test.beforeEach(async ({ context }) => {
    await presetCookieConsent(context);
  });

  for (const legal of PAGES) {
    test(`${legal.path} loads, states its facts, passes axe and is keyboard reachable`, async ({ page }) => {
      if (legal.footerLink) {
        // LEGAL-01: linked from the footer.
        await page.goto('/support');
        await page.getByRole('contentinfo').getByRole('link', { name: legal.footerLink }).click();
        await expect(page).toHaveURL(legal.path);
      } else {
        await page.goto(legal.path);
      }
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      const text = await mainText(page);
      for (const fact of legal.facts) expect(text).toContain(fact);
      await expectNoSeriousA11yViolations(page);
      // The page's first control (a link in the text, or the cookie page's button) is reached with Tab.
      const firstControl = page.getByRole('main').locator('a[href], button').first();
      await tabTo(page, firstControl, 60);
      await expect(firstControl).toBeFocused();
    });
  }
});

test('"Open Cookie Settings" reopens the consent dialog, from the keyboard too (LEGAL-02)', async ({
  page,
  context,
}) => {
  // A choice is stored already (refused analytics): the page reopens it rather than asking afresh.
  await presetCookieConsent(context);
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const open = page.getByRole('button', { name: 'Open Cookie Settings' });
  await tabTo(page, open, 60);
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('switch', { name: 'Essential' })).toBeDisabled();
  await expect(settings.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(open).toBeFocused();
  expect(await storedCookieConsent(page)).toMatchObject({ analytics: false, consent: true });
});

test('/help lands on /support (ROUTE-09)', async ({ page, context }) => {
  await presetCookieConsent(context);
  await page.goto('/help');
  await expect(page).toHaveURL('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
});
