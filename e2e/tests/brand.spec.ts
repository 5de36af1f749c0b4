/**
 * The brand as a visitor sees it, measured in the browser (GEN-07, GEN-19, CONST-08, CONST-09): the palette
 * main #FF8789, secondary #FFEBEB, lime #CCF656, black #000000; buttons 50px high (tall 58px from the 768px
 * breakpoint), inputs at least 58px high.
 */
import { test, expect, presetCookieConsent } from '../support/fixtures.ts';
import type { Locator } from '@playwright/test';

const MAIN = 'rgb(255, 135, 137)';
const SECONDARY = 'rgb(255, 235, 235)';
const LIME = 'rgb(204, 246, 86)';
const BLACK = 'rgb(0, 0, 0)';

const style = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('the landing page wears the brand palette', async ({ page }) => {
  await page.goto('/');
  const browse = page.getByRole('button', { name: 'Browse mentors' });
  expect(await style(browse, 'background-color')).toBe(MAIN);
  expect(await style(browse, 'color')).toBe(BLACK);
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  expect(await style(hero.first(), 'background-color')).toBe(SECONDARY);
  const apply = page.getByRole('link', { name: 'Apply to teach' });
  expect(await style(apply, 'background-color')).toBe(LIME);
});

test('controls keep their sizes: tall buttons 58px from 768px, 50px below; inputs at least 58px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  const submit = form.getByRole('button', { name: 'Log in' });
  expect(await height(submit)).toBe(58);
  expect(await height(form.getByLabel('Email'))).toBeGreaterThanOrEqual(58);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => height(submit)).toBe(50);
  expect(await height(form.getByLabel('Email'))).toBeGreaterThanOrEqual(58);
});
