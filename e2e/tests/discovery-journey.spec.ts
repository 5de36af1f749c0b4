/**
 * Mentor discovery (issue 3), the whole visitor journey: search with a typo from the landing page, filters,
 * sort and pages (SEARCH), the card (CARD), the profile with its reviews (PROFILE), saving after signing in
 * and the saved mentors (SAVED).
 */
import { test, expect, DEMO, presetCookieConsent } from '../support/fixtures.ts';
import {
  LISTINGS_TITLE,
  type CardView,
  mentorCards,
  readCards,
  nextListAnswer,
  moveThumb,
  isNonDecreasing,
  expectReviewsAddUp,
} from '../support/discovery.ts';

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
    // ADR 51: the save to complete rides in the return address.
    const mentorId = profilePath.split('/').at(-1)!;
    const returnTo = `${profilePath}?save=${mentorId}`;
    await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirect: returnTo }).toString()}`);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(DEMO.student.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.student.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Mentor Profile' })).toBeVisible();
  });

  await test.step('signing in completed the save: the heart is pressed, also after a reload', async () => {
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
