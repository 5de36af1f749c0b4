/**
 * The public pages arrive drawn (issue 16 item 2, ADR 44): /, /listings with its filters and /mentor/{id}
 * carry their content, and the answers it was drawn from, in the HTML. A browser without JavaScript reads
 * them; with JavaScript the app takes that HTML over (hydration) instead of drawing it again, in a time
 * zone other than the server's, without an error (the fixtures fail a test on any uncaught page error,
 * which is how React reports a hydration mismatch), and the page then works as before.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { INITIAL_DATA_ELEMENT_ID, routeOf } from '@app/contract';
import { test, expect, presetCookieConsent } from '../support/fixtures.ts';

interface ListAnswer {
  count: number;
  results: { id: number; user: { full_name: string } }[];
}

/** The visitor's first page of mentors, as the listings page asks for it (10 a page). */
async function mentorList(request: APIRequestContext, search?: string): Promise<ListAnswer> {
  const res = await request.get(routeOf('mentors.list').path, {
    params: { page_size: 10, page: 1, ...(search ? { search } : {}) },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as ListAnswer;
}

/** What the server put into the page for the app: the drawn page's answers among them. */
async function renderedQueries(page: Page): Promise<unknown[]> {
  const text = await page.locator(`#${INITIAL_DATA_ELEMENT_ID}`).textContent();
  const data = JSON.parse(text ?? '{}') as { rendered?: { queries?: { queries?: unknown[] } } };
  return data.rendered?.queries?.queries ?? [];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the mentor list arrives with the mentors of its filters and the answers they came from', async ({
    page,
    request,
  }) => {
    const everyone = await mentorList(request);
    const name = everyone.results[0]!.user.full_name;
    const word = name.split(' ').at(-1)!;
    const found = await mentorList(request, word);

    await page.goto(`/listings?search=${encodeURIComponent(word)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Music Lessons Tailored To You' }),
    ).toBeVisible();
    const mentors = page.getByRole('region', { name: 'Mentors' });
    await expect(
      mentors.getByText(`${found.count} ${found.count === 1 ? 'mentor' : 'mentors'}`),
    ).toBeVisible();
    await expect(mentors.getByRole('article')).toHaveCount(found.results.length);
    await expect(mentors.getByRole('heading', { name })).toBeVisible();
    expect((await renderedQueries(page)).length).toBeGreaterThanOrEqual(2); // the lists and the answer
  });

  test('a mentor profile arrives with the mentor, the prices and the reviews', async ({ page, request }) => {
    const mentor = (await mentorList(request)).results[0]!;
    await page.goto(`/mentor/${mentor.id}`);
    await expect(page.getByRole('heading', { level: 2, name: mentor.user.full_name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lessons and prices' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
  });

  test('the home page arrives with its content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Mentors' }).first()).toBeVisible();
  });

  test('an unknown mentor and a private page go out as the app, not drawn', async ({ page }) => {
    await page.goto('/mentor/2000000000');
    expect(await renderedQueries(page)).toEqual([]);
    await page.goto('/settings');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('with JavaScript, in a zone other than the server', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 390, height: 844 }, isMobile: true });

  test.beforeEach(async ({ context }) => {
    await presetCookieConsent(context);
  });

  test('the app takes the drawn list over, keeps its elements, and filters as before', async ({ page }) => {
    // Hold the app's code back until the drawn page has been marked, then let it run.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/listings', { waitUntil: 'commit' });
    const firstCard = page.getByRole('region', { name: 'Mentors' }).getByRole('article').first();
    await expect(firstCard).toBeVisible();
    await firstCard.evaluate((element) => element.setAttribute('data-drawn-by', 'server'));
    release();

    // Once the app has loaded and settled, the phone's filter toggle answers.
    await page.waitForLoadState('networkidle');
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Hydrated, not drawn again: the server's element is still the one on screen.
    await expect(firstCard).toHaveAttribute('data-drawn-by', 'server');

    await page.getByRole('searchbox').first().fill('zzzz-nobody');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/search=zzzz-nobody/);
    await expect(page.getByText('No mentors found matching your criteria.')).toBeVisible();
  });

  test('a drawn profile and home page are taken over without an error or the validation library', async ({
    page,
    request,
  }) => {
    // ADR 79: the public pages never load zod, whose schemas cost a phone about 50 ms to evaluate; a
    // contract module they import that builds a schema would bring it back.
    const scriptsWithZod: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('$ZodType')) scriptsWithZod.push(response.url());
    });
    const mentor = (await mentorList(request)).results[0]!;
    await page.goto(`/mentor/${mentor.id}`);
    await expect(page.getByRole('heading', { level: 2, name: mentor.user.full_name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The app's own work after hydration: the mentor's name in the title.
    await expect(page).toHaveTitle(new RegExp(mentor.user.full_name));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/listings');
    await page.waitForLoadState('networkidle');
    expect(scriptsWithZod).toEqual([]);
  });
});
