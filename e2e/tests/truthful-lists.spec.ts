/**
 * Issue 17 item 6, "Lists that tell the truth" (ADR 52), at 1280x800 with axe, each checked page rechecked
 * at 390x844 (no sideways scroll, axe) without walking the flow again (ADR 65): a failed or refused search
 * says so (never "No mentors found"), with a retry and a way to clear the filters; a page past the end
 * leads back to the last page; the My Lessons tabs fit one line on a phone; the masterclass banner can be
 * closed and stays closed for that class (also in the page the server draws); opening a conversation does
 * not scroll the page under the sticky navbar (opened again at 390 px, where the layout differs).
 */
import type { Page } from '@playwright/test';
import { listMessages } from '@app/contract';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  PHONE_VIEWPORT,
  presetCookieConsent,
  recheckAtPhone,
} from '../support/fixtures.ts';
import { ensureUpcomingClass } from '../support/masterclasses.ts';

const DESKTOP = { width: 1280, height: 800 } as const;
const NOTHING_FOUND = 'No mentors found matching your criteria.';
const mentors = (page: Page) => page.getByRole('region', { name: 'Mentors' });

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test.describe('at 1280x800, rechecked at 390x844', () => {
  test.use({ viewport: DESKTOP });

  test('a refused search says so and clears its filters; a failed one says so and tries again', async ({
    page,
  }) => {
    // min_price above max_price: the server refuses the search (400), so the page is not drawn there.
    await page.goto('/listings?min_price=90&max_price=20');
    const refused = mentors(page).getByRole('alert');
    await expect(refused).toContainText(listMessages.searchRefused);
    await expect(mentors(page).getByText(NOTHING_FOUND)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, () => expect(refused).toContainText(listMessages.searchRefused));
    await refused.getByRole('link', { name: listMessages.clearFilters }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(mentors(page).getByRole('article').first()).toBeVisible();

    // The network goes away: the next page of results fails, and the page says so.
    await page.route('**/api/mentors/list/**', (route) => route.abort('internetdisconnected'));
    await mentors(page).getByRole('button', { name: 'Page 2' }).click();
    const failed = mentors(page).getByRole('alert');
    await expect(failed).toContainText(listMessages.searchFailed, { timeout: 15_000 });
    await expect(mentors(page).getByText(NOTHING_FOUND)).toHaveCount(0);
    await expect(failed.getByRole('link', { name: listMessages.clearFilters })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, () => expect(failed).toContainText(listMessages.searchFailed));
    await page.unroute('**/api/mentors/list/**');
    await failed.getByRole('button', { name: listMessages.tryAgain }).click();
    await expect(mentors(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('a page past the end leads back to the last page, also as the server draws it', async ({ page }) => {
    const html = await (await page.request.get('/listings?page=99')).text();
    expect(html).toContain(listMessages.pastTheEnd);
    await page.goto('/listings?page=99');
    await expect(mentors(page).getByText(listMessages.pastTheEnd)).toBeVisible();
    await expect(mentors(page).getByText(NOTHING_FOUND)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, () => expect(mentors(page).getByText(listMessages.pastTheEnd)).toBeVisible());
    const last = mentors(page).getByRole('link', { name: /^Go to the last page/ });
    const lastPage = Number(/page=(\d+)/.exec((await last.getAttribute('href')) ?? '')?.[1]);
    expect(lastPage).toBeGreaterThan(1);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`/listings\\?page=${lastPage}$`));
    await expect(mentors(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Page ${lastPage}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the masterclass banner closes by keyboard and stays closed for that class', async ({
    page,
    browser,
    request,
  }) => {
    const [next] = await ensureUpcomingClass(browser, request);
    await page.goto('/');
    const close = page.getByRole('button', { name: 'Hide this masterclass banner' });
    await expect(page.getByText(`Live masterclass: ${next!.name}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, async () => {
      await expect(page.getByText(`Live masterclass: ${next!.name}`)).toBeVisible();
      await expect(close).toBeVisible();
    });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Live masterclass:/)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();

    // The server draws the page without it from then on: nothing appears and then goes away.
    const html = await (await page.request.get('/listings')).text();
    expect(html).not.toContain('Live masterclass:');
    await page.goto('/listings');
    await expect(mentors(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/Live masterclass:/)).toHaveCount(0);
    await page.goto('/my-lessons');
    await expect(page.getByText(/Live masterclass:/)).toHaveCount(0);
  });

  test('My Lessons tabs sit on one line and opening a conversation keeps the page under the navbar', async ({
    page,
    loginAs,
    browser,
    request,
  }) => {
    // The banner makes the navbar taller than the space the messages page leaves it.
    await ensureUpcomingClass(browser, request);
    await loginAs('student');
    await page.goto('/my-lessons');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const tabsOnOneLine = async (width: number) => {
      const tops = await tabs.evaluateAll((all) =>
        all.map((tab) => Math.round(tab.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `tab tops ${tops.join(', ')} at ${width} px`).toBe(1);
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    };
    await tabsOnOneLine(DESKTOP.width);
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, () => tabsOnOneLine(PHONE_VIEWPORT.width));

    // Opening a conversation is what scrolled the page: at 390 px it is opened again, on the phone layout.
    const openConversation = async () => {
      await page.goto('/messages');
      await page.getByRole('region', { name: 'Messages' }).getByRole('button', { name: /Maya/ }).click();
      await expect(page.getByRole('log', { name: /Messages with Maya/ })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const navbarBottom = (await page.locator('header').first().boundingBox())!;
      const chat = (await page.getByRole('region', { name: 'Chat' }).boundingBox())!;
      expect(chat.y).toBeGreaterThanOrEqual(navbarBottom.y + navbarBottom.height - 1);
    };
    await openConversation();
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page, async () => {
      await openConversation();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
