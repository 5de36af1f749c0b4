/**
 * /component-catalog (GEN-09, GEN-20, ROUTE-25, CHAT-14): signed in only, no navbar or footer; the widgets
 * work with the keyboard; the broken avatar falls back; a sample conversation leads to /chat/{id}; axe.
 */
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  tabTo,
  test,
} from '../support/fixtures.ts';

test('a visitor is sent to sign in', async ({ page, context }) => {
  await presetCookieConsent(context);
  await page.goto('/component-catalog');
  await expect(page).toHaveURL(/\/login/);
});

test('the catalog shows working widgets and the sample conversations', async ({ page, context, loginAs }) => {
  await presetCookieConsent(context);
  await loginAs('student');
  await page.goto('/component-catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Component Catalog' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // The dialog opens from the keyboard and gives the focus back on Escape.
  const opener = page.getByRole('button', { name: 'Open dialog' });
  await tabTo(page, opener, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Example dialog' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();

  const list = page.getByRole('list', { name: 'Sample conversations' });
  const rows = list.getByRole('link');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Yesterday');
  await expect(rows.nth(2)).toContainText('99+');
  // The broken image and the missing one both show the default avatar.
  await expect(list.getByTestId('default-avatar')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Show success toast' }).click();
  await expect(page.getByText('Your changes are stored.')).toBeVisible();
  await rows.first().click();
  await expect(page).toHaveURL('/chat/1');
});
