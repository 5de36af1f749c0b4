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

  test('an unknown path ends at /listings', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/listings(\?.*)?$/);
  });
});
