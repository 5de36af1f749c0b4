/**
 * Mentor discovery (issue 3): the search on /listings with typos and accents, filters, sort and pages
 * (SEARCH-01..15), the mentor card (CARD-02..07), the profile with its reviews (PROFILE-01..07) and the
 * saved mentors (SAVED-01..05), from the landing page's search and quick links (LAND-02..04).
 */
import type { Locator, Page, Response } from '@playwright/test';
import {
  test,
  expect,
  DEMO,
  apiHeaders,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
} from '../support/fixtures.ts';

const LISTINGS_TITLE = 'Music Lessons Tailored To You';
const QUICK_LINKS = ['Guitar', 'Music production', 'Music theory', 'Piano', 'Drums'];

/** What a mentor card shows, read the way a person reads it. */
interface CardView {
  name: string;
  /** Euros per 60 minutes. */
  price: number;
  chips: string[];
  text: string;
  href: string | null;
}

function resultsRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Mentors' });
}

function mentorCards(page: Page): Locator {
  return resultsRegion(page).getByRole('article');
}

/** Waits until a list answer is shown (no skeleton, no refetch in flight) and reads the cards. */
async function readCards(page: Page): Promise<CardView[]> {
  const region = resultsRegion(page);
  await expect(region.getByText('Loading mentors...')).toHaveCount(0);
  await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(
    mentorCards(page).first().or(region.getByText('No mentors found matching your criteria.')),
  ).toBeVisible();
  return mentorCards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const text = (article as HTMLElement).innerText;
      const price = /€(\d+(?:\.\d{1,2})?)\s*per 60 mins/.exec(text);
      const chipList = article.querySelector('ul[aria-label="Instruments, styles and languages"]');
      return {
        name: article.querySelector('h2, h3')?.textContent?.trim() ?? '',
        price: price ? Number(price[1]) : Number.NaN,
        chips: Array.from(chipList?.querySelectorAll('li') ?? [], (li) => li.textContent?.trim() ?? ''),
        text,
        href: article.querySelector('h2 a, h3 a')?.getAttribute('href') ?? null,
      };
    }),
  );
}

/** The next successful GET /api/mentors/list/ (start waiting before the action that sends it). */
function nextListAnswer(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) => r.url().includes('/api/mentors/list/') && r.request().method() === 'GET' && r.ok(),
  );
}

/** Moves a focused slider handle from one value to another with Page Up/Down and the arrow keys. */
async function moveThumb(page: Page, thumb: Locator, from: number, to: number): Promise<void> {
  await thumb.focus();
  let diff = to - from;
  while (Math.abs(diff) >= 10) {
    await page.keyboard.press(diff > 0 ? 'PageUp' : 'PageDown');
    diff -= Math.sign(diff) * 10;
  }
  while (diff !== 0) {
    await page.keyboard.press(diff > 0 ? 'ArrowRight' : 'ArrowLeft');
    diff -= Math.sign(diff);
  }
  await expect(thumb).toHaveAttribute('aria-valuenow', String(to));
}

function isNonDecreasing(values: number[]): boolean {
  return values.every((v, i) => i === 0 || v >= values[i - 1]!);
}

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('a visitor finds a guitar mentor despite a typo, narrows the list and saves a profile after signing in', async ({
  page,
}) => {
  await test.step('the landing search with "gutar" opens /listings?search=gutar', async () => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Find mentors' }).fill('gutar');
    await page.getByRole('button', { name: 'Browse mentors' }).click();
    await expect(page).toHaveURL(/\/listings\?search=gutar$/);
    await expect(page.getByRole('heading', { level: 1, name: LISTINGS_TITLE })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('gutar');
  });

  let found: CardView[] = [];
  let styleName = '';
  await test.step('every mentor found teaches or mentions guitar', async () => {
    found = await readCards(page);
    expect(found.length, 'mentors found for "gutar"').toBeGreaterThan(0);
    for (const card of found) expect(card.text, `card of ${card.name}`).toMatch(/guitar/i);
    expect(
      found.some((c) => c.chips.includes('Guitar')),
      'at least one card has the Guitar chip',
    ).toBe(true);
  });

  let lo = 0;
  let hi = 0;
  await test.step('a style and a price range set with the keyboard narrow the list', async () => {
    await page.getByRole('button', { name: /^Style\b/ }).click();
    const dropdown = page.getByRole('dialog', { name: 'Style' });
    await expect(dropdown.getByRole('searchbox', { name: 'Search Style' })).toBeVisible();
    const styles = (await dropdown.getByRole('listitem').allInnerTexts()).map((s) => s.trim());
    expect(styles.length, 'styles in the Style dropdown').toBeGreaterThan(0);
    // The style most of the mentors found share, so the narrowed list is not empty.
    const tally = new Map<string, number>();
    for (const card of found) {
      for (const chip of card.chips) if (styles.includes(chip)) tally.set(chip, (tally.get(chip) ?? 0) + 1);
    }
    styleName = [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? styles[0]!;
    await dropdown.getByRole('checkbox', { name: styleName, exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(page.getByRole('button', { name: `Style ${styleName}`, exact: true })).toBeVisible();

    // The slider's bounds are the cheapest and dearest mentor found; the range is chosen around a mentor
    // of that style, inside the bounds where possible.
    const minThumb = page.getByRole('slider', { name: 'Minimum price' });
    const maxThumb = page.getByRole('slider', { name: 'Maximum price' });
    const boundMin = Number(await minThumb.getAttribute('aria-valuemin'));
    const boundMax = Number(await maxThumb.getAttribute('aria-valuemax'));
    await expect(minThumb).toHaveAttribute('aria-valuenow', String(boundMin));
    await expect(maxThumb).toHaveAttribute('aria-valuenow', String(boundMax));
    const ofStyle = found.filter((c) => c.chips.includes(styleName)).sort((a, b) => a.price - b.price);
    const target = ofStyle.find((c) => c.price > boundMin && c.price < boundMax) ?? ofStyle[0] ?? found[0]!;
    lo =
      Math.floor(target.price) > boundMin ? Math.max(boundMin + 1, Math.floor(target.price) - 3) : boundMin;
    hi = Math.ceil(target.price) < boundMax ? Math.min(boundMax - 1, Math.ceil(target.price) + 12) : boundMax;

    // Page Up/Down move 10 euro, the arrows 1; the handles never leave the bounds.
    await maxThumb.focus();
    await page.keyboard.press('PageUp');
    await expect(maxThumb).toHaveAttribute('aria-valuenow', String(boundMax));
    await moveThumb(page, minThumb, boundMin, lo);
    await moveThumb(page, maxThumb, boundMax, hi);
    await expect(minThumb).toHaveAttribute('aria-valuetext', `€${lo}`);
    await expect(maxThumb).toHaveAttribute('aria-valuetext', `€${hi}`);

    const answer = nextListAnswer(page);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await answer;
    await expect(page).toHaveURL(/[?&]search=gutar(&|$)/);
    await expect(page).toHaveURL(/[?&]style=\d+(&|$)/);
    if (lo > boundMin) await expect(page).toHaveURL(new RegExp(`[?&]min_price=${lo}(&|$)`));
    if (hi < boundMax) await expect(page).toHaveURL(new RegExp(`[?&]max_price=${hi}(&|$)`));

    const cards = await readCards(page);
    expect(cards.length, `guitar mentors of style ${styleName} between €${lo} and €${hi}`).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.chips, `chips of ${card.name}`).toContain(styleName);
      expect(card.text, `card of ${card.name}`).toMatch(/guitar/i);
      expect(card.price, `price of ${card.name}`).toBeGreaterThanOrEqual(lo);
      expect(card.price, `price of ${card.name}`).toBeLessThanOrEqual(hi);
    }
    if (found.length < 10) {
      // Every mentor found for "gutar" was on the page: exactly those of the style and range remain.
      const expected = ofStyle.filter((c) => c.price >= lo && c.price <= hi).map((c) => c.name);
      expect(cards.map((c) => c.name).sort()).toEqual(expected.sort());
    }
    // The applied choices are shown again.
    await expect(page.getByRole('button', { name: `Style ${styleName}`, exact: true })).toBeVisible();
    // (The bounds now follow the mentors of the style, so a handle may sit on a narrower bound.)
    const newMin = Number(await minThumb.getAttribute('aria-valuemin'));
    const newMax = Number(await maxThumb.getAttribute('aria-valuemax'));
    await expect(minThumb).toHaveAttribute('aria-valuenow', String(Math.min(newMax, Math.max(lo, newMin))));
    await expect(maxThumb).toHaveAttribute('aria-valuenow', String(Math.max(newMin, Math.min(hi, newMax))));
  });

  await test.step('sorting by price (low to high) orders the prices', async () => {
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    const answer = nextListAnswer(page);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await answer;
    await expect(page).toHaveURL(/[?&]sort_by=LOW_PRICE(&|$)/);
    await expect(page.getByLabel('Sort by')).toHaveValue('LOW_PRICE');
    const prices = (await readCards(page)).map((c) => c.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(isNonDecreasing(prices), `prices in order: ${prices.join(', ')}`).toBe(true);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(lo);
  });

  await test.step('page 2, when there is one, starts at the top with other mentors', async () => {
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    if ((await pages.count()) === 0) return; // one page only: nothing to turn.
    const numbers = pages.getByRole('button', { name: /^Page \d+$/ });
    expect(await numbers.count()).toBeLessThanOrEqual(5);
    const first = await readCards(page);
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const second = await readCards(page);
    expect(second[0]?.name).not.toBe(first[0]?.name);
    expect(second[0]!.price).toBeGreaterThanOrEqual(first[first.length - 1]!.price);
  });

  let mentorName = '';
  let profilePath = '';
  await test.step('the mentor profile shows reviews that add up', async () => {
    const [card] = await readCards(page);
    mentorName = card!.name;
    profilePath = card!.href!;
    await mentorCards(page).first().getByRole('link', { name: mentorName }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Mentor Profile' })).toBeVisible();
    await expect(page.getByRole('article', { name: mentorName })).toBeVisible();
    await expectReviewsAddUp(page);
  });

  await test.step('the heart sends a visitor to log in, and back to the same profile afterwards', async () => {
    await page.getByRole('button', { name: `Save ${mentorName}`, exact: true }).click();
    await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirect: profilePath }).toString()}`);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(DEMO.student.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.student.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Mentor Profile' })).toBeVisible();
  });

  await test.step('the student saves the mentor: the heart is pressed, also after a reload', async () => {
    const heart = page.getByRole('button', { name: `Save ${mentorName}`, exact: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((r) => r.url().includes('/like/') && r.request().method() === 'POST');
    await heart.click();
    expect((await saved).status()).toBe(201);
    const pressed = page.getByRole('button', { name: `Remove ${mentorName} from saved`, exact: true });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('/saved lists the mentor; unsaving there removes it for good', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved Mentors' }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved mentors' })).toBeVisible();
    const card = page.getByRole('article', { name: mentorName });
    await expect(card).toBeVisible();
    const removed = page.waitForResponse(
      (r) => r.url().includes('/unlike/') && r.request().method() === 'DELETE',
    );
    await card.getByRole('button', { name: `Remove ${mentorName} from saved`, exact: true }).click();
    expect((await removed).status()).toBe(204);
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved mentors' })).toBeVisible();
    await expect(page.getByText('Loading saved mentors...')).toHaveCount(0);
    await expect(page.getByRole('article', { name: mentorName })).toHaveCount(0);
  });
});

/**
 * On a profile: the 5..1 star histogram adds up to the review count shown, and, with every review on the
 * page, each review falls in its star row and the overall score is the mean of the reviews.
 */
async function expectReviewsAddUp(page: Page): Promise<void> {
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Loading reviews...')).toHaveCount(0);
  const rows = await reviews
    .getByRole('list', { name: 'Ratings by stars' })
    .getByRole('listitem')
    .allInnerTexts();
  const counts = new Map<number, number>();
  for (const row of rows) {
    const match = /([1-5])\s*stars?\D*?(\d+)\s*$/.exec(row.trim());
    expect(match, `histogram row "${row}"`).not.toBeNull();
    counts.set(Number(match![1]), Number(match![2]));
  }
  expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
  const histogramTotal = [...counts.values()].reduce((a, b) => a + b, 0);
  const totalText = await reviews.getByText(/^\d+ reviews?$/).innerText();
  const total = Number(/^(\d+)/.exec(totalText)![1]);
  expect(histogramTotal, `histogram ${JSON.stringify([...counts])} against "${totalText}"`).toBe(total);

  const overallLabel = await reviews.getByRole('img', { name: /^Overall / }).getAttribute('aria-label');
  const shown = Number(/Overall (\d+(?:\.\d)?) out of 5/.exec(overallLabel ?? '')?.[1]);
  if (total === 0) {
    await expect(reviews.getByText('No reviews yet for this mentor.')).toBeVisible();
    expect(shown).toBe(0);
    return;
  }
  // The card at the top agrees with the reviews section.
  await expect(page.getByRole('article').first()).toContainText(
    `(${total} ${total === 1 ? 'review' : 'reviews'})`,
  );
  if (await reviews.getByRole('button', { name: 'Show more reviews' }).isVisible()) return;

  const labels = await reviews
    .getByRole('img', { name: /^Rated / })
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label') ?? ''));
  expect(labels.length, 'reviews listed').toBe(total);
  // A review's value is the mean of three whole ratings, shown with one decimal: thirds, recovered exactly.
  const values = labels.map((l) => Math.round(Number(/Rated (\d+(?:\.\d)?) out of 5/.exec(l)![1]) * 3) / 3);
  const perStar = new Map<number, number>();
  for (const v of values) perStar.set(Math.round(v), (perStar.get(Math.round(v)) ?? 0) + 1);
  for (const stars of [1, 2, 3, 4, 5]) {
    expect(counts.get(stars), `${stars}-star row against the reviews listed`).toBe(perStar.get(stars) ?? 0);
  }
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  expect(Math.abs(mean - shown), `overall ${shown} against the reviews' mean ${mean}`).toBeLessThanOrEqual(
    0.051,
  );
}

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
