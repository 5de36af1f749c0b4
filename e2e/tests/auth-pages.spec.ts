/**
 * The sign-in pages against the real server: every message a person can meet on /login, /forgot-password,
 * /auth/reset-password, /auth/confirm-email and /auth/error (AUTH-06..34, ERR-02..23, ERR-104, ERR-105).
 */
import {
  test,
  expect,
  BASE_URL,
  advanceClock,
  firstLinkIn,
  listEmails,
  presetCookieConsent,
  readLatestEmail,
  registerByApi,
  strongPassword,
  uniqueEmail,
  type TestAccount,
} from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

function loginForm(page: Page) {
  return page.getByRole('form', { name: 'Log in' });
}

async function submitLogin(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function fillRegister(page: Page, account: Omit<TestAccount, 'password'>, password: string) {
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** Asks for a reset link through the page and answers the mailed link. */
async function requestResetLink(page: Page, email: string): Promise<string> {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists with this email, you will receive a password reset link.',
  );
  const mail = await readLatestEmail(page.request, email, { subject: 'Reset your password' });
  const link = firstLinkIn(mail.text);
  expect(link.startsWith(`${BASE_URL}/auth/reset-password?token=`)).toBe(true);
  return link;
}

test.describe('log in', () => {
  test('a wrong password says "Invalid email or password" and moves focus to the message', async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, { prefix: 'wrongpw' });
    await page.goto('/login');
    await submitLogin(page, account.email, 'not-the-password');
    const alert = loginForm(page).getByRole('alert');
    await expect(alert).toHaveText('Invalid email or password');
    await expect(page.locator(':focus')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unconfirmed account is asked to confirm first, and the confirmation mail can be resent', async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, { prefix: 'unconfirmed', confirm: false });
    await readLatestEmail(request, account.email);
    await page.goto('/login');
    await submitLogin(page, account.email, account.password);
    const alert = loginForm(page).getByRole('alert');
    await expect(alert).toContainText('Please confirm your email before logging in');

    await alert.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(alert.getByRole('status')).toHaveText(
      `We sent a new confirmation email to ${account.email}. Click the link in it to activate your account.`,
    );
    await expect.poll(async () => (await listEmails(request, account.email)).length).toBe(2);

    // The newest link works and the account can sign in.
    const latest = await readLatestEmail(request, account.email);
    await page.goto(firstLinkIn(latest.text));
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await page.goto('/login');
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/listings$/);
  });

  test('after five wrong passwords the next attempt is refused with "Too many failed attempts"', async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, { prefix: 'lockout' });
    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/auth/login/') && r.request().method() === 'POST',
      );
      await submitLogin(page, account.email, `wrong-${attempt}`);
      expect((await answer).status(), `attempt ${attempt}`).toBe(401);
      await expect(loginForm(page).getByRole('alert')).toHaveText('Invalid email or password');
    }
    // The sixth attempt, even with the right password, is refused.
    await submitLogin(page, account.email, account.password);
    await expect(loginForm(page).getByRole('alert')).toHaveText(
      'Too many failed attempts. Please try again later',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the password can be shown and hidden again', async ({ page }) => {
    await page.goto('/login');
    const password = loginForm(page).getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await loginForm(page).getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(loginForm(page).getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await loginForm(page).getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue('secret-words');
  });

  test('"Continue with Google" is hidden while Google sign-in is not configured', async ({
    page,
    request,
  }) => {
    // The server's own answer, asked directly: reading the page's response raced with its navigation.
    const body = (await (await request.get('/api/config/')).json()) as { google_sign_in_enabled: boolean };
    expect(body.google_sign_in_enabled).toBe(false);
    await page.goto('/login');
    await expect(loginForm(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    // The rest of the Log in tab (AUTH-07) is there.
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

test.describe('register', () => {
  test('an email that already has an account is refused with "Email: ..."', async ({ page, request }) => {
    const existing = await registerByApi(request, { prefix: 'taken' });
    await page.goto('/login?tab=register');
    await fillRegister(page, existing, strongPassword());
    const alert = page.getByRole('form', { name: 'Register' }).getByRole('alert');
    await expect(alert).toHaveText(/^Email: \S/);
    await expect(page).toHaveURL(/\/login\?tab=register$/);
  });

  test('a weak password ("12345678") is refused with "Password: ..."', async ({ page, request }) => {
    const email = uniqueEmail('weak');
    await page.goto('/login?tab=register');
    await fillRegister(page, { email, firstName: 'Wanda', lastName: 'Weak' }, '12345678');
    const alert = page.getByRole('form', { name: 'Register' }).getByRole('alert');
    await expect(alert).toHaveText(/^Password: \S/);
    expect(await listEmails(request, email)).toEqual([]);
  });
});

test.describe('forgot and reset password', () => {
  test('a reset link from the mail sets a new password; mismatched fields are caught first', async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, { prefix: 'reset' });
    const link = await requestResetLink(page, account.email);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/login',
    );

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const newPassword = strongPassword();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();

    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await submitLogin(page, account.email, account.password);
    await expect(loginForm(page).getByRole('alert')).toHaveText('Invalid email or password');
    await submitLogin(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/listings$/);
  });

  test('forgot password answers the same for an unknown address', async ({ page, request }) => {
    const nobody = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists with this email, you will receive a password reset link.',
    );
    expect(await listEmails(request, nobody)).toEqual([]);
  });

  test('the reset page without a token or with a bad one says so', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(page.getByRole('alert')).toHaveText('No reset token provided');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await page.goto('/auth/reset-password?token=not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired reset token');
  });

  test('a reset link expires after an hour', async ({ page, request }) => {
    const account = await registerByApi(request, { prefix: 'expired' });
    const link = await requestResetLink(page, account.email);
    // The server clock is shared and only moves forward: two hours later the link is dead.
    await advanceClock(request, 2 * 3600);
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired reset token');
  });
});

test.describe('email confirmation page', () => {
  test('without a token, with an unknown token, and with a link used twice', async ({ page, request }) => {
    await page.goto('/auth/confirm-email');
    await expect(page.getByRole('heading', { name: 'Email confirmation failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('No confirmation token provided');
    await expect(page.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/login?tab=register',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support',
    );

    await page.goto('/auth/confirm-email?token=unknown-token-0000');
    await expect(page.getByRole('alert')).toHaveText('Confirmation link not found');

    const account = await registerByApi(request, { prefix: 'twice', confirm: false });
    const link = firstLinkIn((await readLatestEmail(request, account.email)).text);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired confirmation link');
  });
});

test.describe('social sign-in failure page', () => {
  test('explains a cancelled Google sign-in and an unknown failure, with ways on', async ({ page }) => {
    await page.goto('/auth/error?error=access_denied');
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'You cancelled Google sign-in. Please try again or use email login.',
    );

    await page.goto('/auth/error?error=authentication_failed');
    await expect(page.getByRole('alert')).toHaveText(
      'Google authentication failed. Please try again or use email login.',
    );

    await page.goto('/auth/error?error=something_unexpected');
    await expect(page.getByRole('alert')).toHaveText(
      'Something went wrong while signing in. Please try again or use email login.',
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    await main.getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });
});
