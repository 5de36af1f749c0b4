/**
 * Reminders the user chooses (issue 22 item 5): a new student switches the 1-hour lesson reminder off on
 * the Notifications tab, by keyboard on a 390 px phone, and finds it still off after a reload while the
 * 24-hour one stays on. Sending is covered by the server tests (S/lesson-reminder-choice.test.ts).
 */
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';

test('the 1-hour lesson reminder is switched off by keyboard and stays off', async ({ page, context }) => {
  await presetCookieConsent(context);
  const account = await registerByApi(page.request, { prefix: 'reminders' });
  await signInByApi(context, account.email, account.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings?tab=notifications');
  const hour = page.getByRole('switch', { name: 'Reminder 1 hour before a lesson' });
  const day = page.getByRole('switch', { name: 'Reminder 24 hours before a lesson' });
  await expect(hour).toHaveAttribute('aria-checked', 'true');
  await expect(day).toHaveAttribute('aria-checked', 'true');
  await hour.focus();
  await page.keyboard.press('Space');
  await expect(hour).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The saved choice is what the server reads back.
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/users/settings/');
      return ((await res.json()) as { notification_settings: { lesson_reminder_1h: boolean } })
        .notification_settings.lesson_reminder_1h;
    })
    .toBe(false);
  await page.reload();
  await expect(hour).toHaveAttribute('aria-checked', 'false');
  await expect(day).toHaveAttribute('aria-checked', 'true');
});
