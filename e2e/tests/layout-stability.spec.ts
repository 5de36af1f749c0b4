/**
 * Nothing jumps while a public page loads (issue 16: CLS at most 0.05): the live masterclass banner under
 * the bar is in the page from its first drawing (its data arrives with the HTML), and the footer starts
 * below the first screen, so a page whose content arrives later does not push it around in view. The
 * browser's own layout-shift entries are summed as Lighthouse does for a load (shifts right after input
 * excluded).
 */
import type { Page } from '@playwright/test';
import { test, expect, presetCookieConsent } from '../support/fixtures.ts';
import { ensureUpcomingClass } from '../support/masterclasses.ts';

/** Starts recording layout shifts before the page's first byte. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) =>
          s.node instanceof Element
            ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 80)
            : '?',
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function totalShift(page: Page) {
  // Let late answers land (the banner's, the profile's) before adding up.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const shifts = (window as unknown as { layoutShifts: { value: number; sources: string[] }[] })
      .layoutShifts;
    return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  });
}

test.beforeEach(async ({ context, page }) => {
  await presetCookieConsent(context);
  await recordShifts(page);
});

// On a phone, where Lighthouse measures and where a shift covers most of the screen.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the home page does not move when the masterclass banner and the session arrive', async ({
    page,
    browser,
    request,
  }) => {
    // A class ahead, so the banner has something to show (the shared dev clock may have passed the demo's).
    await ensureUpcomingClass(browser, request);
    // A slow network: the list of masterclasses, if the page asked for it, would come long after the first
    // drawing (as on a phone), and the banner would then push the page down.
    await page.route('**/api/webinars/meet-and-greets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Go to event/ })).toBeVisible();
    const { total, shifts } = await totalShift(page);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
  });
});

// On a desktop screen, where the footer is in view under a short page.
test('a mentor profile does not push the footer around when it arrives', async ({ page }) => {
  await page.goto('/listings');
  const first = page.getByRole('article').first().getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/mentor\/\d+/);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentor Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
  const { total, shifts } = await totalShift(page);
  expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
});
