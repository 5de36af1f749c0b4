/**
 * Issue 20 items 3 and 5 (ADR 68), tried as a new visitor would: on a phone in Berlin, piano teachers
 * available on weekday evenings who offer a trial; the filters live in the address and survive a reload;
 * axe on the list. Then the pages as a search engine or a link preview reads them when loaded directly:
 * the mentor's name in <title> and og:title, the JSON-LD, the sitemap, robots.txt, and 404 with noindex.
 */
import type { APIRequestContext } from '@playwright/test';
import { routeOf } from '@app/contract';
import { test, expect, expectNoSeriousA11yViolations } from '../support/fixtures.ts';

interface ListAnswer {
  count: number;
  results: { id: number; user: { full_name: string }; headline: string }[];
}

async function mentorList(
  request: APIRequestContext,
  params: Record<string, string> = {},
): Promise<ListAnswer> {
  const res = await request.get(routeOf('mentors.list').path, {
    params: { page_size: 10, page: 1, ...params },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ListAnswer;
}

test.describe('on a phone in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin', viewport: { width: 390, height: 844 }, isMobile: true });

  test('a visitor finds piano teachers on weekday evenings with a trial, and the filters survive a reload', async ({
    page,
    request,
  }) => {
    await page.goto('/listings?instrument=Piano');
    await page.getByRole('button', { name: 'Filters' }).click();
    const days = page.getByRole('group', { name: 'Available on' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await days.getByRole('checkbox', { name: day }).check();
    await expect(page.getByText('Times in Europe/Berlin')).toBeVisible();
    await page
      .getByRole('group', { name: 'Time of day' })
      .getByRole('checkbox', { name: /^Evening/ })
      .check();
    await page.getByRole('checkbox', { name: 'Offers a trial lesson' }).check();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(
      /days=Mon%2CTue%2CWed%2CThu%2CFri&time_of_day=evening&tz=Europe%2FBerlin&offers_trial=true/,
    );

    // The same question asked of the API: the page shows exactly its answer.
    const url = new URL(page.url());
    const expected = await mentorList(request, {
      instrument: 'Piano',
      days: 'Mon,Tue,Wed,Thu,Fri',
      time_of_day: 'evening',
      tz: 'Europe/Berlin',
      offers_trial: 'true',
    });
    expect(
      expected.count,
      'piano teachers with a trial on weekday evenings in the demo catalogue',
    ).toBeGreaterThan(0);
    const mentors = page.getByRole('region', { name: 'Mentors' });
    const countText = `${expected.count} ${expected.count === 1 ? 'mentor' : 'mentors'}`;
    await expect(mentors.getByText(countText)).toBeVisible();
    await expect(mentors.getByRole('heading', { name: expected.results[0]!.user.full_name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    expect(new URL(page.url()).search).toBe(url.search);
    await expect(page.getByRole('region', { name: 'Mentors' }).getByText(countText)).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Evening/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Offers a trial lesson' })).toBeChecked();
    // The phone's width holds the filters without sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a mentor page loaded directly carries its head; unknown mentors are 404 with noindex', async ({
  page,
  request,
}) => {
  const mentor = (await mentorList(request)).results[0]!;
  const name = mentor.user.full_name;
  const res = await page.goto(`/mentor/${mentor.id}`);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(`^${name}`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^${name}`));
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/mentor/${mentor.id}$`),
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as {
    provider?: { name?: string };
  };
  expect(jsonLd.provider?.name).toBe(name);
  // The app still takes the page over: the profile works as before.
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();

  const missing = await page.goto('/mentor/999999');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(await sitemap.text()).toContain(`/mentor/${mentor.id}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
