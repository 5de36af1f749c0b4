/**
 * New-mentor states (issue 17 item 9, ADR 46), as a new user meets them at 1280x800 and 390x844: a listed
 * mentor nobody has reviewed yet shows a "New" badge, never a 0.0 rating, in the list and on the profile; an
 * applicant who has just applied finds "Application under review" on the dashboard, with what happens next;
 * once staff approve, the dashboard's reply rate has no figure until students have written. Axe on each page.
 */
import type { Page } from '@playwright/test';
import { onboardingTexts } from '@app/contract';
import {
  apiHeaders,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { readCards, resultsRegion } from '../support/discovery.ts';
import { completeDraft, pngPhoto, press, stepHeading, storeOnboarding } from '../support/onboarding.ts';
import { insightCard, insightFigure } from '../support/mentor-journey.ts';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

interface ListedMentor {
  id: number;
  user: { full_name: string };
  reviews: { average_rating: number; total_count: number };
}

/** No sideways scrolling at this width. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBe(0);
}

/** A rating of 0.0 on its own, not the end of a price such as €90.00. */
const ZERO_RATING = /(?<![\d.])0\.0(?!\d)/;

test('a listed mentor without reviews shows "New", not 0.0, in the list and on the profile', async ({
  page,
  context,
  request,
}) => {
  await presetCookieConsent(context);
  const res = await request.get('/api/mentors/list/', { params: { page_size: 50 } });
  expect(res.ok()).toBeTruthy();
  const { results } = (await res.json()) as { results: ListedMentor[] };
  const fresh = results.find((m) => m.reviews.total_count === 0);
  expect(fresh, 'a seeded mentor without reviews').toBeTruthy();
  const name = fresh!.user.full_name;

  for (const viewport of VIEWPORTS) {
    await test.step(`${viewport.width}x${viewport.height}: the list`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`/listings?search=${encodeURIComponent(name.split(' ').at(-1)!)}`);
      const cards = await readCards(page);
      expect(cards.map((c) => c.name)).toContain(name);
      const card = resultsRegion(page).getByRole('article', { name });
      await expect(card.getByText('New', { exact: true })).toBeVisible();
      await expect(card.getByText('No reviews yet', { exact: true })).toBeVisible();
      await expect(card).not.toContainText(ZERO_RATING);
      await expect(card).not.toContainText('★');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step(`${viewport.width}x${viewport.height}: the profile`, async () => {
      await resultsRegion(page).getByRole('article', { name }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/mentor/${fresh!.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Mentor Profile' })).toBeVisible();
      const card = page.getByRole('article', { name });
      await expect(card.getByText('New', { exact: true })).toBeVisible();
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await expect(reviews.getByText('No reviews yet for this mentor.')).toBeVisible();
      await expect(reviews.getByText('New mentor: no reviews yet')).toBeVisible();
      await expect(reviews.getByRole('list', { name: 'Ratings by stars' })).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(ZERO_RATING);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('an applicant sees "Application under review" on the dashboard; once approved, no reply rate yet', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await presetCookieConsent(context);
  const account = await registerByApi(request, { prefix: 'new-applicant', firstName: 'Nora' });
  await signInByApi(context, account.email, account.password);

  await test.step('apply from the last step of /become-mentor and go on to the dashboard', async () => {
    await page.goto('/');
    await storeOnboarding(page, completeDraft(), await pngPhoto(200, 200));
    await page.goto('/become-mentor?step=rate');
    await expect(stepHeading(page, 'Hourly rate')).toBeVisible();
    await press(page, 'Submit application');
    await expect(stepHeading(page, onboardingTexts.applicationSubmitted)).toBeVisible({ timeout: 15_000 });
    await press(page, onboardingTexts.skipForNow);
    await expect(page).toHaveURL(/\/insights$/);
  });

  for (const viewport of VIEWPORTS) {
    await test.step(`${viewport.width}x${viewport.height}: the dashboard says the application is under review`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      const panel = page.getByRole('region', { name: 'Application under review' });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(onboardingTexts.reviewNotice)).toBeVisible();
      await expect(panel.getByText(onboardingTexts.approvalEmailNotice)).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Preview your profile' })).toBeVisible();
      // No figures for someone who cannot be booked yet.
      await expect(insightCard(page, 'Current balance')).toHaveCount(0);
      await expect(insightCard(page, 'Reply rate')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  await test.step('the profile preview of the applicant shows "New"', async () => {
    await page.getByRole('link', { name: 'Preview your profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mentor Profile' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Reviews' }).getByText('New mentor: no reviews yet'),
    ).toBeVisible();
  });

  await test.step('staff approve: the dashboard shows the figures, the reply rate without one', async () => {
    const check = await page.request.get('/api/auth/check/');
    const mentorId = ((await check.json()) as { user: { mentor_id: number } }).user.mentor_id;
    const staff = await browser.newContext();
    await signInByApi(staff, DEMO.staff.email, DEMO.staff.password);
    const approved = await staff.request.post(`/api/admin/applications/${mentorId}/approve/`, {
      headers: await apiHeaders(staff.request),
    });
    expect(approved.ok(), `approve answered ${approved.status()}`).toBeTruthy();
    await staff.close();

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/insights');
      await expect(insightCard(page, 'Current balance')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Application under review' })).toHaveCount(0);
      const reply = insightCard(page, 'Reply rate');
      await expect(reply.getByText(/No messages from students yet/)).toBeVisible();
      await expect(insightFigure(page, 'Reply rate')).toHaveCount(0);
      await expect(reply).not.toContainText('%');
      await expectNoSeriousA11yViolations(page);
    }
  });
});
