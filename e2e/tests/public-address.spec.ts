/**
 * Issue 17 item 7 (ADR 53): the suite's server has PUBLIC_URL on 127.0.0.1; a person who opens the same
 * server as localhost is sent to the public address, path and query kept, and signs in there (so the cookie
 * and the links agree). The API answers where it is asked.
 */
import { BASE_URL, expect, presetCookieConsent, test } from '../support/fixtures.ts';

const asLocalhost = (path: string) => BASE_URL.replace('127.0.0.1', 'localhost') + path;

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('a page opened on localhost moves to the public address, with its path and query', async ({
  page,
  request,
}) => {
  const response = await request.get(asLocalhost('/listings?search=guitar'), { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe(`${BASE_URL}/listings?search=guitar`);
  // The API is not redirected: a script's call answers where it arrives.
  expect((await request.get(asLocalhost('/api/mentors/tax-rate/'), { maxRedirects: 0 })).status()).not.toBe(
    308,
  );

  await page.goto(asLocalhost('/listings?search=guitar'));
  await expect(page).toHaveURL(`${BASE_URL}/listings?search=guitar`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(asLocalhost('/login'));
  await expect(page).toHaveURL(`${BASE_URL}/login`);
});
