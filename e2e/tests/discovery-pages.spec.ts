/**
 * Mentor discovery (issue 3), page by page: empty and accent-insensitive search, the landing page's quick
 * links (LAND-04), paging (SEARCH), an unknown profile (PROFILE) and axe on the three discovery pages.
 */
import {
  test,
  expect,
  apiHeaders,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
} from '../support/fixtures.ts';
import {
  LISTINGS_TITLE,
  QUICK_LINKS,
  resultsRegion,
  mentorCards,
  readCards,
  isNonDecreasing,
  expectReviewsAddUp,
} from '../support/discovery.ts';

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('a search nobody matches says so', async ({ page }) => {
  await page.goto('/listings?search=zzzzqqqxxxyyy');
  await expect(page.getByRole('heading', { level: 1, name: LISTINGS_TITLE })).toBeVisible();
  await expect(resultsRegion(page).getByText('No mentors found matching your criteria.')).toBeVisible();
  await expect(mentorCards(page)).toHaveCount(0);
});

test('search ignores accents: "Jose" finds José Álvarez and "lukasz" finds Łukasz Kowalski', async ({
  page,
}) => {
  await page.goto('/listings?search=Jose');
  await expect(page.getByRole('article', { name: 'José Álvarez' })).toBeVisible();
  await page.goto('/listings?search=lukasz');
  await expect(page.getByRole('article', { name: 'Łukasz Kowalski' })).toBeVisible();
});

test('every quick link of the landing page leads to mentors of that instrument', async ({ page }) => {
  for (const instrument of QUICK_LINKS) {
    await test.step(instrument, async () => {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Popular instruments' })
        .getByRole('link', { name: instrument, exact: true })
        .click();
      await expect(page).toHaveURL(`/listings?${new URLSearchParams({ instrument }).toString()}`);
      const cards = await readCards(page);
      expect(cards.length, `mentors for ${instrument}`).toBeGreaterThan(0);
      for (const card of cards) expect(card.chips, `chips of ${card.name}`).toContain(instrument);
    });
  }
});

test('paging through all mentors by price: at most 5 page numbers, each page from the top', async ({
  page,
}) => {
  await page.goto('/listings?sort_by=LOW_PRICE');
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  const first = await readCards(page);
  expect(first).toHaveLength(10);
  expect(isNonDecreasing(first.map((c) => c.price))).toBe(true);
  await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

  let previous = first;
  for (const target of [2, 3, 4]) {
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${target}(&|$)`));
    await expect(pages.getByRole('button', { name: `Page ${target}`, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await pages.getByRole('button', { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const cards = await readCards(page);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]!.name).not.toBe(previous[0]!.name);
    expect(cards.map((c) => c.name).filter((n) => previous.some((p) => p.name === n))).toEqual([]);
    expect(cards[0]!.price).toBeGreaterThanOrEqual(previous[previous.length - 1]!.price);
    previous = cards;
  }
});

test('an unknown mentor profile says it was not found', async ({ page }) => {
  await page.goto('/mentor/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Mentor Profile' })).toBeVisible();
  await expect(page.getByText('Mentor profile not found')).toBeVisible();
});

test.describe('accessibility of the discovery pages', () => {
  test('/listings with results, also with the Style dropdown open', async ({ page }) => {
    await page.goto('/listings');
    expect((await readCards(page)).length).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /^Style\b/ }).click();
    await expect(page.getByRole('dialog', { name: 'Style' }).getByRole('checkbox').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/mentor/<id> with reviews, and /saved with one saved mentor', async ({ page, context }) => {
    await page.goto('/listings');
    const withReviews = (await readCards(page)).find((c) => /\(\d+ reviews?\)/.test(c.text));
    expect(withReviews, 'a mentor with reviews on the first page').toBeDefined();
    await page.goto(withReviews!.href!);
    await expect(page.getByRole('article', { name: withReviews!.name })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Reviews' })
        .getByRole('img', { name: /^Rated / })
        .first(),
    ).toBeVisible();
    await expectReviewsAddUp(page);
    await expectNoSeriousA11yViolations(page);

    // A student of its own, so the saved list holds exactly this mentor.
    const account = await registerByApi(context.request, { prefix: 'saver' });
    await signInByApi(context, account.email, account.password);
    const mentorId = /\/mentor\/(\d+)/.exec(withReviews!.href!)![1];
    const like = await context.request.post(`/api/mentors/${mentorId}/like/`, {
      headers: await apiHeaders(context.request),
    });
    expect(like.status(), await like.text()).toBe(201);
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved mentors' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: withReviews!.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
