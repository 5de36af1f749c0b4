import type { Response } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from '../support/fixtures.ts';

test.describe('smoke', () => {
  test('the API answers its health check', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.ok()).toBeTruthy();
  });

  test('the home page shows the hero and has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Personalized Music Lessons from Industry Professionals' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the server serves the production build of the web app, even when it runs in development', async ({
    page,
  }) => {
    // The suite's server runs with NODE_ENV=development; the app it builds must still be React's production
    // build (the development build is slower and runs every effect twice under StrictMode).
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const responses = new Map<string, Response>();
    page.on('response', (response) => responses.set(new URL(response.url()).pathname, response));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(messages.filter((text) => text.includes('React DevTools'))).toEqual([]);
    // The browser offers gzip, deflate and br: the entry script comes from the build's .br copy (ADR 39).
    const entry = await page.locator('script[type="module"]').getAttribute('src');
    expect((await responses.get(entry ?? '')?.allHeaders())?.['content-encoding']).toBe('br');
  });

  test('an unknown path ends at /listings', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/listings(\?.*)?$/);
  });
});
