/**
 * Tabs of one browser keep their sign-in when they renew it at the same moment (ADR 80). A browser that
 * restores its tabs opens them together, and after 15 minutes each tab's auth check renews the session
 * with the same refresh token. Rule A5 reads a rotated token presented again as a stolen one and ends the
 * sign-in everywhere. The app renews in one tab at a time (a Web Lock shared by the tabs), so the second
 * tab's check carries what the first one got.
 */
import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { advanceClock, signInByApi } from '../support/helpers.ts';

const account = (tab: Page) => tab.getByRole('button', { name: /account menu/i });

test('three tabs opened together after the access token ran out all stay signed in', async ({
  context,
  page,
}) => {
  await signInByApi(context, DEMO.student.email, DEMO.student.password, true);
  await page.goto('/my-lessons');
  await expect(account(page)).toBeVisible();
  await page.close();

  // The access token (15 minutes) runs out; the remembered refresh token (30 days) does not.
  await advanceClock(context.request, 16 * 60);
  const tabs = [await context.newPage(), await context.newPage(), await context.newPage()];
  // On a phone's line each tab's check is on its way before any answer is back. Here a check is quicker
  // than a tab's start, so each one is held until every tab has sent its own (or a second has passed,
  // which is what happens when the app makes a tab wait for another), then they all go out together,
  // with the cookies the browser holds at that moment.
  const waiting = new Set<Page>();
  let allSent = () => {};
  const together = new Promise<void>((resolve) => (allSent = resolve));
  const checks: number[] = [];
  await context.route('**/api/auth/check/', async (route) => {
    waiting.add(route.request().frame().page());
    if (waiting.size === tabs.length) allSent();
    await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    const response = await route.fetch();
    checks.push(response.status());
    await route.fulfill({ response });
  });
  await Promise.all(tabs.map((tab) => tab.goto('/my-lessons')));

  for (const tab of tabs) {
    await expect(account(tab)).toBeVisible();
    await expect(tab).toHaveURL(/\/my-lessons/);
  }
  expect(checks.length).toBeGreaterThanOrEqual(3);
  // Nothing revoked the sign-in: it still works afterwards.
  const check = await context.request.get('/api/auth/check/');
  expect(((await check.json()) as { is_authenticated: boolean }).is_authenticated).toBe(true);
});
