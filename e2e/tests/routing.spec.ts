/**
 * Who may open which page, and what navigation does around it (ROUTE-01..28, ROLE-02, GEN-09..11).
 */
import { test, expect, DEMO, presetCookieConsent } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

async function signInOnLoginPage(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test.describe('a visitor', () => {
  const protectedPaths = [
    '/my-lessons',
    '/settings',
    '/calendar',
    '/messages',
    '/saved',
    '/lesson-preparation',
    '/component-catalog',
    '/insights',
    '/admin',
  ];

  test('is sent to /login with the path to come back to, from every protected page', async ({ page }) => {
    for (const path of protectedPaths) {
      await page.goto(path);
      await expect(page, `visiting ${path}`).toHaveURL(
        `/login?${new URLSearchParams({ redirect: path }).toString()}`,
      );
      await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
    }
  });

  test('comes back to the page and query they asked for after signing in', async ({ page }) => {
    await page.goto('/my-lessons?tab=completed');
    await expect(page).toHaveURL('/login?redirect=%2Fmy-lessons%3Ftab%3Dcompleted');
    await signInOnLoginPage(page, DEMO.student.email, DEMO.student.password);
    await expect(page).toHaveURL('/my-lessons?tab=completed');
    await expect(page.getByRole('heading', { level: 1, name: 'My Lessons' })).toBeVisible();
  });

  test('/help leads to /support, keeping the query', async ({ page }) => {
    await page.goto('/help');
    await expect(page).toHaveURL('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await page.goto('/help?reason=help-us-improve');
    await expect(page).toHaveURL('/support?reason=help-us-improve');
  });

  test('an unknown path ends on /listings', async ({ page }) => {
    await page.goto('/this/page/does-not-exist?x=1');
    await expect(page).toHaveURL('/listings');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Music Lessons Tailored To You' }),
    ).toBeVisible();
  });
});

test.describe('a signed-in student', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('student');
  });

  test('is sent from the sign-in pages to /listings', async ({ page }) => {
    for (const path of [
      '/login',
      '/login?tab=register',
      '/forgot-password',
      '/auth/reset-password?token=abc',
      '/auth/confirm-email?token=abc',
    ]) {
      await page.goto(path);
      await expect(page, `visiting ${path}`).toHaveURL('/listings');
    }
  });

  test('is sent from the mentor and staff pages to the home page', async ({ page }) => {
    for (const path of ['/insights', '/dashboard', '/admin']) {
      await page.goto(path);
      await expect(page, `visiting ${path}`).toHaveURL('/');
      await expect(
        page.getByRole('heading', { name: 'Personalized Music Lessons from Industry Professionals' }),
      ).toBeVisible();
    }
  });

  test('opening /booking-confirmation without a booking ends on /listings', async ({ page }) => {
    await page.goto('/booking-confirmation');
    await expect(page).toHaveURL('/listings');
  });

  test('sees /component-catalog without the navbar and the footer', async ({ page }) => {
    await page.goto('/component-catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Component Catalog' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // The other pages have both.
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('every navigation starts at the top of the new page', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Personalized Music Lessons from Industry Professionals' }),
  ).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Once more from a page further down to another one.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the page title follows the path and names the app', async ({ page, request }) => {
  const { app_name: appName } = (await (await request.get('/api/config/')).json()) as { app_name: string };
  expect(appName).toBeTruthy();

  // Each page in turn, by in-app navigation where a link exists: the title must change every time.
  const pages: [path: string, heading: string, go: () => Promise<unknown>][] = [
    ['/login', 'Welcome', () => page.goto('/login')],
    [
      '/terms',
      'Terms of Service',
      () => page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click(),
    ],
    [
      '/privacy',
      'Privacy Policy',
      () => page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click(),
    ],
    [
      '/listings',
      'Music Lessons Tailored To You',
      () => page.getByRole('banner').getByRole('link', { name: appName, exact: true }).click(),
    ],
    [
      '/login?tab=register',
      'Welcome',
      () => page.getByRole('banner').getByRole('link', { name: 'Join' }).click(),
    ],
    [
      '/',
      'Personalized Music Lessons from Industry Professionals',
      () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click(),
    ],
  ];
  const titles: string[] = [];
  let previous = await page.title();
  for (const [path, heading, go] of pages) {
    await go();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(() => page.title(), { message: `the title of ${path}` }).not.toBe(previous);
    previous = await page.title();
    expect(previous, `the title of ${path}`).toContain(appName);
    titles.push(previous);
  }
  expect(new Set(titles).size, `titles: ${titles.join(' / ')}`).toBe(pages.length);
});
