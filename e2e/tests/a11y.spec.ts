/**
 * Accessibility (WCAG 2.1 A/AA through axe) of every screen built so far, of the open overlays, and a
 * keyboard-only sign-in.
 */
import {
  test,
  expect,
  DEMO,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  tabTo,
  userMenuButton,
} from '../support/fixtures.ts';

// Every check only reads its page: the longest file of the suite is spread over both workers.
test.describe.configure({ mode: 'parallel' });
// The other journeys run with reduced motion (playwright.config.ts); these pages are checked with their
// entrance animations, as most people see them.
test.use({ reducedMotion: 'no-preference' });

const HERO = 'Personalized Music Lessons from Industry Professionals';

/**
 * Each page with the level-1 heading that tells it has rendered. Pages whose own journey already runs
 * axe on the same view are not checked twice: the legal pages (legal-pages.spec), /listings, a mentor
 * profile and /saved (discovery-pages.spec), /settings (settings.spec), /my-lessons (my-lessons.spec)
 * and /component-catalog (component-catalog.spec).
 */
const publicPages: [path: string, heading: string | RegExp][] = [
  ['/', HERO],
  ['/login', 'Welcome'],
  ['/login?tab=register', 'Welcome'],
  ['/forgot-password', 'Forgot your password?'],
  ['/auth/reset-password?token=x', 'Reset link not valid'],
  ['/auth/confirm-email', 'Email confirmation failed'],
  ['/auth/error', 'Sign-in failed'],
  ['/support', 'Support'],
  // The current masterclass's name, or the page title when none lies ahead.
  ['/meet-and-greet', /^(Live Masterclass|Piano from zero: your first song in 60 minutes)$/],
  ['/become-mentor', 'Become a Mentor'],
];

const studentPages: [path: string, heading: string | RegExp][] = [
  ['/lesson-preparation', 'Prepare for your lesson'],
  // The demo student may already have reviewed this mentor (update mode) or not (create mode).
  ['/my-lessons/review?booking_id=1&mentor_user_id=4', /^(Rate your experience|Update your review)$/],
  ['/calendar', 'Calendar'],
  ['/messages', 'Messages'],
];

test.describe('pages for everyone', () => {
  test.beforeEach(async ({ context }) => {
    await presetCookieConsent(context);
  });

  for (const [path, heading] of publicPages) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // For the token pages: the verdict is in, not the spinner.
      await expect(page.getByText(/^(Checking your reset link|Confirming your email)\.\.\.$/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('pages for signed-in people', () => {
  test.beforeEach(async ({ context }) => {
    await presetCookieConsent(context);
  });

  // A test per page, like the public ones: spread over both workers, each well inside its time limit.
  for (const [path, heading] of studentPages) {
    test(`${path} for the demo student has no serious accessibility violations`, async ({
      page,
      loginAs,
    }) => {
      await loginAs('student');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('/calendar for the demo mentor, with its sidebar, has no serious accessibility violations', async ({
    page,
    loginAs,
  }) => {
    await loginAs('mentor');
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add time off' })).toBeVisible();
    await expect(page.getByText('Loading the calendar...')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expectNoSeriousA11yViolations(page);
  });

  test('/admin for staff has no serious accessibility violations', async ({ page, loginAs }) => {
    await loginAs('staff');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff area' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Loading the dashboard...')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('navigation', { name: 'Staff area sections' })
      .getByRole('link', { name: 'No-show reports' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'No-show reports' })).toBeVisible();
    await expect(page.getByText('Loading no-show reports...')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Promo codes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Promo codes' })).toBeVisible();
    await expect(page.getByText('Loading promo codes...')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Applications' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mentor applications' })).toBeVisible();
    await expect(page.getByText('Loading applications...')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('button', { name: /^Reject / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Reject / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the staff support tickets and masterclasses, with the masterclass form open, have no serious accessibility violations', async ({
    page,
    loginAs,
  }) => {
    await loginAs('staff');
    await page.goto('/admin/support-tickets');
    await expect(page.getByRole('heading', { level: 2, name: 'Support tickets' })).toBeVisible();
    await expect(page.getByText('Loading support tickets...')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Masterclasses' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Masterclasses' })).toBeVisible();
    await expect(page.getByText('Loading masterclasses...')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'New masterclass' }).click();
    await expectNoSeriousA11yViolations(page);
  });

  test('the open user menu has no serious accessibility violations', async ({ page, loginAs }) => {
    await loginAs('student');
    await page.goto('/listings');
    await userMenuButton(page, 'Sam').click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('overlays', () => {
  test('the cookie dialog, on both of its views, has no serious accessibility violations', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a success toast has no serious accessibility violations (its text is dark enough)', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue without accepting' }).click();
    await expect(page.getByText('Only essential cookies will be used.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

    test('the open slide-in menu has no serious accessibility violations', async ({
      page,
      context,
      loginAs,
    }) => {
      await presetCookieConsent(context);
      await loginAs('student');
      await page.goto('/listings');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});

test('a keyboard user reaches "Log in" in the navbar and signs in without the mouse', async ({
  page,
  context,
}) => {
  await presetCookieConsent(context);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();

  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skip, 1);
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
  await tabTo(page, logIn, 15);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');

  const form = page.getByRole('form', { name: 'Log in' });
  await tabTo(page, form.getByLabel('Email'), 30);
  await page.keyboard.type(DEMO.student.email);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO.student.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/listings');
  await expect(userMenuButton(page, 'Sam')).toBeVisible();
  // And the user menu opens from the keyboard too (back up from the page to the navbar).
  await tabTo(page, userMenuButton(page, 'Sam'), 20, { backward: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Settings' })).toBeVisible();
});
