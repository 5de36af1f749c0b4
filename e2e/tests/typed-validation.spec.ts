/**
 * Issue 17 item 10, "Validation where it is typed" (ADR 0055), at 1280x800 with axe, each checked page
 * rechecked at 390x844 (no sideways scroll, axe, the message shown) without walking the flow again
 * (ADR 65): the price fields of the application wizard and of the settings show the contract's range
 * message as an out-of-range price is typed and keep what was typed; a photo that is no image is refused on
 * the photo step (wizard and settings) as soon as it is picked, by the server's own check; the masterclass
 * form asks for the 18+ box before sending, in the contract's words, never "Invalid body: ...".
 */
import {
  masterclassMessages,
  mentorApplicationMessages,
  photoMessages,
  settingsMessages,
} from '@app/contract';
import {
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  recheckAtPhone,
  registerByApi,
  signInByApi,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import { ensureUpcomingClass, upcomingClasses } from '../support/masterclasses.ts';
import { completeDraft, pngPhoto, stepHeading, storeOnboarding } from '../support/onboarding.ts';

const DESKTOP = { width: 1280, height: 800 } as const;

/** A file named and typed as a PNG whose bytes are no image: only a check by content refuses it. */
const FAKE_PNG = { name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') };

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('the application wizard checks the photo on pick and the rate as it is typed', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const account = await registerByApi(request, { prefix: 'typed', firstName: 'Tara' });
  await signInByApi(context, account.email, account.password);
  await page.goto('/');
  await storeOnboarding(page, completeDraft(), null);

  await page.goto('/become-mentor?step=photo');
  await expect(stepHeading(page, 'Profile photo')).toBeVisible();
  const picker = page.getByLabel('Upload a profile photo');
  await picker.setInputFiles(FAKE_PNG);
  // Refused at once on this step, before Continue, with the upload's own words.
  await expect(page.getByRole('alert')).toHaveText(photoMessages.invalidType);
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, () => expect(page.getByRole('alert')).toHaveText(photoMessages.invalidType));
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngPhoto(200, 200) });
  await expect(page.getByRole('img', { name: 'Preview of your profile photo' })).toBeVisible();
  await expect(page.getByText(photoMessages.invalidType)).toHaveCount(0);

  await page.goto('/become-mentor?step=rate');
  await expect(stepHeading(page, 'Hourly rate')).toBeVisible();
  const rate = page.getByLabel('Hourly rate (€)');
  await rate.fill('600');
  await expect(page.getByText(mentorApplicationMessages.rateRange)).toBeVisible();
  await expect(rate).toHaveValue('600');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, () => expect(page.getByText(mentorApplicationMessages.rateRange)).toBeVisible());
  await rate.fill('60');
  await expect(page.getByText(mentorApplicationMessages.rateRange)).toHaveCount(0);
});

test('the settings check the lesson price as it is typed and the photo on pick', async ({
  page,
  context,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInByApi(context, DEMO.mentor.email, DEMO.mentor.password);
  await page.goto('/settings?tab=profile');
  const price = page.getByLabel('Hourly price (€)');
  await expect(price).not.toHaveValue('');
  await price.fill('600');
  // Shown as typed, never replaced by the previous price; nothing has been saved.
  await expect(price).toHaveValue('600');
  await expect(page.getByText(settingsMessages.priceOutOfRange)).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, () => expect(page.getByText(settingsMessages.priceOutOfRange)).toBeVisible());

  await page.goto('/settings?tab=account');
  const photo = page.getByLabel('Profile picture');
  await photo.setInputFiles(FAKE_PNG);
  await expect(page.getByText(photoMessages.invalidType)).toBeVisible();
  await expect(photo).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('img', { name: 'Preview of your new profile picture' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, () => expect(page.getByText(photoMessages.invalidType)).toBeVisible());
});

test('the masterclass form asks for the 18+ box before sending', async ({ page, browser, request }) => {
  await page.setViewportSize(DESKTOP);
  await page
    .context()
    .route(/^https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title><p>Video</p>' }),
    );
  const [current] = await ensureUpcomingClass(browser, request);
  const joins: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/join/')) joins.push(r.url());
  });
  await page.goto('/meet-and-greet');
  const form = page.getByRole('form', { name: 'Reserve your free spot' });
  await form.getByLabel('Email').fill(uniqueEmail('adult'));
  await form.getByRole('button', { name: masterclassMessages.submit }).click();
  const box = form.getByLabel(masterclassMessages.consent18);
  await expect(form.getByText(masterclassMessages.mustBe18)).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/Invalid body/)).toHaveCount(0);
  expect(joins, 'nothing was sent').toEqual([]);
  const [after] = await upcomingClasses(request);
  expect(after!.slots_left).toBe(current!.slots_left);
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, () => expect(form.getByText(masterclassMessages.mustBe18)).toBeVisible());

  await box.check();
  await form.getByRole('button', { name: masterclassMessages.submit }).click();
  await expect(form.getByText(masterclassMessages.joined)).toBeVisible();
  await expect(form.getByText(masterclassMessages.mustBe18)).toHaveCount(0);
});
