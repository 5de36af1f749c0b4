/**
 * The landing page (LAND-01..11): hero and search, instrument quick links, How it works, Join Today, FAQ.
 */
import { test, expect, presetCookieConsent, tabTo } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

const HERO = 'Personalized Music Lessons from Industry Professionals';

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

function faq(page: Page) {
  return page.getByRole('region', { name: 'Frequently Asked Questions' });
}

test('the hero greets the visitor and the search leads to the mentor list', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
  const search = page.getByRole('search').getByRole('searchbox', { name: 'Find mentors' });
  await expect(search).toHaveAttribute('placeholder', 'Search by Instruments, styles, keywords');
  await search.fill('guitar');
  await page.getByRole('button', { name: 'Browse mentors' }).click();
  await expect(page).toHaveURL('/listings?search=guitar');
  await expect(page.getByRole('heading', { level: 1, name: 'Music Lessons Tailored To You' })).toBeVisible();
});

test('each instrument quick link opens the mentor list for that instrument', async ({ page }) => {
  await page.goto('/');
  const quickLinks = page.getByRole('navigation', { name: 'Popular instruments' }).getByRole('link');
  const names = ['Guitar', 'Music production', 'Music theory', 'Piano', 'Drums'];
  await expect(quickLinks).toHaveText(names);
  for (const name of names) {
    await quickLinks.filter({ hasText: name }).click();
    await expect(page).toHaveURL(/\/listings\?instrument=/);
    expect(new URL(page.url()).pathname).toBe('/listings');
    expect(new URL(page.url()).searchParams.get('instrument'), `the ${name} link`).toBe(name);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  }
});

test('"How it works" has three steps and its own anchor', async ({ page }) => {
  await page.goto('/#how-it-works');
  const section = page.getByRole('region', { name: 'How it works' });
  await expect(section).toHaveAttribute('id', 'how-it-works');
  await expect(section.getByRole('heading', { level: 2, name: 'How it works' })).toBeInViewport();
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    /Pick a mentor/,
    /Take a trial class/,
    /Start learning/,
  ]);
});

test('the Join Today block with its sign-in form is there for visitors only', async ({ page, loginAs }) => {
  await page.goto('/');
  const join = page.getByRole('region', { name: 'Join Today' });
  await expect(join).toBeVisible();
  // The form's code is loaded only when the block comes near the viewport, as the visitor scrolls.
  await expect(join.getByRole('tab', { name: 'Log in' })).toHaveCount(0);
  await join.scrollIntoViewIfNeeded();
  await expect(join.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  await expect(join.getByRole('form', { name: 'Log in' })).toBeVisible();
  await join.getByRole('tab', { name: 'Register' }).click();
  await expect(join.getByRole('form', { name: 'Register' })).toBeVisible();

  await loginAs('student');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join Today' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Log in' })).toHaveCount(0);
});

test('the FAQ opens one answer at a time, closes the open one on click, and caps its height', async ({
  page,
}) => {
  await page.goto('/');
  const questions = faq(page).getByRole('button');
  await expect(questions).toHaveCount(8);
  const first = questions.nth(0);
  const second = questions.nth(1);
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstAnswer = faq(page).getByRole('region', { name: 'How long are the lessons?' });
  await expect(firstAnswer).toBeVisible();
  await expect(firstAnswer).toContainText('Most lessons are 60 minutes.');

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();
  const secondAnswer = faq(page).getByRole('region', { name: 'Can I try a mentor before committing?' });
  await expect(secondAnswer).toBeVisible();
  await expect(faq(page).getByRole('region')).toHaveCount(1);

  // LAND-10: the expanded content is at most 500px high.
  expect(await secondAnswer.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
  expect((await secondAnswer.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(500);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq(page).getByRole('region')).toHaveCount(0);
});

test('the FAQ works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const questions = faq(page).getByRole('button');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  // From the top of the page, through the navbar, the hero and the Join Today form, to the first question.
  await tabTo(page, questions.nth(0), 60);
  await expect(questions.nth(0)).toBeFocused();
  await expect(questions.nth(0)).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Tab');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Shift+Tab');
  await expect(questions.nth(0)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
});
