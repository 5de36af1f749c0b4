/**
 * Issue 17 item 11, "Consistency" (ADR 0055): the navbar keeps the user menu whole beside the "Starting in
 * N min" pill at 1280 and 1024 px; the mentor's dashboard has one name in the bar and on the page; staff
 * see no student links; the calendar draws no availability on days before today; the masterclass page's
 * blocks come from the class, with the mentor's photo and MASTER-09's exact button. Each page is checked
 * with axe, at 1280x800; where the brief asks for 390x844 too, each of those screens is rechecked at 390x844
 * (no sideways scroll, axe, the phone menu's links) without walking the flow again (ADR 65).
 */
import type { Locator, Page } from '@playwright/test';
import { MENTOR_DASHBOARD_NAME, type Masterclass } from '@app/contract';
import {
  advanceClock,
  apiHeaders,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  recheckAtPhone,
  registerByApi,
  signInByApi,
  test,
  userMenuButton,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import { serverNow } from '../support/masterclasses.ts';

const DESKTOP = { width: 1280, height: 800 } as const;

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

/** The bar's boxes: the pill and the user menu are whole, side by side, and nothing runs off the bar. */
async function expectWholeBar(page: Page, firstName: string): Promise<void> {
  const pill = page.getByRole('banner').getByRole('button', { name: /^Starting in \d+ min/ });
  const menu = userMenuButton(page, firstName);
  await expect(pill).toBeVisible();
  await expect(menu).toBeVisible();
  const width = page.viewportSize()!.width;
  const pillBox = (await pill.boundingBox())!;
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.x + menuBox.width, 'the user menu ends inside the window').toBeLessThanOrEqual(width);
  expect(pillBox.x + pillBox.width, 'the pill ends before the user menu').toBeLessThanOrEqual(menuBox.x);
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  if ((await links.count()) > 0 && (await links.last().isVisible())) {
    const last = (await links.last().boundingBox())!;
    expect(last.x + last.width, 'the last entry ends before the pill').toBeLessThanOrEqual(pillBox.x);
  }
  const overflow = await page.getByRole('banner').evaluate((bar: Element) =>
    // Visually hidden texts (1 px boxes) are left aside: they are clipped on purpose.
    Array.from(bar.querySelectorAll<HTMLElement>('*')).some(
      (e) => e.getBoundingClientRect().width > 1 && e.scrollWidth > e.clientWidth + 1,
    ),
  );
  expect(overflow, 'nothing in the bar is cut or scrolls sideways').toBe(false);
  // The menu opens whole.
  await menu.click();
  const settings = page
    .getByRole('menuitem', { name: 'Settings' })
    .or(page.getByRole('link', { name: 'Settings' }));
  await expect(settings.first()).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
}

test('the "Starting in" pill leaves the user menu whole at 1280 and 1024 px, for a student and a mentor', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await registerByApi(request, { prefix: 'pill', firstName: 'Maximiliane' });
  await signInByApi(page.context(), student.email, student.password);
  // The referral popup of a student's first day (REFERRAL-01) would make the bar inert: it was skipped.
  await page.context().addInitScript(() => window.localStorage.setItem('app.referralPopupDismissed', 'true'));
  const lesson = await bookAndPayByApi(page, await mentorNamed(request, 'Maya Keller'));
  // Nine minutes before the start: the bar shows "Starting in 9 min" (NAV-12).
  await advanceClock(
    request,
    Math.round((Date.parse(lesson.startUtc) - (await serverNow(request))) / 1000) - 9 * 60,
  );

  const mentorContext = await browser.newContext();
  await presetCookieConsent(mentorContext);
  await signInByApi(mentorContext, DEMO.mentor.email, DEMO.mentor.password);
  const mentorPage = await mentorContext.newPage();
  for (const width of [1280, 1024]) {
    for (const [who, firstName] of [
      [page, student.firstName],
      [mentorPage, 'Maya'],
    ] as const) {
      await who.setViewportSize({ width, height: 800 });
      await who.goto('/listings');
      await expectWholeBar(who, firstName);
    }
  }
  await expectNoSeriousA11yViolations(page);
  await mentorContext.close();
});

/** Below 1024 px the bar's links live in the phone menu, a dialog opened from the bar. */
async function openPhoneMenu(page: Page) {
  await page.getByRole('button', { name: /^Open menu/ }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test('the mentor dashboard has one name, and staff see no student links', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await signInByApi(page.context(), DEMO.mentor.email, DEMO.mentor.password);
  await page.goto('/insights');
  await expect(page.getByRole('heading', { level: 1, name: MENTOR_DASHBOARD_NAME })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${MENTOR_DASHBOARD_NAME} \\|`));
  const dashboardLink = async (bar: Locator) =>
    expect(bar.getByRole('link', { name: MENTOR_DASHBOARD_NAME, exact: true })).toHaveAttribute(
      'href',
      '/insights',
    );
  await dashboardLink(page.getByRole('banner'));
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, async () => {
    const menu = await openPhoneMenu(page);
    await dashboardLink(menu);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  const staffContext = await browser.newContext({ viewport: DESKTOP });
  await presetCookieConsent(staffContext);
  await signInByApi(staffContext, DEMO.staff.email, DEMO.staff.password);
  const staff = await staffContext.newPage();
  await staff.goto('/admin');
  const noStudentLinks = async (bar: Locator) => {
    await expect(bar.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    for (const studentLink of ['Saved Mentors', 'My Lessons', 'Calendar', 'Messages', 'Become a Mentor']) {
      await expect(bar.getByRole('link', { name: studentLink, exact: true })).toHaveCount(0);
    }
  };
  await noStudentLinks(staff.getByRole('banner'));
  await expectNoSeriousA11yViolations(staff);
  await recheckAtPhone(staff, async () => {
    const menu = await openPhoneMenu(staff);
    await noStudentLinks(menu);
    await expectNoSeriousA11yViolations(staff);
    await staff.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
  await staffContext.close();
});

test('the calendar draws no availability on days before today', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page.context(), DEMO.mentor.email, DEMO.mentor.password);
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  const grid = page.getByRole('region', { name: 'Calendar grid' });
  // Maya is available every day (README): today shows it, yesterday does not.
  await expect(grid.getByText(/^Availability, /).first()).toBeAttached();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(grid.getByText(/^Availability, /)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("the masterclass page speaks of its own class, with the mentor's photo", async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await page
    .context()
    .route(/^https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title><p>Video</p>' }),
    );
  // Staff add a drums class starting within the hour: the soonest class is the page's (MASTER-01).
  const staff = await browser.newContext();
  await signInByApi(staff, DEMO.staff.email, DEMO.staff.password);
  const maya = await mentorNamed(request, 'Maya Keller');
  const start = new Date((await serverNow(request)) + 20 * 60_000).toISOString().slice(0, 16);
  const created = await staff.request.post('/api/admin/masterclasses/', {
    headers: await apiHeaders(staff.request),
    data: {
      name: 'Drum grooves',
      description: 'Three grooves every drummer needs.',
      topic: 'drums',
      show_off_url: 'https://www.youtube-nocookie.com/embed/abcdef12345',
      join_url: 'https://meet.example.com/drums',
      start_time_local: start,
      timezone: 'UTC',
      duration: 45,
      capacity: 20,
      mentor_id: maya.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await staff.close();
  const listed = (await (
    await request.get('/api/webinars/meet-and-greets/?is_active=true')
  ).json()) as Masterclass[];
  expect(listed[0]!.name).toBe('Drum grooves');

  await page.goto('/meet-and-greet');
  await expect(page.getByRole('heading', { level: 1, name: 'Drum grooves' })).toBeVisible();
  const blocks = page.getByRole('region', { name: 'What to expect' });
  await expect(blocks.getByRole('heading', { level: 3 })).toHaveText([
    'Why learn drums',
    'Tips from a pro',
    'From hobby to career',
    'Live Q&A',
  ]);
  await expect(blocks).not.toContainText(/piano/i);
  const photo = page
    .getByRole('region', { name: 'Meet Maya' })
    .getByRole('img', { name: 'Maya, the mentor' });
  const photoShown = async () => {
    await expect(photo).toBeVisible();
    // A phone may pick another picture from a srcset: it too must have loaded.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  };
  const reserve = page.getByRole('button', { name: "Reserve your spot — it's free", exact: true });
  await photoShown();
  await expect(reserve).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Drum grooves' })).toBeVisible();
    await photoShown();
    await expect(reserve).toHaveCount(2);
  });
});
