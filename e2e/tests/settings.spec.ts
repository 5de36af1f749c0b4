/**
 * The settings page as a student (SETTINGS-01..11, SETTINGS-17/18): tab fallbacks and keyboard, the name
 * and a real PNG photo shown in the navbar, a password change followed by a sign-in with the new password,
 * a notification switch that survives a reload, and an account deletion refused while a lesson is booked,
 * then accepted. Each journey uses its own fresh account; axe runs on every tab.
 */
import { bookingReference, settingsMessages } from '@app/contract';
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import {
  apiHeaders,
  BASE_URL,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signIn,
  signInByApi,
  test,
  userMenuButton,
  type TestAccount,
} from '../support/fixtures.ts';

/** A fresh confirmed student, signed in in this page's context. */
async function freshStudent(context: BrowserContext, page: Page, prefix: string): Promise<TestAccount> {
  await presetCookieConsent(context);
  const account = await registerByApi(page.request, { prefix });
  await signInByApi(context, account.email, account.password);
  return account;
}

const settingsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Settings' });

test('a missing, unknown or mentor-only tab shows Account, and the tabs work by keyboard', async ({
  page,
  context,
  loginAs,
}) => {
  await presetCookieConsent(context);
  await loginAs('student');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\?tab=account$/);
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveText(['Account', 'Payments', 'Notifications']);

  for (const tab of ['availability', 'profile', 'nonsense']) {
    await page.goto(`/settings?tab=${tab}`);
    await expect(page).toHaveURL(/\/settings\?tab=account$/);
    await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // Arrow keys move between tabs and select them (Radix Tabs, automatic activation).
  await page.getByRole('tab', { name: 'Account' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Payments' })).toBeFocused();
  await expect(page).toHaveURL(/tab=payments/);
  await expect(page.getByRole('heading', { name: 'Payment history' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=notifications/);
  await expect(page.getByRole('tab', { name: 'Notifications' })).toBeFocused();
  // The panel's switches have loaded: Tab is not pressed into a panel that is still being drawn.
  await expect(page.getByRole('switch', { name: 'Lesson emails' })).toBeVisible();
  // Tab leaves the tab list for the panel (focusable, as the ARIA tabs pattern has it), then its controls.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Notifications' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('switch', { name: 'Lesson emails' })).toBeFocused();
});

test('a student changes name and photo and sees them in the navbar', async ({ page, context }) => {
  const account = await freshStudent(context, page, 'settings-photo');
  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 255, g: 135, b: 137 } },
  })
    .png()
    .toBuffer();

  await page.goto('/settings?tab=account');
  await expect(settingsHeading(page)).toBeVisible();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText(settingsMessages.noChanges)).toBeVisible();

  await form.getByLabel('First name').fill('Rowan');
  await form
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText(settingsMessages.profileUpdated)).toBeVisible();

  const menu = userMenuButton(page, 'Rowan');
  await expect(menu).toBeVisible();
  const avatar = menu.locator('img');
  await expect(avatar).toHaveAttribute('src', /\/media\//);
  // The stored picture really is an image the browser can draw.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('First name')).toHaveValue(
    'Rowan',
  );
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
});

test('a student changes the password and signs in with the new one', async ({ page, context, browser }) => {
  const account = await freshStudent(context, page, 'settings-password');
  await page.goto('/settings?tab=account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill('Rosin-and-Bow-2026');
  await form.getByLabel('Confirm new password').fill('Rosin-and-Bow-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText(settingsMessages.oldPasswordWrong);

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(settingsMessages.passwordChanged)).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  const fresh = await browser.newContext({ baseURL: BASE_URL, timezoneId: 'UTC', locale: 'en-US' });
  await presetCookieConsent(fresh);
  const other = await fresh.newPage();
  await signIn(other, account.email, 'Rosin-and-Bow-2026');
  // (The referral popup may cover the page for a new account: ask the session itself.)
  const check = (await (await fresh.request.get('/api/auth/check/')).json()) as {
    is_authenticated: boolean;
    user: { email: string } | null;
  };
  expect(check).toMatchObject({ is_authenticated: true, user: { email: account.email } });
  const old = await fresh.request.post('/api/auth/login/', {
    data: { email: account.email, password: account.password, remember_me: false },
    headers: await apiHeaders(fresh.request),
  });
  expect(old.status()).toBe(401);
  await fresh.close();
});

test('a notification switch is saved and stays after a reload', async ({ page, context }) => {
  await freshStudent(context, page, 'settings-mail');
  await page.goto('/settings?tab=notifications');
  const promo = page.getByRole('switch', { name: 'Promotional emails' });
  await expect(promo).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Lesson emails' })).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousA11yViolations(page);
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/notifications/settings/') && res.request().method() === 'PUT',
  );
  await promo.press('Space');
  await expect(promo).toHaveAttribute('aria-checked', 'true');
  expect((await saved).ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Promotional emails' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('deleting the account is refused while a lesson is booked, then signs the student out', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await freshStudent(context, page, 'settings-delete');
  // A Maya Goldberg lesson about two weeks ahead: clear of the weeks other journeys book with the demo mentor.
  const lesson = await bookAndPayByApi(page, await mentorNamed(request, 'Maya Goldberg'), {
    fromDays: 14,
    toDays: 20,
  });

  await page.goto('/settings?tab=payments');
  const history = page.getByRole('table', { name: /Payment history/ });
  const row = history.getByRole('row').filter({ hasText: bookingReference(lesson.bookingId) });
  await expect(row).toContainText(`€${(lesson.amountCents / 100).toFixed(2)}`);
  await expect(row).toContainText('Completed');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Account' }).click();
  const form = page.getByRole('form', { name: 'Delete account' });
  const email = form.getByLabel('Type your email address to confirm');
  await form.getByRole('button', { name: 'Delete account' }).click();
  await expect(form.getByRole('alert')).toContainText(settingsMessages.deleteEmailRequired);
  await email.fill('someone.else@example.com');
  await form.getByRole('button', { name: 'Delete account' }).click();
  await expect(form.getByRole('alert')).toContainText(settingsMessages.deleteEmailWrong);
  await email.fill(account.email);
  await form.getByRole('button', { name: 'Delete account' }).click();
  await expect(form.getByRole('alert')).toContainText(
    settingsMessages.deleteActiveBookings([bookingReference(lesson.bookingId)]),
  );
  await expectNoSeriousA11yViolations(page);

  const cancelled = await page.request.put(`/api/lessons/bookings/${lesson.bookingId}/cancel/`, {
    headers: await apiHeaders(page.request),
  });
  expect(cancelled.ok(), await cancelled.text()).toBeTruthy();

  await form.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText(settingsMessages.deleteSucceeded)).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  const again = await page.request.post('/api/auth/login/', {
    data: { email: account.email, password: account.password, remember_me: false },
    headers: await apiHeaders(page.request),
  });
  expect(again.status()).toBe(401);
});
