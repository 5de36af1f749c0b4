/**
 * A session that ends while the wizard is open (ONBOARD-38, M1): Submit meets a 401 that no refresh can
 * mend; the user is sent to log in with the draft and the photo kept and, signed in again, is back on the
 * rate step and submits. Before the fix the page still believed it was signed in, so the signed-out-only
 * login route bounced the user to /listings.
 */
import { expect, presetCookieConsent, registerByApi, signInByApi, test } from '../support/fixtures.ts';
import {
  completeDraft,
  pngPhoto,
  signInAndSubmitFromRate,
  press,
  stepHeading,
  storedOnboarding,
  storeOnboarding,
} from '../support/onboarding.ts';

test('a session that ends before Submit leads to a clean login and back to the rate step', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await presetCookieConsent(context);
  const account = await registerByApi(request, { prefix: 'expired-applicant', firstName: 'Ines' });
  await signInByApi(context, account.email, account.password);
  await page.goto('/');
  await storeOnboarding(page, completeDraft(), await pngPhoto(200, 200));
  await page.goto('/become-mentor?step=rate');
  await expect(stepHeading(page, 'Hourly rate')).toBeVisible();

  // The session ends: both cookies are gone, so the refresh after the 401 fails too.
  await context.clearCookies();
  await press(page, 'Submit application');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/become-mentor?step=rate')}`);
  expect(await storedOnboarding(page)).toMatchObject({ hourlyRate: '40', furthestStep: 'rate' });

  await signInAndSubmitFromRate(page, account);
});
