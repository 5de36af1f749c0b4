/**
 * What the mentor discovery journeys share: reading cards as a person reads them, the list answers, the
 * price slider by keyboard and the review figures of a profile.
 */
import type { Locator, Page, Response } from '@playwright/test';
import { expect } from '@playwright/test';

export const LISTINGS_TITLE = 'Music Lessons Tailored To You';
export const QUICK_LINKS = ['Guitar', 'Music production', 'Music theory', 'Piano', 'Drums'];

/** What a mentor card shows, read the way a person reads it. */
export interface CardView {
  name: string;
  /** Euros per 60 minutes. */
  price: number;
  chips: string[];
  text: string;
  href: string | null;
}

export function resultsRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Mentors' });
}

export function mentorCards(page: Page): Locator {
  return resultsRegion(page).getByRole('article');
}

/** Waits until a list answer is shown (no skeleton, no refetch in flight) and reads the cards. */
export async function readCards(page: Page): Promise<CardView[]> {
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
export function nextListAnswer(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) => r.url().includes('/api/mentors/list/') && r.request().method() === 'GET' && r.ok(),
  );
}

/** Moves a focused slider handle from one value to another with Page Up/Down and the arrow keys. */
export async function moveThumb(page: Page, thumb: Locator, from: number, to: number): Promise<void> {
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

export function isNonDecreasing(values: number[]): boolean {
  return values.every((v, i) => i === 0 || v >= values[i - 1]!);
}

/**
 * On a profile: the 5..1 star histogram adds up to the review count shown, and, with every review on the
 * page, each review falls in its star row and the overall score is the mean of the reviews. A mentor without
 * reviews shows the "New" badge instead of a 0.0 score and empty bars (ADR 46).
 */
export async function expectReviewsAddUp(page: Page): Promise<void> {
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Loading reviews...')).toHaveCount(0);
  await expect(
    reviews.getByText('No reviews yet for this mentor.').or(reviews.getByRole('listitem').first()),
  ).toBeVisible();
  if (await reviews.getByText('No reviews yet for this mentor.').isVisible()) {
    await expect(reviews.getByText('New mentor: no reviews yet')).toBeVisible();
    await expect(reviews.getByRole('list', { name: 'Ratings by stars' })).toHaveCount(0);
    await expect(reviews).not.toContainText('0.0');
    return;
  }
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
