/**
 * The "done when" journey of the sign-in release: a visitor becomes a confirmed, signed-in student and
 * signs out again, leaving nothing of the session behind (AUTH-01..16, AUTH-27, AUTH-36..38, ROUTE-27).
 */
import {
  test,
  expect,
  BASE_URL,
  COOKIE_CONSENT_KEY,
  DEMO,
  presetCookieConsent,
  readLatestEmail,
  strongPassword,
  uniqueEmail,
  userMenuButton,
} from '../support/fixtures.ts';

test('a visitor registers, confirms the email from the outbox, signs in, comes back to /saved and signs out', async ({
  page,
  browser,
  context,
  request,
}) => {
  const email = uniqueEmail('newcomer');
  const password = strongPassword();

  await test.step('the visitor accepts cookies and registers on the Register tab', async () => {
    await page.goto('/login?tab=register');
    await page
      .getByRole('dialog', { name: 'We value your privacy' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('First name').fill('Nina');
    await form.getByLabel('Last name').fill('Newcomer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/login\?registered=true$/);
    await expect(page.getByRole('status').filter({ hasText: 'Confirm Your Email Address' })).toBeVisible();
    // The Log in tab is ready with the address just registered.
    await expect(page.getByRole('form', { name: 'Log in' }).getByLabel('Email')).toHaveValue(email);
  });

  await test.step('the confirmation link is clicked on the development mail page', async () => {
    await readLatestEmail(request, email, { subject: 'Confirm your email address' });
    await page.goto('/dev/mail');
    await page.getByLabel('Recipient').fill(email);
    await page.getByRole('button', { name: 'Filter' }).click();
    const mail = page.getByRole('article', { name: /^Confirm your email address/ });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText(email);
    await mail.getByRole('link', { name: /\/auth\/confirm-email\?token=/ }).click();

    await expect(page).toHaveURL(/\/auth\/confirm-email\?token=/);
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Your email address is confirmed. You can now log in to your account.',
    );
  });

  await test.step('the new student signs in with "Remember me" ticked', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('checkbox', { name: 'Remember me' }).check();
    await form.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/listings$/);
    // A student in their first 24 hours is offered the referral popup over the list (REFERRAL-01);
    // while it is open the rest of the page is inert, so it is skipped first.
    const referral = page.getByRole('dialog', { name: 'Were you referred by a mentor?' });
    await referral.getByRole('button', { name: 'Skip' }).click();
    await expect(referral).toBeHidden();
    await expect(userMenuButton(page, 'Nina')).toBeVisible();
    // AUTH-12: the remembered email is kept in browser storage ...
    expect(await page.evaluate(() => window.localStorage.getItem('app.rememberEmail'))).toBe(
      JSON.stringify(email),
    );
    // ... and the session outlives the browser: the refresh cookie is persistent, not a session cookie.
    const refresh = (await context.cookies()).find((c) => c.name === 'refresh_token');
    expect(refresh?.httpOnly).toBe(true);
    expect(refresh?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
  });

  await test.step('on another browser, /saved asks to sign in first and then opens', async () => {
    const other = await browser.newContext({ baseURL: BASE_URL, timezoneId: 'UTC', locale: 'en-US' });
    try {
      await presetCookieConsent(other);
      const visitor = await other.newPage();
      await visitor.goto('/saved');
      await expect(visitor).toHaveURL(/\/login\?redirect=%2Fsaved$/);
      const form = visitor.getByRole('form', { name: 'Log in' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill(password);
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(visitor).toHaveURL(/\/saved$/);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Saved Mentors' })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  await test.step('the student signs out from the user menu', async () => {
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Mentors' })).toBeVisible();
    await userMenuButton(page, 'Nina').click();
    await page.getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/login\?clean=1&t=\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'You have been signed out.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  await test.step('nothing of the session is left in the browser but the cookie choice', async () => {
    // localStorage: exactly the consent key (the one-shot force-logout marker is consumed by the login
    // page's auth check; the remembered email, redirect and caches are gone).
    await expect
      .poll(() => page.evaluate(() => Object.keys(window.localStorage).sort()))
      .toEqual([COOKIE_CONSENT_KEY]);
    const consent = JSON.parse(
      (await page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_KEY)) ?? 'null',
    ) as Record<string, unknown>;
    expect(consent).toMatchObject({ analytics: true, advertising: true, essential: true, consent: true });
    // sessionStorage is empty.
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
    // Script-readable cookies: none, except a fresh CSRF token the server may hand out again.
    const readable = await page.evaluate(() =>
      document.cookie
        .split(';')
        .map((c) => c.split('=')[0]?.trim())
        .filter(Boolean),
    );
    expect(readable.filter((name) => name !== 'csrftoken')).toEqual([]);
    // And the HttpOnly session cookies are gone from the browser as well.
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('access_token');
    expect(names).not.toContain('refresh_token');

    // The session really ended: a protected page asks to sign in again.
    await page.goto('/saved');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsaved$/);
  });
});

test('a remembered email is prefilled on the next visit to the login form once the session has ended', async ({
  page,
  context,
}) => {
  await presetCookieConsent(context);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  await form.getByLabel('Email').fill(DEMO.student.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.student.password);
  await form.getByRole('checkbox', { name: 'Remember me' }).check();
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/listings$/);

  // The session expires (its cookies disappear) without a logout: the remembered email stays.
  await context.clearCookies();
  await page.goto('/login');
  await expect(form.getByLabel('Email')).toHaveValue(DEMO.student.email);
  await expect(form.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();

  // Signing in with the box unticked forgets it.
  await form.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await form.getByLabel('Password', { exact: true }).fill(DEMO.student.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/listings$/);
  expect(await page.evaluate(() => window.localStorage.getItem('app.rememberEmail'))).toBeNull();
});
